import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import type { Database } from './database.ts'
import type { Schema } from './schema.ts'

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/** Runs the committed migrations (platform/db/migrations); already-applied ones are skipped. */
export async function migrate(database: Database): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder })
  } else {
    await migrateNodePostgres(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder })
  }
}

/** How many migrations are committed (the journal drizzle-kit writes beside them). */
export function committedMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }
  return journal.entries.length
}

/** How many migrations this database has applied (none when it was never migrated). */
export async function appliedMigrations(database: Database): Promise<number> {
  const result = (await database.db.execute(
    sql`select count(*)::int as n from information_schema.tables t where t.table_schema = 'drizzle' and t.table_name = '__drizzle_migrations'`,
  )) as unknown as { rows?: Array<{ n: number }> } | Array<{ n: number }>
  const rows = Array.isArray(result) ? result : (result.rows ?? [])
  if (!rows[0]?.n) return 0
  const applied = (await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as
    { rows?: Array<{ n: number }> } | Array<{ n: number }>
  const appliedRows = Array.isArray(applied) ? applied : (applied.rows ?? [])
  return Number(appliedRows[0]?.n ?? 0)
}
