/**
 * A per-process read cache that every platform process empties when any of them announces a
 * change on a Postgres NOTIFY channel. While the subscription is not established (or its
 * connection dropped) the cache is bypassed, so a process never serves what it cannot know is
 * current.
 *
 * NOTIFY reaches other processes asynchronously: a request can land on another process in the
 * instant between the writer's commit and the notification's arrival. Where a change must show
 * on the very next request (CMS publishes), pass `version`, a cheap read of a counter that every
 * such write bumps in its transaction; on Postgres each read compares it and empties the cache
 * when it moved. PGlite lives in one process and delivers NOTIFY before the write returns, so it
 * needs no check.
 */
import type { Database } from './db/database.ts'
import type { Logger } from './http.ts'

export interface InvalidatingCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>
  /** Clears this process's cache and tells every other process (after the write committed). */
  announce(payload: string): Promise<void>
  clear(): void
  /**
   * What this process's cache holds, as an opaque token that changes whenever it is emptied (by
   * this process or by another's NOTIFY), and null while the subscription is down, when nobody
   * may assume anything is current. Caches in front of the platform (the web server's page cache)
   * key on it.
   */
  version(): Promise<string | null>
  close(): Promise<void>
}

export async function createInvalidatingCache(opts: {
  database: Database
  channel: string
  logger: Logger
  maxEntries?: number
  version?: () => Promise<number>
}): Promise<InvalidatingCache> {
  const { database, channel, logger } = opts
  const maxEntries = opts.maxEntries ?? 2000
  const entries = new Map<string, Promise<unknown>>()
  let generation = 0
  let live = false
  let seenVersion: number | undefined
  const checkVersion = database.driver === 'postgres' ? opts.version : undefined

  const clear = () => {
    generation++
    entries.clear()
  }
  let unsubscribe: (() => Promise<void>) | undefined
  try {
    unsubscribe = await database.listen(channel, (payload) => {
      clear()
      if (payload === '*') live = false // the listener connection was lost
    })
    live = true
  } catch (error) {
    logger.warn(`[platform] LISTEN ${channel} failed; serving ${channel} reads uncached`, error)
  }

  // A NOTIFY from another process may sit unread in this process's socket while an in-process
  // request runs entirely on microtasks; one turn of the event loop lets it be delivered first.
  const settle =
    database.driver === 'postgres' ? () => new Promise<void>((resolve) => setImmediate(resolve)) : () => Promise.resolve()

  /** Empties the cache when the shared version counter moved (Postgres: another process wrote). */
  async function catchUp() {
    if (!checkVersion) return
    const current = await checkVersion()
    if (current !== seenVersion) {
      clear()
      seenVersion = current
    }
  }

  return {
    async version() {
      await settle()
      if (!live) return null
      await catchUp()
      return `${seenVersion ?? 0}.${generation}`
    },
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      await settle()
      if (!live) return load()
      await catchUp()
      const hit = entries.get(key)
      if (hit) return hit as Promise<T>
      const startedAt = generation
      const pending = load()
      // Only keep the result if no invalidation happened while it loaded.
      if (entries.size >= maxEntries) entries.clear()
      entries.set(key, pending)
      pending.then(
        () => {
          if (generation !== startedAt && entries.get(key) === pending) entries.delete(key)
        },
        () => {
          if (entries.get(key) === pending) entries.delete(key)
        },
      )
      return pending
    },
    async announce(payload: string) {
      clear()
      await database.notify(channel, payload)
    },
    clear,
    async close() {
      live = false
      clear()
      await unsubscribe?.()
    },
  }
}
