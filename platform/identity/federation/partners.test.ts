import { decodeJwt } from 'jose'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { makeSocialKeys, PARTNER, PARTNER_API_KEY, partnerHandlers, type SocialKeys } from '../../../tests/msw/handlers/partners.ts'
import { testDrivers, useTestDatabase } from '../../test/databases.ts'
import { call, createAccount, platformFactory } from '../../test/helpers.ts'
import type { FederationConfig } from './config.ts'
import { blockingFunctionMessage, mapFirebaseError } from './partners.ts'
import { recordingLogger, resetFederationTables } from './test/helpers.ts'

const config: FederationConfig = [
  { kind: 'partner', name: 'pbr', label: 'PBR', protocol: 'credentials', endpoint: PARTNER.pbr, apiKey: PARTNER_API_KEY },
  { kind: 'partner', name: 'sptv', label: 'SPTV', protocol: 'credentials', endpoint: PARTNER.sptv, apiKey: PARTNER_API_KEY },
  { kind: 'partner', name: 'opin', label: 'OPiN', protocol: 'token', endpoint: PARTNER.opin, apiKey: PARTNER_API_KEY },
  { kind: 'partner', name: 'gigya', label: 'Gigya', protocol: 'gigya', endpoint: PARTNER.gigya, apiKey: PARTNER_API_KEY },
  { kind: 'partner', name: 'firebase', label: 'Firebase', protocol: 'firebase', endpoint: PARTNER.firebase, apiKey: PARTNER_API_KEY },
  {
    kind: 'id-token',
    name: 'google',
    label: 'Google',
    issuers: ['https://accounts.google.com', 'accounts.google.com'],
    jwksUri: PARTNER.googleJwks,
    clientId: 'google-client.apps.test',
  },
  {
    kind: 'oidc',
    name: 'apple',
    label: 'Apple',
    issuer: PARTNER.apple,
    clientId: 'test.marquee.web',
    clientSecret: 'apple-client-secret',
    redirectUris: ['https://app.test/login/apple'],
    scopes: ['openid', 'email'],
  },
  {
    kind: 'oauth',
    name: 'facebook',
    label: 'Facebook',
    authorizationEndpoint: PARTNER.facebookAuthorize,
    tokenEndpoint: PARTNER.facebookToken,
    userinfoEndpoint: PARTNER.facebookMe,
    clientId: 'fb-app',
    clientSecret: 'fb-secret',
    redirectUris: ['https://app.test/oauth/facebook'],
    scopes: ['email'],
    subjectField: 'id',
    emailField: 'email',
    nameField: 'name',
  },
]

describe('Firebase error mapping', () => {
  it('maps app-check, invalid credential, blocking functions and everything else', () => {
    expect(mapFirebaseError({ code: 'appCheck/fetch-status-error', message: 'x' })).toEqual({ labelKey: 'appCheckFailed' })
    expect(mapFirebaseError({ code: 'auth/invalid-credential' })).toEqual({ labelKey: 'invalidCurrentCredentials' })
    expect(
      mapFirebaseError({
        code: 'auth/internal-error',
        message:
          'Firebase: HTTP Cloud Function returned an error: {"error":{"message":"Too young to sign up","status":"INVALID_ARGUMENT"}} (auth/internal-error).',
      }),
    ).toEqual({ labelKey: 'blockingFunctionError', message: 'Too young to sign up' })
    expect(mapFirebaseError({ code: 'auth/internal-error', message: 'no json here' })).toEqual({ labelKey: 'failedAuthentication' })
    expect(mapFirebaseError({ code: 'auth/user-disabled' })).toEqual({ labelKey: 'failedAuthentication' })
    expect(mapFirebaseError({})).toEqual({ labelKey: 'failedAuthentication' })
    expect(blockingFunctionMessage('prefix {"error":{"message":"  "}}')).toBeUndefined()
  })
})

