/**
 * Logout ends the session at a Gigya-type identity manager when the session signed in through it;
 * failures there are only logged and never hold the logout.
 */
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { testDrivers, useTestDatabase } from '../../test/databases.ts'
import { call, createAccount, platformFactory } from '../../test/helpers.ts'
import { createPartnerService } from './partners.ts'
import type { FederationConfig } from './config.ts'
import { recordingLogger, resetFederationTables } from './test/helpers.ts'

const API_KEY = 'gigya-site-key-not-for-logs'
const GIGYA = {
  verify: 'https://accounts.gigya-logout.test/accounts.getAccountInfo',
  logout: 'https://accounts.gigya-logout.test/accounts.logout',
  partnerVerify: 'https://sso.partner-logout.test/verify',
  partnerLogout: 'https://sso.partner-logout.test/logout',
}

/** What the mocked manager answers to accounts.logout, and what it was asked. */
const manager = {
  logoutAnswer: 'ok' as 'ok' | 'error-code' | 'http-500' | 'network' | 'slow',
  logouts: [] as URLSearchParams[],
  partnerLogouts: [] as Array<{ key: string | null; body: unknown }>,
}

const handlers = [
  http.post(GIGYA.verify, async ({ request }) => {
    const form = new URLSearchParams(await request.text())
    if (form.get('apiKey') !== API_KEY || form.get('UIDSignature') !== 'good-signature') return HttpResponse.json({ errorCode: 403042 })
    return HttpResponse.json({
      errorCode: 0,
      UID: form.get('UID'),
      profile: { email: `${form.get('UID')}@gigya-logout.test`, firstName: 'Gil' },
    })
  }),
  http.post(GIGYA.logout, async ({ request }) => {
    const form = new URLSearchParams(await request.text())
    manager.logouts.push(form)
    switch (manager.logoutAnswer) {
      case 'ok':
        return HttpResponse.json({ errorCode: 0, statusCode: 200 })
      case 'error-code':
        return HttpResponse.json({ errorCode: 403005, errorMessage: 'Unauthorized user' })
      case 'http-500':
        return new HttpResponse('down', { status: 500 })
      case 'network':
        return HttpResponse.error()
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, 2000))
        return HttpResponse.json({ errorCode: 0 })
    }
  }),
  http.post(GIGYA.partnerVerify, async ({ request }) => {
    const body = (await request.json()) as { id?: string; secret?: string }
    if (body.secret !== 'right') return HttpResponse.json({}, { status: 401 })
    return HttpResponse.json({ userId: `p-${body.id}`, email: null })
  }),
  http.post(GIGYA.partnerLogout, async ({ request }) => {
    manager.partnerLogouts.push({ key: request.headers.get('x-api-key'), body: await request.json() })
    return new HttpResponse(null, { status: 204 })
  }),
]

const config: FederationConfig = [
  {
    kind: 'partner',
    name: 'gigya',
    label: 'Gigya',
    protocol: 'gigya',
    endpoint: GIGYA.verify,
    logoutEndpoint: GIGYA.logout,
    apiKey: API_KEY,
  },
  { kind: 'partner', name: 'gigya-plain', label: 'Gigya without logout', protocol: 'gigya', endpoint: GIGYA.verify, apiKey: API_KEY },
  {
    kind: 'partner',
    name: 'pbr',
    label: 'PBR',
    protocol: 'credentials',
    endpoint: GIGYA.partnerVerify,
    logoutEndpoint: GIGYA.partnerLogout,
    apiKey: API_KEY,
  },
]

