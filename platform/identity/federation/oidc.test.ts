import { sql } from 'drizzle-orm'
import { createCmsStore } from '../../cms/store.ts'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDrivers, useTestDatabase } from '../../test/databases.ts'
import { call, createAccount, platformFactory, signIn } from '../../test/helpers.ts'
import { startDemoOidcProvider, type DemoOidcProvider } from './demo/oidc-provider.ts'
import { authenticateAtProvider, recordingLogger, resetFederationTables } from './test/helpers.ts'

const APP = 'http://app.test'
const CALLBACK = `${APP}/oauth/demo-oidc`
const alex = { email: 'alex@demo-id.test', password: 'demo-id-2026' }
const vera = { email: 'viewer@marquee.test', password: 'demo-id-2026' }

describe.each(testDrivers)('OpenID Connect against a real provider on %s', (driver) => {
  const t = useTestDatabase(driver)
  resetFederationTables(t)
  const makePlatform = platformFactory()
  let idp: DemoOidcProvider

  beforeAll(async () => {
    idp = await startDemoOidcProvider({ redirectUris: [CALLBACK], postLogoutRedirectUris: [`${APP}/`] })
  })
  afterAll(async () => {
    await idp?.close()
  })

  const setup = () => {
    const logger = recordingLogger()
    const platform = makePlatform(t.database, {
      logger,
      federation: [
        {
          kind: 'oidc',
          name: 'demo-oidc',
          label: 'Demo ID',
          issuer: idp.issuer,
          clientId: idp.clientId,
          clientSecret: idp.clientSecret,
          redirectUris: [CALLBACK],
          scopes: ['openid', 'email', 'profile'],
        },
      ],
    })
    return { platform, logger }
  }
  const start = (platform: ReturnType<typeof setup>['platform'], query = `redirectUri=${encodeURIComponent(CALLBACK)}`) =>
    call(platform, 'GET', `/api/openid/demo-oidc/auth-uri?authoriseUriFlow=SIGNIN&${query}`)

  it('signs in with the code: PKCE S256, state and nonce in the request, an account created and linked', async () => {
    const { platform, logger } = setup()
    const started = await start(platform, `redirectUri=${encodeURIComponent(CALLBACK)}&extraParams=${encodeURIComponent('ui_locales=es')}`)
    expect(started.status).toBe(200)
    const auth = new URL(started.body.authorisationUri)
    expect(auth.origin).toBe(idp.issuer)
    expect(Object.fromEntries(auth.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'marquee-demo',
      redirect_uri: CALLBACK,
      code_challenge_method: 'S256',
      state: started.body.state,
      ui_locales: 'es',
    })
    expect(auth.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/)
    expect(auth.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(new URL(started.body.silentAuthorisationUri).searchParams.get('prompt')).toBe('none')

    const back = await authenticateAtProvider(started.body.authorisationUri, alex, APP)
    expect(back.pathname).toBe('/oauth/demo-oidc')
    expect(back.searchParams.get('state')).toBe(started.body.state)
    const code = back.searchParams.get('code')!

    const res = await call(platform, 'POST', '/api/openid/demo-oidc/token', {
      body: { authorisationCode: code, state: started.body.state, redirectUri: CALLBACK },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ linkedAccounts: [{ provider: 'demo-oidc' }], missingInformationStatus: 'NOT_REQUIRED', created: true })
    // The provider's ID token comes back too: the client hands it to the provider at logout.
    expect(decodeJwt(res.body.idToken)).toMatchObject({ iss: idp.issuer, sub: 'demo-alex', aud: 'marquee-demo' })
    const me = await call(platform, 'GET', '/api/user/me', { token: res.body.authorisationToken })
    expect(me.body).toMatchObject({ isGuest: false, email: 'alex@demo-id.test', name: 'Alex Demo' })

    // The same person again: the same account, not a new one.
    const again = await start(platform)
    const back2 = await authenticateAtProvider(again.body.authorisationUri, alex, APP)
    const res2 = await call(platform, 'POST', '/api/openid/demo-oidc/token', {
      body: { authorisationCode: back2.searchParams.get('code'), state: again.body.state },
    })
    expect(res2.body.created).toBe(false)
    expect(decodeJwt(res2.body.authorisationToken).sub).toBe(decodeJwt(res.body.authorisationToken).sub)
    // Nothing secret reaches the logs.
    expect(logger.lines.join('\n')).not.toContain(code)
    expect(logger.lines.join('\n')).not.toContain(idp.clientSecret)
  })

  it('a new account from the provider answers REQUIRED while the realm has required terms, until it agrees through /user/consents', async () => {
    await createCmsStore(t.database.db).insertPublishedIfMissing(
      'settings',
      'realm',
      {
        id: 'realm',
        realmName: 'Marquee',
        navLayout: 'TOP',
        features: {},
        consentTerms: [{ fieldName: 'acceptTerms', fieldType: 'BINARY_CHOICE', required: true }],
      },
      'test',
      new Date(),
    )
    const { platform } = setup()
    const signInOnce = async () => {
      const started = await start(platform)
      const back = await authenticateAtProvider(started.body.authorisationUri, alex, APP)
      return call(platform, 'POST', '/api/openid/demo-oidc/token', {
        body: { authorisationCode: back.searchParams.get('code'), state: started.body.state, redirectUri: CALLBACK },
      })
    }
    const first = await signInOnce()
    expect(first.body).toMatchObject({ created: true, missingInformationStatus: 'REQUIRED' })
    const token = first.body.authorisationToken
    expect((await call(platform, 'GET', '/api/user/me', { token })).body.missingInformationStatus).toBe('REQUIRED')
    expect((await call(platform, 'PUT', '/api/user/consents', { token, body: { consentAnswers: { acceptTerms: true } } })).status).toBe(200)
    const second = await signInOnce()
    expect(second.body).toMatchObject({ created: false, missingInformationStatus: 'NOT_REQUIRED' })
  })

  it('refuses a replayed state, an unknown state and a state of another request', async () => {
    const { platform } = setup()
    const started = await start(platform)
    const back = await authenticateAtProvider(started.body.authorisationUri, alex, APP)
    const body = { authorisationCode: back.searchParams.get('code'), state: started.body.state }
    expect((await call(platform, 'POST', '/api/openid/demo-oidc/token', { body })).status).toBe(200)
    const replay = await call(platform, 'POST', '/api/openid/demo-oidc/token', { body })
    expect(replay).toMatchObject({ status: 401, body: { code: 'INVALID_STATE' } })
    const unknown = await call(platform, 'POST', '/api/openid/demo-oidc/token', { body: { ...body, state: 'x'.repeat(43) } })
    expect(unknown).toMatchObject({ status: 401, body: { code: 'INVALID_STATE' } })
  })

  it('refuses an expired request', async () => {
    const { platform } = setup()
    const started = await start(platform)
    const back = await authenticateAtProvider(started.body.authorisationUri, alex, APP)
    await t.database.db.execute(sql`UPDATE federation_requests SET expires_at = now() - interval '1 second'`)
    const res = await call(platform, 'POST', '/api/openid/demo-oidc/token', {
      body: { authorisationCode: back.searchParams.get('code'), state: started.body.state },
    })
    expect(res).toMatchObject({ status: 401, body: { code: 'INVALID_STATE' } })
  })

  it('PKCE: a code issued to one request cannot be redeemed with another request’s verifier', async () => {
    const { platform } = setup()
    const a = await start(platform)
    const b = await start(platform)
    const backB = await authenticateAtProvider(b.body.authorisationUri, alex, APP)
    const res = await call(platform, 'POST', '/api/openid/demo-oidc/token', {
      body: { authorisationCode: backB.searchParams.get('code'), state: a.body.state },
    })
    expect(res).toMatchObject({ status: 401, body: { code: 'FAILED_AUTHENTICATION', provider: 'demo-oidc' } })
    expect(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM accounts`)).toMatchObject({ rows: [{ n: 0 }] })
  })

  it('nonce: an ID token whose nonce differs from the stored one is refused', async () => {
    const { platform } = setup()
    const started = await start(platform)
    const back = await authenticateAtProvider(started.body.authorisationUri, alex, APP)
    await t.database.db.execute(sql`UPDATE federation_requests SET nonce = 'another-nonce-another-nonce-another-nonce00'`)
    const res = await call(platform, 'POST', '/api/openid/demo-oidc/token', {
      body: { authorisationCode: back.searchParams.get('code'), state: started.body.state },
    })
    expect(res).toMatchObject({ status: 401, body: { code: 'FAILED_AUTHENTICATION' } })
  })

  it('redirect_uri must match a registered address exactly, and extraParams cannot override the flow', async () => {
    const { platform } = setup()
    for (const uri of [`${CALLBACK}/`, 'http://evil.test/oauth/demo-oidc', `${CALLBACK}?x=1`]) {
      const res = await start(platform, `redirectUri=${encodeURIComponent(uri)}`)
      expect(res, uri).toMatchObject({ status: 400, body: { code: 'REDIRECT_URI_MISMATCH' } })
    }
    const override = await start(
      platform,
      `redirectUri=${encodeURIComponent(CALLBACK)}&extraParams=${encodeURIComponent('redirect_uri=http://evil.test')}`,
    )
    expect(override).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', fields: { extraParams: [expect.any(String)] } } })
    const badFlow = await call(
      platform,
      'GET',
      `/api/openid/demo-oidc/auth-uri?authoriseUriFlow=OTHER&redirectUri=${encodeURIComponent(CALLBACK)}`,
    )
    expect(badFlow).toMatchObject({ status: 400, body: { fields: { authoriseUriFlow: [expect.any(String)] } } })
    expect((await call(platform, 'GET', `/api/openid/nope/auth-uri?redirectUri=${encodeURIComponent(CALLBACK)}`)).status).toBe(404)
    // a different redirect address at exchange time than at start is refused too
    const started = await start(platform)
    const res = await call(platform, 'POST', '/api/openid/demo-oidc/token', {
      body: { authorisationCode: 'whatever', state: started.body.state, redirectUri: 'http://app.test/elsewhere' },
    })
    expect(res).toMatchObject({ status: 401, body: { code: 'INVALID_STATE' } })
  })

  it('an existing account with the same email: 409 naming its provider; linking after signing in to it', async () => {
    const { platform } = setup()
    const viewerId = await createAccount(t.database, { email: vera.email, password: 'viewer-password' })
    const started = await start(platform)
    const back = await authenticateAtProvider(started.body.authorisationUri, vera, APP)
    const conflict = await call(platform, 'POST', '/api/openid/demo-oidc/token', {
      body: { authorisationCode: back.searchParams.get('code'), state: started.body.state },
    })
    expect(conflict).toMatchObject({ status: 409, body: { code: 'ACCOUNT_CONFLICT', provider: 'id', email: vera.email } })
    const { linkToken } = conflict.body
    expect(await call(platform, 'POST', '/api/external-identities/link-ticket', { body: { linkToken } })).toMatchObject({
      status: 200,
      body: { provider: 'demo-oidc' },
    })

    // Linking needs the account's owner.
    expect((await call(platform, 'POST', '/api/user/external-identities/link', { body: { linkToken } })).status).toBe(401)
    const token = await signIn(platform, vera.email, 'viewer-password')
    const linked = await call(platform, 'POST', '/api/user/external-identities/link', { token, body: { linkToken } })
    expect(linked).toMatchObject({ status: 200, body: { provider: 'demo-oidc', linkedAccounts: [{ provider: 'demo-oidc' }] } })
    // The ticket is used up.
    expect((await call(platform, 'POST', '/api/user/external-identities/link', { token, body: { linkToken } })).status).toBe(404)

    // From now on Demo ID signs in to that account.
    const again = await start(platform)
    const back2 = await authenticateAtProvider(again.body.authorisationUri, vera, APP)
    const res = await call(platform, 'POST', '/api/openid/demo-oidc/token', {
      body: { authorisationCode: back2.searchParams.get('code'), state: again.body.state },
    })
    expect(res.status).toBe(200)
    expect(decodeJwt(res.body.authorisationToken).sub).toBe(viewerId)
  })

  it('cannot link an identity already linked to another account (409 CANNOT_LINK), and the ticket stays usable for its owner', async () => {
    const { platform } = setup()
    const veraId = await createAccount(t.database, { email: vera.email, password: 'viewer-password' })
    await createAccount(t.database, { email: 'other@marquee.test', password: 'other-password' })
    const ticket = async () => {
      const started = await start(platform)
      const back = await authenticateAtProvider(started.body.authorisationUri, vera, APP)
      const res = await call(platform, 'POST', '/api/openid/demo-oidc/token', {
        body: { authorisationCode: back.searchParams.get('code'), state: started.body.state },
      })
      expect(res.status).toBe(409)
      return res.body.linkToken as string
    }
    const first = await ticket()
    const second = await ticket()
    const owner = await signIn(platform, vera.email, 'viewer-password')
    expect((await call(platform, 'POST', '/api/user/external-identities/link', { token: owner, body: { linkToken: first } })).status).toBe(
      200,
    )
    const other = await signIn(platform, 'other@marquee.test', 'other-password')
    const refused = await call(platform, 'POST', '/api/user/external-identities/link', { token: other, body: { linkToken: second } })
    expect(refused).toMatchObject({ status: 409, body: { code: 'CANNOT_LINK', provider: 'demo-oidc' } })
    const links = await call(platform, 'GET', '/api/user/external-identities', { token: other })
    expect(links.body).toEqual({ linkedAccounts: [] })
    expect((await call(platform, 'GET', '/api/user/external-identities', { token: owner })).body).toEqual({
      linkedAccounts: [{ provider: 'demo-oidc' }],
    })
    expect(veraId).toBeTruthy()
  })

  it('a signed-in caller links the provider to their own account; a second identity at the same provider cannot link', async () => {
    const { platform } = setup()
    const ownerId = await createAccount(t.database, { email: 'owner@marquee.test', password: 'owner-password' })
    const token = await signIn(platform, 'owner@marquee.test', 'owner-password')
    const started = await start(platform)
    const back = await authenticateAtProvider(started.body.authorisationUri, alex, APP)
    const res = await call(platform, 'POST', '/api/openid/demo-oidc/token', {
      token,
      body: { authorisationCode: back.searchParams.get('code'), state: started.body.state },
    })
    expect(res).toMatchObject({ status: 200, body: { linkedAccounts: [{ provider: 'demo-oidc' }], created: false } })
    expect(decodeJwt(res.body.authorisationToken).sub).toBe(ownerId)

    // Vera's Demo ID is another identity at the same provider: the owner's account already holds one.
    const again = await start(platform)
    const back2 = await authenticateAtProvider(again.body.authorisationUri, vera, APP)
    const refused = await call(platform, 'POST', '/api/openid/demo-oidc/token', {
      token,
      body: { authorisationCode: back2.searchParams.get('code'), state: again.body.state },
    })
    expect(refused).toMatchObject({ status: 409, body: { code: 'CANNOT_LINK', provider: 'demo-oidc' } })
  })

  it('gives the provider’s logout address, only back to a registered origin', async () => {
    const { platform } = setup()
    const res = await call(platform, 'GET', `/api/openid/demo-oidc/logout-uri?postLogoutRedirectUri=${encodeURIComponent(`${APP}/`)}`)
    expect(res.status).toBe(200)
    const uri = new URL(res.body.logoutUri)
    expect(uri.origin).toBe(idp.issuer)
    expect(uri.searchParams.get('post_logout_redirect_uri')).toBe(`${APP}/`)
    const evil = await call(
      platform,
      'GET',
      `/api/openid/demo-oidc/logout-uri?postLogoutRedirectUri=${encodeURIComponent('http://evil.test/')}`,
    )
    expect(evil.status).toBe(400)
    // A state to bind the return to the browser, and the sign-in's ID token as the hint.
    const hint = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJkZW1vLWFsZXgifQ.c2lnbmF0dXJl'
    const bound = await call(
      platform,
      'GET',
      `/api/openid/demo-oidc/logout-uri?postLogoutRedirectUri=${encodeURIComponent(`${APP}/logout`)}&state=s-123&idTokenHint=${hint}`,
    )
    expect(Object.fromEntries(new URL(bound.body.logoutUri).searchParams)).toMatchObject({
      post_logout_redirect_uri: `${APP}/logout`,
      state: 's-123',
      id_token_hint: hint,
      client_id: 'marquee-demo',
    })
    const notJwt = await call(platform, 'GET', `/api/openid/demo-oidc/logout-uri?idTokenHint=${encodeURIComponent('<script>')}`)
    expect(notJwt).toMatchObject({ status: 400, body: { fields: { idTokenHint: ['idTokenHint is not a JWT.'] } } })
  })
})
