/**
 * The player partners embed in an iframe, driven by postMessage through the bridge
 * (./bridge.ts). Only the realm's partnerOrigins are heard; replies go to the sender's origin,
 * events to the partner that last spoke (or to each allowed origin, the browser delivering only
 * to the real parent).
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import type { PlayerApi } from './Player.tsx'
import { fetchOutcome } from './playback-request.ts'
import { BRIDGE_SOURCE, createBridge, type BridgePlayer, type BridgeState } from './bridge.ts'
import { type PlayerKey } from './strings.ts'
import type { PlaybackDetails, PlayerErrorKind } from './types.ts'
import * as s from './player.css.ts'
import { useT } from '#app/i18n/t.ts'
import { playerStrings } from '#app/player/strings.ts'

const Player = lazy(() => import('./Player.tsx'))

type Current =
  | { trackId: string; phase: 'loading' }
  | { trackId: string; phase: 'playing'; playback: PlaybackDetails }
  | { trackId: string; phase: 'failed'; error: PlayerErrorKind }

export function EmbedPlayer({ partnerOrigins, initialTrack }: { partnerOrigins: string[]; initialTrack: string | null }) {
  const { t } = useT(playerStrings)
  const [current, setCurrent] = useState<Current | null>(null)
  const currentRef = useRef<Current | null>(null)
  currentRef.current = current
  const apiRef = useRef<PlayerApi | null>(null)
  const apiWaiters = useRef<Array<(api: PlayerApi) => void>>([])
  const mediaFailed = useRef(false)
  const lastOrigin = useRef<string | null>(null)
  const [listening, setListening] = useState(false)

  const setApi = useCallback((api: PlayerApi | null) => {
    apiRef.current = api
    if (api) for (const resolve of apiWaiters.current.splice(0)) resolve(api)
  }, [])
  const waitForApi = () =>
    apiRef.current
      ? Promise.resolve(apiRef.current)
      : new Promise<PlayerApi>((resolve, reject) => {
          apiWaiters.current.push(resolve)
          window.setTimeout(() => reject(new Error('player did not start')), 10_000)
        })

  const load = useCallback(async (trackId: string) => {
    mediaFailed.current = false
    setCurrent({ trackId, phase: 'loading' })
    const outcome = await fetchOutcome('vod', trackId)
    if (outcome.kind === 'play') {
      setCurrent({ trackId, phase: 'playing', playback: outcome.playback })
      return 'ok' as const
    }
    const error: PlayerErrorKind = outcome.kind === 'error' ? outcome.error : 'SIGN_IN_REQUIRED'
    if (error === 'NOT_FOUND') {
      setCurrent(null)
      return 'notFound' as const
    }
    setCurrent({ trackId, phase: 'failed', error })
    return 'refused' as const
  }, [])

  const player = useCallback((): BridgePlayer => {
    const state = (): BridgeState => {
      const api = apiRef.current
      const video = api?.video
      const cur = currentRef.current
      if (!api || !video || !cur) throw new Error('no media')
      return {
        trackId: cur.trackId,
        currentTime: video.currentTime,
        duration: Number.isFinite(video.duration) ? video.duration : 0,
        paused: video.paused,
        muted: video.muted,
        volume: Math.round(video.volume * 100),
        ended: video.ended,
        audioLanguage: api.audioLanguage(),
        subtitleLanguage: api.subtitleLanguage(),
      }
    }
    return {
      status: () => {
        const cur = currentRef.current
        if (!cur) return 'none'
        if (cur.phase === 'failed' || mediaFailed.current) return 'failed'
        if (cur.phase === 'loading' || !apiRef.current) return 'loading'
        return apiRef.current.status()
      },
      load,
      play: async () => (await waitForApi()).play(),
      pause: () => apiRef.current?.pause(),
      seek: (position) => apiRef.current?.seek(position),
      selectAudio: (language) => apiRef.current?.selectAudioLanguage(language) ?? false,
      selectSubtitles: (language) => apiRef.current?.selectSubtitleLanguage(language) ?? false,
      state,
    }
  }, [load])

  useEffect(() => {
    const handle = createBridge({ allowedOrigins: partnerOrigins, player })
    const onMessage = (event: MessageEvent) => {
      void handle({ origin: event.origin, data: event.data, source: event.source as Window | null }).then((taken) => {
        if (taken) lastOrigin.current = event.origin
      })
    }
    window.addEventListener('message', onMessage)
    setListening(true)
    post({ source: BRIDGE_SOURCE, type: 'event', event: 'bridgeReady' })
    return () => window.removeEventListener('message', onMessage)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [partnerOrigins, player])

  useEffect(() => {
    if (initialTrack) void load(initialTrack)
  }, [initialTrack, load])

  function post(message: unknown) {
    if (window.parent === window) return
    const targets = lastOrigin.current ? [lastOrigin.current] : partnerOrigins
    for (const origin of targets) {
      try {
        window.parent.postMessage(message, origin)
      } catch {
        // a malformed origin in settings: skip it
      }
    }
  }

  const onEvent = (event: string) => {
    if (event === 'error') mediaFailed.current = true
    let state: BridgeState | null = null
    try {
      state = player().state()
    } catch {
      state = null
    }
    post({ source: BRIDGE_SOURCE, type: 'event', event, state })
  }

  return (
    <div className={s.embed} data-bridge={listening ? 'ready' : 'starting'}>
      {current?.phase === 'playing' ? (
        <Suspense fallback={<div className={s.root} />}>
          <Player
            key={current.trackId}
            playback={current.playback}
            title={current.trackId}
            itemId={current.trackId}
            autoPlay
            startMuted
            apiRef={setApi}
            onEvent={onEvent}
          />
        </Suspense>
      ) : current?.phase === 'failed' ? (
        <div className={s.root}>
          <div className={s.center}>
            <p className={s.message} role="alert">
              {t(`player:player.error.${current.error}` as `player:${PlayerKey}`)}
            </p>
          </div>
        </div>
      ) : (
        <div className={s.root}>
          <div className={s.center}>
            <p className={s.messageText} role="status">
              {current?.phase === 'loading' ? t('player:player.loading') : t('player:embed.idle')}
            </p>
          </div>
        </div>
      )}
    </div>
  )
}
