import { decodeJwt } from 'jose'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createCmsStore } from '../cms/store.ts'
import { testDrivers, useTestDatabase } from '../test/databases.ts'
import { call, createAccount, platformFactory, signIn } from '../test/helpers.ts'
import { agreesToTerms, binaryDefault, defaultAnswers, type ConsentTerm } from '#schemas/consent.ts'
import { DEFAULT_RATE_LIMITS } from './rate-limit.ts'
import type { TerritoryResolver } from './territory.ts'

const TERMS: ConsentTerm[] = [
  { fieldName: 'intro', fieldType: 'INFORMATION_TEXT', text: 'Read this', required: true },
  { fieldName: 'acceptTerms', fieldType: 'BINARY_CHOICE', label: 'Terms', required: true, defaultValue: 'false' },
  { fieldName: 'acceptPrivacy', fieldType: 'BINARY_CHOICE', label: 'Privacy', required: true },
  { fieldName: 'marketing', fieldType: 'BINARY_CHOICE', label: 'News', required: false, defaultValue: 'true' },
]

describe('consent rules', () => {
  it('agrees only when every required BINARY_CHOICE is checked; text and optional terms are ignored', () => {
    expect(agreesToTerms(TERMS, { acceptTerms: true, acceptPrivacy: true })).toBe(true)
    expect(agreesToTerms(TERMS, { acceptTerms: true, acceptPrivacy: true, marketing: false })).toBe(true)
    expect(agreesToTerms(TERMS, { acceptTerms: true })).toBe(false)
    expect(agreesToTerms(TERMS, { acceptTerms: true, acceptPrivacy: false, marketing: true })).toBe(false)
    expect(agreesToTerms([], {})).toBe(true)
  })

  it('a binary default is true only when defaultValue (or data.default) is the string "true"', () => {
    expect(binaryDefault({ fieldName: 'a', fieldType: 'BINARY_CHOICE', defaultValue: 'true' })).toBe(true)
    expect(binaryDefault({ fieldName: 'a', fieldType: 'BINARY_CHOICE', defaultValue: 'TRUE' })).toBe(false)
    expect(binaryDefault({ fieldName: 'a', fieldType: 'BINARY_CHOICE', defaultValue: 'false' })).toBe(false)
    expect(binaryDefault({ fieldName: 'a', fieldType: 'BINARY_CHOICE', data: { default: 'true' } })).toBe(true)
    expect(binaryDefault({ fieldName: 'a', fieldType: 'BINARY_CHOICE' })).toBe(false)
    expect(defaultAnswers(TERMS)).toEqual({ acceptTerms: false, acceptPrivacy: false, marketing: true })
  })
})

