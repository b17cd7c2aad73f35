/**
 * The databases the platform's integration tests run against: in-memory PGlite always, and a
 * real Postgres server too when TEST_DATABASE_URL is set (CI). Each test file gets one database
 * for all its tests (PGlite loads the run's migrated template, see pglite-template.ts; Postgres gets a fresh database per file) and
 * every test starts from empty tables.
 *
 *   describe.each(testDrivers)('cms on %s', (driver) => {
 *     const db = useTestDatabase(driver)
 *     it('…', async () => { db.database … })
 *   })
 */
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, inject } from 'vitest'
import { openDatabase, type Database } from '../db/database.ts'
import { migrate } from '../db/migrate.ts'

export type TestDriver = 'pglite' | 'postgres'
export const testDrivers: TestDriver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

const TABLES = ['payment_history', 'watchlist_shelf', 'watchlist_items', 'watchlists', 'favourites', 'gifts', 'gift_orders', 'gift_products', 'payment_refunds', 'webhook_events', 'billing_details', 'payments', 'payment_methods', 'baskets', 'free_trials', 'voucher_redemptions', 'vouchers', 'entitlements', 'subscriptions', 'licences', 'live_announcements', 'impersonation_audit', 'profiles', 'rate_limits', 'mail_outbox', 'identity_tokens', 'refresh_tokens', 'accounts', 'cms_history', 'cms_documents', 'cms_state', 'bucket_items', 'buckets', 'playlist_items', 'epg_programmes', 'epg_channels', 'seasons', 'series', 'content_items', 'playback_media', 'stream_sessions', 'watch_history', 'viewer_details']
// account area (platform/account)
TABLES.push('account_addresses', 'account_details')
// watch together (platform/watch-together)
TABLES.push('watch_together_presence')

export async function resetDatabase(database: Database) {
  await database.db.execute(sql.raw(`TRUNCATE ${TABLES.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`))
}

export interface TestDatabase {
  readonly driver: TestDriver
  /** the file's shared database, migrated, with empty tables at the start of each test */
  readonly database: Database
  /**
   * Another connection to the same data, as a second process would have: a second pool on
   * Postgres; on PGlite (one process only) the same object.
   */
  openPeer(): Promise<Database>
}

export function useTestDatabase(driver: TestDriver): TestDatabase {
  let database: Database | undefined
  let url: string | undefined
  let dropDatabase: (() => Promise<void>) | undefined
  const peers: Database[] = []

  beforeAll(async () => {
    if (driver === 'pglite') {
      // the run's migrated template (pglite-template.ts): no initdb per file
      database = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) })
    } else {
      const adminUrl = process.env.TEST_DATABASE_URL!
      const name = `marquee_test_${process.pid}_${randomBytes(4).toString('hex')}`
      const admin = new pg.Client({ connectionString: adminUrl })
      await admin.connect()
      await admin.query(`CREATE DATABASE "${name}"`)
      await admin.end()
      const target = new URL(adminUrl)
      target.pathname = `/${name}`
      url = target.toString()
      database = await openDatabase({ databaseUrl: url })
      dropDatabase = async () => {
        const client = new pg.Client({ connectionString: adminUrl })
        await client.connect()
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
        await client.end()
      }
    }
    await migrate(database)
  })

  beforeEach(async () => {
    await resetDatabase(database!)
  })

  afterAll(async () => {
    for (const peer of peers) await peer.close()
    await database?.close()
    await dropDatabase?.()
  })

  return {
    driver,
    get database() {
      if (!database) throw new Error('The test database is opened in beforeAll')
      return database
    },
    async openPeer() {
      if (driver === 'pglite') return database!
      const peer = await openDatabase({ databaseUrl: url! })
      peers.push(peer)
      return peer
    },
  }
}
