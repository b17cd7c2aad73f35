import { createCookieSessionStorage } from '@remix-run/node'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEncryptedCookieSessionStorage, type EncryptedCookieOptions } from './encrypted-cookie.server.ts'

const SECRET = 'first-secret-that-is-long-enough-000000'
const OTHER = 'another-secret-that-is-long-enough-1111'
const options = (over: Partial<EncryptedCookieOptions> = {}): EncryptedCookieOptions => ({
  name: '__test',
  secrets: [SECRET],
  info: 'test cookie',
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure: true,
  maxAge: 3600,
  ...over,
})
const valueOf = (setCookie: string) => setCookie.split(';')[0]!

describe('encrypted cookie session storage', () => {
  afterEach(() => vi.useRealTimers())

  it('round-trips the session data and keeps the cookie attributes', async () => {
    const storage = createEncryptedCookieSessionStorage(options())
    const session = await storage.getSession(null)
    session.set('tvClient', { clientId: 'client-1', clientSecret: 'tv-client-secret-value' })
    session.set('refreshToken', 'refresh-token-value')
    const header = await storage.commitSession(session)
    expect(header).toMatch(/^__test=v1\.[\w-]+; Path=\/; Max-Age=3600; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/)
    const again = await storage.getSession(`other=1; ${valueOf(header)}; more=2`)
    expect(again.data).toEqual({
      tvClient: { clientId: 'client-1', clientSecret: 'tv-client-secret-value' },
      refreshToken: 'refresh-token-value',
    })
  })

  it('never shows what it holds: neither the secret values nor their encodings are in Set-Cookie', async () => {
    const storage = createEncryptedCookieSessionStorage(options())
    const session = await storage.getSession(null)
    session.set('clientSecret', 'tv-client-secret-value')
    const header = await storage.commitSession(session)
    expect(header).not.toContain('tv-client-secret-value')
    const decoded = [
      Buffer.from(valueOf(header).split('=')[1]!.slice(3), 'base64url').toString('latin1'),
      Buffer.from(valueOf(header).split('=')[1]!, 'base64').toString('latin1'),
    ]
    for (const text of decoded) expect(text).not.toContain('tv-client-secret')
    // The same data never encrypts to the same value twice (a fresh IV each time).
    expect(valueOf(await storage.commitSession(session))).not.toBe(valueOf(header))
  })

  it('a tampered cookie reads as an empty session, not an error', async () => {
    const storage = createEncryptedCookieSessionStorage(options())
    const session = await storage.getSession(null)
    session.set('refreshToken', 'r')
    const value = valueOf(await storage.commitSession(session)).split('=')[1]!
    const raw = Buffer.from(value.slice(3), 'base64url')
    raw[20] = raw[20]! ^ 1
    for (const cookie of [
      `__test=v1.${raw.toString('base64url')}`,
      `__test=${value.slice(0, -2)}`,
      '__test=v1.',
      '__test=garbage',
      `__test=v2.${value.slice(3)}`,
    ]) {
      const read = await storage.getSession(cookie)
      expect(read.data, cookie).toEqual({})
    }
  })

  it('a cookie sealed with another secret, another label or under another name reads as empty', async () => {
    const mine = createEncryptedCookieSessionStorage(options())
    const seal = async (opts: Partial<EncryptedCookieOptions>) => {
      const s = createEncryptedCookieSessionStorage(options(opts))
      const session = await s.getSession(null)
      session.set('refreshToken', 'r')
      return valueOf(await s.commitSession(session)).split('=')[1]!
    }
    expect((await mine.getSession(`__test=${await seal({ secrets: [OTHER] })}`)).data).toEqual({})
    expect((await mine.getSession(`__test=${await seal({ info: 'another cookie' })}`)).data).toEqual({})
    expect((await mine.getSession(`__test=${await seal({ name: '__other' })}`)).data).toEqual({})
  })

  it('rotation: a new first secret still opens cookies of the previous one, and seals with the new one', async () => {
    const before = createEncryptedCookieSessionStorage(options({ secrets: [OTHER] }))
    const session = await before.getSession(null)
    session.set('refreshToken', 'r')
    const old = valueOf(await before.commitSession(session))
    const rotated = createEncryptedCookieSessionStorage(options({ secrets: [SECRET, OTHER] }))
    const read = await rotated.getSession(old)
    expect(read.get('refreshToken')).toBe('r')
    const resealed = valueOf(await rotated.commitSession(read))
    expect((await createEncryptedCookieSessionStorage(options({ secrets: [SECRET] })).getSession(resealed)).get('refreshToken')).toBe('r')
  })

  it('a signed cookie from before this change reads as an empty session', async () => {
    const signed = createCookieSessionStorage({ cookie: { name: '__test', secrets: [SECRET] } })
    const session = await signed.getSession(null)
    session.set('refreshToken', 'r')
    const header = await signed.commitSession(session)
    const storage = createEncryptedCookieSessionStorage(options())
    expect((await storage.getSession(valueOf(header))).data).toEqual({})
  })

  it('a copied cookie does not outlive its max age', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') })
    const storage = createEncryptedCookieSessionStorage(options({ maxAge: 60 }))
    const session = await storage.getSession(null)
    session.set('refreshToken', 'r')
    const cookie = valueOf(await storage.commitSession(session))
    vi.setSystemTime(new Date('2026-11-21T10:00:59Z'))
    expect((await storage.getSession(cookie)).get('refreshToken')).toBe('r')
    vi.setSystemTime(new Date('2026-11-21T10:01:01Z'))
    expect((await storage.getSession(cookie)).data).toEqual({})
  })

  it('destroying expires the cookie with the same attributes', async () => {
    const storage = createEncryptedCookieSessionStorage(options())
    const header = await storage.destroySession(await storage.getSession(null))
    expect(header).toBe('__test=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax')
  })
})