describe.each(testDrivers)('accounts on %s', (driver) => {
  const t = useTestDatabase(driver)
  const makePlatform = platformFactory()
  const PUBLIC = 'https://watch.example.test'
  /** the client address server/ sets for a request from this machine */
  const LOOPBACK = { 'x-marquee-client-ip': '127.0.0.1' }

  async function publishSettings(extra: Record<string, unknown> = {}) {
    const body = {
      id: 'realm',
      realmName: 'Marquee',
      navLayout: 'TOP',
      features: { selfRegistration: true },
      consentTerms: TERMS,
      territories: { allowed: ['GB', 'ES'] },
      ...extra,
    }
    await createCmsStore(t.database.db).insertPublishedIfMissing('settings', 'realm', body, 'test', new Date())
  }
  const platformWith = (deps: Parameters<typeof makePlatform>[1] = {}) =>
    makePlatform(t.database, { publicUrl: PUBLIC, exposeOutbox: true, ...deps })
  async function mails(platform: ReturnType<typeof platformWith>, to: string) {
    const res = await call(platform, 'GET', `/api/_dev/outbox?to=${encodeURIComponent(to)}`, { headers: LOOPBACK })
    expect(res.status).toBe(200)
    return res.body.messages as Array<{ kind: string; subject: string; text: string; html: string }>
  }
  const linkIn = (text: string) => /https:\/\/\S+/.exec(text)![0]
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? new URL(link).pathname.split('/').pop()!
  const signupBody = (email: string, extra: Record<string, unknown> = {}) => ({
    email,
    password: 'a-good-password',
    name: 'Nia New',
    consentAnswers: { acceptTerms: true, acceptPrivacy: true },
    ...extra,
  })

  describe('sign-up', () => {
    it('carries a same-site return path into the confirmation link, and refuses another site as one', async () => {
      await publishSettings()
      const platform = platformWith()
      for (const returnTo of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'compra']) {
        const refused = await call(platform, 'POST', '/api/user/signup', { body: signupBody('ret@example.test', { returnTo }) })
        expect(refused.status).toBe(400)
        expect(refused.body.fields.returnTo).toBeDefined()
      }
      expect(await mails(platform, 'ret@example.test')).toHaveLength(0)

      const returnTo = '/es/compra?licences=premium-monthly&redirectTo=/es/video/x'
      const res = await call(platform, 'POST', '/api/user/signup', { body: signupBody('ret@example.test', { returnTo, locale: 'es' }) })
      expect(res.status).toBe(202)
      const confirm = (await mails(platform, 'ret@example.test')).find((m) => m.kind === 'CONFIRMATION')!
      const link = new URL(linkIn(confirm.text))
      expect(link.pathname).toBe('/es/confirmar-correo')
      expect(link.searchParams.get('from')).toBe(returnTo)
      expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/)
    })

    it('needs every required consent, creates a pending account and mails a confirmation link that works once', async () => {
      await publishSettings()
      const platform = platformWith()
      const missing = await call(platform, 'POST', '/api/user/signup', {
        body: signupBody('nia@example.test', { consentAnswers: { acceptTerms: true, marketing: true } }),
      })
      expect(missing).toMatchObject({ status: 422, body: { code: 'CONSENT_REQUIRED', missing: ['acceptPrivacy'] } })
      expect(await mails(platform, 'nia@example.test')).toHaveLength(0)

      const res = await call(platform, 'POST', '/api/user/signup', { body: signupBody('Nia@Example.test') })
      expect(res).toMatchObject({ status: 202, body: { status: 'CONFIRMATION_SENT' } })

      // Not confirmed yet: the right password is told so and gets an activation link.
      const early = await call(platform, 'POST', '/api/login', { body: { id: 'nia@example.test', secret: 'a-good-password' } })
      expect(early).toMatchObject({ status: 403, body: { code: 'ACCOUNT_NOT_ACTIVATED' } })

      const inbox = await mails(platform, 'nia@example.test')
      expect(inbox.map((m) => m.kind)).toEqual(['ACTIVATION', 'CONFIRMATION'])
      const confirmLink = linkIn(inbox[1]!.text)
      expect(confirmLink).toMatch(/^https:\/\/watch\.example\.test\/email-confirmation\?token=[\w-]{43}$/)
      expect(inbox[1]!.html).toContain(`href="${confirmLink}"`)
      expect(linkIn(inbox[0]!.text)).toMatch(/^https:\/\/watch\.example\.test\/activate\/[\w-]{43}$/)

      const token = tokenOf(confirmLink)
      expect((await call(platform, 'POST', '/api/user/email-confirmation', { body: { token } })).status).toBe(204)
      expect(await call(platform, 'POST', '/api/user/email-confirmation', { body: { token } })).toMatchObject({
        status: 404,
        body: { code: 'INVALID_TOKEN' },
      })

      const login = await call(platform, 'POST', '/api/login', { body: { id: 'nia@example.test', secret: 'a-good-password' } })
      expect(login).toMatchObject({ status: 200, body: { linkedAccounts: [], missingInformationStatus: 'NOT_REQUIRED' } })
      expect(decodeJwt(login.body.authorisationToken)).toMatchObject({ rol: ['viewer'], isGuest: false })
    })

    it('login answers missingInformationStatus REQUIRED when required consents were added after sign-up', async () => {
      await createAccount(t.database, { email: 'old@example.test', password: 'old-password' })
      const platform = platformWith()
      const before = await call(platform, 'POST', '/api/login', { body: { id: 'old@example.test', secret: 'old-password' } })
      expect(before.body.missingInformationStatus).toBe('NOT_REQUIRED')
      await publishSettings()
      // the settings were written behind the CMS's back: a new platform reads them fresh
      const later = platformWith()
      await call(later, 'POST', '/api/user/signup', { body: signupBody('new@example.test') })
      const [mail] = await mails(later, 'new@example.test')
      await call(later, 'POST', '/api/user/email-confirmation', { body: { token: tokenOf(linkIn(mail!.text)) } })
      const after = await call(later, 'POST', '/api/login', { body: { id: 'old@example.test', secret: 'old-password' } })
      expect(after.body.missingInformationStatus).toBe('REQUIRED')
      const fresh = await call(later, 'POST', '/api/login', { body: { id: 'new@example.test', secret: 'a-good-password' } })
      expect(fresh.body.missingInformationStatus).toBe('NOT_REQUIRED')
    })

    it('the CONSENT step: the viewer reads the terms with their answers, a save without every required term is refused and changes nothing, a full one clears REQUIRED', async () => {
      await createAccount(t.database, { email: 'old@example.test', password: 'old-password' })
      await publishSettings()
      const platform = platformWith()
      const login = await call(platform, 'POST', '/api/login', { body: { id: 'old@example.test', secret: 'old-password' } })
      expect(login.body.missingInformationStatus).toBe('REQUIRED')
      const token = login.body.authorisationToken
      expect((await call(platform, 'GET', '/api/user/me', { token })).body).toMatchObject({
        isGuest: false,
        missingInformationStatus: 'REQUIRED',
      })

      const read = await call(platform, 'GET', '/api/user/consents', { token })
      expect(read.status).toBe(200)
      expect(read.body).toEqual({
        terms: TERMS,
        answers: { acceptTerms: false, acceptPrivacy: false, marketing: true },
        missingInformationStatus: 'REQUIRED',
      })

      // Not every required term: 422 naming the missing ones, nothing stored.
      const partial = await call(platform, 'PUT', '/api/user/consents', {
        token,
        body: { consentAnswers: { acceptTerms: true, marketing: false } },
      })
      expect(partial).toMatchObject({
        status: 422,
        body: {
          code: 'CONSENT_REQUIRED',
          missing: ['acceptPrivacy'],
          fields: { 'consentAnswers.acceptPrivacy': ['Accept this term to continue.'] },
        },
      })
      expect((await call(platform, 'GET', '/api/user/consents', { token })).body.answers).toEqual({
        acceptTerms: false,
        acceptPrivacy: false,
        marketing: true,
      })
      // Not booleans: 400 with the field.
      const bad = await call(platform, 'PUT', '/api/user/consents', { token, body: { consentAnswers: { acceptTerms: 'yes' } } })
      expect(bad).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } })
      expect(Object.keys(bad.body.fields)).toEqual(['consentAnswers'])

      const saved = await call(platform, 'PUT', '/api/user/consents', {
        token,
        body: { consentAnswers: { acceptTerms: true, acceptPrivacy: true, marketing: false, unknownTerm: true } },
      })
      expect(saved).toMatchObject({
        status: 200,
        body: { answers: { acceptTerms: true, acceptPrivacy: true, marketing: false }, missingInformationStatus: 'NOT_REQUIRED' },
      })
      expect(saved.body.answers).not.toHaveProperty('unknownTerm')
      expect((await call(platform, 'GET', '/api/user/me', { token })).body.missingInformationStatus).toBe('NOT_REQUIRED')
      const again = await call(platform, 'POST', '/api/login', { body: { id: 'old@example.test', secret: 'old-password' } })
      expect(again.body.missingInformationStatus).toBe('NOT_REQUIRED')
    })

    it('the consent calls are for signed-in viewers only; the magic link answers the consent status too', async () => {
      await publishSettings()
      const platform = platformWith()
      expect((await call(platform, 'GET', '/api/user/consents')).status).toBe(401)
      const guest = (await call(platform, 'POST', '/api/login/guest')).body.authorisationToken
      expect(
        await call(platform, 'PUT', '/api/user/consents', {
          token: guest,
          body: { consentAnswers: { acceptTerms: true, acceptPrivacy: true } },
        }),
      ).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } })

      await createAccount(t.database, { email: 'mo@example.test', password: 'old-password' })
      await call(platform, 'GET', '/api/token/alt/magic-email?email=mo%40example.test')
      const [mail] = await mails(platform, 'mo@example.test')
      const magic = await call(platform, 'POST', '/api/token/alt/magic-email', { body: { token: tokenOf(linkIn(mail!.text)) } })
      expect(magic).toMatchObject({ status: 200, body: { missingInformationStatus: 'REQUIRED' } })
    })

    it('the activation link (/activate/{id}) activates too; a made-up one is 404', async () => {
      await publishSettings()
      const platform = platformWith()
      await call(platform, 'POST', '/api/user/signup', { body: signupBody('ada@example.test') })
      await call(platform, 'POST', '/api/login', { body: { id: 'ada@example.test', secret: 'a-good-password' } })
      const [activation] = await mails(platform, 'ada@example.test')
      expect(activation!.kind).toBe('ACTIVATION')
      expect((await call(platform, 'POST', `/api/user/activate/${tokenOf(linkIn(activation!.text))}`)).status).toBe(204)
      expect((await call(platform, 'POST', '/api/login', { body: { id: 'ada@example.test', secret: 'a-good-password' } })).status).toBe(200)
      expect((await call(platform, 'POST', '/api/user/activate/made-up')).status).toBe(404)
    })

    it('answers the same for an address that has an account, and mails its owner instead', async () => {
      await publishSettings()
      await createAccount(t.database, { email: 'vera@example.test', password: 'old-password' })
      const platform = platformWith()
      const res = await call(platform, 'POST', '/api/user/signup', { body: signupBody('vera@example.test') })
      expect(res).toMatchObject({ status: 202, body: { status: 'CONFIRMATION_SENT' } })
      expect((await mails(platform, 'vera@example.test')).map((m) => m.kind)).toEqual(['ACCOUNT_EXISTS'])
      // the existing password is untouched
      expect((await call(platform, 'POST', '/api/login', { body: { id: 'vera@example.test', secret: 'old-password' } })).status).toBe(200)
    })

    it('answers 400 per field and never echoes the password', async () => {
      await publishSettings()
      const platform = platformWith()
      const res = await call(platform, 'POST', '/api/user/signup', { body: { email: 'nope', password: 'short', name: '' } })
      expect(res.status).toBe(400)
      expect(Object.keys(res.body.fields).sort()).toEqual(['email', 'name', 'password'])
      expect(JSON.stringify(res.body)).not.toContain('short"')
    })

    it('refuses when self-registration is off, outside allowed territories and on a VPN; loopback counts as inside', async () => {
      const resolver: TerritoryResolver = (address) =>
        address === '198.51.100.7'
          ? { country: 'FR', vpn: false, local: false }
          : address === '203.0.113.9'
            ? { country: 'GB', vpn: true, local: false }
            : { country: 'GB', vpn: false, local: false }
      await publishSettings()
      const platform = platformWith({ territory: resolver })
      const from = (ip: string) => ({ 'x-marquee-client-ip': ip })
      expect(
        await call(platform, 'POST', '/api/user/signup', { body: signupBody('fr@example.test'), headers: from('198.51.100.7') }),
      ).toMatchObject({
        status: 403,
        body: { code: 'SIGNUP_GEO_RESTRICTED' },
      })
      expect(
        await call(platform, 'POST', '/api/user/signup', { body: signupBody('vpn@example.test'), headers: from('203.0.113.9') }),
      ).toMatchObject({
        status: 403,
        body: { code: 'VPN_DETECTED' },
      })
      expect(
        (await call(platform, 'POST', '/api/user/signup', { body: signupBody('gb@example.test'), headers: from('192.0.2.1') })).status,
      ).toBe(202)

      // the default resolver: loopback is inside
      const plain = platformWith()
      expect(
        (await call(plain, 'POST', '/api/user/signup', { body: signupBody('local@example.test'), headers: from('127.0.0.1') })).status,
      ).toBe(202)
    })

    it('refuses when the realm does not allow self-registration', async () => {
      await publishSettings({ features: { selfRegistration: false } })
      const platform = platformWith()
      expect(await call(platform, 'POST', '/api/user/signup', { body: signupBody('x@example.test') })).toMatchObject({
        status: 403,
        body: { code: 'SIGNUP_DISABLED' },
      })
    })
  })

  describe('magic link', () => {
    it('mails a single-use link that signs in; an unknown address gets the same answer', async () => {
      await publishSettings()
      await createAccount(t.database, { email: 'ana@example.test' })
      const platform = platformWith()
      expect((await call(platform, 'GET', '/api/token/alt/magic-email?email=ana%40example.test&locale=es')).status).toBe(204)
      expect((await call(platform, 'GET', '/api/token/alt/magic-email?email=ghost%40example.test')).status).toBe(204)
      expect((await mails(platform, 'ghost@example.test')).map((m) => m.kind)).toEqual(['NO_ACCOUNT'])

      const [mail] = await mails(platform, 'ana@example.test')
      expect(mail!.subject).toBe('Tu enlace para iniciar sesión')
      const link = linkIn(mail!.text)
      expect(link).toMatch(/^https:\/\/watch\.example\.test\/es\/iniciar-sesion\/enlace-magico\?token=/)
      const first = await call(platform, 'POST', '/api/token/alt/magic-email', { body: { token: tokenOf(link) } })
      expect(first.status).toBe(200)
      expect(decodeJwt(first.body.authorisationToken)).toMatchObject({ isGuest: false })
      expect(await call(platform, 'POST', '/api/token/alt/magic-email', { body: { token: tokenOf(link) } })).toMatchObject({
        status: 404,
        body: { code: 'INVALID_TOKEN' },
      })
    })

    it('refuses an expired link and a malformed address', async () => {
      await createAccount(t.database, { email: 'ana@example.test' })
      let clock = new Date('2026-01-01T10:00:00Z')
      const platform = platformWith({ now: () => clock })
      expect(await call(platform, 'GET', '/api/token/alt/magic-email?email=not-an-email')).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_FAILED' },
      })
      await call(platform, 'GET', '/api/token/alt/magic-email?email=ana%40example.test')
      const [mail] = await mails(platform, 'ana@example.test')
      clock = new Date(clock.getTime() + 16 * 60 * 1000)
      expect((await call(platform, 'POST', '/api/token/alt/magic-email', { body: { token: tokenOf(linkIn(mail!.text)) } })).status).toBe(
        404,
      )
    })

    it('staff accounts (editor, operator) get no sign-in link: a mail without a token, and no token anywhere', async () => {
      await publishSettings()
      const editorId = await createAccount(t.database, { email: 'ed@example.test', roles: ['editor'] })
      await createAccount(t.database, { email: 'op@example.test', roles: ['viewer', 'operator'] })
      const platform = platformWith()
      for (const email of ['ed@example.test', 'op@example.test']) {
        // the same answer as for anyone, so the address's role is not told to the caller
        expect((await call(platform, 'GET', `/api/token/alt/magic-email?email=${encodeURIComponent(email)}&locale=pt`)).status).toBe(204)
        const [mail, ...rest] = await mails(platform, email)
        expect(rest).toHaveLength(0)
        expect(mail!.kind).toBe('STAFF_PASSWORD_ONLY')
        expect(mail!.subject).toBe('Entre com a sua palavra-passe')
        expect(linkIn(mail!.text)).toBe('https://watch.example.test/pt/entrar')
        expect(`${mail!.text} ${mail!.html}`).not.toMatch(/token=/)
      }
      const tokens = (await t.database.db.execute(
        sql`select count(*)::int as n from identity_tokens where kind = 'MAGIC_LINK'`,
      )) as unknown as { rows: Array<{ n: number }> }
      expect(Number(tokens.rows[0]!.n)).toBe(0)

      // A link made while the account was a viewer opens nothing once it is staff.
      await t.database.db.execute(sql`update accounts set roles = '{viewer}' where id = ${editorId}`)
      await call(platform, 'GET', '/api/token/alt/magic-email?email=ed%40example.test')
      const [viewerLink] = await mails(platform, 'ed@example.test')
      expect(viewerLink!.kind).toBe('MAGIC_LINK')
      await t.database.db.execute(sql`update accounts set roles = '{editor}' where id = ${editorId}`)
      expect(
        (await call(platform, 'POST', '/api/token/alt/magic-email', { body: { token: tokenOf(linkIn(viewerLink!.text)) } })).status,
      ).toBe(404)
    })

    it('a newer link retires the older one', async () => {
      await createAccount(t.database, { email: 'ana@example.test' })
      const platform = platformWith()
      await call(platform, 'GET', '/api/token/alt/magic-email?email=ana%40example.test')
      await call(platform, 'GET', '/api/token/alt/magic-email?email=ana%40example.test')
      const [newer, older] = await mails(platform, 'ana@example.test')
      expect((await call(platform, 'POST', '/api/token/alt/magic-email', { body: { token: tokenOf(linkIn(older!.text)) } })).status).toBe(
        404,
      )
      expect((await call(platform, 'POST', '/api/token/alt/magic-email', { body: { token: tokenOf(linkIn(newer!.text)) } })).status).toBe(
        200,
      )
    })
  })

  describe('password reset', () => {
    it('answers the same for any address; the link sets a new password once and ends every session', async () => {
      await createAccount(t.database, { email: 'ana@example.test', password: 'old-password' })
      const platform = platformWith()
      const session = await call(platform, 'POST', '/api/login', { body: { id: 'ana@example.test', secret: 'old-password' } })
      const known = await call(platform, 'POST', '/api/reset-password/create', { body: { id: 'ana@example.test' } })
      const unknown = await call(platform, 'POST', '/api/reset-password/create', { body: { id: 'ghost@example.test', provider: 'id' } })
      expect([known.status, unknown.status]).toEqual([204, 204])
      expect(known.body).toEqual(unknown.body)

      const [mail] = await mails(platform, 'ana@example.test')
      expect(mail!.kind).toBe('PASSWORD_RESET')
      const token = tokenOf(linkIn(mail!.text))
      expect(linkIn(mail!.text)).toMatch(/\/login\/resetpwd\?token=/)
      const weak = await call(platform, 'PUT', '/api/reset-password', { body: { token, secret: 'short' } })
      expect(weak).toMatchObject({ status: 400, body: { fields: { secret: ['Use at least 8 characters.'] } } })
      expect((await call(platform, 'PUT', '/api/reset-password', { body: { token, secret: 'new-password' } })).status).toBe(204)
      expect(await call(platform, 'PUT', '/api/reset-password', { body: { token, secret: 'newer-password' } })).toMatchObject({
        status: 404,
        body: { code: 'INVALID_TOKEN' },
      })

      expect((await call(platform, 'POST', '/api/login', { body: { id: 'ana@example.test', secret: 'old-password' } })).status).toBe(401)
      expect((await call(platform, 'POST', '/api/login', { body: { id: 'ana@example.test', secret: 'new-password' } })).status).toBe(200)
      expect((await call(platform, 'POST', '/api/token/refresh', { body: { refreshToken: session.body.refreshToken } })).status).toBe(401)
    })

    it('an expired reset link does nothing', async () => {
      await createAccount(t.database, { email: 'ana@example.test', password: 'old-password' })
      let clock = new Date('2026-01-01T10:00:00Z')
      const platform = platformWith({ now: () => clock })
      await call(platform, 'POST', '/api/reset-password/create', { body: { id: 'ana@example.test' } })
      const [mail] = await mails(platform, 'ana@example.test')
      clock = new Date(clock.getTime() + 61 * 60 * 1000)
      expect(
        (await call(platform, 'PUT', '/api/reset-password', { body: { token: tokenOf(linkIn(mail!.text)), secret: 'new-password' } }))
          .status,
      ).toBe(404)
    })

    it('other providers reset on their own site', async () => {
      const platform = platformWith()
      expect(
        await call(platform, 'POST', '/api/reset-password/create', { body: { id: 'ana@example.test', provider: 'oidc' } }),
      ).toMatchObject({
        status: 422,
        body: { code: 'UNSUPPORTED_PROVIDER' },
      })
    })
  })

  describe('rate limits', () => {
    const tight = {
      ...DEFAULT_RATE_LIMITS,
      loginFailures: { address: { max: 8, windowSeconds: 900 }, accountAtAddress: { max: 3, windowSeconds: 900 } },
    }
    // Limits count in fixed windows (15 minutes here). On the wall clock a test that runs across a
    // window's end starts counting afresh halfway through, so each test holds the time still.
    const stillClock = () => {
      const at = new Date()
      return () => at
    }

    it('holds back an address that keeps failing for an account, with Retry-After, even for the right password, and unknown addresses alike', async () => {
      await createAccount(t.database, { email: 'ana@example.test', password: 'right-password' })
      let clock = new Date('2026-01-01T10:00:00Z')
      const platform = platformWith({ now: () => clock, rateLimits: tight })
      const attempt = (id: string, secret: string, ip = '192.0.2.1') =>
        call(platform, 'POST', '/api/login', { body: { id, secret }, headers: { 'x-marquee-client-ip': ip } })
      for (let i = 0; i < 3; i++) expect((await attempt('ana@example.test', 'wrong')).status).toBe(401)
      const held = await attempt('ana@example.test', 'right-password')
      expect(held).toMatchObject({ status: 429, body: { code: 'TOO_MANY_ATTEMPTS' } })
      expect(held.headers.get('retry-after')).toBe('900')
      clock = new Date(clock.getTime() + 5 * 60 * 1000)
      expect((await attempt('ana@example.test', 'right-password')).headers.get('retry-after')).toBe('600')
      // an unknown address is limited the same way (no enumeration through the limiter)
      for (let i = 0; i < 3; i++) expect((await attempt('ghost@example.test', 'wrong', '192.0.2.2')).status).toBe(401)
      expect((await attempt('ghost@example.test', 'wrong', '192.0.2.2')).status).toBe(429)
      // the window passes
      clock = new Date(clock.getTime() + 10 * 60 * 1000)
      expect((await attempt('ana@example.test', 'right-password')).status).toBe(200)
    })

    it('wrong passwords from one address never lock the owner out from another (no lockout as a weapon)', async () => {
      await createAccount(t.database, { email: 'vic@example.test', password: 'right-password' })
      const platform = platformWith({ now: stillClock(), rateLimits: tight })
      const attempt = (secret: string, ip: string) =>
        call(platform, 'POST', '/api/login', { body: { id: 'vic@example.test', secret }, headers: { 'x-marquee-client-ip': ip } })
      for (let i = 0; i < 6; i++) await attempt('guess', '198.51.100.66')
      expect((await attempt('guess', '198.51.100.66')).status).toBe(429)
      expect((await attempt('right-password', '192.0.2.10')).status).toBe(200)
    })

    it('guesses sent all at once get no more tries than the limit (each try is counted before the password check)', async () => {
      await createAccount(t.database, { email: 'vic@example.test', password: 'right-password' })
      const platform = platformWith({ now: stillClock(), rateLimits: tight })
      const headers = { 'x-marquee-client-ip': '198.51.100.70' }
      const statuses = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          call(platform, 'POST', '/api/login', { body: { id: 'vic@example.test', secret: `guess-${i}` }, headers }).then((r) => r.status),
        ),
      )
      expect(statuses.filter((s) => s === 401)).toHaveLength(tight.loginFailures.accountAtAddress.max)
      expect(statuses.filter((s) => s === 429)).toHaveLength(12 - tight.loginFailures.accountAtAddress.max)
      // the owner, elsewhere, is untouched; and right passwords do not use up the address's tries
      expect((await call(platform, 'POST', '/api/login', { body: { id: 'vic@example.test', secret: 'right-password' } })).status).toBe(200)
      const other = { 'x-marquee-client-ip': '198.51.100.71' }
      for (let i = 0; i < tight.loginFailures.accountAtAddress.max + 2; i++)
        expect(
          (await call(platform, 'POST', '/api/login', { body: { id: 'vic@example.test', secret: 'right-password' }, headers: other }))
            .status,
        ).toBe(200)
    })

    it('limits one address across accounts, and the count holds across platform instances on one database', async () => {
      const now = stillClock()
      const first = platformWith({ now, rateLimits: tight })
      const second = platformWith({ now, rateLimits: tight })
      const ip = { 'x-marquee-client-ip': '192.0.2.50' }
      for (let i = 0; i < 8; i++) {
        const platform = i % 2 ? first : second
        expect((await call(platform, 'POST', '/api/login', { body: { id: `u${i}@example.test`, secret: 'x' }, headers: ip })).status).toBe(
          401,
        )
      }
      expect((await call(first, 'POST', '/api/login', { body: { id: 'new@example.test', secret: 'x' }, headers: ip })).status).toBe(429)
      expect(
        (
          await call(second, 'POST', '/api/login', {
            body: { id: 'new@example.test', secret: 'x' },
            headers: { 'x-marquee-client-ip': '192.0.2.51' },
          })
        ).status,
      ).toBe(401)
    })

    it('limits magic links, resets and sign-ups per address and per account', async () => {
      await publishSettings()
      const policy = {
        ...DEFAULT_RATE_LIMITS,
        magicLink: { address: { max: 10, windowSeconds: 900 }, account: { max: 2, windowSeconds: 900 } },
        passwordReset: { address: { max: 2, windowSeconds: 900 }, account: { max: 10, windowSeconds: 900 } },
        signup: { address: { max: 10, windowSeconds: 3600 }, account: { max: 1, windowSeconds: 3600 } },
      }
      const platform = platformWith({ now: stillClock(), rateLimits: policy })
      const magic = () => call(platform, 'GET', '/api/token/alt/magic-email?email=ana%40example.test')
      expect([(await magic()).status, (await magic()).status, (await magic()).status]).toEqual([204, 204, 429])
      const reset = (id: string) =>
        call(platform, 'POST', '/api/reset-password/create', { body: { id }, headers: { 'x-marquee-client-ip': '192.0.2.9' } })
      expect([
        (await reset('a@example.test')).status,
        (await reset('b@example.test')).status,
        (await reset('c@example.test')).status,
      ]).toEqual([204, 204, 429])
      const signup = () => call(platform, 'POST', '/api/user/signup', { body: signupBody('same@example.test') })
      expect([(await signup()).status, (await signup()).status]).toEqual([202, 429])
    })
  })

  describe('profiles', () => {
    it('creates, renames, switches and deletes profiles; the token carries pro and tp', async () => {
      await createAccount(t.database, { email: 'ana@example.test', name: 'Ana' })
      const platform = platformWith()
      const token = await signIn(platform, 'ana@example.test')
      const list = await call(platform, 'GET', '/api/user/profiles', { token })
      expect(list.body.profiles).toEqual([{ id: expect.any(String), name: 'Ana', tp: 'ADULT', hasPin: false }])

      const kid = await call(platform, 'POST', '/api/user/profiles', { token, body: { name: 'Kiddo', type: 'CHILD' } })
      expect(kid).toMatchObject({ status: 201, body: { name: 'Kiddo', tp: 'CHILD', hasPin: false } })
      expect((await call(platform, 'PATCH', `/api/user/profiles/${kid.body.id}`, { token, body: { name: 'Kit' } })).body.name).toBe('Kit')
      expect((await call(platform, 'POST', '/api/user/profiles', { token, body: { name: '', type: 'TEEN' } })).status).toBe(400)

      const asKid = await call(platform, 'POST', `/api/user/profiles/${kid.body.id}/select`, { token, body: {} })
      expect(asKid.status).toBe(200)
      expect(decodeJwt(asKid.body.authorisationToken)).toMatchObject({ pro: kid.body.id, tp: 'CHILD' })
      const me = await call(platform, 'GET', '/api/user/me', { token: asKid.body.authorisationToken })
      expect(me.body).toMatchObject({ pro: kid.body.id, tp: 'CHILD', name: 'Ana', profileName: 'Kit' })
      // the header's name follows a rename at once, with the same token
      await call(platform, 'PATCH', `/api/user/profiles/${kid.body.id}`, { token, body: { name: 'Kitty' } })
      expect((await call(platform, 'GET', '/api/user/me', { token: asKid.body.authorisationToken })).body.profileName).toBe('Kitty')
      // the profile survives refresh rotation
      const refreshed = await call(platform, 'POST', '/api/token/refresh', { body: { refreshToken: asKid.body.refreshToken } })
      expect(decodeJwt(refreshed.body.authorisationToken)).toMatchObject({ pro: kid.body.id, tp: 'CHILD' })

      // a child profile cannot manage profiles
      expect(
        await call(platform, 'POST', '/api/user/profiles', { token: asKid.body.authorisationToken, body: { name: 'X', type: 'ADULT' } }),
      ).toMatchObject({
        status: 403,
        body: { code: 'KID_PROFILE_FORBIDDEN' },
      })
      const adultId = list.body.profiles[0].id
      expect(await call(platform, 'DELETE', `/api/user/profiles/${adultId}`, { token })).toMatchObject({
        status: 409,
        body: { code: 'LAST_ADULT_PROFILE' },
      })
      expect((await call(platform, 'DELETE', `/api/user/profiles/${kid.body.id}`, { token })).status).toBe(204)
      expect((await call(platform, 'GET', '/api/user/profiles', { token })).body.profiles).toHaveLength(1)
    })

    it('refuses purchases by a child profile (kidPurchasePermissionDenied), not by an adult one', async () => {
      await createAccount(t.database, { email: 'ana@example.test' })
      const platform = platformWith()
      const token = await signIn(platform, 'ana@example.test')
      const kid = await call(platform, 'POST', '/api/user/profiles', { token, body: { name: 'Kiddo', type: 'CHILD' } })
      const asKid = (await call(platform, 'POST', `/api/user/profiles/${kid.body.id}/select`, { token, body: {} })).body.authorisationToken
      for (const path of ['/api/customer/baskets/pay/b1', '/api/promotions/voucher/redeem', '/api/basket']) {
        expect(await call(platform, 'POST', path, { token: asKid, body: {} })).toMatchObject({
          status: 403,
          body: { code: 'KID_PURCHASE_PERMISSION_DENIED' },
        })
        expect((await call(platform, 'POST', path, { token, body: {} })).status).not.toBe(403)
      }
    })

    it('a PIN guards a profile; its reset link (/confirm-reset/{code}) removes it once', async () => {
      await createAccount(t.database, { email: 'ana@example.test' })
      const platform = platformWith()
      const token = await signIn(platform, 'ana@example.test')
      const locked = await call(platform, 'POST', '/api/user/profiles', { token, body: { name: 'Private', type: 'ADULT', pin: '1234' } })
      expect(locked.body.hasPin).toBe(true)
      const select = (pin?: string) =>
        call(platform, 'POST', `/api/user/profiles/${locked.body.id}/select`, { token, body: pin ? { pin } : {} })
      expect(await select()).toMatchObject({ status: 403, body: { code: 'PIN_REQUIRED' } })
      expect(await select('9999')).toMatchObject({ status: 403, body: { code: 'INVALID_PIN' } })
      expect((await select('1234')).status).toBe(200)

      expect((await call(platform, 'POST', `/api/user/profiles/${locked.body.id}/pin-reset`, { token })).status).toBe(204)
      const [mail] = await mails(platform, 'ana@example.test')
      expect(mail!.kind).toBe('PIN_RESET')
      const link = linkIn(mail!.text)
      expect(link).toMatch(/^https:\/\/watch\.example\.test\/confirm-reset\/[\w-]{43}$/)
      const code = tokenOf(link)
      expect(await call(platform, 'POST', `/api/user/pin-reset/${code}`)).toMatchObject({ status: 200, body: { profileName: 'Private' } })
      expect((await call(platform, 'POST', `/api/user/pin-reset/${code}`)).status).toBe(404)
      expect((await select()).status).toBe(200)
    })

    it('PIN guesses sent all at once get no more tries than the limit, and the right PIN is then held back too', async () => {
      await createAccount(t.database, { email: 'ana@example.test' })
      const platform = platformWith()
      const token = await signIn(platform, 'ana@example.test')
      const locked = await call(platform, 'POST', '/api/user/profiles', { token, body: { name: 'Kids off', type: 'ADULT', pin: '1234' } })
      const select = (pin: string) => call(platform, 'POST', `/api/user/profiles/${locked.body.id}/select`, { token, body: { pin } })
      const max = DEFAULT_RATE_LIMITS.loginFailures.accountAtAddress.max
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => select(String(5000 + i)).then((r) => r.body.code)))
      expect(answers.filter((code) => code === 'INVALID_PIN')).toHaveLength(max)
      expect(answers.filter((code) => code === 'TOO_MANY_ATTEMPTS')).toHaveLength(20 - max)
      expect((await select('1234')).body.code).toBe('TOO_MANY_ATTEMPTS')
    })
  })

  describe('impersonation', () => {
    it('only an operator issues a single-use token; issuing and using are audited', async () => {
      const operatorId = await createAccount(t.database, { email: 'op@example.test', roles: ['operator'] })
      const targetId = await createAccount(t.database, { email: 'vera@example.test', roles: ['viewer'] })
      await createAccount(t.database, { email: 'ed@example.test', roles: ['editor'] })
      const platform = platformWith()
      const editor = await signIn(platform, 'ed@example.test')
      expect(
        (await call(platform, 'POST', '/api/admin/impersonation', { token: editor, body: { email: 'vera@example.test' } })).status,
      ).toBe(403)
      expect((await call(platform, 'POST', '/api/admin/impersonation', { body: { email: 'vera@example.test' } })).status).toBe(401)

      const operator = await signIn(platform, 'op@example.test')
      expect(
        (await call(platform, 'POST', '/api/admin/impersonation', { token: operator, body: { email: 'op@example.test' } })).status,
      ).toBe(403)
      const issued = await call(platform, 'POST', '/api/admin/impersonation', { token: operator, body: { email: 'vera@example.test' } })
      expect(issued.status).toBe(201)
      expect(issued.body.path).toBe(`/impersonate/${issued.body.token}`)

      const used = await call(platform, 'POST', `/api/impersonate/${issued.body.token}`, {
        headers: { 'x-marquee-client-ip': '192.0.2.77' },
      })
      expect(used.status).toBe(200)
      expect(decodeJwt(used.body.authorisationToken)).toMatchObject({ sub: targetId })
      expect((await call(platform, 'POST', `/api/impersonate/${issued.body.token}`)).status).toBe(404)

      const audit = await call(platform, 'GET', '/api/admin/impersonation/audit', { token: operator })
      expect(audit.body.entries.map((e: { action: string }) => e.action)).toEqual(['USED', 'ISSUED'])
      expect(audit.body.entries[0]).toMatchObject({ operatorId, accountId: targetId, clientAddress: '192.0.2.77' })
      expect((await call(platform, 'GET', '/api/admin/impersonation/audit', { token: editor })).status).toBe(403)
    })

    it('an impersonation token expires after 5 minutes', async () => {
      await createAccount(t.database, { email: 'op@example.test', roles: ['operator'] })
      await createAccount(t.database, { email: 'vera@example.test' })
      let clock = new Date('2026-01-01T10:00:00Z')
      const platform = platformWith({ now: () => clock })
      const operator = await signIn(platform, 'op@example.test')
      const issued = await call(platform, 'POST', '/api/admin/impersonation', { token: operator, body: { email: 'vera@example.test' } })
      clock = new Date(clock.getTime() + 6 * 60 * 1000)
      expect((await call(platform, 'POST', `/api/impersonate/${issued.body.token}`)).status).toBe(404)
    })
  })

  it('the outbox API exists only when asked for (never in production)', async () => {
    const platform = makePlatform(t.database)
    expect((await call(platform, 'GET', '/api/_dev/outbox', { headers: LOOPBACK })).status).toBe(404)
  })

  it('the outbox answers requests from this machine only', async () => {
    const platform = platformWith()
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect((await call(platform, 'GET', '/api/_dev/outbox', { headers: { 'x-marquee-client-ip': address } })).status, address).toBe(200)
    }
    for (const address of ['203.0.113.9', '10.0.0.2', '::ffff:192.168.1.4', '2001:db8::1', '127.0.0.1.evil', 'unknown']) {
      expect((await call(platform, 'GET', '/api/_dev/outbox', { headers: { 'x-marquee-client-ip': address } })).status, address).toBe(404)
    }
    // no address at all: not known to be this machine
    expect((await call(platform, 'GET', '/api/_dev/outbox')).status).toBe(404)
  })
})
