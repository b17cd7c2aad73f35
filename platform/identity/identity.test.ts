import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { testDrivers, useTestDatabase } from '../test/databases.ts'
import { call, createAccount, guestToken, platformFactory, signIn, watchStatements } from '../test/helpers.ts'

describe.each(testDrivers)('identity on %s', (driver) => {
  const t = useTestDatabase(driver)
  const makePlatform = platformFactory()

  describe('POST /api/login', () => {
    it('signs in with the right email (any case) and password, and the token names the account', async () => {
      const id = await createAccount(t.database, { email: 'ana@example.test', password: 'right-password', roles: ['editor'] })
      const platform = makePlatform(t.database)
      const res = await call(platform, 'POST', '/api/login', { body: { id: ' ANA@example.test', secret: 'right-password' } })
      expect(res.status).toBe(200)
      // fresh tokens: no cache on the way may keep them
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      expect(res.body).toMatchObject({ linkedAccounts: [], missingInformationStatus: 'NOT_REQUIRED' })
      expect(res.body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
      const claims = decodeJwt(res.body.authorisationToken)
      expect(claims).toMatchObject({ sub: id, id, loc: 'en', rol: ['editor'], isGuest: false, pro: null })
      expect(claims.exp! - claims.iat!).toBe(15 * 60)

      const me = await call(platform, 'GET', '/api/user/me', { token: res.body.authorisationToken })
      expect(me.status).toBe(200)
      expect(me.headers.get('cache-control')).toBe('private, no-store')
      expect(me.body).toEqual({
        id,
        loc: 'en',
        rol: ['editor'],
        isGuest: false,
        pro: null,
        tp: null,
        email: 'ana@example.test',
        name: 'Test Person',
        missingInformationStatus: 'NOT_REQUIRED',
      })
    })

    it('answers the same 401 for a wrong password and an unknown email', async () => {
      await createAccount(t.database, { email: 'ana@example.test', password: 'right-password' })
      const platform = makePlatform(t.database)
      const wrong = await call(platform, 'POST', '/api/login', { body: { id: 'ana@example.test', secret: 'wrong-password' } })
      const unknown = await call(platform, 'POST', '/api/login', { body: { id: 'nobody@example.test', secret: 'right-password' } })
      const expected = { code: 'FAILED_AUTHENTICATION', message: 'The email or password is incorrect.' }
      expect(wrong).toMatchObject({ status: 401, body: expected })
      expect(unknown).toMatchObject({ status: 401, body: expected })
    })

    it('answers 400 with a message per field, and never echoes the password', async () => {
      const platform = makePlatform(t.database)
      const res = await call(platform, 'POST', '/api/login', { body: { id: 'not-an-email', secret: '' } })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe('VALIDATION_FAILED')
      expect(res.body.fields.id).toEqual(['Enter a valid email address.'])
      expect(res.body.fields.secret).toEqual(['Enter your password.'])

      const missing = await call(platform, 'POST', '/api/login', { body: 'not json' })
      expect(missing.status).toBe(400)
      expect(Object.keys(missing.body.fields).sort()).toEqual(['id', 'secret'])
      const noEcho = await call(platform, 'POST', '/api/login', { body: { id: 'x', secret: 'hunter2-secret' } })
      expect(JSON.stringify(noEcho.body)).not.toContain('hunter2-secret')
    })
  })

  it("reads a signed-in viewer's account once for /user/me (its profile and consent status share the query)", async () => {
    const id = await createAccount(t.database, { email: 'once@example.test', password: 'right-password' })
    const platform = makePlatform(t.database)
    const login = await call(platform, 'POST', '/api/login', { body: { id: 'once@example.test', secret: 'right-password' } })
    // the statements the request sends that read the accounts table (other reads, such as the
    // realm's settings, may come and go); counted at the client, so prepared reads count too
    const statements = watchStatements(t.database.db)
    const accountReads = () => statements.texts().filter((text) => /^\s*select\b[\s\S]*\bfrom "accounts"/i.test(text))
    try {
      const me = await call(platform, 'GET', '/api/user/me', { token: login.body.authorisationToken })
      expect(me.body).toMatchObject({ id, email: 'once@example.test', missingInformationStatus: 'NOT_REQUIRED' })
      expect(accountReads()).toHaveLength(1)
    } finally {
      statements.restore()
    }
  })

  it('gives a guest a token pair with no roles', async () => {
    const platform = makePlatform(t.database)
    const res = await call(platform, 'POST', '/api/login/guest')
    expect(res.status).toBe(200)
    const claims = decodeJwt(res.body.authorisationToken)
    expect(claims).toMatchObject({ isGuest: true, rol: [], pro: null })
    const me = await call(platform, 'GET', '/api/user/me', { token: res.body.authorisationToken })
    expect(me.body).toMatchObject({ isGuest: true, rol: [] })
    expect(me.body.email).toBeUndefined()

    // a guest's refresh keeps the same guest identity
    const refreshed = await call(platform, 'POST', '/api/token/refresh', { body: { refreshToken: res.body.refreshToken } })
    expect(refreshed.status).toBe(200)
    expect(decodeJwt(refreshed.body.authorisationToken).sub).toBe(claims.sub)
  })

  describe('refresh tokens', () => {
    it('rotates: the new pair works, the old refresh token is refused', async () => {
      await createAccount(t.database, { email: 'ana@example.test', password: 'right-password' })
      const platform = makePlatform(t.database)
      const first = await call(platform, 'POST', '/api/login', { body: { id: 'ana@example.test', secret: 'right-password' } })
      const second = await call(platform, 'POST', '/api/token/refresh', { body: { refreshToken: first.body.refreshToken } })
      expect(second.status).toBe(200)
      expect(second.body.refreshToken).not.toBe(first.body.refreshToken)
      expect((await call(platform, 'GET', '/api/user/me', { token: second.body.authorisationToken })).status).toBe(200)

      const third = await call(platform, 'POST', '/api/token/refresh', { body: { refreshToken: second.body.refreshToken } })
      expect(third.status).toBe(200)
    })

    it('revokes the whole family when a rotated token is presented again', async () => {
      await createAccount(t.database, { email: 'ana@example.test', password: 'right-password' })
      const platform = makePlatform(t.database)
      const first = await call(platform, 'POST', '/api/login', { body: { id: 'ana@example.test', secret: 'right-password' } })
      const second = await call(platform, 'POST', '/api/token/refresh', { body: { refreshToken: first.body.refreshToken } })

      const replay = await call(platform, 'POST', '/api/token/refresh', { body: { refreshToken: first.body.refreshToken } })
      expect(replay).toMatchObject({ status: 401, body: { code: 'INVALID_REFRESH_TOKEN' } })
      // the legitimate newest token is gone too
      const after = await call(platform, 'POST', '/api/token/refresh', { body: { refreshToken: second.body.refreshToken } })
      expect(after).toMatchObject({ status: 401, body: { code: 'INVALID_REFRESH_TOKEN' } })

      // another sign-in (another family) is untouched
      const other = await call(platform, 'POST', '/api/login', { body: { id: 'ana@example.test', secret: 'right-password' } })
      expect((await call(platform, 'POST', '/api/token/refresh', { body: { refreshToken: other.body.refreshToken } })).status).toBe(200)
    })

    it('refuses unknown and expired refresh tokens', async () => {
      let clock = new Date('2026-01-01T00:00:00Z')
      const platform = makePlatform(t.database, { now: () => clock })
      const unknown = await call(platform, 'POST', '/api/token/refresh', { body: { refreshToken: 'made-up' } })
      expect(unknown).toMatchObject({ status: 401, body: { code: 'INVALID_REFRESH_TOKEN' } })

      const guest = await call(platform, 'POST', '/api/login/guest')
      clock = new Date(clock.getTime() + 31 * 24 * 3600 * 1000)
      const expired = await call(platform, 'POST', '/api/token/refresh', { body: { refreshToken: guest.body.refreshToken } })
      expect(expired.status).toBe(401)
    })

    it('logout revokes the refresh token', async () => {
      const platform = makePlatform(t.database)
      const guest = await call(platform, 'POST', '/api/login/guest')
      const out = await call(platform, 'POST', '/api/logout', { body: { refreshToken: guest.body.refreshToken } })
      expect(out.status).toBe(204)
      const refused = await call(platform, 'POST', '/api/token/refresh', { body: { refreshToken: guest.body.refreshToken } })
      expect(refused.status).toBe(401)
    })
  })

  describe('the end of a session', () => {
    it('refuses its access token at once after logout, in every process on the database', async () => {
      await createAccount(t.database, { email: 'lou@example.test', password: 'lou-password' })
      const first = makePlatform(t.database)
      const second = makePlatform(t.database)
      const session = await call(first, 'POST', '/api/login', { body: { id: 'lou@example.test', secret: 'lou-password' } })
      const token = session.body.authorisationToken as string
      // a second process has already seen the token as valid
      expect((await call(second, 'GET', '/api/user/me', { token })).status).toBe(200)
      expect((await call(first, 'POST', '/api/logout', { body: { refreshToken: session.body.refreshToken } })).status).toBe(204)
      for (const platform of [first, second]) {
        expect(await call(platform, 'GET', '/api/user/me', { token })).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } })
      }
    })

    it('keeps a session’s access tokens through refreshes, and ends them when a replayed refresh token ends the session', async () => {
      await createAccount(t.database, { email: 'max@example.test', password: 'max-password' })
      const platform = makePlatform(t.database)
      const session = await call(platform, 'POST', '/api/login', { body: { id: 'max@example.test', secret: 'max-password' } })
      const refreshed = await call(platform, 'POST', '/api/token/refresh', { body: { refreshToken: session.body.refreshToken } })
      expect(refreshed.status).toBe(200)
      // the token from before the refresh belongs to the same live session
      expect((await call(platform, 'GET', '/api/user/me', { token: session.body.authorisationToken })).status).toBe(200)
      expect((await call(platform, 'GET', '/api/user/me', { token: refreshed.body.authorisationToken })).status).toBe(200)
      // replaying the rotated refresh token ends the whole session
      expect((await call(platform, 'POST', '/api/token/refresh', { body: { refreshToken: session.body.refreshToken } })).status).toBe(401)
      expect((await call(platform, 'GET', '/api/user/me', { token: refreshed.body.authorisationToken })).status).toBe(401)
    })

    it('a guest token keeps working without a lookup', async () => {
      const platform = makePlatform(t.database)
      const guest = await call(platform, 'POST', '/api/login/guest')
      expect((await call(platform, 'GET', '/api/user/me', { token: guest.body.authorisationToken })).status).toBe(200)
    })
  })

  describe('access tokens and roles', () => {
    it('refuses a missing, forged or expired access token with 401 UNAUTHENTICATED', async () => {
      let clock = new Date('2026-01-01T00:00:00Z')
      const platform = makePlatform(t.database, { now: () => clock })
      expect(await call(platform, 'GET', '/api/user/me')).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } })

      const token = await guestToken(platform)
      const [h, p] = token.split('.')
      const forged = `${h}.${p}.${'A'.repeat(43)}`
      expect((await call(platform, 'GET', '/api/user/me', { token: forged })).status).toBe(401)
      const otherSecret = makePlatform(t.database, { now: () => clock, secret: 'another-secret-that-is-long-enough-x' })
      expect((await call(otherSecret, 'GET', '/api/user/me', { token })).status).toBe(401)

      expect((await call(platform, 'GET', '/api/user/me', { token })).status).toBe(200)
      // its signature is not checked again, its expiry is: refused once the clock passes it
      expect((await call(platform, 'GET', '/api/user/me', { token })).status).toBe(200)
      clock = new Date(clock.getTime() + 16 * 60 * 1000)
      expect(await call(platform, 'GET', '/api/user/me', { token })).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } })
    })

    it('requireRole: 401 without a token, 403 without the role, operator implies editor', async () => {
      await createAccount(t.database, { email: 'viewer@example.test', roles: ['viewer'] })
      await createAccount(t.database, { email: 'editor@example.test', roles: ['editor'] })
      await createAccount(t.database, { email: 'operator@example.test', roles: ['operator'] })
      const platform = makePlatform(t.database)
      const editorRoute = '/api/cms/admin/documents'

      expect(await call(platform, 'GET', editorRoute)).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } })
      const guest = await guestToken(platform)
      expect(await call(platform, 'GET', editorRoute, { token: guest })).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } })
      const viewer = await signIn(platform, 'viewer@example.test')
      expect(await call(platform, 'GET', editorRoute, { token: viewer })).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } })
      const editor = await signIn(platform, 'editor@example.test')
      expect((await call(platform, 'GET', editorRoute, { token: editor })).status).toBe(200)
      const operator = await signIn(platform, 'operator@example.test')
      expect((await call(platform, 'GET', editorRoute, { token: operator })).status).toBe(200)
    })
  })
})
