/** Small helpers for calling a platform in tests the way the app does: full URLs, JSON. */
import { randomUUID } from 'node:crypto'
import { afterEach } from 'vitest'
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
  if (opts.body !== undefined) headers['content-type'] = 'application/json'
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
