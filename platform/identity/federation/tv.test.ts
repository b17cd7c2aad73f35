import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDrivers, useTestDatabase } from '../../test/databases.ts'
import { call, platformFactory } from '../../test/helpers.ts'
import { DEMO_TV_REQUESTOR, DEMO_TV_RESOURCE, startDemoTvProvider, type DemoTvProvider } from './demo/tv-provider.ts'
import { recordingLogger, resetFederationTables } from './test/helpers.ts'

const APP = 'http://app.test'

describe.each(testDrivers)('TV-provider sign-in against the demo TV provider on %s', (driver) => {
  const t = useTestDatabase(driver)
  resetFederationTables(t)
  const makePlatform = platformFactory()
  let tv: DemoTvProvider

  beforeAll(async () => {
    tv = await startDemoTvProvider({ allowedReturnOrigins: [APP] })
  })
  afterAll(async () => {
    await tv?.close()
  })

  const setup = (allowUnlink = true) =>
    makePlatform(t.database, {
      logger: recordingLogger(),
      federation: [
        {
          kind: 'tv',
          name: 'adobe',
          label: 'TV provider',
          baseUri: tv.baseUri,
          requestorId: DEMO_TV_REQUESTOR,
          resourceId: DEMO_TV_RESOURCE,
          softwareStatement: tv.softwareStatement,
          featured: ['demo-cable'],
          allowUnlink,
        },
      ],
    })

  async function register() {
    const res = await fetch(`${tv.baseUri}/o/client/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ software_statement: tv.softwareStatement }),
    })
    expect(res.status).toBe(201)
    const body = (await res.json()) as { client_id: string; client_secret: string }
    return { clientId: body.client_id, clientSecret: body.client_secret }
  }

  /** The viewer signs in at their TV provider's page with the code (what the browser does). */
  async function signInAtProvider(code: string, mvpd: string, username: string, password = 'tv-demo-2026') {
    const form = new URLSearchParams({
      reg_code: code,
      mvpd,
      redirect_url: `${APP}/providers/success`,
      failure_url: `${APP}/providers/failure`,
      username,
      password,
    })
    const res = await fetch(`${tv.baseUri}/api/v1/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      redirect: 'manual',
    })
    return res
  }

  it('regcode with a registered client, sign-in at the provider, then tokens for a linked account', async () => {
    const platform = setup()
    const client = await register()
    const reg = await call(platform, 'POST', '/api/v3/adobe/regcode', { body: { requestorId: DEMO_TV_REQUESTOR, ...client } })
    expect(reg.status).toBe(200)
    expect(reg.body).toEqual({ accessToken: expect.any(String), code: expect.stringMatching(/^[0-9A-F]{7}$/) })

    // Before the viewer signs in at the provider: 412, which restarts the flow on a first attempt.
    const early = await call(platform, 'POST', '/api/user/adobe', {
      body: { requestorId: DEMO_TV_REQUESTOR, resourceId: DEMO_TV_RESOURCE, code: reg.body.code, accessToken: reg.body.accessToken },
    })
    expect(early).toMatchObject({ status: 412, body: { code: 'NOT_AUTHENTICATED' } })

    const back = await signInAtProvider(reg.body.code, 'demo-cable', 'tv@demo-cable.test')
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe(`${APP}/providers/success`)

    const res = await call(platform, 'POST', '/api/user/adobe', {
      body: { requestorId: DEMO_TV_REQUESTOR, resourceId: DEMO_TV_RESOURCE, code: reg.body.code, accessToken: reg.body.accessToken },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ linkedAccounts: [{ provider: 'adobe' }], created: true })
    const me = await call(platform, 'GET', '/api/user/me', { token: res.body.authorisationToken })
    expect(me.body).toMatchObject({ isGuest: false, email: expect.stringMatching(/^adobe\.[0-9a-z_-]{16}@federated\.invalid$/) })

    // A second sign-in by the same subscriber reaches the same account.
    const reg2 = await call(platform, 'POST', '/api/v3/adobe/regcode', { body: { requestorId: DEMO_TV_REQUESTOR, ...client } })
    await signInAtProvider(reg2.body.code, 'demo-cable', 'tv@demo-cable.test')
    const res2 = await call(platform, 'POST', '/api/user/adobe', {
      body: { requestorId: DEMO_TV_REQUESTOR, resourceId: DEMO_TV_RESOURCE, code: reg2.body.code, accessToken: reg2.body.accessToken },
    })
    expect(decodeJwt(res2.body.authorisationToken).sub).toBe(decodeJwt(res.body.authorisationToken).sub)
    expect(res2.body.created).toBe(false)
  })

  it('answers 400 for a client the provider no longer knows (the app then registers again once)', async () => {
    const platform = setup()
    const client = await register()
    tv.forgetClients()
    const res = await call(platform, 'POST', '/api/v3/adobe/regcode', { body: { requestorId: DEMO_TV_REQUESTOR, ...client } })
    expect(res).toMatchObject({ status: 400, body: { code: 'INVALID_CLIENT' } })
    const fresh = await register()
    expect((await call(platform, 'POST', '/api/v3/adobe/regcode', { body: { requestorId: DEMO_TV_REQUESTOR, ...fresh } })).status).toBe(200)
  })

  it('a package without the realm’s resource is refused with 403 NOT_AUTHORIZED; wrong provider password stays on the provider page', async () => {
    const platform = setup()
    const client = await register()
    const reg = await call(platform, 'POST', '/api/v3/adobe/regcode', { body: { requestorId: DEMO_TV_REQUESTOR, ...client } })
    expect((await signInAtProvider(reg.body.code, 'basic-antenna', 'tv@basic-antenna.test', 'wrong')).status).toBe(401)
    await signInAtProvider(reg.body.code, 'basic-antenna', 'tv@basic-antenna.test')
    const res = await call(platform, 'POST', '/api/user/adobe', {
      body: { requestorId: DEMO_TV_REQUESTOR, resourceId: DEMO_TV_RESOURCE, code: reg.body.code, accessToken: reg.body.accessToken },
    })
    expect(res).toMatchObject({ status: 403, body: { code: 'NOT_AUTHORIZED', mvpd: 'basic-antenna' } })
  })

  it('validates every body, and an unknown requestor is 404', async () => {
    const platform = setup()
    const bad = await call(platform, 'POST', '/api/v3/adobe/regcode', { body: { requestorId: DEMO_TV_REQUESTOR } })
    expect(bad).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', fields: { clientId: [expect.any(String)], clientSecret: [expect.any(String)] } },
    })
    const unknown = await call(platform, 'POST', '/api/v3/adobe/regcode', {
      body: { requestorId: 'nobody', clientId: 'a', clientSecret: 'b' },
    })
    expect(unknown.status).toBe(404)
  })

  it('unlinks when linked and allowed; refuses when the realm does not allow it', async () => {
    for (const allowed of [true, false]) {
      const platform = setup(allowed)
      const client = await register()
      const reg = await call(platform, 'POST', '/api/v3/adobe/regcode', { body: { requestorId: DEMO_TV_REQUESTOR, ...client } })
      await signInAtProvider(reg.body.code, 'demo-fibre', 'tv@demo-fibre.test')
      const signed = await call(platform, 'POST', '/api/user/adobe', {
        body: { requestorId: DEMO_TV_REQUESTOR, resourceId: DEMO_TV_RESOURCE, code: reg.body.code, accessToken: reg.body.accessToken },
      })
      const token = signed.body.authorisationToken
      const res = await call(platform, 'DELETE', '/api/user/adobe', { token, body: { requestorId: DEMO_TV_REQUESTOR } })
      if (allowed) {
        expect(res).toMatchObject({ status: 200, body: { linkedAccounts: [] } })
        expect((await call(platform, 'DELETE', '/api/user/adobe', { token, body: { requestorId: DEMO_TV_REQUESTOR } })).status).toBe(404)
      } else expect(res).toMatchObject({ status: 403, body: { code: 'UNLINK_NOT_ALLOWED' } })
    }
  })
})