describe.each(testDrivers)('partner and social providers against mocked endpoints on %s', (driver) => {
  const t = useTestDatabase(driver)
  resetFederationTables(t)
  const makePlatform = platformFactory()
  let keys: SocialKeys
  const seen = { requests: [] as Request[] }
  let server: ReturnType<typeof setupServer>

  beforeAll(async () => {
    keys = await makeSocialKeys()
    server = setupServer(...partnerHandlers(keys, seen))
    server.listen({ onUnhandledRequest: 'error' })
  })
  afterEach(() => {
    seen.requests = []
  })
  afterAll(() => server.close())

  const setup = () => {
    const logger = recordingLogger()
    return { platform: makePlatform(t.database, { logger, federation: config }), logger }
  }

  it('PBR and SPTV: id and secret checked by the partner; the same person signs in to the same account', async () => {
    const { platform, logger } = setup()
    const pbr = await call(platform, 'POST', '/api/login/auth-provider/pbr', { body: { id: 'pat@pbr.test', secret: 'pbr-right' } })
    expect(pbr).toMatchObject({ status: 200, body: { linkedAccounts: [{ provider: 'pbr' }], created: true } })
    expect(seen.requests[0]!.headers.get('x-api-key')).toBe(PARTNER_API_KEY)
    const again = await call(platform, 'POST', '/api/login/partner/pbr', { body: { id: 'pat@pbr.test', secret: 'pbr-right' } })
    expect(decodeJwt(again.body.authorisationToken).sub).toBe(decodeJwt(pbr.body.authorisationToken).sub)

    const wrong = await call(platform, 'POST', '/api/login/sptv', { body: { id: 'sam', secret: 'nope' } })
    expect(wrong).toMatchObject({
      status: 401,
      body: { code: 'FAILED_AUTHENTICATION', labelKey: 'invalidCurrentCredentials', provider: 'sptv' },
    })
    const sptv = await call(platform, 'POST', '/api/login/sptv', { body: { id: 'sam', secret: 'sptv-right' } })
    expect(sptv.status).toBe(200)
    const empty = await call(platform, 'POST', '/api/login/sptv', { body: { id: '', secret: '' } })
    expect(empty).toMatchObject({ status: 400, body: { fields: { id: ['Enter your id.'], secret: ['Enter your password.'] } } })
    // Partner secrets never reach the logs.
    expect(logger.lines.join('\n')).not.toContain(PARTNER_API_KEY)
    expect(logger.lines.join('\n')).not.toContain('sptv-right')
  })

  it('a PBR path does not reach a partner of another protocol, nor an unknown one', async () => {
    const { platform } = setup()
    expect((await call(platform, 'POST', '/api/login/auth-provider/opin', { body: { id: 'a', secret: 'b' } })).status).toBe(404)
    expect((await call(platform, 'POST', '/api/login/auth-provider/nobody', { body: { id: 'a', secret: 'b' } })).status).toBe(404)
  })

  it('OPiN token sign-in, with no email at the partner', async () => {
    const { platform } = setup()
    const ok = await call(platform, 'POST', '/api/v1/opin-auth', { body: { opinAuthToken: 'opin-good' } })
    expect(ok).toMatchObject({ status: 200, body: { linkedAccounts: [{ provider: 'opin' }] } })
    const me = await call(platform, 'GET', '/api/user/me', { token: ok.body.authorisationToken })
    expect(me.body.email).toMatch(/@federated\.invalid$/)
    expect(await call(platform, 'POST', '/api/v1/opin-auth', { body: { opinAuthToken: 'opin-stale' } })).toMatchObject({
      status: 401,
      body: { labelKey: 'invalidCurrentCredentials' },
    })
  })

  it('Gigya-type identity manager: the signature is checked there; an existing email asks to link (409 naming the provider)', async () => {
    const { platform } = setup()
    const bad = await call(platform, 'POST', '/api/login/gigya', {
      body: { uid: 'g-1', uidSignature: 'forged', signatureTimestamp: '1700000000' },
    })
    expect(bad).toMatchObject({ status: 401, body: { labelKey: 'invalidCurrentCredentials' } })
    await createAccount(t.database, { email: 'gina@gigya.test' })
    const conflict = await call(platform, 'POST', '/api/login/gigya', {
      body: { uid: 'g-1', uidSignature: 'good-signature', signatureTimestamp: '1700000000' },
    })
    expect(conflict).toMatchObject({ status: 409, body: { code: 'ACCOUNT_CONFLICT', provider: 'id', linkToken: expect.any(String) } })
  })

  it('Firebase token sign-in and its error mapping', async () => {
    const { platform } = setup()
    const ok = await call(platform, 'POST', '/api/firebase-auth', { body: { firebaseAuthToken: 'fb-good', firebaseRefreshToken: 'r' } })
    expect(ok).toMatchObject({ status: 200, body: { linkedAccounts: [{ provider: 'firebase' }] } })
    const cases: Array<[string, Record<string, unknown>]> = [
      ['fb-invalid', { labelKey: 'invalidCurrentCredentials' }],
      ['fb-blocked', { labelKey: 'blockingFunctionError', message: 'Sign-ups from your region are paused.' }],
      ['fb-appcheck', { labelKey: 'appCheckFailed' }],
      ['fb-other', { labelKey: 'failedAuthentication' }],
    ]
    for (const [token, expected] of cases) {
      const res = await call(platform, 'POST', '/api/firebase-auth', { body: { firebaseAuthToken: token } })
      expect(res, token).toMatchObject({ status: 401, body: { code: 'FAILED_AUTHENTICATION', provider: 'firebase', ...expected } })
    }
  })

  it('Google: an ID token signed by the published keys for our client id; forged, foreign or expired ones are refused', async () => {
    const { platform } = setup()
    const claims = {
      iss: 'https://accounts.google.com',
      aud: 'google-client.apps.test',
      sub: 'g-123',
      email: 'gus@gmail.test',
      email_verified: true,
      name: 'Gus',
    }
    const ok = await call(platform, 'POST', '/api/login/social/google', { body: { idToken: await keys.sign(claims) } })
    expect(ok).toMatchObject({ status: 200, body: { linkedAccounts: [{ provider: 'google' }] } })
    for (const [label, token] of [
      ['forged', await keys.sign(claims, { forge: true })],
      ['other audience', await keys.sign({ ...claims, aud: 'someone-else' })],
      ['other issuer', await keys.sign({ ...claims, iss: 'https://evil.test' })],
      ['expired', await keys.sign(claims, { expiresIn: '-1m' })],
      ['not a jwt', 'abc.def.ghi'],
    ] as const) {
      const res = await call(platform, 'POST', '/api/login/social/google', { body: { idToken: token } })
      expect(res, label).toMatchObject({ status: 401, body: { code: 'FAILED_AUTHENTICATION', provider: 'google' } })
    }
  })

  it('Google with a nonce (the form_post return): the token must carry the nonce the client made', async () => {
    const { platform } = setup()
    const nonce = 'g-nonce-0123456789abcdef'
    const claims = {
      iss: 'https://accounts.google.com',
      aud: 'google-client.apps.test',
      sub: 'g-456',
      email: 'gia@gmail.test',
      email_verified: true,
      nonce,
    }
    const ok = await call(platform, 'POST', '/api/login/social/google', { body: { idToken: await keys.sign(claims), nonce } })
    expect(ok).toMatchObject({ status: 200, body: { linkedAccounts: [{ provider: 'google' }] } })
    const replayed = await call(platform, 'POST', '/api/login/social/google', {
      body: { idToken: await keys.sign(claims), nonce: 'another-nonce-0123456789' },
    })
    expect(replayed).toMatchObject({ status: 401, body: { code: 'FAILED_AUTHENTICATION', provider: 'google' } })
    const without = await call(platform, 'POST', '/api/login/social/google', {
      body: { idToken: await keys.sign({ ...claims, nonce: undefined }), nonce },
    })
    expect(without.status).toBe(401)
  })

  it('partner credentials are rate-limited like the password login: failures per id, then the partner is not asked', async () => {
    const logger = recordingLogger()
    const per = { address: { max: 50, windowSeconds: 900 }, account: { max: 2, windowSeconds: 900 } }
    const limits = {
      loginFailures: { address: per.address, accountAtAddress: per.account },
      magicLink: per,
      passwordReset: per,
      signup: per,
      cardFailures: per,
      giftCodeFailures: per,
    }
    // the time held still, so the 15-minute window cannot turn over between the tries
    const at = new Date()
    const platform = makePlatform(t.database, { logger, federation: config, rateLimits: limits, now: () => at })
    for (let i = 0; i < 2; i++)
      expect((await call(platform, 'POST', '/api/login/sptv', { body: { id: 'sam', secret: 'nope' } })).status).toBe(401)
    seen.requests = []
    const blocked = await call(platform, 'POST', '/api/login/sptv', { body: { id: 'sam', secret: 'sptv-right' } })
    expect(blocked).toMatchObject({ status: 429, body: { code: 'TOO_MANY_ATTEMPTS', labelKey: 'tooManyAttempts', provider: 'sptv' } })
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(blocked.body).not.toHaveProperty('retryAfter')
    expect(seen.requests).toHaveLength(0)
    // another id is not held back by sam's failures
    expect(
      (await call(platform, 'POST', '/api/login/auth-provider/pbr', { body: { id: 'pat@pbr.test', secret: 'pbr-right' } })).status,
    ).toBe(200)
  })

  it('Apple: code, nonce and callbackUri; the nonce must be the one in Apple’s ID token', async () => {
    const { platform } = setup()
    const nonce = 'n-0123456789abcdef'
    const ok = await call(platform, 'POST', '/api/login/apple-id', {
      body: { code: `apple-code.${nonce}`, nonce, callbackUri: 'https://app.test/login/apple' },
    })
    expect(ok).toMatchObject({ status: 200, body: { linkedAccounts: [{ provider: 'apple' }] } })
    const wrongNonce = await call(platform, 'POST', '/api/login/apple-id', {
      body: { code: `apple-code.${nonce}`, nonce: 'n-another-nonce-000', callbackUri: 'https://app.test/login/apple' },
    })
    expect(wrongNonce).toMatchObject({ status: 401, body: { code: 'FAILED_AUTHENTICATION' } })
    const badCallback = await call(platform, 'POST', '/api/login/apple-id', {
      body: { code: 'apple-code', nonce, callbackUri: 'https://evil.test/cb' },
    })
    expect(badCallback).toMatchObject({ status: 400, body: { code: 'REDIRECT_URI_MISMATCH' } })
  })

  it('Facebook: the code exchanged, the person read from the graph', async () => {
    const { platform } = setup()
    const ok = await call(platform, 'POST', '/api/login/social/facebook', {
      body: { code: 'fb-code', redirectUri: 'https://app.test/oauth/facebook' },
    })
    expect(ok).toMatchObject({ status: 200, body: { linkedAccounts: [{ provider: 'facebook' }] } })
    const me = await call(platform, 'GET', '/api/user/me', { token: ok.body.authorisationToken })
    expect(me.body).toMatchObject({ email: 'fay@facebook.test', name: 'Fay Book' })
    expect(
      await call(platform, 'POST', '/api/login/social/facebook', {
        body: { code: 'stale', redirectUri: 'https://app.test/oauth/facebook' },
      }),
    ).toMatchObject({ status: 401 })
  })

  it('generic OAuth (Facebook through the redirect flow): state checked, PKCE sent, the person read from user info', async () => {
    const { platform } = setup()
    const started = await call(
      platform,
      'GET',
      `/api/oauth/facebook/auth-uri?authoriseUriFlow=SIGNIN&redirectUri=${encodeURIComponent('https://app.test/oauth/facebook')}`,
    )
    expect(started.status).toBe(200)
    const auth = new URL(started.body.authorisationUri)
    expect(auth.origin + auth.pathname).toBe(PARTNER.facebookAuthorize)
    expect(auth.searchParams.get('code_challenge_method')).toBe('S256')
    expect(auth.searchParams.get('nonce')).toBeNull()
    expect(started.body.silentAuthorisationUri).toBeNull()
    const wrongState = await call(platform, 'POST', '/api/oauth/facebook/token', {
      body: { authorisationCode: 'fb-code', state: 'w'.repeat(43) },
    })
    expect(wrongState).toMatchObject({ status: 401, body: { code: 'INVALID_STATE' } })
    const ok = await call(platform, 'POST', '/api/oauth/facebook/token', {
      body: { authorisationCode: 'fb-code', state: started.body.state },
    })
    expect(ok).toMatchObject({ status: 200, body: { linkedAccounts: [{ provider: 'facebook' }] } })
    const tokenRequest = seen.requests.find((r) => r.url.startsWith(PARTNER.facebookToken))
    const form = new URLSearchParams(await tokenRequest!.text())
    expect(form.get('code_verifier')).toMatch(/^[\w-]{64}$/)
    expect(tokenRequest!.headers.get('authorization')).toMatch(/^Basic /)
  })

  it('lists providers without their secrets', async () => {
    const { platform } = setup()
    const res = await call(platform, 'GET', '/api/auth-providers')
    expect(res.status).toBe(200)
    expect(res.body.providers.map((p: { name: string }) => p.name)).toEqual([
      'pbr',
      'sptv',
      'opin',
      'gigya',
      'firebase',
      'google',
      'apple',
      'facebook',
    ])
    const text = JSON.stringify(res.body)
    for (const secret of [PARTNER_API_KEY, 'apple-client-secret', 'fb-secret']) expect(text).not.toContain(secret)
  })
})
