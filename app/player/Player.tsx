/**
 * The full player: a <video> driven by hls.js (or native HLS), with controls built on
 * react-aria-components (imported by subpath): play/pause, restart, seek with chapter marks and
 * a thumbnail preview, volume (default 100) and mute, subtitles, audio track and quality menus,
 * go-live and start-from-beginning for live streams with DVR, full screen, skip intro/credits,
 * the watermark and a countdown before a scheduled start. Keyboard: space/K, arrows, M, F,
 * Home/End, digits. This module is loaded lazily (PlayerHost), never on pages that don't play.
 *
 * Its parts: the stream engine (engine.ts, hls.js or native HLS), the imperative API for partners
 * and multi-view (player-api.ts), the keyboard (player-keys.ts), the view of the overlays and the
 * control bar (PlayerControls.tsx) and the state machine (state.ts); this component owns the video
 * element and its state, and wires them together.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { attachEngine, type Engine } from './engine.ts'
import { pickAudio, pickSubtitle, readPreferences, writePreferences, type PlayerPreferences } from './preferences.ts'
import { usePlayerApi } from './player-api.ts'
import { usePlayerKeys } from './player-keys.ts'
import { PlayerControlBar, PlayerOverlays, type PlayerFatal, type PlayerStatus, type PlayerTracks } from './PlayerControls.tsx'
import { DEFAULT_VOLUME, formatTime, initialPlayerState, LIVE_EDGE_SECONDS, playerReducer, type PlayerState } from './state.ts'
import { activeSkipMarker, secondsUntil } from './timeline.ts'
import type { PlaybackDetails } from './types.ts'
import * as s from './player.css.ts'
import { useT } from '#app/i18n/t.ts'
import { playerStrings } from '#app/player/strings.ts'

/** Kept across route changes (spec: the player resets on route change but keeps the volume). */
let keptVolume = DEFAULT_VOLUME

import type { PlayerApi } from './player-api.ts'
export type { PlayerApi }

export interface PlayerProps {
  playback: PlaybackDetails
  title: string
  itemId: string
  autoPlay?: boolean
  /** Multi-view tiles: start muted, fewer controls. */
  compact?: boolean
  startMuted?: boolean
  /** Seconds to start at (a start-position link); otherwise the platform's resumePosition. */
  startAt?: number | null
  /** For live guide channels: the current programme's start, for "start from beginning". */
  programmeStart?: string | null
  /** Live with DVR: start at the programme's start instead of the live edge. */
  fromBeginning?: boolean
  onTime?: (position: number, duration: number, playing: boolean) => void
  onPause?: (position: number, duration: number) => void
  onEnded?: () => void
  onEvent?: (event: 'ready' | 'play' | 'pause' | 'ended' | 'seeked' | 'error' | 'tracks') => void
  /** asks for playback again after the stream failed (the error offers "Try again") */
  onRetry?: () => void
  /** started by a press on a Play the player replaces: take the keyboard's focus if it was lost */
  takeFocus?: boolean
  onFatal?: (kind: 'notLive' | 'network' | 'media') => void
  apiRef?: (api: PlayerApi | null) => void
}

