import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { testDrivers, useTestDatabase } from '../test/databases.ts'
import { contentItems } from './schema.ts'
import { settle } from './database.ts'

interface TableState {
  last_vacuum: string | null
  last_analyze: string | null
}

describe.each(testDrivers)('settle on %s', (driver) => {
  const t = useTestDatabase(driver)

  async function contentItemsState(): Promise<TableState> {
    const result = (await t.database.db.execute(
      sql`select last_vacuum, last_analyze from pg_stat_user_tables where relname = 'content_items'`,
    )) as unknown as { rows: TableState[] }
    return result.rows[0]!
  }

  it('vacuums and analyzes the tables after a bulk write, as autovacuum would in time', async () => {
    await t.database.db
      .insert(contentItems)
      .values(Array.from({ length: 50 }, (_, i) => ({ id: `settle-${i}`, type: i % 2 ? 'VOD' : 'LIVE', title: `Settled ${i}` })))
    const before = await contentItemsState()
    await settle(t.database)
    const after = await contentItemsState()
    expect(after.last_vacuum).not.toBeNull()
    expect(after.last_analyze).not.toBeNull()
    expect(after.last_analyze).not.toEqual(before.last_analyze)
    // the planner now knows the table: statistics for its columns exist
    const stats = (await t.database.db.execute(
      sql`select count(*)::int as n from pg_stats where tablename = 'content_items' and attname = 'type'`,
    )) as unknown as { rows: Array<{ n: number }> }
    expect(stats.rows[0]!.n).toBe(1)
  })
})
