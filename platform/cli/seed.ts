/** `npm run db:seed`: migrate and seed the database named by DATABASE_URL, or the embedded one. */
import { openDatabase, settle } from '../db/database.ts'
import { migrate } from '../db/migrate.ts'
import { seed } from '../seed.ts'

const databaseUrl = process.env.DATABASE_URL || undefined
const database = await openDatabase({ databaseUrl, dataDir: process.env.PGLITE_DIR || undefined })
try {
  await migrate(database)
  const report = await seed(database, { fixturesDir: process.env.FIXTURES_DIR || undefined })
  await settle(database)
  console.info(`Seeded ${databaseUrl ? 'Postgres' : 'PGlite'} database:`)
  console.info(JSON.stringify(report, null, 2))
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await database.close()
}
