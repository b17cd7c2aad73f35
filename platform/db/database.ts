/**
 * Opens the platform's database: embedded PGlite by default (data under `.data/pglite`, or
 * `memory://`), or a real Postgres server when a connection URL is given. Both give the same
 * Drizzle API and the same LISTEN/NOTIFY, so the rest of the platform never asks which it has.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { watchPool } from '../metrics.ts'
import pg from 'pg'
import { schema, type Schema } from './schema.ts'
import { keepNamedStatements, keepPreparedNames } from './pglite-statements.ts'

/** The Drizzle base type both drivers share; keep queries to what both support. */
export type DrizzleDb = PgDatabase<PgQueryResultHKT, Schema>

export interface Database {
  db: DrizzleDb
  driver: 'pglite' | 'postgres'
  close(): Promise<void>
  /** subscribe to a Postgres NOTIFY channel (works on both drivers); returns unsubscribe */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  notify(channel: string, payload: string): Promise<void>
  /**
   * Runs `work` while holding a cluster-wide lock (a Postgres advisory lock), so processes that
   * start together don't migrate or seed the same database at once. PGlite has one process.
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>
  /** PGlite only: the data directory as a tar file (what `loadDataDir` opens again) */
  dumpDataDir?(): Promise<Blob>
}

export const DEFAULT_PGLITE_DIR = '.data/pglite'

/** `loadDataDir` (PGlite in memory): start from a dumped data directory instead of an empty one. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir ?? DEFAULT_PGLITE_DIR, opts.loadDataDir)
}

/**
 * After a bulk write (seeding, a loaded catalogue): vacuum and analyze every table, as Postgres's
 * autovacuum does in its own time. PGlite runs no autovacuum, so until this runs its planner has
 * no statistics (a search then also scans the content type index), and the first read of each
 * freshly written page sets its rows' hint bits, which with data checksums on writes the whole
 * page to the WAL: a search of a 100,000-item catalogue just loaded took about half again as long.
 */
export async function settle(database: Database): Promise<void> {
  await database.db.execute(sql`vacuum (analyze)`)
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/
function checkChannel(channel: string) {
  if (!CHANNEL.test(channel)) throw new Error(`Invalid NOTIFY channel name ${JSON.stringify(channel)}`)
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  if (!dataDir.includes('://')) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true })
  const client = await PGlite.create({ dataDir, loadDataDir })
  const db = drizzlePglite({ client, schema }) as unknown as DrizzleDb
  // The reads prepared with a name run as named statements, as on a Postgres server (pglite-statements.ts).
  keepPreparedNames(db._.session, keepNamedStatements(client))
  return {
    db,
    driver: 'pglite',
    exclusive: (_name, work) => work(),
    dumpDataDir: () => client.dumpDataDir('none'),
    async close() {
      if (!client.closed) await client.close()
    },
    async listen(channel, onPayload) {
      checkChannel(channel)
      const unsubscribe = await client.listen(channel, onPayload)
      return async () => {
        if (!client.closed) await unsubscribe()
      }
    },
    async notify(channel, payload) {
      checkChannel(channel)
      await client.query('select pg_notify($1, $2)', [channel, payload])
    },
  }
}

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 })
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {})
  const db = drizzleNodePostgres({ client: pool, schema }) as unknown as DrizzleDb
  await db.execute(sql`select 1`)
  const unwatchPool = watchPool(() => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }))

  // One dedicated connection carries every LISTEN of this process.
  const handlers = new Map<string, Set<(payload: string) => void>>()
  let listener: pg.Client | undefined
  let connecting: Promise<pg.Client> | undefined
  let closed = false

  const connectListener = () =>
    (connecting ??= (async () => {
      const client = new pg.Client({ connectionString })
      client.on('notification', (msg) => {
        for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '')
      })
      client.on('error', () => {
        // The connection is gone: forget it so the next listen() reconnects, and tell every
        // subscriber with a synthetic payload so caches drop what they can no longer trust.
        listener = undefined
        connecting = undefined
        for (const set of handlers.values()) for (const handler of set) handler('*')
      })
      await client.connect()
      listener = client
      return client
    })())

  return {
    db,
    driver: 'postgres',
    async exclusive(name, work) {
      const client = await pool.connect()
      try {
        await client.query('select pg_advisory_lock(hashtext($1))', [name])
        return await work()
      } finally {
        await client.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => {})
        client.release()
      }
    },
    async close() {
      if (closed) return
      closed = true
      unwatchPool()
      handlers.clear()
      await listener?.end().catch(() => {})
      await pool.end()
    },
    async listen(channel, onPayload) {
      checkChannel(channel)
      const client = listener ?? (await connectListener())
      let set = handlers.get(channel)
      if (!set) {
        set = new Set()
        handlers.set(channel, set)
        await client.query(`LISTEN "${channel}"`)
      }
      set.add(onPayload)
      return async () => {
        const current = handlers.get(channel)
        if (!current) return
        current.delete(onPayload)
        if (current.size === 0) {
          handlers.delete(channel)
          if (listener && !closed) await listener.query(`UNLISTEN "${channel}"`).catch(() => {})
        }
      }
    },
    async notify(channel, payload) {
      checkChannel(channel)
      await db.execute(sql`select pg_notify(${channel}, ${payload})`)
    },
  }
}
