/**
 * Watch together: who is watching a live event with whom.
 *
 * A signed-in viewer joins a live event explicitly and leaves explicitly; a presence also lapses
 * when it has not been seen for `ttlMs` (the viewer's page keeps it seen while its presence stream
 * is open, so a closed tab drops off). Every change is told to every platform process through
 * Postgres NOTIFY on `watch_together` (the payload is the event id only), the same LISTEN/NOTIFY
 * path the live-now announcements take; each process then reads the event's list once and hands
 * it to its own stream subscribers of that event. Lapsed rows are swept on a timer by whichever
 * process deletes them first (DELETE … RETURNING), which then tells the others.
 *
 * Others are shown by display name (the profile's or the account's) and an opaque viewer id,
 * never by email or account id.
 */
import { createHash } from 'node:crypto'
import type { Database } from '../db/database.ts'
import type { Caller, Logger } from '../http.ts'
import type { PresenceKey, WatchTogetherStore } from './store.ts'
import type { components } from '#schemas/generated/api.ts'

type Api = components['schemas']

export const WATCH_TOGETHER_CHANNEL = 'watch_together'
/** A presence not seen for this long no longer counts. */
export const PRESENCE_TTL_MS = 60_000
/** How often an open presence stream marks its viewer as seen (well inside the lifetime). */
export const PRESENCE_TICK_MS = 20_000
/** How often each process sweeps lapsed presences. */
export const PRESENCE_SWEEP_INTERVAL_MS = 15_000

/** The answers' shapes are the OpenAPI document's (tag watch-together), so the two cannot drift apart. */
export type WatchTogetherViewer = Api['WatchTogetherViewer']
export type WatchTogetherRoom = Api['WatchTogetherRoom']
export type WatchTogetherState = Api['WatchTogetherState']

export type WatchTogetherResult<T> = { ok: true; value: T } | { ok: false; reason: 'NOT_FOUND' }

export interface WatchTogether {
  state(caller: Caller, eventId: string): Promise<WatchTogetherResult<WatchTogetherState>>
  join(caller: Caller, eventId: string): Promise<WatchTogetherResult<WatchTogetherState>>
  leave(caller: Caller, eventId: string): Promise<WatchTogetherResult<WatchTogetherState>>
  /** Marks a still-valid presence as seen (true), or does nothing for a lapsed or absent one. */
  touch(caller: Caller, eventId: string): Promise<boolean>
  /** The event's list now (what a new stream subscriber gets first). */
  room(eventId: string): Promise<WatchTogetherRoom>
  /** Removes lapsed presences and tells every process; answers the events that changed. */
  sweep(): Promise<string[]>
  /**
   * Receives the event's list after every change, from any process. Returns unsubscribe. `onEnd`
   * runs when the platform ends its streams.
   */
  subscribe(eventId: string, listener: (room: WatchTogetherRoom) => void, onEnd?: () => void): () => void
  endStreams(): void
  close(): Promise<void>
}

const keyOf = (caller: Caller, eventId: string): PresenceKey => ({ eventId, accountId: caller.sub, profileId: caller.pro ?? '' })

export function viewerIdOf(key: PresenceKey): string {
  return createHash('sha256').update(`watch-together\0${key.eventId}\0${key.accountId}\0${key.profileId}`).digest('base64url').slice(0, 22)
}

