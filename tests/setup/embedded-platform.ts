/**
 * The real embedded platform for app tests that need one: an in-memory PGlite, migrated and seeded
 * from fixtures/, started before the file's tests and closed after them. Call it once at the top
 * of a test file; its fields are set by the time the tests run.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll } from 'vitest'
import { createPlatform, openDatabase, migrate, seed, type Database, type PlatformDeps } from '#platform/index.ts'
import { createPlatformClient, inProcessTransport, type PlatformTransport } from '#app/platform/client.server.ts'

export interface EmbeddedPlatform {
  database: Database
  transport: PlatformTransport
  /**
   * Writes a CMS document straight to its table, draft and published alike, past the platform's
   * validation (as a document stored before a schema change would be), and tells every reader.
   */
  storeDocument(kind: string, id: string, body: unknown): Promise<void>
  /**
   * The app's session cookie (`name=value`) of a person signed in by password. The session module
   * is imported on the first call, once the test file has set SESSION_SECRET.
   */
  sessionCookie(email: string, password: string): Promise<string>
}

/** `options`: more of the platform's settings (the dev outbox, say), as server/index.ts would give them. */
export function embeddedPlatformForTests(
  secret = 'embedded-test-secret-long-enough-for-hs256',
  options: Partial<Omit<PlatformDeps, 'database' | 'secret'>> = {},
): EmbeddedPlatform {
  let platform: ReturnType<typeof createPlatform> | undefined
  const embedded = {
    storeDocument: async (kind: string, id: string, body: unknown) => {
      const json = JSON.stringify(body)
      await embedded.database.db.execute(
        sql`UPDATE cms_documents SET published = ${json}::jsonb, draft = ${json}::jsonb WHERE kind = ${kind} AND id = ${id}`,
      )
      await embedded.database.notify('cms_changed', `${kind}:${id}`)
    },
    sessionCookie: async (email: string, password: string) => {
      const { commitTokens } = await import('#app/session.server.ts')
      const tokens = await createPlatformClient(embedded.transport).login(email, password)
      return (await commitTokens(new Request('http://app.test/'), tokens)).split(';')[0]!
    },
  } as EmbeddedPlatform

  beforeAll(async () => {
    embedded.database = await openDatabase({ dataDir: 'memory://' })
    await migrate(embedded.database)
    await seed(embedded.database)
    const started = createPlatform({ database: embedded.database, secret, logger: { info() {}, warn() {}, error() {} }, ...options })
    platform = started
    // as the server reaches it: answers handed over as frozen objects (platform/in-process.ts)
    embedded.transport = inProcessTransport(started)
  }, 60_000)

  afterAll(async () => {
    await platform?.close()
    await embedded.database?.close()
  })

  return embedded
}
