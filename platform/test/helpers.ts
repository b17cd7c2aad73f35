/** Small helpers for calling a platform in tests the way the app does: full URLs, JSON. */
import { randomUUID } from 'node:crypto'
import { afterEach, vi } from 'vitest'
import type { Database } from '../db/database.ts'
import { hashPassword } from '../identity/passwords.ts'
import { createIdentityStore } from '../identity/store.ts'
import { createPlatform, type Platform, type PlatformDeps } from '../index.ts'

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256'
export const TEST_FIXTURES_DIR = new URL('./fixtures', import.meta.url).pathname

/** Platforms made with this are closed after each test. */
export function platformFactory() {
  const open: Platform[] = []
  afterEach(async () => {
    while (open.length) await open.pop()!.close()
  })
  return (database: Database, deps: Partial<PlatformDeps> = {}) => {
    const platform = createPlatform({ database, secret: TEST_SECRET, ...deps })
    open.push(platform)
    return platform
  }
}

export interface CallResult<T = any> {
  status: number
  body: T
  headers: Headers
}

export async function call<T = any>(
  platform: Platform,
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...opts.headers }
  if (opts.body !== undefined) headers['content-type'] ??= 'application/json'
  if (opts.token) headers.authorization = `Bearer ${opts.token}`
  const response = await platform.fetch(
    new Request(`http://embedded${path}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body),
    }),
  )
  const text = await response.text()
  let body: any = text
  if (response.headers.get('content-type')?.includes('json')) body = JSON.parse(text)
  return { status: response.status, body: body as T, headers: response.headers }
}

export async function createAccount(
  database: Database,
  account: { email: string; password?: string; name?: string; roles?: Array<'viewer' | 'editor' | 'operator'> },
) {
  const id = randomUUID()
  await createIdentityStore(database.db).insertAccountIfMissing({
    id,
    email: account.email,
    passwordHash: await hashPassword(account.password ?? 'correct horse battery'),
    name: account.name ?? 'Test Person',
    roles: account.roles ?? ['viewer'],
  })
  return id
}

/** Signs in and returns the access token. */
export async function signIn(platform: Platform, email: string, password = 'correct horse battery'): Promise<string> {
  const res = await call(platform, 'POST', '/api/login', { body: { id: email, secret: password } })
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.authorisationToken
}

export async function guestToken(platform: Platform): Promise<string> {
  return (await call(platform, 'POST', '/api/login/guest')).body.authorisationToken
}

/**
 * Reads server-sent events from a streaming response until `until` says stop (or the stream ends),
 * then cancels the stream. Each event's data goes through `parse` (the text as sent by default).
 */
export async function readEvents<T = string>(
  response: Response,
  until: (events: Array<{ event: string; data: T }>) => boolean,
  parse: (data: string) => T = (data) => data as T,
) {
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  const events: Array<{ event: string; data: T }> = []
  while (!until(events)) {
    const { done, value } = await reader.read()
    if (done) break
    buffer += decoder.decode(value, { stream: true })
    let end: number
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const event = /^event: (.*)$/m.exec(block)?.[1]
      const data = /^data: (.*)$/m.exec(block)?.[1]
      if (event && data !== undefined) events.push({ event, data: parse(data) })
    }
  }
  await reader.cancel()
  return events
}

/** A catalogue item for the catalogue store: a free on-demand film, ten minutes long unless told. */
export const testVod = (id: string, durationSeconds = 600) => ({
  id,
  type: 'VOD',
  title: `Film ${id}`,
  description: '',
  durationSeconds,
  genres: [],
  licences: [],
  requiresSignIn: false,
  thumbnailUrl: `/media/artwork/${id}.svg`,
})

/**
 * The statements `db` sends its database client (PGlite, or node-postgres's pool), as SQL text,
 * until `restore`. Watched at the client, so a prepared read shows each time it runs.
 */
export function watchStatements(db: object) {
  const client = (db as { $client?: { query: (...args: never[]) => unknown } }).$client
  if (!client) throw new Error('watchStatements: this Drizzle database has no client to watch')
  const spy = vi.spyOn(client, 'query')
  // PGlite is given the text; node-postgres a query config object with it
  const text = (first: unknown) => (typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? ''))
  return {
    texts: () => spy.mock.calls.map((args) => text(args[0])),
    restore: () => spy.mockRestore(),
  }
}

/** Counts the reads `db` sends its database (statements that start with `select`), until `restore`. */
export function countSelects(db: object) {
  const statements = watchStatements(db)
  return {
    count: () => statements.texts().filter((text) => /^\s*select\b/i.test(text)).length,
    restore: statements.restore,
  }
}
