/**
 * Where a page plays a video: the poster with a Play button until the viewer asks for it; then
 * the manifest is fetched for the viewer (through /resources/playback, the session's token stays
 * on the server) and the full player (./Player.tsx, with hls.js) is loaded lazily. Access
 * refusals become the player's error kinds; a guest on GRANTED_ON_SIGN_IN goes to sign in and
 * back; a live event that is no longer live goes to its on-demand item.
 */
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react'
import { useNavigate } from '@remix-run/react'
import { PressButton as Button } from '#app/components/ui/PressButton.tsx'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import { PurchaseOffers } from '#app/commerce/PurchaseOffers.tsx'
import type { PlayerApi, PlayerProps } from './Player.tsx'
import { readPreferences } from './preferences.ts'
import { type PlayerKey } from './strings.ts'
import { formatCountdown, secondsUntil } from './timeline.ts'
import type { PlaybackOutcome } from './types.ts'
import { fetchOutcome, type PlayKind } from './playback-request.ts'
import * as s from './player.css.ts'
import { useT } from '#app/i18n/t.ts'
import { playerStrings } from '#app/player/strings.ts'

const Player = lazy(() => import('./Player.tsx'))

/** Start fetching the player's code (and hls.js) before the click, when a play is likely. */
export function preloadPlayer() {
  void import('./Player.tsx')
  void import('./engine.ts').then((m) => m.preloadEngine())
}

const REPORT_EVERY_S = 10

/** Report the position of a signed-in viewer's on-demand video while it plays, on pause and on leaving. */
function useWatchReporter(enabled: boolean, id: string, streamId: string | undefined) {
  const last = useRef<{ position: number; duration: number; sentAt: number }>({ position: 0, duration: 0, sentAt: 0 })
  const send = useCallback(
    (position: number, duration: number, beacon = false) => {
      if (!enabled || !(position > 0)) return
      last.current = { position, duration, sentAt: position }
      const body = JSON.stringify({
        position: Math.floor(position),
        duration: duration ? Math.floor(duration) : null,
        ...(streamId ? { streamId } : {}),
      })
      const url = `/resources/history/${encodeURIComponent(id)}`
      if (beacon && typeof navigator.sendBeacon === 'function') navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))
      else void fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true }).catch(() => {})
    },
    [enabled, id, streamId],
  )
  useEffect(() => {
    if (!enabled) return
    const onHide = () => {
      const { position, duration, sentAt } = last.current
      if (position !== sentAt) send(position, duration, true)
    }
    window.addEventListener('pagehide', onHide)
    return () => {
      window.removeEventListener('pagehide', onHide)
      onHide()
    }
  }, [enabled, send])
  return {
    onTime: (position: number, duration: number, playing: boolean) => {
      const prev = last.current
      last.current = { ...prev, position, duration }
      if (playing && Math.abs(position - prev.sentAt) >= REPORT_EVERY_S) send(position, duration)
    },
    onPause: (position: number, duration: number) => send(position, duration),
  }
}

export interface PlayerHostProps {
  kind: PlayKind
  id: string
  title: string
  posterUrl?: string | null
  isGuest: boolean
  /** Start at once (autoplay link, the hero's call to action, an auto-advance). */
  autoStart?: boolean
  startAt?: number | null
  /** The next item of the playlist or season (autoAdvance). */
  next?: { title: string; href: string } | null
  /** A scheduled live event: Play waits for this time, with a countdown. */
  upcomingStart?: string | null
  programmeStart?: string | null
  /** Start a live stream at the current programme's start (or the DVR window's). */
  fromBeginning?: boolean
  /** Where to come back to after signing in. */
  from?: string
  compact?: boolean
  startMuted?: boolean
  apiRef?: (api: PlayerApi | null) => void
  onEvent?: PlayerProps['onEvent']
}

