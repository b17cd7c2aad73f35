import { describe, expect, it } from 'vitest'
import {
  authorizationUrl,
  checkReturn,
  partnerMessageKey,
  partnerPath,
  partnerSignInSchema,
  returnPath,
  SOCIAL_FLOW_TTL_MS,
  subRouteFlow,
  type SocialFlow,
} from './social.ts'
import type { PublicProvider } from './types.ts'

const eq = (a: string, b: string) => a === b
const base = { logoUri: null }
const apple: PublicProvider = {
  ...base,
  name: 'apple',
  kind: 'oidc',
  label: 'Apple',
  clientId: 'web.apple',
  authorizationEndpoint: 'https://id.apple.test/auth/authorize',
  scopes: ['openid', 'email'],
}
const google: PublicProvider = {
  ...base,
  name: 'google',
  kind: 'id-token',
  label: 'Google',
  clientId: 'g.apps',
  authorizationEndpoint: 'https://accounts.google.test/o/oauth2/v2/auth',
  scopes: ['openid', 'email', 'profile'],
}
const facebook: PublicProvider = {
  ...base,
  name: 'facebook',
  kind: 'oauth',
  label: 'Facebook',
  clientId: 'fb',
  authorizationEndpoint: 'https://fb.test/dialog/oauth',
  scopes: ['email'],
}

describe('which providers get a flow under /login/{provider}', () => {
  it('Apple, Google and Facebook when the platform gives their authorisation address; credentials partners', () => {
    expect(subRouteFlow(apple)).toEqual({ kind: 'apple' })
    expect(subRouteFlow(google)).toEqual({ kind: 'google' })
    expect(subRouteFlow(facebook)).toEqual({ kind: 'facebook' })
    expect(subRouteFlow({ name: 'pbr', kind: 'partner', protocol: 'credentials' })).toEqual({ kind: 'partner' })
  })
  it('not token partners, the Gigya-type manager, other OpenID providers, or Apple without an address', () => {
    for (const protocol of ['token', 'gigya', 'firebase'] as const)
      expect(subRouteFlow({ name: protocol, kind: 'partner', protocol })).toBeNull()
    expect(subRouteFlow({ name: 'demo-oidc', kind: 'oidc', authorizationEndpoint: 'https://x.test/auth' })).toBeNull()
    expect(subRouteFlow({ ...apple, authorizationEndpoint: null })).toBeNull()
    // the platform answers Google on /login/social/google only: another id-token provider has no path
    expect(subRouteFlow({ ...google, name: 'other' })).toBeNull()
  })
})

describe('the authorisation address', () => {
  const opts = { redirectUri: 'https://app.test/login/x', state: 'the-state', nonce: 'the-nonce', locale: 'es' }
  it('Apple: code by form_post, with the nonce and state', () => {
    const u = new URL(authorizationUrl(apple, 'apple', { ...opts, redirectUri: 'https://app.test/login/apple' }))
    expect(u.origin + u.pathname).toBe('https://id.apple.test/auth/authorize')
    expect(Object.fromEntries(u.searchParams)).toEqual({
      client_id: 'web.apple',
      redirect_uri: 'https://app.test/login/apple',
      state: 'the-state',
      response_type: 'code',
      response_mode: 'form_post',
      scope: 'openid email',
      nonce: 'the-nonce',
    })
  })
  it('Google: an ID token by form_post (implicit), no code; Facebook: a code in the query, no nonce', () => {
    const g = new URL(authorizationUrl(google, 'google', opts)).searchParams
    expect([g.get('response_type'), g.get('response_mode'), g.get('nonce'), g.get('ui_locales')]).toEqual([
      'id_token',
      'form_post',
      'the-nonce',
      'es',
    ])
    const f = new URL(authorizationUrl(facebook, 'facebook', opts)).searchParams
    expect([f.get('response_type'), f.get('response_mode'), f.get('nonce'), f.get('state'), f.get('scope')]).toEqual([
      'code',
      null,
      null,
      'the-state',
      'email',
    ])
  })
})

describe('the provider’s return', () => {
  it('form_post providers post to the return resource route; Facebook comes back to its own step', () => {
    expect(returnPath('apple', 'apple')).toBe('/login/apple/return')
    expect(returnPath('google', 'google')).toBe('/login/google/return')
    expect(returnPath('facebook', 'facebook')).toBe('/login/facebook')
  })

  const now = 1_800_000_000_000
  const pending: SocialFlow = { provider: 'apple', state: 'state-1', nonce: 'n', from: '/browse', locale: 'en', startedAt: now - 1000 }
  it('accepts this browser’s state for the same provider', () => {
    expect(checkReturn(pending, 'apple', { state: 'state-1' }, now, eq)).toEqual({ ok: true, flow: pending })
  })
  it('refuses no flow, another state, another provider, a missing state, or an old flow', () => {
    expect(checkReturn(undefined, 'apple', { state: 'state-1' }, now, eq)).toEqual({ ok: false, key: 'federated.stateMismatch' })
    expect(checkReturn(pending, 'apple', { state: 'state-2' }, now, eq)).toEqual({ ok: false, key: 'federated.stateMismatch' })
    expect(checkReturn(pending, 'google', { state: 'state-1' }, now, eq)).toEqual({ ok: false, key: 'federated.stateMismatch' })
    expect(checkReturn(pending, 'apple', {}, now, eq)).toEqual({ ok: false, key: 'federated.stateMismatch' })
    expect(checkReturn(pending, 'apple', { state: 'state-1' }, pending.startedAt + SOCIAL_FLOW_TTL_MS + 1, eq)).toEqual({
      ok: false,
      key: 'federated.stateMismatch',
    })
  })
  it('reports the provider’s error: cancelled, or failed', () => {
    expect(checkReturn(pending, 'apple', { error: 'access_denied', state: 'state-1' }, now, eq)).toEqual({
      ok: false,
      key: 'federated.cancelled',
    })
    expect(checkReturn(pending, 'apple', { error: 'server_error' }, now, eq)).toEqual({ ok: false, key: 'federated.failedAuthentication' })
  })
})

describe('partner sign-in', () => {
  it('maps the partner refusal’s labelKey', () => {
    expect(partnerMessageKey({ status: 401, labelKey: 'invalidCurrentCredentials' })).toBe('federated.partner.invalidCurrentCredentials')
    expect(partnerMessageKey({ status: 401, labelKey: 'failedAuthentication' })).toBe('federated.failedAuthentication')
    expect(partnerMessageKey({ status: 401, labelKey: 'somethingNew' })).toBe('federated.failedAuthentication')
    expect(partnerMessageKey({ status: 429, code: 'TOO_MANY_ATTEMPTS', labelKey: 'tooManyAttempts' })).toBe(
      'federated.partner.tooManyAttempts',
    )
    expect(partnerMessageKey({ status: 502, code: 'PROVIDER_UNAVAILABLE' })).toBe('federated.unavailable')
  })
  it('calls the platform’s path per partner', () => {
    expect(partnerPath('sptv')).toBe('/login/sptv')
    expect(partnerPath('pbr')).toBe('/login/auth-provider/pbr')
  })
  it('the form needs an id and a password', () => {
    const r = partnerSignInSchema.safeParse({ id: '  ', secret: '' })
    expect(r.success).toBe(false)
    expect(r.error?.issues.map((i) => i.message)).toEqual(['federated.partner.idRequired', 'federated.partner.secretRequired'])
    expect(partnerSignInSchema.parse({ id: ' member-1 ', secret: 'x' })).toEqual({ id: 'member-1', secret: 'x' })
  })
})