export function Player(props: PlayerProps) {
  const { playback, title, compact = false } = props
  const { t } = useT(playerStrings)
  const videoRef = useRef<HTMLVideoElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  // Started by a press on the poster's Play, which this player replaced: the keyboard's focus went
  // with that button. It comes here, so the player's keys (space, k, arrows) work at once.
  const takeFocus = props.takeFocus
  useEffect(() => {
    if (takeFocus && (!document.activeElement || document.activeElement === document.body)) rootRef.current?.focus({ preventScroll: true })
  }, [takeFocus])
  const engineRef = useRef<Engine | null>(null)
  const propsRef = useRef(props)
  propsRef.current = props
  const [state, dispatch] = useReducer(playerReducer, undefined, () =>
    initialPlayerState({ volume: keptVolume, muted: props.startMuted ?? readPreferences().muted }),
  )
  const stateRef = useRef<PlayerState>(state)
  stateRef.current = state
  const [status, setStatus] = useState<PlayerStatus>(() => (secondsUntil(playback.startDate, Date.now()) > 0 ? 'countdown' : 'loading'))
  const statusRef = useRef(status)
  statusRef.current = status
  const [fatal, setFatal] = useState<PlayerFatal | null>(null)
  const [tracks, setTracks] = useState<PlayerTracks>({
    audio: [],
    audioId: -1,
    subs: [],
    subId: -1,
    levels: [],
    levelId: -1,
  })
  const [range, setRange] = useState<{ start: number; end: number; live: number | null }>({ start: 0, end: 0, live: null })
  const [toast, setToast] = useState<string | null>(null)
  const [idle, setIdle] = useState(false)
  const [countdownLeft, setCountdownLeft] = useState(() => secondsUntil(playback.startDate, Date.now()))
  const appliedPrefs = useRef(false)
  const resumed = useRef(false)

  const refreshTracks = useCallback(() => {
    const engine = engineRef.current
    if (!engine) return
    setTracks({
      audio: engine.audioTracks(),
      audioId: engine.audioTrack(),
      subs: engine.subtitleTracks(),
      subId: engine.subtitleTrack(),
      levels: engine.levels(),
      levelId: engine.level(),
    })
  }, [])

  // Countdown before a scheduled start: the stream is attached when it reaches zero.
  useEffect(() => {
    if (status !== 'countdown') return
    const timer = window.setInterval(() => {
      const left = secondsUntil(playback.startDate, Date.now())
      setCountdownLeft(left)
      if (left <= 0) setStatus('loading')
    }, 1000)
    return () => window.clearInterval(timer)
  }, [status, playback.startDate])

  // Attach the engine once the countdown (if any) is over.
  const waitingForStart = status === 'countdown'
  useEffect(() => {
    if (waitingForStart) return
    const video = videoRef.current
    if (!video) return
    let cancelled = false
    let engine: Engine | null = null
    attachEngine(
      video,
      playback.url,
      {
        onTracks: () => {
          if (cancelled) return
          const e = engineRef.current
          if (e && !appliedPrefs.current && (e.audioTracks().length || e.subtitleTracks().length)) {
            appliedPrefs.current = true
            const prefs = readPreferences()
            const sub = pickSubtitle(e.subtitleTracks(), prefs.subTitleLanguage)
            e.setSubtitleTrack(sub)
            const audio = pickAudio(e.audioTracks(), prefs.audioLanguage)
            if (audio !== -1 && audio !== e.audioTrack()) e.setAudioTrack(audio)
          }
          refreshTracks()
          propsRef.current.onEvent?.('tracks')
        },
        onFatal: (kind) => {
          if (cancelled) return
          setFatal(kind)
          setStatus('failed')
          propsRef.current.onFatal?.(kind)
          propsRef.current.onEvent?.('error')
        },
      },
      { small: propsRef.current.compact },
    ).then((e) => {
      if (cancelled) {
        e.destroy()
        return
      }
      engine = e
      engineRef.current = e
      refreshTracks()
    })
    return () => {
      cancelled = true
      engine?.destroy()
      engineRef.current = null
    }
  }, [waitingForStart, playback.url, refreshTracks])

  // Volume and mute follow the state.
  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    video.volume = state.volume / 100
    video.muted = state.muted
    keptVolume = state.volume
  }, [state.volume, state.muted])

  useEffect(() => {
    const onFullscreen = () => dispatch({ type: 'fullscreen', fullscreen: document.fullscreenElement === rootRef.current })
    document.addEventListener('fullscreenchange', onFullscreen)
    return () => document.removeEventListener('fullscreenchange', onFullscreen)
  }, [])

  // Controls fade after 3 s without pointer movement while playing (focus keeps them shown).
  useEffect(() => {
    if (!state.isPlaying || idle) return
    const timer = window.setTimeout(() => setIdle(true), 3000)
    return () => window.clearTimeout(timer)
  }, [state.isPlaying, idle, state.position])

  useEffect(() => {
    if (!toast) return
    const timer = window.setTimeout(() => setToast(null), 4000)
    return () => window.clearTimeout(timer)
  }, [toast])

  const readRange = useCallback(() => {
    const video = videoRef.current
    const engine = engineRef.current
    if (!video) return
    const live = engine?.liveEdge() ?? null
    if (playback.live || live !== null) {
      const start = video.seekable.length ? video.seekable.start(0) : 0
      const end = live ?? (video.seekable.length ? video.seekable.end(video.seekable.length - 1) : video.currentTime)
      setRange({ start, end: Math.max(end, video.currentTime), live: end })
    } else {
      setRange({ start: 0, end: Number.isFinite(video.duration) ? video.duration : 0, live: null })
    }
  }, [playback.live])

  const play = useCallback(async () => {
    const video = videoRef.current
    if (!video) throw new Error('no video')
    if (stateRef.current.videoEnded) video.currentTime = 0
    await video.play()
  }, [])
  const pause = useCallback(() => videoRef.current?.pause(), [])
  const seekTo = useCallback((position: number) => {
    const video = videoRef.current
    if (!video) return
    // Read the range from the element: state may lag a render behind.
    let min = 0
    let max = Number.isFinite(video.duration) ? video.duration : position
    if (video.seekable.length) {
      min = video.seekable.start(0)
      max = video.seekable.end(video.seekable.length - 1)
    }
    const edge = engineRef.current?.liveEdge() ?? null
    if (edge !== null) max = Math.min(max, edge)
    video.currentTime = Math.min(Math.max(position, min), Math.max(min, max - 0.1))
    dispatch({ type: 'time', position: video.currentTime })
  }, [])
  const togglePlay = useCallback(() => {
    const video = videoRef.current
    if (!video) return
    if (video.paused || video.ended) play().catch(() => setToast(t('player:player.error.GENERIC')))
    else video.pause()
  }, [play, t])
  const setMuted = useCallback((muted: boolean) => {
    dispatch({ type: 'muted', muted })
    if (!propsRef.current.compact) writePreferences({ muted })
  }, [])
  const toggleFullscreen = useCallback(() => {
    const root = rootRef.current
    if (!root) return
    if (document.fullscreenElement) void document.exitFullscreen()
    else void root.requestFullscreen?.().catch(() => {})
  }, [])

  const selectAudio = useCallback(
    (id: number) => {
      const engine = engineRef.current
      if (!engine) return
      engine.setAudioTrack(id)
      const lang = engine.audioTracks()[id]?.language
      if (lang && !propsRef.current.compact)
        writePreferences({ audioLanguage: lang.split('-')[0]!.toLowerCase() as PlayerPreferences['audioLanguage'] })
      refreshTracks()
    },
    [refreshTracks],
  )
  const selectSubtitle = useCallback(
    (id: number) => {
      const engine = engineRef.current
      if (!engine) return
      engine.setSubtitleTrack(id)
      if (!propsRef.current.compact)
        writePreferences({
          subTitleLanguage: (id === -1
            ? 'off'
            : (engine.subtitleTracks()[id]?.language.split('-')[0]?.toLowerCase() ?? null)) as PlayerPreferences['subTitleLanguage'],
        })
      refreshTracks()
    },
    [refreshTracks],
  )

  // The imperative API for the partner bridge and multi-view.
  usePlayerApi(props.apiRef, { videoRef, engineRef, statusRef, play, pause, selectAudio, selectSubtitle })

  const onKeyDown = usePlayerKeys({
    videoRef,
    range,
    volume: () => stateRef.current.volume,
    muted: () => stateRef.current.muted,
    togglePlay,
    seekTo,
    setVolume: (volume) => dispatch({ type: 'volume', volume }),
    setMuted,
    toggleFullscreen,
    onKey: () => setIdle(false),
  })

  const video = {
    onPlay: () => {
      dispatch({ type: 'play' })
      props.onEvent?.('play')
    },
    onPlaying: () => {
      dispatch({ type: 'waiting', waiting: false })
      dispatch({ type: 'start' })
    },
    onPause: () => {
      dispatch({ type: 'pause' })
      const v = videoRef.current
      if (v) props.onPause?.(v.currentTime, Number.isFinite(v.duration) ? v.duration : 0)
      props.onEvent?.('pause')
    },
    onEnded: () => {
      dispatch({ type: 'ended' })
      props.onEvent?.('ended')
      props.onEnded?.()
    },
    onWaiting: () => dispatch({ type: 'waiting', waiting: true }),
    onSeeked: () => props.onEvent?.('seeked'),
    onLoadedMetadata: () => {
      const v = videoRef.current
      if (!v) return
      setStatus('ready')
      readRange()
      props.onEvent?.('ready')
      if (props.fromBeginning && playback.dvr && !resumed.current) {
        resumed.current = true
        window.setTimeout(() => startFromBeginningRef.current(), 0)
      }
      const resumeAt = props.startAt ?? playback.resumePosition ?? null
      if (!resumed.current && !playback.live && resumeAt && resumeAt > 1 && (!Number.isFinite(v.duration) || resumeAt < v.duration - 3)) {
        resumed.current = true
        v.currentTime = resumeAt
        setToast(t('player:player.resumeFrom', { time: formatTime(resumeAt) }))
      }
      if (props.autoPlay) v.play().catch(() => {})
    },
    onDurationChange: () => readRange(),
    onProgress: () => readRange(),
    onTimeUpdate: () => {
      const v = videoRef.current
      if (!v) return
      readRange()
      const edge = engineRef.current?.liveEdge() ?? null
      dispatch({
        type: 'time',
        position: v.currentTime,
        duration: Number.isFinite(v.duration) ? v.duration : undefined,
        atLiveEdge: edge === null ? true : edge - v.currentTime < LIVE_EDGE_SECONDS,
      })
      props.onTime?.(v.currentTime, Number.isFinite(v.duration) ? v.duration : 0, !v.paused)
    },
    onVolumeChange: () => {
      const v = videoRef.current
      if (!v) return
      if (v.muted !== stateRef.current.muted) dispatch({ type: 'muted', muted: v.muted })
    },
  }

  const skipMarker = status === 'ready' ? activeSkipMarker(playback.skipMarkers, state.position) : null

  const startFromBeginning = () => {
    const engine = engineRef.current
    const video = videoRef.current
    if (!video) return
    const playing = engine?.playingDate()
    const programmeStart = props.programmeStart ? Date.parse(props.programmeStart) : NaN
    if (playing && !Number.isNaN(programmeStart)) seekTo(video.currentTime - (playing.getTime() - programmeStart) / 1000)
    else seekTo(range.start)
    void video.play().catch(() => {})
  }

  const startFromBeginningRef = useRef(startFromBeginning)
  startFromBeginningRef.current = startFromBeginning

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the player region takes the keyboard shortcuts (space, arrows, f, m) wherever focus is inside it
    <div
      ref={rootRef}
      className={s.root}
      role="region"
      aria-label={t('player:player.region', { title })}
      aria-describedby={undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerMove={() => setIdle(false)}
      data-idle={idle && state.isPlaying && !state.waiting ? 'true' : 'false'}
      data-status={status}
      data-playing={state.isPlaying ? 'true' : 'false'}
      data-audio-language={tracks.audio[tracks.audioId]?.language ?? ''}
      data-subtitle-language={tracks.subs[tracks.subId]?.language ?? ''}
      data-testid="player"
    >
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- subtitles come with the stream (hls.js subtitle tracks), chosen in the subtitles menu, not from <track> elements */}
      <video ref={videoRef} className={s.video} playsInline preload="auto" aria-label={title} onClick={togglePlay} {...video} />
      <PlayerOverlays
        watermark={playback.watermark?.text ?? null}
        toast={toast}
        status={status}
        countdownLeft={countdownLeft}
        waiting={state.waiting}
        fatal={fatal}
        skipMarker={skipMarker}
        onSeek={seekTo}
        onRetry={fatal === 'notLive' ? undefined : props.onRetry}
      />
      {status !== 'countdown' && !fatal ? (
        <PlayerControlBar
          playback={playback}
          compact={compact}
          state={state}
          range={range}
          tracks={tracks}
          onTogglePlay={togglePlay}
          onSeek={seekTo}
          onRestart={() => {
            dispatch({ type: 'restart' })
            seekTo(0)
            void videoRef.current?.play().catch(() => {})
          }}
          onMute={setMuted}
          onVolume={(volume) => {
            dispatch({ type: 'volume', volume })
            if (volume > 0 && stateRef.current.muted) setMuted(false)
          }}
          onStartFromBeginning={startFromBeginning}
          onSelectSubtitle={selectSubtitle}
          onSelectAudio={selectAudio}
          onSelectLevel={(id) => {
            engineRef.current?.setLevel(id)
            refreshTracks()
          }}
          onToggleFullscreen={toggleFullscreen}
        />
      ) : null}
    </div>
  )
}

export default Player
