/**
 * The session cookie: encrypted (no token readable in Set-Cookie), and it remembers the OpenID
 * provider of the sign-in (with its ID token) for logout, forgetting it on any other sign-in.
 */
import { beforeAll, describe, expect, it } from 'vitest'

process.env.SESSION_SECRET ??= 'session-test-secret-that-is-long-enough-00'
process.env.DATA_DIR ??= 'memory://'

let session: typeof import('./session.server.ts')
beforeAll(async () => {
  session = await import('./session.server.ts')
})

const tokens = { authorisationToken: 'eyJhbGciOiJIUzI1NiJ9.access-token-body.sig', refreshToken: 'refresh-token-value-0123456789' }
const idToken = 'eyJhbGciOiJSUzI1NiJ9.id-token-body.signature'
const request = (setCookie?: string) =>
  new Request('http://app.test/logout', { headers: setCookie ? { cookie: setCookie.split(';')[0]! } : {} })

describe('session cookie', () => {
  it('is encrypted: neither token is in the Set-Cookie header, and it keeps privateCookie’s attributes', async () => {
    const header = await session.commitTokens(request(), tokens, { provider: 'demo-oidc', idToken })
    for (const secret of [tokens.authorisationToken, tokens.refreshToken, idToken, 'demo-oidc']) expect(header).not.toContain(secret)
    expect(header).toMatch(/^__marquee=v1\.[\w-]+; Path=\/; Max-Age=2592000; Expires=[^;]+; HttpOnly; SameSite=Lax$/)
  })

  it('an OpenID sign-in is remembered for logout; a profile switch keeps it; another sign-in forgets it', async () => {
    const oidc = await session.commitTokens(request(), tokens, { provider: 'demo-oidc', idToken })
    expect(await session.destroySession(request(oidc))).toMatchObject({
      refreshToken: tokens.refreshToken,
      oidc: { provider: 'demo-oidc', idToken },
    })

    const switched = await session.commitSwitchedTokens(request(oidc), { authorisationToken: 'a2', refreshToken: 'r2' })
    expect(await session.destroySession(request(switched))).toMatchObject({ refreshToken: 'r2', oidc: { provider: 'demo-oidc', idToken } })

    const password = await session.commitTokens(request(switched), { authorisationToken: 'a3', refreshToken: 'r3' })
    const out = await session.destroySession(request(password))
    expect(out.refreshToken).toBe('r3')
    expect(out.oidc).toBeUndefined()
    expect(out.cookie).toMatch(/^__marquee=; Path=\/; Max-Age=0;/)
  })

  it('a very large ID token is not kept (the cookie stays under 4 kB); the provider still is', async () => {
    const header = await session.commitTokens(request(), tokens, { provider: 'big-id', idToken: `eyJ.${'x'.repeat(3000)}.sig` })
    expect(header.length).toBeLessThan(4096)
    expect((await session.destroySession(request(header))).oidc).toEqual({ provider: 'big-id', idToken: undefined })
  })

  it('a tampered cookie is a guest session, not an error', async () => {
    const header = await session.commitTokens(request(), tokens)
    const tampered = header.replace(/v1\.(.)/, (_, c: string) => `v1.${c === 'A' ? 'B' : 'A'}`)
    expect(await session.destroySession(request(tampered))).toMatchObject({ refreshToken: undefined, oidc: undefined })
    expect(await session.mediaAuthorization(tampered.split(';')[0])).toBeUndefined()
    expect(await session.mediaAuthorization(header.split(';')[0])).toBe(`Bearer ${tokens.authorisationToken}`)
  })
})
