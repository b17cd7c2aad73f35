import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { ServerEnv } from '../app/env.server.ts'
import { openDatabase, settle } from '../platform/db/database.ts'
import { migrate } from '../platform/db/migrate.ts'
import { seed } from '../platform/seed.ts'
import { createPlatform } from '../platform/index.ts'
import { FederationConfig } from '../platform/identity/federation/config.ts'
import { startDemoIdentityProviders } from '../platform/identity/federation/demo/index.ts'

/** The embedded platform: its database (PGlite in DATA_DIR, or DATABASE_URL), migrated and seeded. */
export async function startEmbeddedPlatform(env: ServerEnv) {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR === 'memory://' ? 'memory://' : path.join(env.DATA_DIR, 'pglite'),
  })
  await database.exclusive('marquee:setup', async () => {
    await migrate(database)
    if (env.SEED) {
      await seed(database)
      await settle(database)
    }
  })
  // External sign-in: a configuration file, or in the demo a local OpenID provider and TV provider.
  const origins = [`http://127.0.0.1:${env.PORT}`, `http://localhost:${env.PORT}`]
  const demoProviders =
    env.DEMO && !env.AUTH_PROVIDERS_FILE
      ? await startDemoIdentityProviders({ appOrigins: origins, oidcPort: env.DEMO_OIDC_PORT, tvPort: env.DEMO_TV_PORT })
      : null
  const federation = env.AUTH_PROVIDERS_FILE
    ? FederationConfig.parse(JSON.parse(readFileSync(env.AUTH_PROVIDERS_FILE, 'utf8')))
    : (demoProviders?.config ?? [])
  const platform = createPlatform({
    database,
    secret: env.PLATFORM_SECRET,
    federation,
    publicUrl: env.publicUrl,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    exposeOutbox: env.devMailbox,
    // server/index.ts overwrites X-Forwarded-For with the peer address Express trusts
    trustForwardedFor: true,
    // renewals, retries, expiries and scheduled resumes: every minute in each process (row locks keep them apart)
    renewalIntervalMs: 60_000,
    clockControl: env.clockControl,
    commerce: {
      allowSandbox: env.allowSandbox,
      stripe: env.STRIPE_SECRET_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
            host: env.STRIPE_API_HOST,
            port: env.STRIPE_API_PORT,
            protocol: env.STRIPE_API_PROTOCOL,
          }
        : undefined,
    },
  })
  return {
    platform,
    async close() {
      await platform.close()
      await database.close()
      await demoProviders?.close()
    },
  }
}
