import { fileURLToPath } from 'node:url'
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