export async function createWatchTogether(opts: {
  database: Database
  store: WatchTogetherStore
  now: () => Date
  logger: Logger
  ttlMs?: number
  /** 0 disables the sweep timer (tests call sweep()) */
  sweepIntervalMs?: number
}): Promise<WatchTogether> {
  const { database, store, now, logger } = opts
  const ttlMs = opts.ttlMs ?? PRESENCE_TTL_MS
  const sweepIntervalMs = opts.sweepIntervalMs ?? PRESENCE_SWEEP_INTERVAL_MS
  const validSince = () => new Date(now().getTime() - ttlMs)
  const listeners = new Map<string, Set<(room: WatchTogetherRoom) => void>>()
  const enders = new Map<(room: WatchTogetherRoom) => void, () => void>()
  let closed = false

  async function room(eventId: string): Promise<WatchTogetherRoom> {
    const rows = await store.present(eventId, validSince())
    return {
      eventId,
      viewers: rows.map((r) => ({
        viewerId: viewerIdOf({ eventId, accountId: r.accountId, profileId: r.profileId }),
        name: r.displayName,
        joinedAt: r.joinedAt.toISOString(),
      })),
    }
  }

  async function deliver(eventId: string) {
    const set = listeners.get(eventId)
    if (!set?.size) return
    const current = await room(eventId)
    for (const listener of [...set]) {
      try {
        listener(current)
      } catch (error) {
        logger.warn('[platform] a watch-together subscriber failed', error)
      }
    }
  }

  const unlisten = await database.listen(WATCH_TOGETHER_CHANNEL, (payload) => {
    if (closed) return
    // '*': the listening connection was lost and is back; every list may have changed meanwhile.
    const events = payload === '*' ? [...listeners.keys()] : /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/.test(payload) ? [payload] : []
    for (const eventId of events) void deliver(eventId).catch((error) => logger.warn('[platform] watch-together delivery failed', error))
  })
  const changed = (eventId: string) => database.notify(WATCH_TOGETHER_CHANNEL, eventId)

  async function state(caller: Caller, eventId: string): Promise<WatchTogetherResult<WatchTogetherState>> {
    const event = await store.liveEvent(eventId)
    if (!event) return { ok: false, reason: 'NOT_FOUND' }
    const current = await room(eventId)
    const you = viewerIdOf(keyOf(caller, eventId))
    return {
      ok: true,
      value: {
        ...current,
        title: event.title,
        you,
        joined: current.viewers.some((v) => v.viewerId === you),
        presenceTtlSeconds: Math.round(ttlMs / 1000),
      },
    }
  }

  let sweeping: Promise<string[]> | undefined
  async function runSweep(): Promise<string[]> {
    const events = await store.sweep(validSince())
    for (const eventId of events) await changed(eventId)
    return events
  }
  const sweep = () => (sweeping ??= runSweep().finally(() => (sweeping = undefined)))
  const timer =
    sweepIntervalMs > 0
      ? setInterval(
          () => void (closed ? undefined : sweep().catch((error) => logger.warn('[platform] watch-together sweep failed', error))),
          sweepIntervalMs,
        )
      : undefined
  timer?.unref?.()

  return {
    state,
    room,
    sweep,
    async join(caller, eventId) {
      const event = await store.liveEvent(eventId)
      if (!event) return { ok: false, reason: 'NOT_FOUND' }
      const key = keyOf(caller, eventId)
      const name = (await store.displayName(key.accountId, key.profileId)) ?? ''
      await store.upsert(key, name, now())
      await changed(eventId)
      return state(caller, eventId)
    },
    async leave(caller, eventId) {
      const event = await store.liveEvent(eventId)
      if (!event) return { ok: false, reason: 'NOT_FOUND' }
      if (await store.remove(keyOf(caller, eventId))) await changed(eventId)
      return state(caller, eventId)
    },
    touch: (caller, eventId) => store.touch(keyOf(caller, eventId), now(), validSince()),
    subscribe(eventId, listener, onEnd) {
      let set = listeners.get(eventId)
      if (!set) listeners.set(eventId, (set = new Set()))
      set.add(listener)
      if (onEnd) enders.set(listener, onEnd)
      return () => {
        const current = listeners.get(eventId)
        current?.delete(listener)
        if (current && current.size === 0) listeners.delete(eventId)
        enders.delete(listener)
      }
    },
    endStreams() {
      for (const end of [...enders.values()]) end()
    },
    async close() {
      closed = true
      if (timer) clearInterval(timer)
      for (const end of [...enders.values()]) end()
      listeners.clear()
      enders.clear()
      await unlisten()
      await sweeping?.catch(() => {})
    },
  }
}
