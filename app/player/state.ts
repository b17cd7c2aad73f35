/**
 * The player's state (position, duration, volume (default 100),
 * muted, fullscreen, isPlaying, hasStarted, videoEnded) and its transitions. A route change
 * resets it but keeps the volume. Also how a position reads: as a clock, and as the seek bar's
 * text for a screen reader.
 */
import type { Translate } from '#app/i18n/t.ts'
import type { playerStrings } from './strings.ts'

export const DEFAULT_VOLUME = 100

export interface PlayerState {
  position: number
  duration: number
  /** 0–100 */
  volume: number
  muted: boolean
  fullscreen: boolean
  isPlaying: boolean
  hasStarted: boolean
  videoEnded: boolean
  /** Waiting for data (spinner). */
  waiting: boolean
  /** The live edge is within reach (live streams). */
  atLiveEdge: boolean
}

export function initialPlayerState(keep: { volume?: number; muted?: boolean } = {}): PlayerState {
  return {
    position: 0,
    duration: 0,
    volume: clampVolume(keep.volume ?? DEFAULT_VOLUME),
    muted: keep.muted ?? false,
    fullscreen: false,
    isPlaying: false,
    hasStarted: false,
    videoEnded: false,
    waiting: false,
    atLiveEdge: true,
  }
}

export type PlayerAction =
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'start' }
  | { type: 'ended' }
  | { type: 'waiting'; waiting: boolean }
  | { type: 'time'; position: number; duration?: number; atLiveEdge?: boolean }
  | { type: 'duration'; duration: number }
  | { type: 'volume'; volume: number }
  | { type: 'muted'; muted: boolean }
  | { type: 'fullscreen'; fullscreen: boolean }
  | { type: 'restart' }
  | { type: 'routeChange' }

export function clampVolume(v: number): number {
  if (!Number.isFinite(v)) return DEFAULT_VOLUME
  return Math.min(100, Math.max(0, Math.round(v)))
}

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
    case 'play':
      return { ...state, isPlaying: true, videoEnded: false }
    case 'pause':
      return { ...state, isPlaying: false }
    case 'start':
      return { ...state, hasStarted: true }
    case 'ended':
      return { ...state, isPlaying: false, videoEnded: true }
    case 'waiting':
      return state.waiting === action.waiting ? state : { ...state, waiting: action.waiting }
    case 'time':
      return {
        ...state,
        position: Math.max(0, action.position),
        duration: action.duration ?? state.duration,
        atLiveEdge: action.atLiveEdge ?? state.atLiveEdge,
        hasStarted: state.hasStarted || action.position > 0,
      }
    case 'duration':
      return { ...state, duration: action.duration }
    case 'volume': {
      const volume = clampVolume(action.volume)
      // Turning the volume up unmutes; down to zero is a mute.
      return { ...state, volume, muted: volume === 0 ? true : volume > state.volume ? false : state.muted }
    }
    case 'muted':
      return { ...state, muted: action.muted }
    case 'fullscreen':
      return { ...state, fullscreen: action.fullscreen }
    case 'restart':
      return { ...state, position: 0, videoEnded: false }
    case 'routeChange':
      return initialPlayerState({ volume: state.volume, muted: state.muted })
  }
}

/** Commands the keyboard maps to (space/k play-pause, arrows seek and volume, m mute, f fullscreen). */
export type KeyCommand =
  | { type: 'togglePlay' }
  | { type: 'seekBy'; seconds: number }
  | { type: 'volumeBy'; delta: number }
  | { type: 'toggleMute' }
  | { type: 'toggleFullscreen' }
  | { type: 'seekTo'; fraction: number }

export const SEEK_STEP = 10
export const VOLUME_STEP = 10

/**
 * The command for a key pressed on the player (not inside a slider or a menu, which handle
 * their own keys), or null. `Home`/`End` and digits jump like common players do.
 */
export function keyCommand(key: string, opts: { shift?: boolean } = {}): KeyCommand | null {
  switch (key) {
    case ' ':
    case 'k':
    case 'K':
      return { type: 'togglePlay' }
    case 'ArrowLeft':
    case 'j':
      return { type: 'seekBy', seconds: -(opts.shift ? SEEK_STEP * 3 : SEEK_STEP) }
    case 'ArrowRight':
    case 'l':
      return { type: 'seekBy', seconds: opts.shift ? SEEK_STEP * 3 : SEEK_STEP }
    case 'ArrowUp':
      return { type: 'volumeBy', delta: VOLUME_STEP }
    case 'ArrowDown':
      return { type: 'volumeBy', delta: -VOLUME_STEP }
    case 'm':
    case 'M':
      return { type: 'toggleMute' }
    case 'f':
    case 'F':
      return { type: 'toggleFullscreen' }
    case 'Home':
      return { type: 'seekTo', fraction: 0 }
    case 'End':
      return { type: 'seekTo', fraction: 1 }
    default:
      if (/^[0-9]$/.test(key)) return { type: 'seekTo', fraction: Number(key) / 10 }
      return null
  }
}

/** "1:02:03" / "4:05" for a position in seconds. */
export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) seconds = 0
  const s = Math.floor(seconds)
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const sec = String(s % 60).padStart(2, '0')
  return h ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`
}

/** How close to the live edge a live stream still reads as live (the Live badge's rule in Player.tsx). */
export const LIVE_EDGE_SECONDS = 8

/**
 * What the seek bar's position says to a screen reader (its aria-valuetext), in the page's
 * language: "12:34 of 45:00" on demand; on a live stream how far behind live it is, or "Live" near
 * the edge. Without it the slider reads its bare seconds ("754").
 */
export function seekValueText(
  t: Translate<typeof playerStrings>,
  position: number,
  range: { start: number; end: number },
  live: boolean,
): string {
  if (live) {
    const behind = range.end - position
    return behind < LIVE_EDGE_SECONDS ? t('player:player.live') : t('player:player.seekValueLive', { time: formatTime(behind) })
  }
  return t('player:player.seekValue', { position: formatTime(position), duration: formatTime(range.end) })
}
