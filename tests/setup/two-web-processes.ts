/**
 * Two web processes on one throwaway Postgres database (CI sets TEST_DATABASE_URL), for the tests
 * that prove something crosses processes: a publish, a watch-together join. Call it at the top of
 * a test file; it creates the database before the file's tests and drops it after them.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'
import { startServer } from '../../server/index.ts'

export type Started = Awaited<ReturnType<typeof startServer>>

async function admin(adminUrl: string, query: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  await client.query(query)
  await client.end()
}

export function twoWebProcesses(opts: { prefix: string; sessionSecret: string }) {
  const adminUrl = process.env.TEST_DATABASE_URL!
  const name = `${opts.prefix}_${randomBytes(4).toString('hex')}`
  const servers: { one: Started; two: Started } = {} as { one: Started; two: Started }

  beforeAll(async () => {
    await admin(adminUrl, `CREATE DATABASE "${name}"`)
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    Object.assign(process.env, { SESSION_SECRET: opts.sessionSecret, LOG_LEVEL: 'error' })
    const env = { PORT: '0', HOST: '127.0.0.1', DATABASE_URL: url.toString(), NODE_ENV: 'production', DEMO: 'true' }
    ;[servers.one, servers.two] = await Promise.all([startServer(env), startServer(env)])
  }, 120_000)

  afterAll(async () => {
    await Promise.all([servers.one?.close(), servers.two?.close()])
    await admin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  })

  return servers
}
