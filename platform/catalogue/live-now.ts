/**
 * Live-now announcements: the platform
 * notices when a live event's start time has come and tells every process through Postgres
 * NOTIFY, and each process hands it to its server-sent-event subscribers.
 *
 * Every process checks on a timer (and at once whenever the catalogue changes); a row in
 * `live_announcements` keyed by (event, start) is claimed with INSERT … ON CONFLICT DO NOTHING,
 * so exactly one process announces each start even when several check at the same moment.
 * Only starts within the last `maxLagMs` are announced: an event that has been live for an hour
 * when the platform starts is not "new".
 */
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm'
import type { Database, DrizzleDb } from '../db/database.ts'
import { contentItems, liveAnnouncements } from '../db/schema.ts'
import type { Logger } from '../http.ts'

export const LIVE_NOW_CHANNEL = 'live_now'
/** How often each process looks for events whose start has come. */
export const LIVE_CHECK_INTERVAL_MS = 5_000
/** A start older than this when first noticed is not announced. */
export const LIVE_MAX_LAG_MS = 120_000

/** What the toast shows: title, thumbnail, LIVE badge, and Watch now leading to the live route. */
export interface LiveAnnouncement {
  id: string
  title: string
  thumbnailUrl: string | null
  startDate: string
  endDate: string | null
}

export function createLiveNowStore(db: DrizzleDb) {
  return {
    /** LIVE events that started in (since, now] and have not ended. */
    async startedBetween(since: Date, now: Date) {
      return db
        .select({
          id: contentItems.id,
          title: contentItems.title,
          thumbnailUrl: contentItems.thumbnailUrl,
          startDate: contentItems.startDate,
          endDate: contentItems.endDate,
        })
        .from(contentItems)
        .where(
          and(
            eq(contentItems.type, 'LIVE'),
            gt(contentItems.startDate, since),
            lte(contentItems.startDate, now),
            or(isNull(contentItems.endDate), gt(contentItems.endDate, now)),
          ),
        )
        .orderBy(contentItems.startDate, contentItems.id)
    },

    /** True when this call recorded the announcement (no one had announced this start yet). */
    async claim(contentId: string, startDate: Date, at: Date): Promise<boolean> {
      const rows = await db
        .insert(liveAnnouncements)
        .values({ contentId, startDate, announcedAt: at })
        .onConflictDoNothing()
        .returning({ contentId: liveAnnouncements.contentId })
      return rows.length === 1
    },

    async findLiveEvent(id: string) {
      const [row] = await db
        .select({ id: contentItems.id, type: contentItems.type, startDate: contentItems.startDate, endDate: contentItems.endDate })
        .from(contentItems)
        .where(eq(contentItems.id, id))
        .limit(1)
      return row
    },

    /** Moves a live event's start and end. */
    async reschedule(id: string, startDate: Date, endDate: Date | null) {
      await db.update(contentItems).set({ startDate, endDate }).where(eq(contentItems.id, id))
    },
  }
}
export type LiveNowStore = ReturnType<typeof createLiveNowStore>

export interface LiveAnnouncer {
  /** Looks for starts that have come, claims and announces them; returns what this process announced. */
  check(): Promise<LiveAnnouncement[]>
  /**
   * Receives every announcement, from any process. Returns unsubscribe. `onEnd` runs when the
   * platform ends its streams (shutting down), so a stream can close its response.
   */
  subscribe(listener: (announcement: LiveAnnouncement) => void, onEnd?: () => void): () => void
  /** Ends every subscriber's stream (their onEnd), e.g. before a graceful shutdown. */
  endStreams(): void
  close(): Promise<void>
}

export async function createLiveAnnouncer(opts: {
  database: Database
  store: LiveNowStore
  now: () => Date
  logger: Logger
  /** Channel whose NOTIFY means "the catalogue changed": check at once. */
  catalogueChannel?: string
  /** 0 disables the timer (tests call check()). */
  intervalMs?: number
  maxLagMs?: number
}): Promise<LiveAnnouncer> {
  const { database, store, now, logger } = opts
  const intervalMs = opts.intervalMs ?? LIVE_CHECK_INTERVAL_MS
  const maxLagMs = opts.maxLagMs ?? LIVE_MAX_LAG_MS
  const listeners = new Set<(a: LiveAnnouncement) => void>()
  const enders = new Map<(a: LiveAnnouncement) => void, () => void>()
  let closed = false

  const unlistenAnnouncements = await database.listen(LIVE_NOW_CHANNEL, (payload) => {
    const announcement = parseAnnouncement(payload)
    if (!announcement) return
    for (const listener of listeners) {
      try {
        listener(announcement)
      } catch (error) {
        logger.warn('[platform] a live-now subscriber failed', error)
      }
    }
  })

  let running: Promise<LiveAnnouncement[]> | undefined
  let queued: Promise<LiveAnnouncement[]> | undefined
  async function runCheck(): Promise<LiveAnnouncement[]> {
    const at = now()
    const started = await store.startedBetween(new Date(at.getTime() - maxLagMs), at)
    const announced: LiveAnnouncement[] = []
    for (const event of started) {
      if (!event.startDate || !(await store.claim(event.id, event.startDate, at))) continue
      const announcement: LiveAnnouncement = {
        id: event.id,
        title: event.title,
        thumbnailUrl: event.thumbnailUrl ?? null,
        startDate: event.startDate.toISOString(),
        endDate: event.endDate?.toISOString() ?? null,
      }
      await database.notify(LIVE_NOW_CHANNEL, JSON.stringify(announcement))
      announced.push(announcement)
    }
    return announced
  }
  /**
   * One check at a time per process. A check asked for while one runs starts after it (it may
   * need to see a change the running one read too early); several such requests share it.
   */
  function check(): Promise<LiveAnnouncement[]> {
    if (queued) return queued
    if (!running) {
      running = runCheck().finally(() => {
        running = undefined
      })
      return running
    }
    queued = running
      .catch(() => [])
      .then(() => {
        queued = undefined
        return check()
      })
    return queued
  }
  const checkInBackground = () => {
    if (!closed) void check().catch((error) => logger.warn('[platform] live-now check failed', error))
  }

  const unlistenCatalogue = opts.catalogueChannel ? await database.listen(opts.catalogueChannel, checkInBackground) : undefined

  const timer = intervalMs > 0 ? setInterval(checkInBackground, intervalMs) : undefined
  timer?.unref?.()

  return {
    check,
    subscribe(listener, onEnd) {
      listeners.add(listener)
      if (onEnd) enders.set(listener, onEnd)
      return () => {
        listeners.delete(listener)
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
      await unlistenAnnouncements()
      await unlistenCatalogue?.()
      await (queued ?? running)?.catch(() => {})
    },
  }
}

function parseAnnouncement(payload: string): LiveAnnouncement | undefined {
  try {
    const value = JSON.parse(payload) as Partial<LiveAnnouncement>
    if (typeof value.id !== 'string' || typeof value.title !== 'string' || typeof value.startDate !== 'string') return undefined
    return {
      id: value.id,
      title: value.title,
      thumbnailUrl: typeof value.thumbnailUrl === 'string' ? value.thumbnailUrl : null,
      startDate: value.startDate,
      endDate: typeof value.endDate === 'string' ? value.endDate : null,
    }
  } catch {
    return undefined // '*' (listener connection lost) and anything else not ours
  }
}
