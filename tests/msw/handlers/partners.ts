/**
 * Mocked partner and social sign-in endpoints: PBR and SPTV (id and secret),
 * OPiN (token), a Gigya-type identity manager, Firebase's account lookup, and Google, Apple and
 * Facebook. Keys for the ID tokens are made per test run; `socialKeys.sign` signs tokens as
 * Google or Apple would.
 */
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose'
import { http, HttpResponse } from 'msw'

export const PARTNER = {
  pbr: 'https://pbr.partner.test/v1/verify',
  sptv: 'https://sptv.partner.test/auth/login',
  opin: 'https://opin.partner.test/api/v1/verify',
  gigya: 'https://accounts.gigya.test/accounts.getAccountInfo',
  firebase: 'https://identitytoolkit.firebase.test/v1/accounts:lookup',
  googleJwks: 'https://www.googleapis.test/oauth2/v3/certs',
  apple: 'https://appleid.apple.test',
  facebookToken: 'https://graph.facebook.test/v10.0/oauth/access_token',
  facebookMe: 'https://graph.facebook.test/me',
  facebookAuthorize: 'https://www.facebook.test/v10.0/dialog/oauth',
} as const

export const PARTNER_API_KEY = 'partner-api-key-not-for-logs'

export async function makeSocialKeys() {
  const { privateKey, publicKey } = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }
  const other = await generateKeyPair('RS256')
  return {
    jwks: { keys: [jwk] },
    /** Signs claims with the published key (or, with `forge`, with a key nobody published). */
    async sign(claims: JWTPayload, opts: { forge?: boolean; expiresIn?: string } = {}) {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuedAt()
        .setExpirationTime(opts.expiresIn ?? '10m')
        .sign(opts.forge ? other.privateKey : privateKey)
    },
  }
}
export type SocialKeys = Awaited<ReturnType<typeof makeSocialKeys>>

export function partnerHandlers(keys: SocialKeys, seen: { requests: Request[] } = { requests: [] }) {
  const keyOk = (request: Request) => request.headers.get('x-api-key') === PARTNER_API_KEY
  const credentials =
    (userId: string, id: string, secret: string, email: string) =>
    async ({ request }: { request: Request }) => {
      seen.requests.push(request.clone())
      if (!keyOk(request)) return HttpResponse.json({ error: 'bad key' }, { status: 403 })
      const body = (await request.json()) as { id?: string; secret?: string }
      if (body.id !== id || body.secret !== secret) return HttpResponse.json({ error: 'invalid credentials' }, { status: 401 })
      return HttpResponse.json({ userId, email, name: 'Pat Partner' })
    }
  return [
    http.post(PARTNER.pbr, credentials('pbr-1', 'pat@pbr.test', 'pbr-right', 'pat@pbr.test')),
    http.post(PARTNER.sptv, credentials('sptv-9', 'sam', 'sptv-right', 'sam@sptv.test')),
    http.post(PARTNER.opin, async ({ request }) => {
      if (!keyOk(request)) return HttpResponse.json({ error: 'bad key' }, { status: 403 })
      const body = (await request.json()) as { token?: string }
      if (body.token !== 'opin-good') return HttpResponse.json({ error: 'expired' }, { status: 401 })
      return HttpResponse.json({ userId: 7, email: null })
    }),
    http.post(PARTNER.gigya, async ({ request }) => {
      const form = new URLSearchParams(await request.text())
      if (form.get('apiKey') !== PARTNER_API_KEY) return HttpResponse.json({ errorCode: 400093, errorMessage: 'Invalid ApiKey parameter' })
      if (form.get('UIDSignature') !== 'good-signature') return HttpResponse.json({ errorCode: 403042, errorMessage: 'Invalid LoginID' })
      return HttpResponse.json({
        errorCode: 0,
        UID: form.get('UID'),
        profile: { email: 'gina@gigya.test', firstName: 'Gina', lastName: 'Gee' },
      })
    }),
    http.post(PARTNER.firebase, async ({ request }) => {
      if (new URL(request.url).searchParams.get('key') !== PARTNER_API_KEY)
        return HttpResponse.json({ error: { code: 400, message: 'API key not valid' } }, { status: 400 })
      const { idToken } = (await request.json()) as { idToken?: string }
      switch (idToken) {
        case 'fb-good':
          return HttpResponse.json({
            users: [{ localId: 'fire-1', email: 'fern@firebase.test', emailVerified: true, displayName: 'Fern' }],
          })
        case 'fb-invalid':
          return HttpResponse.json({ error: { code: 'auth/invalid-credential', message: 'INVALID_ID_TOKEN' } }, { status: 400 })
        case 'fb-blocked':
          return HttpResponse.json(
            {
              error: {
                code: 'auth/internal-error',
                message:
                  'HTTP Cloud Function returned an error: {"error":{"message":"Sign-ups from your region are paused.","status":"PERMISSION_DENIED"}}',
              },
            },
            { status: 400 },
          )
        case 'fb-appcheck':
          return HttpResponse.json(
            { error: { code: 'appCheck/fetch-status-error', message: 'App Check token is invalid.' } },
            { status: 401 },
          )
        default:
          return HttpResponse.json({ error: { code: 'auth/network-request-failed', message: 'BOOM' } }, { status: 500 })
      }
    }),
    http.get(PARTNER.googleJwks, () => HttpResponse.json(keys.jwks)),
    http.get(`${PARTNER.apple}/.well-known/openid-configuration`, () =>
      HttpResponse.json({
        issuer: PARTNER.apple,
        authorization_endpoint: `${PARTNER.apple}/auth/authorize`,
        token_endpoint: `${PARTNER.apple}/auth/token`,
        jwks_uri: `${PARTNER.apple}/auth/keys`,
      }),
    ),
    http.get(`${PARTNER.apple}/auth/keys`, () => HttpResponse.json(keys.jwks)),
    http.post(`${PARTNER.apple}/auth/token`, async ({ request }) => {
      const form = new URLSearchParams(await request.text())
      const [code, nonce] = (form.get('code') ?? '').split('.')
      if (code !== 'apple-code' || form.get('redirect_uri') !== 'https://app.test/login/apple')
        return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 })
      const idToken = await keys.sign({
        iss: PARTNER.apple,
        aud: 'test.marquee.web',
        sub: 'apple-001',
        email: 'ann@privaterelay.apple.test',
        nonce,
      })
      return HttpResponse.json({ access_token: 'apple-at', token_type: 'bearer', id_token: idToken })
    }),
    http.post(PARTNER.facebookToken, async ({ request }) => {
      seen.requests.push(request.clone())
      const form = new URLSearchParams(await request.text())
      if (form.get('code') !== 'fb-code') return HttpResponse.json({ error: { message: 'invalid code' } }, { status: 400 })
      return HttpResponse.json({ access_token: 'fb-access', token_type: 'bearer' })
    }),
    http.get(PARTNER.facebookMe, ({ request }) => {
      if (request.headers.get('authorization') !== 'Bearer fb-access') return HttpResponse.json({ error: 'bad token' }, { status: 401 })
      return HttpResponse.json({ id: '1000042', name: 'Fay Book', email: 'fay@facebook.test' })
    }),
  ]
}
