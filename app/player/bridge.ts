/**
 * The partner embedding bridge: a partner page that embeds the
 * player in an iframe drives it with postMessage, and hears its events. Only the realm's
 * `partnerOrigins` are listened to; anything else is ignored without a reply.
 *
 * Messages in: `{ type, requestId?, ... }` with type
 *   play · pause · seek {position} · loadTrack {trackId} · selectAudio {language} ·
 *   selectSubtitles {language | 'off'} · getState.
 * Replies out: `{ source: 'marquee-player', type: 'response', requestId, command, ok: true, state? }`
 *   or `{ ..., ok: false, error }` where error is one of the fixed texts partners match on.
 * Events out: `{ source: 'marquee-player', type: 'event', event, state }`.
 */

export const BRIDGE_SOURCE = 'marquee-player'

export const BridgeErrors = {
  trackNotFound: 'Track NOT FOUND',
  vodDoesNotExist: 'VOD does not exist',
  failedToPlay: 'failed to play',
  playerNotFound: 'Player not found',
  errorFetchingState: 'Error Fetching State',
} as const
export type BridgeError = (typeof BridgeErrors)[keyof typeof BridgeErrors]

export interface BridgeState {
  trackId: string
  currentTime: number
  duration: number
  paused: boolean
  muted: boolean
  volume: number
  ended: boolean
  audioLanguage: string | null
  subtitleLanguage: string | null
}

/** What the bridge needs from the page's player. */
export interface BridgePlayer {
  /** 'none': no track loaded yet; 'failed': the loaded track cannot play (refused or a media error). */
  status(): 'none' | 'loading' | 'ready' | 'failed'
  load(trackId: string): Promise<'ok' | 'notFound' | 'refused'>
  play(): Promise<void>
  pause(): void
  seek(position: number): void
  selectAudio(language: string): boolean
  selectSubtitles(language: string): boolean
  state(): BridgeState
}

export type BridgeCommand =
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'seek'; position: number }
  | { type: 'loadTrack'; trackId: unknown }
  | { type: 'selectAudio'; language: unknown }
  | { type: 'selectSubtitles'; language: unknown }
  | { type: 'getState' }

export type BridgeReply =
  | { source: typeof BRIDGE_SOURCE; type: 'response'; requestId: string | null; command: string; ok: true; state?: BridgeState }
  | { source: typeof BRIDGE_SOURCE; type: 'response'; requestId: string | null; command: string; ok: false; error: BridgeError }

export function normalizeOrigin(origin: string): string | null {
  try {
    const url = new URL(origin)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

export function originAllowed(origin: string, allowed: readonly string[]): boolean {
  const o = normalizeOrigin(origin)
  return o !== null && allowed.some((a) => normalizeOrigin(a) === o)
}

const commandTypes = ['play', 'pause', 'seek', 'loadTrack', 'selectAudio', 'selectSubtitles', 'getState'] as const

/** A message's command, or null for anything that isn't one of ours (other scripts post messages too). */
export function parseCommand(data: unknown): { command: BridgeCommand; requestId: string | null } | null {
  if (!data || typeof data !== 'object') return null
  const d = data as Record<string, unknown>
  if (typeof d.type !== 'string' || !(commandTypes as readonly string[]).includes(d.type)) return null
  const requestId = typeof d.requestId === 'string' || typeof d.requestId === 'number' ? String(d.requestId) : null
  switch (d.type) {
    case 'seek':
      return { command: { type: 'seek', position: Number(d.position) }, requestId }
    case 'loadTrack':
      return { command: { type: 'loadTrack', trackId: d.trackId }, requestId }
    case 'selectAudio':
    case 'selectSubtitles':
      return { command: { type: d.type, language: d.language }, requestId }
    default:
      return { command: { type: d.type as 'play' | 'pause' | 'getState' }, requestId }
  }
}

const TRACK_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/

/** Run one command against the player and say what to answer. */
export async function runCommand(player: BridgePlayer | null, command: BridgeCommand, requestId: string | null): Promise<BridgeReply> {
  const ok = (state?: BridgeState): BridgeReply => ({
    source: BRIDGE_SOURCE,
    type: 'response',
    requestId,
    command: command.type,
    ok: true,
    ...(state ? { state } : {}),
  })
  const fail = (error: BridgeError): BridgeReply => ({
    source: BRIDGE_SOURCE,
    type: 'response',
    requestId,
    command: command.type,
    ok: false,
    error,
  })

  if (command.type === 'loadTrack') {
    if (!player) return fail(BridgeErrors.playerNotFound)
    if (typeof command.trackId !== 'string' || !TRACK_ID.test(command.trackId)) return fail(BridgeErrors.trackNotFound)
    const result = await player.load(command.trackId)
    if (result === 'notFound') return fail(BridgeErrors.vodDoesNotExist)
    if (result === 'refused') return fail(BridgeErrors.failedToPlay)
    return ok()
  }
  if (!player || player.status() === 'none') return fail(BridgeErrors.playerNotFound)
  const status = player.status()
  switch (command.type) {
    case 'play':
      if (status === 'failed') return fail(BridgeErrors.failedToPlay)
      try {
        await player.play()
        return ok()
      } catch {
        return fail(BridgeErrors.failedToPlay)
      }
    case 'pause':
      player.pause()
      return ok()
    case 'seek':
      if (!Number.isFinite(command.position) || command.position < 0) return fail(BridgeErrors.trackNotFound)
      if (status === 'failed') return fail(BridgeErrors.playerNotFound)
      player.seek(command.position)
      return ok()
    case 'selectAudio':
      return typeof command.language === 'string' && player.selectAudio(command.language) ? ok() : fail(BridgeErrors.trackNotFound)
    case 'selectSubtitles':
      return typeof command.language === 'string' && player.selectSubtitles(command.language) ? ok() : fail(BridgeErrors.trackNotFound)
    case 'getState':
      if (status === 'failed') return fail(BridgeErrors.errorFetchingState)
      try {
        return ok(player.state())
      } catch {
        return fail(BridgeErrors.errorFetchingState)
      }
  }
}

export interface BridgeMessageEvent {
  origin: string
  data: unknown
  source: { postMessage(message: unknown, targetOrigin: string): void } | null
}

/**
 * Listen to partner messages: `handle(event)` ignores other origins and foreign messages, and
 * answers ours to the sender at its own origin. Returns whether the message was taken.
 */
export function createBridge(opts: { allowedOrigins: readonly string[]; player: () => BridgePlayer | null }) {
  return async function handle(event: BridgeMessageEvent): Promise<boolean> {
    if (!originAllowed(event.origin, opts.allowedOrigins)) return false
    const parsed = parseCommand(event.data)
    if (!parsed || !event.source) return false
    const reply = await runCommand(opts.player(), parsed.command, parsed.requestId)
    event.source.postMessage(reply, event.origin)
    return true
  }
}