describe.each(testDrivers)('logout at a partner identity manager on %s', (driver) => {
  const t = useTestDatabase(driver)
  resetFederationTables(t)
  const makePlatform = platformFactory()
  const server = setupServer(...handlers)
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    manager.logoutAnswer = 'ok'
    manager.logouts = []
    manager.partnerLogouts = []
  })
  afterAll(() => server.close())

  const setup = (extra: Record<string, unknown> = {}) => {
    const logger = recordingLogger()
    return { platform: makePlatform(t.database, { logger, federation: config, ...extra }), logger }
  }
  const gigyaSignIn = async (platform: ReturnType<typeof setup>['platform'], uid = 'g-7', provider = 'gigya') => {
    const res = await call(platform, 'POST', provider === 'gigya' ? '/api/login/gigya' : `/api/login/partner/${provider}`, {
      body: { uid, uidSignature: 'good-signature', signatureTimestamp: '1700000000' },
    })
    expect(res.status).toBe(200)
    return res.body as { authorisationToken: string; refreshToken: string }
  }

  it('a session that signed in through the manager is ended there, with its UID and the site key', async () => {
    const { platform, logger } = setup()
    const tokens = await gigyaSignIn(platform)
    expect(manager.logouts).toHaveLength(0)
    const out = await call(platform, 'POST', '/api/logout', { body: { refreshToken: tokens.refreshToken } })
    expect(out.status).toBe(204)
    expect(manager.logouts.map((f) => Object.fromEntries(f))).toEqual([{ UID: 'g-7', apiKey: API_KEY }])
    // The platform session is over too.
    expect((await call(platform, 'POST', '/api/token/refresh', { body: { refreshToken: tokens.refreshToken } })).status).toBe(401)
    // Logging out again (an already revoked token) asks the manager nothing.
    expect((await call(platform, 'POST', '/api/logout', { body: { refreshToken: tokens.refreshToken } })).status).toBe(204)
    expect(manager.logouts).toHaveLength(1)
    expect(logger.lines.join('\n')).not.toContain(API_KEY)
  })

  it('the session remembers the manager across token rotation and a profile switch', async () => {
    const { platform } = setup()
    const first = await gigyaSignIn(platform, 'g-rot')
    const rotated = (await call(platform, 'POST', '/api/token/refresh', { body: { refreshToken: first.refreshToken } })).body
    const profiles = await call(platform, 'GET', '/api/user/profiles', { token: rotated.authorisationToken })
    const profileId = profiles.body.profiles[0].id as string
    const switched = await call(platform, 'POST', `/api/user/profiles/${profileId}/select`, {
      token: rotated.authorisationToken,
      body: { refreshToken: rotated.refreshToken },
    })
    expect(switched.status).toBe(200)
    // The replaced session is over; the new one still logs out at the manager.
    expect((await call(platform, 'POST', '/api/token/refresh', { body: { refreshToken: rotated.refreshToken } })).status).toBe(401)
    expect(manager.logouts).toHaveLength(0)
    expect((await call(platform, 'POST', '/api/logout', { body: { refreshToken: switched.body.refreshToken } })).status).toBe(204)
    expect(manager.logouts.map((f) => f.get('UID'))).toEqual(['g-rot'])
  })

  it.each(['error-code', 'http-500', 'network'] as const)(
    'a failure at the manager (%s) is only logged: the logout still succeeds',
    async (answer) => {
      const { platform, logger } = setup()
      const tokens = await gigyaSignIn(platform, `g-${answer}`)
      manager.logoutAnswer = answer
      const out = await call(platform, 'POST', '/api/logout', { body: { refreshToken: tokens.refreshToken } })
      expect(out.status).toBe(204)
      expect(manager.logouts).toHaveLength(1)
      expect((await call(platform, 'POST', '/api/token/refresh', { body: { refreshToken: tokens.refreshToken } })).status).toBe(401)
      expect(logger.lines.filter((l) => l.includes('logout at gigya failed'))).toHaveLength(1)
      expect(logger.lines.join('\n')).not.toContain(API_KEY)
      expect(logger.lines.join('\n')).not.toContain(`g-${answer}`)
    },
  )

  it('a manager that does not answer in time does not hold the logout', async () => {
    const logger = recordingLogger()
    manager.logoutAnswer = 'slow'
    // The platform gives its partner service a 5 s limit; the same service with a short one here.
    const started = Date.now()
    const partners = createPartnerService({
      federation: { provider: () => config[0], identitiesOf: async () => [{ provider: 'gigya', subject: 'g-slow' }] } as never,
      fetch: (input, init) => fetch(input, init),
      logger,
      logoutTimeoutMs: 100,
    })
    await partners.endSession({ accountId: 'a', signInProvider: 'gigya' })
    expect(Date.now() - started).toBeLessThan(1500)
    expect(manager.logouts).toHaveLength(1)
    expect(logger.lines).toEqual(['[federation] logout at gigya failed: no answer in time'])
  })

  it('sessions of email and password, and of a manager without a logout endpoint, ask no partner', async () => {
    const { platform } = setup()
    await createAccount(t.database, { email: 'pat@example.test' })
    const login = await call(platform, 'POST', '/api/login', { body: { id: 'pat@example.test', secret: 'correct horse battery' } })
    expect((await call(platform, 'POST', '/api/logout', { body: { refreshToken: login.body.refreshToken } })).status).toBe(204)
    const plain = await gigyaSignIn(platform, 'g-plain', 'gigya-plain')
    expect((await call(platform, 'POST', '/api/logout', { body: { refreshToken: plain.refreshToken } })).status).toBe(204)
    expect(manager.logouts).toHaveLength(0)
    expect(manager.partnerLogouts).toHaveLength(0)
  })

  it('another partner protocol with a logout endpoint gets the person’s id as JSON, with its key', async () => {
    const { platform } = setup()
    const pbr = await call(platform, 'POST', '/api/login/auth-provider/pbr', { body: { id: 'pat', secret: 'right' } })
    expect(pbr.status).toBe(200)
    expect((await call(platform, 'POST', '/api/logout', { body: { refreshToken: pbr.body.refreshToken } })).status).toBe(204)
    expect(manager.partnerLogouts).toEqual([{ key: API_KEY, body: { userId: 'p-pat' } }])
  })
})
