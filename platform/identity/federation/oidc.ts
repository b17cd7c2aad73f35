/**
 * The OpenID Connect relying party: discovery, PKCE, the code exchange and ID-token checks
 * (signature against the provider's published keys, iss, aud, exp, nonce). Plain OAuth 2
 * providers share the exchange and add a user-info call.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose'
import * as z from 'zod'

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url')
export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url')
export const pkceChallenge = (verifier: string) => sha256(verifier)

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

export class ProviderCallFailed extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'ProviderCallFailed'
  }
}

const Discovery = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  userinfo_endpoint: z.url().optional(),
  end_session_endpoint: z.url().optional(),
  prompt_values_supported: z.array(z.string()).optional(),
})
export type Discovery = z.infer<typeof Discovery>

const TokenAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  id_token: z.string().optional(),
  refresh_token: z.string().optional(),
  expires_in: z.number().optional(),
})
export type TokenAnswer = z.infer<typeof TokenAnswer>

export interface IdTokenCheck {
  issuer: string | string[]
  audience: string
  jwksUri: string
  /** the nonce stored with the request; the token must carry the same one */
  nonce?: string
}

export function createOidcRelyingParty(deps: { fetch: typeof fetch; now: () => Date }) {
  const discoveries = new Map<string, Promise<Discovery>>()
  const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>()

  async function getJson(url: string, init: RequestInit = {}): Promise<unknown> {
    const res = await deps.fetch(url, { ...init, headers: { accept: 'application/json', ...(init.headers ?? {}) }, redirect: 'error' })
    if (!res.ok) throw new ProviderCallFailed(`${new URL(url).host} answered ${res.status}`, res.status)
    return res.json()
  }

  return {
    /** The provider's metadata, cached; the document must name the configured issuer exactly. */
    discover(issuer: string): Promise<Discovery> {
      let pending = discoveries.get(issuer)
      if (!pending) {
        pending = getJson(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`).then((body) => {
          const doc = Discovery.parse(body)
          if (doc.issuer !== issuer) throw new ProviderCallFailed(`discovery names issuer ${doc.issuer}, expected ${issuer}`)
          return doc
        })
        discoveries.set(issuer, pending)
        pending.catch(() => discoveries.delete(issuer))
      }
      return pending
    },

    /** The authorisation-code exchange (with the PKCE verifier); client_secret_basic when there is a secret. */
    async exchangeCode(opts: {
      tokenEndpoint: string
      clientId: string
      clientSecret?: string
      code: string
      redirectUri: string
      codeVerifier?: string
    }): Promise<TokenAnswer> {
      const form = new URLSearchParams({ grant_type: 'authorization_code', code: opts.code, redirect_uri: opts.redirectUri })
      if (opts.codeVerifier) form.set('code_verifier', opts.codeVerifier)
      const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }
      if (opts.clientSecret) {
        const basic = `${encodeURIComponent(opts.clientId)}:${encodeURIComponent(opts.clientSecret)}`
        headers.authorization = `Basic ${Buffer.from(basic).toString('base64')}`
      } else form.set('client_id', opts.clientId)
      const body = await getJson(opts.tokenEndpoint, { method: 'POST', headers, body: form.toString() })
      const parsed = TokenAnswer.safeParse(body)
      if (!parsed.success) throw new ProviderCallFailed('the token endpoint answered without an access token')
      return parsed.data
    },

    /** Verifies an ID token: signature by the provider's keys, issuer, audience, expiry, nonce. */
    async verifyIdToken(token: string, check: IdTokenCheck): Promise<JWTPayload> {
      let keys = keySets.get(check.jwksUri)
      if (!keys) {
        keys = createRemoteJWKSet(new URL(check.jwksUri))
        keySets.set(check.jwksUri, keys)
      }
      const { payload } = await jwtVerify(token, keys, {
        issuer: check.issuer,
        audience: check.audience,
        currentDate: deps.now(),
        algorithms: ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'],
        requiredClaims: ['sub', 'exp', 'iat'],
      })
      // With several audiences the token must be meant for us (OIDC core 3.1.3.7 step 4-5).
      if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== check.audience)
        throw new ProviderCallFailed('the ID token is for another party')
      if (check.nonce !== undefined && (typeof payload.nonce !== 'string' || !safeEqual(payload.nonce, check.nonce)))
        throw new ProviderCallFailed('the ID token nonce does not match')
      return payload
    },

    async userInfo(endpoint: string, accessToken: string): Promise<Record<string, unknown>> {
      const body = await getJson(endpoint, { headers: { authorization: `Bearer ${accessToken}` } })
      if (!body || typeof body !== 'object') throw new ProviderCallFailed('user info is not an object')
      return body as Record<string, unknown>
    },
  }
}
export type OidcRelyingParty = ReturnType<typeof createOidcRelyingParty>