export function PlayerHost(props: PlayerHostProps) {
  const { t } = useT(playerStrings)
  const navigate = useNavigate()
  const [outcome, setOutcome] = useState<PlaybackOutcome | null>(null)
  const [busy, setBusy] = useState(false)
  const [ended, setEnded] = useState(false)
  const [countdown, setCountdown] = useState(() => secondsUntil(props.upcomingStart, Date.now()))
  // The Play button does nothing before hydration: it says so by being disabled until then.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const noScriptId = useId()
  const reporter = useWatchReporter(
    props.kind === 'vod' && !props.isGuest && outcome?.kind === 'play',
    props.id,
    outcome?.kind === 'play' ? outcome.playback.streamId : undefined,
  )

  const [attempt, setAttempt] = useState(0)
  // started by a press on Play (not by itself): the player takes the keyboard's focus
  const [pressed, setPressed] = useState(false)
  const start = useCallback(async () => {
    setBusy(true)
    const result = await fetchOutcome(props.kind, props.id, props.from)
    setBusy(false)
    if (result.kind === 'signIn' || result.kind === 'redirect') {
      navigate(result.href)
      return
    }
    setOutcome(result)
  }, [props.kind, props.id, props.from, navigate])

  // the stream failed while playing: ask for playback again, and play the answer in a new player
  // (the failed one and its stream left behind)
  const retry = () => {
    void start().then(() => setAttempt((n) => n + 1))
  }

  // A scheduled event: count down, then allow (or start) playing.
  useEffect(() => {
    if (countdown <= 0) return
    const timer = window.setInterval(() => setCountdown(secondsUntil(props.upcomingStart, Date.now())), 1000)
    return () => window.clearInterval(timer)
  }, [countdown, props.upcomingStart])

  const autoStart = props.autoStart && countdown <= 0
  useEffect(() => {
    if (autoStart) void start()
  }, [autoStart, start])

  const onEnded = () => {
    setEnded(true)
    if (props.next && readPreferences().autoAdvance) navigate(withAutoplay(props.next.href))
  }

  if (outcome?.kind === 'play') {
    return (
      <div style={{ position: 'relative' }}>
        <Suspense fallback={<Poster posterUrl={props.posterUrl} busy label={t('player:player.loading')} />}>
          <Player
            // a new attempt is a new player (its failed stream and state left behind)
            key={attempt}
            onRetry={retry}
            takeFocus={pressed}
            playback={outcome.playback}
            title={props.title}
            itemId={props.id}
            autoPlay
            compact={props.compact}
            startMuted={props.startMuted}
            startAt={props.startAt}
            programmeStart={props.programmeStart}
            fromBeginning={props.fromBeginning}
            onTime={reporter.onTime}
            onPause={reporter.onPause}
            onEnded={onEnded}
            onEvent={props.onEvent}
            apiRef={props.apiRef}
          />
        </Suspense>
        {ended && props.next ? (
          <div className={s.toast} role="status">
            {t('player:player.next', { title: props.next.title })}{' '}
            <ButtonLink href={withAutoplay(props.next.href)} variant="primary" size="small">
              {t('player:player.playNext')}
            </ButtonLink>
          </div>
        ) : null}
      </div>
    )
  }

  if (outcome?.kind === 'error') {
    // what would open it, as the server read it for the page's language: the plans by their
    // names (never the licences' ids) and the title page's Subscribe / Buy links
    const offers = outcome.offers ?? []
    const plans = offers.flatMap((offer) => offer.plans)
    return (
      <div className={s.root} data-testid="player" data-error={outcome.error}>
        {props.posterUrl ? <img className={s.poster} src={props.posterUrl} alt="" /> : null}
        <div className={s.center}>
          <div className={s.message} role="alert">
            <p className={s.messageText}>{t(`player:player.error.${outcome.error}` as `player:${PlayerKey}`)}</p>
            {plans.length ? (
              <>
                <p className={s.messageText}>{t('player:player.error.licences')}</p>
                <ul className={s.licences}>
                  {plans.map((plan) => (
                    <li key={plan} className={s.licence}>
                      {plan}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <PurchaseOffers offers={offers} />
            {outcome.error === 'CONCURRENT_STREAMS' || outcome.error === 'GENERIC' ? (
              <Button className={s.bigPlay} onPress={() => void start()}>
                {t('player:player.retry')}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    )
  }

  return (
    <Poster
      posterUrl={props.posterUrl}
      busy={busy}
      label={t('player:player.loading')}
      onHover={preloadPlayer}
      action={
        countdown > 0 ? (
          <p className={s.countdown} role="timer" aria-label={t('player:player.countdown')}>
            {t('player:player.startsIn', { time: formatCountdown(countdown) })}
          </p>
        ) : (
          <>
            <Button
              className={s.bigPlay}
              onPress={() => {
                setPressed(true)
                void start()
              }}
              isDisabled={busy || !hydrated}
              aria-label={t('player:player.playTitle', { title: props.title })}
              aria-describedby={hydrated ? undefined : noScriptId}
            >
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
                <path d="M7 4v16l13-8z" />
              </svg>
              {t('player:player.play')}
            </Button>
            {/* Without JavaScript the button stays disabled for good: the browser shows why, and only then. */}
            <noscript>
              <p id={noScriptId} className={s.noScript}>
                {t('player:player.needsJavaScript')}
              </p>
            </noscript>
          </>
        )
      }
    />
  )
}

/**
 * The poster before playback is a title page's largest paint: fetched first, in the player's 16:9
 * box (the attributes give the shape of the realm's thumbnails; the box is the player's own).
 */
const POSTER_IMAGE = { width: 1280, height: 720, fetchpriority: 'high', decoding: 'async' } as const

function Poster(props: { posterUrl?: string | null; busy: boolean; label: string; action?: React.ReactNode; onHover?: () => void }) {
  return (
    <div
      className={s.root}
      data-testid="player"
      data-status={props.busy ? 'loading' : 'idle'}
      onPointerEnter={props.onHover}
      onFocus={props.onHover}
    >
      {props.posterUrl ? <img className={s.poster} src={props.posterUrl} alt="" {...POSTER_IMAGE} /> : null}
      <div className={s.center}>
        {props.busy ? (
          <>
            <div className={s.spinner} aria-hidden="true" />
            <span role="status" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
              {props.label}
            </span>
          </>
        ) : (
          props.action
        )}
      </div>
    </div>
  )
}

export function withAutoplay(href: string): string {
  const url = new URL(href, 'http://x')
  url.searchParams.set('autoplay', '1')
  return url.pathname + url.search
}
