import path from 'node:path'
import type { ServerEnv } from '../app/env.server.ts'
import { openDatabase } from '../platform/db/database.ts'
import { migrate } from '../platform/db/migrate.ts'
import { seed } from '../platform/seed.ts'
import { createPlatform } from '../platform/index.ts'

/** The embedded platform: its database (PGlite in DATA_DIR, or DATABASE_URL), migrated and seeded. */
export async function startEmbeddedPlatform(env: ServerEnv) {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR === 'memory://' ? 'memory://' : path.join(env.DATA_DIR, 'pglite'),
  })
  await database.exclusive('marquee:setup', async () => {
    await migrate(database)
    if (env.SEED) await seed(database)
  })
  const platform = createPlatform({
    database,
    secret: env.PLATFORM_SECRET,
    publicUrl: env.publicUrl,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    exposeOutbox: env.devMailbox,
  })
  return {
    platform,
    async close() {
      await platform.close()
      await database.close()
    },
  }
}
