/**
 * The full player: a <video> driven by hls.js (or native HLS), with controls built on
 * react-aria-components (imported by subpath): play/pause, restart, seek with chapter marks and
 * a thumbnail preview, volume (default 100) and mute, subtitles, audio track and quality menus,
 * go-live and start-from-beginning for live streams with DVR, full screen, skip intro/credits,
 * the watermark and a countdown before a scheduled start. Keyboard: space/K, arrows, M, F,
 * Home/End, digits. This module is loaded lazily (PlayerHost), never on pages that don't play.
 *
 * Its parts: the stream engine (engine.ts, hls.js or native HLS), the imperative API for partners
 * and multi-view (player-api.ts), the keyboard (player-keys.ts), the control pieces
 * (PlayerControls.tsx) and the state machine (state.ts); this component wires them to the video.
 */
import { useCallback, useEffect, useReducer, useRef, useState, type PointerEvent } from 'react'
import { Button } from 'react-aria-components/Button'
import { Slider, SliderThumb, SliderTrack } from 'react-aria-components/Slider'
import { attachEngine, type Engine, type EngineLevel, type EngineTrack } from './engine.ts'
import { pickAudio, pickSubtitle, readPreferences, writePreferences, type PlayerPreferences } from './preferences.ts'
import { usePlayerApi } from './player-api.ts'
import { usePlayerKeys } from './player-keys.ts'
import { FullscreenIcon, PauseIcon, PlayIcon, RestartIcon, TrackMenu, VolumeIcon } from './PlayerControls.tsx'
import { DEFAULT_VOLUME, formatTime, initialPlayerState, playerReducer, type PlayerState } from './state.ts'
import { activeSkipMarker, chapterAt, formatCountdown, secondsUntil } from './timeline.ts'
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
  onFatal?: (kind: 'notLive' | 'network' | 'media') => void
  apiRef?: (api: PlayerApi | null) => void
}

export function Player(props: PlayerProps) {
  const { playback, title, compact = false } = props
  const { t } = useT(playerStrings)
  const videoRef = useRef<HTMLVideoElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const engineRef = useRef<Engine | null>(null)
  const propsRef = useRef(props)
  propsRef.current = props
  const [state, dispatch] = useReducer(playerReducer, undefined, () =>
    initialPlayerState({ volume: keptVolume, muted: props.startMuted ?? readPreferences().muted }),
  )
  const stateRef = useRef<PlayerState>(state)
  stateRef.current = state
  const [status, setStatus] = useState<'countdown' | 'loading' | 'ready' | 'failed'>(() =>
    secondsUntil(playback.startDate, Date.now()) > 0 ? 'countdown' : 'loading',
  )
  const statusRef = useRef(status)
  statusRef.current = status
  const [fatal, setFatal] = useState<'notLive' | 'network' | 'media' | null>(null)
  const [tracks, setTracks] = useState<{
    audio: EngineTrack[]
    audioId: number
    subs: EngineTrack[]
    subId: number
    levels: EngineLevel[]
    levelId: number
  }>({
    audio: [],
    audioId: -1,
    subs: [],
    subId: -1,
    levels: [],
    levelId: -1,
  })
  const [range, setRange] = useState<{ start: number; end: number; live: number | null }>({ start: 0, end: 0, live: null })
  const [scrub, setScrub] = useState<number | null>(null)
  const [hover, setHover] = useState<{ fraction: number } | null>(null)
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
        atLiveEdge: edge === null ? true : edge - v.currentTime < 8,
      })
      props.onTime?.(v.currentTime, Number.isFinite(v.duration) ? v.duration : 0, !v.paused)
    },
    onVolumeChange: () => {
      const v = videoRef.current
      if (!v) return
      if (v.muted !== stateRef.current.muted) dispatch({ type: 'muted', muted: v.muted })
    },
  }

  const position = scrub ?? state.position
  const isLive = playback.live || range.live !== null
  const span = Math.max(0, range.end - range.start)
  const chapters = playback.annotations?.chapters ?? []
  const skipMarker = status === 'ready' ? activeSkipMarker(playback.skipMarkers, state.position) : null
  const hoverPosition = hover ? range.start + span * hover.fraction : null
  const hoverChapter = hoverPosition !== null ? chapterAt(chapters, hoverPosition) : null

  const onTrackPointer = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect()
    setHover({ fraction: Math.min(1, Math.max(0, (event.clientX - rect.left) / Math.max(1, rect.width))) })
  }

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

  const errorText =
    fatal === 'notLive'
      ? t('player:player.error.NOT_LIVE')
      : fatal === 'media'
        ? t('player:player.error.MEDIA')
        : fatal
          ? t('player:player.error.GENERIC')
          : null

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
      {playback.watermark?.text ? (
        <div className={s.watermark} aria-hidden="true" data-testid="watermark">
          {playback.watermark.text}
        </div>
      ) : null}
      {toast ? (
        <div className={s.toast} role="status">
          {toast}
        </div>
      ) : null}
      {status === 'countdown' ? (
        <div className={s.center} role="timer" aria-label={t('player:player.countdown')}>
          <p className={s.countdown}>{t('player:player.startsIn', { time: formatCountdown(countdownLeft) })}</p>
        </div>
      ) : null}
      {(status === 'loading' || state.waiting) && !fatal ? (
        <div className={s.center} aria-hidden="true">
          <div className={s.spinner} />
        </div>
      ) : null}
      {status === 'loading' ? (
        <span role="status" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {t('player:player.loading')}
        </span>
      ) : null}
      {errorText ? (
        <div className={s.center}>
          <div className={s.message} role="alert">
            <p className={s.messageText}>{errorText}</p>
          </div>
        </div>
      ) : null}
      {skipMarker ? (
        <Button className={s.skip} onPress={() => seekTo(skipMarker.end)}>
          {skipMarker.type === 'INTRO' ? t('player:player.skipIntro') : t('player:player.skipCredits')}
        </Button>
      ) : null}

      {status !== 'countdown' && !fatal ? (
        <div className={s.controls}>
          {span > 0 ? (
            <div className={s.seek} onPointerMove={onTrackPointer} onPointerLeave={() => setHover(null)}>
              <Slider
                aria-label={t('player:player.seek')}
                className={s.seek}
                minValue={range.start}
                maxValue={Math.max(range.start + 0.1, range.end)}
                step={1}
                value={Math.min(Math.max(position, range.start), range.end)}
                onChange={(v) => setScrub(v)}
                onChangeEnd={(v) => {
                  setScrub(null)
                  seekTo(v)
                }}
              >
                <SliderTrack className={s.track}>
                  <div className={s.rail} />
                  <div
                    className={s.fill}
                    style={{ width: `${span ? ((Math.min(position, range.end) - range.start) / span) * 100 : 0}%` }}
                  />
                  {!isLive
                    ? chapters
                        .filter((c) => c.start > 0)
                        .map((c) => (
                          <span
                            key={`${c.start}`}
                            className={s.chapterMark}
                            style={{ left: `${span ? (c.start / span) * 100 : c.percentage}%` }}
                            title={t('player:player.chapter', { title: c.title })}
                            data-testid="chapter-mark"
                          />
                        ))
                    : null}
                  <SliderThumb className={s.thumb} aria-label={t('player:player.seek')} />
                </SliderTrack>
              </Slider>
              {hover && hoverPosition !== null ? (
                <div className={s.preview} style={{ left: `${hover.fraction * 100}%` }} aria-hidden="true" data-testid="seek-preview">
                  {hoverChapter?.thumbnail ? <img className={s.previewImage} src={hoverChapter.thumbnail} alt="" /> : null}
                  {hoverChapter ? <span>{hoverChapter.title}</span> : null}
                  <span>{isLive ? `-${formatTime(range.end - hoverPosition)}` : formatTime(hoverPosition)}</span>
                </div>
              ) : null}
            </div>
          ) : null}
          <div className={s.row}>
            <Button
              className={s.control}
              onPress={togglePlay}
              aria-label={state.isPlaying ? t('player:player.pause') : t('player:player.play')}
            >
              {state.isPlaying ? <PauseIcon /> : <PlayIcon />}
            </Button>
            {!isLive && !compact ? (
              <Button
                className={`${s.control} ${s.compactHide}`}
                aria-label={t('player:player.restart')}
                onPress={() => {
                  dispatch({ type: 'restart' })
                  seekTo(0)
                  void videoRef.current?.play().catch(() => {})
                }}
              >
                <RestartIcon />
              </Button>
            ) : null}
            <Button
              className={s.control}
              aria-label={state.muted ? t('player:player.unmute') : t('player:player.mute')}
              onPress={() => setMuted(!state.muted)}
            >
              <VolumeIcon muted={state.muted || state.volume === 0} />
            </Button>
            {!compact ? (
              <Slider
                aria-label={t('player:player.volume')}
                className={s.volume}
                minValue={0}
                maxValue={100}
                step={5}
                value={state.muted ? 0 : state.volume}
                onChange={(v) => {
                  dispatch({ type: 'volume', volume: v })
                  if (v > 0 && stateRef.current.muted) setMuted(false)
                }}
              >
                <SliderTrack className={s.volumeTrack}>
                  <div className={s.rail} />
                  <div className={s.fill} style={{ width: `${state.muted ? 0 : state.volume}%` }} />
                  <SliderThumb className={s.thumb} aria-label={t('player:player.volume')} />
                </SliderTrack>
              </Slider>
            ) : null}
            {isLive ? (
              <span className={`${s.live} ${state.atLiveEdge ? '' : s.liveBehind}`}>{t('player:player.live')}</span>
            ) : (
              <span className={s.time}>
                {formatTime(position)} / {formatTime(range.end)}
              </span>
            )}
            <span className={s.spacer} />
            {isLive && playback.dvr && !compact ? (
              <Button className={`${s.control} ${s.compactHide}`} onPress={startFromBeginning}>
                {t('player:player.startFromBeginning')}
              </Button>
            ) : null}
            {isLive && playback.dvr && !state.atLiveEdge ? (
              <Button className={s.control} onPress={() => seekTo(range.live ?? range.end)}>
                {t('player:player.goLive')}
              </Button>
            ) : null}
            {!compact && tracks.subs.length ? (
              <TrackMenu
                label={t('player:player.subtitles')}
                items={[
                  { id: -1, label: t('player:player.subtitlesOff') },
                  ...tracks.subs.map((t) => ({ id: t.id, label: t.label || t.language })),
                ]}
                selected={tracks.subId}
                onSelect={selectSubtitle}
                icon="CC"
              />
            ) : null}
            {!compact && tracks.audio.length > 1 ? (
              <TrackMenu
                label={t('player:player.audio')}
                items={tracks.audio.map((t) => ({ id: t.id, label: t.label || t.language }))}
                selected={tracks.audioId}
                onSelect={selectAudio}
                icon="♪"
              />
            ) : null}
            {!compact && tracks.levels.length > 1 ? (
              <TrackMenu
                label={t('player:player.quality')}
                items={[
                  { id: -1, label: t('player:player.qualityAuto') },
                  ...tracks.levels
                    .map((l) => ({ id: l.id, label: l.height ? `${l.height}p` : `${Math.round(l.bitrate / 1000)} kbps`, h: l.height }))
                    .sort((a, b) => b.h - a.h),
                ]}
                selected={tracks.levelId}
                onSelect={(id) => {
                  engineRef.current?.setLevel(id)
                  refreshTracks()
                }}
                icon="HD"
                className={s.compactHide}
              />
            ) : null}
            <Button
              className={s.control}
              aria-label={state.fullscreen ? t('player:player.exitFullscreen') : t('player:player.fullscreen')}
              onPress={toggleFullscreen}
            >
              <FullscreenIcon />
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  )
}

export default Player
