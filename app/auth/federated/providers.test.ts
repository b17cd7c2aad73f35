import { describe, expect, it } from 'vitest'
import { providerButtons, singleProviderRedirect, startPath, type RealmProviders } from './providers.server.ts'
import type { PublicProvider } from './types.ts'

const demoId: PublicProvider = { name: 'demo-oidc', kind: 'oidc', label: 'Demo ID', logoUri: null }
const tv: PublicProvider = { name: 'adobe', kind: 'tv', label: 'TV provider', logoUri: null }
const firebase: PublicProvider = { name: 'firebase', kind: 'partner', label: 'Firebase', logoUri: null }
const realm = (names: string[], external: PublicProvider[]): RealmProviders => ({ names, external })
const req = (path: string) => new Request(`http://app.test${path}`)

describe('single-provider auto-redirect', () => {
  it('sends a guest on login to the only provider, keeping a same-origin from', () => {
    expect(singleProviderRedirect(realm(['demo-oidc'], [demoId]), req('/login?from=%2Fbrowse'), 'en', true)).toBe(
      '/oidc/login?provider=demo-oidc&from=%2Fbrowse',
    )
    expect(singleProviderRedirect(realm(['adobe'], [tv]), req('/es/iniciar-sesion'), 'es', true)).toBe('/es/tv-iniciar-sesion')
  })
  it('drops a from that is not a same-origin path', () => {
    expect(singleProviderRedirect(realm(['demo-oidc'], [demoId]), req('/login?from=https%3A%2F%2Fevil.example'), 'en', true)).toBe(
      '/oidc/login?provider=demo-oidc',
    )
  })
  it('does nothing for a signed-in viewer, with a code in the query, with email and password offered too, or with two providers', () => {
    expect(singleProviderRedirect(realm(['demo-oidc'], [demoId]), req('/login'), 'en', false)).toBeNull()
    expect(singleProviderRedirect(realm(['demo-oidc'], [demoId]), req('/login?code=x'), 'en', true)).toBeNull()
    expect(singleProviderRedirect(realm(['id', 'demo-oidc'], [demoId]), req('/login'), 'en', true)).toBeNull()
    expect(singleProviderRedirect(realm(['demo-oidc', 'adobe'], [demoId, tv]), req('/login'), 'en', true)).toBeNull()
    // a provider named in settings but not configured in the platform is not "the only provider"
    expect(singleProviderRedirect(realm(['demo-oidc'], []), req('/login'), 'en', true)).toBeNull()
    // a partner signs in through its own form or script, not a redirect
    expect(singleProviderRedirect(realm(['firebase'], [firebase]), req('/login'), 'en', true)).toBeNull()
  })
})

describe('provider buttons', () => {
  it('one per redirect-started provider, in the realm’s order, localized', () => {
    expect(providerButtons(realm(['id', 'adobe', 'demo-oidc', 'firebase'], [tv, demoId, firebase]), 'pt', '/pt/explorar')).toEqual([
      { name: 'adobe', kind: 'tv', label: 'TV provider', logoUri: null, method: 'link', href: '/pt/tv-entrar?from=%2Fpt%2Fexplorar' },
      {
        name: 'demo-oidc',
        kind: 'oidc',
        label: 'Demo ID',
        logoUri: null,
        method: 'link',
        href: '/pt/oidc/login?provider=demo-oidc&from=%2Fpt%2Fexplorar',
      },
    ])
    expect(startPath(demoId, 'en', '//evil.example')).toBe('/oidc/login?provider=demo-oidc')
  })

  it('Apple, Google and Facebook post to their own step under login; credentials partners link to their form; token partners and Gigya get none', () => {
    const endpoint = 'https://provider.test/auth'
    const apple: PublicProvider = {
      name: 'apple',
      kind: 'oidc',
      label: 'Apple',
      logoUri: 'https://cdn.test/apple.svg',
      authorizationEndpoint: endpoint,
    }
    const google: PublicProvider = { name: 'google', kind: 'id-token', label: 'Google', logoUri: null, authorizationEndpoint: endpoint }
    const facebook: PublicProvider = { name: 'facebook', kind: 'oauth', label: 'Facebook', logoUri: null, authorizationEndpoint: endpoint }
    const pbr: PublicProvider = { name: 'pbr', kind: 'partner', label: 'PBR', logoUri: null, protocol: 'credentials' }
    const opin: PublicProvider = { name: 'opin', kind: 'partner', label: 'OPiN', logoUri: null, protocol: 'token' }
    const gigya: PublicProvider = { name: 'gigya', kind: 'partner', label: 'Gigya', logoUri: null, protocol: 'gigya' }
    const list = [apple, google, facebook, pbr, opin, gigya, { ...firebase, protocol: 'firebase' as const }]
    const buttons = providerButtons(realm(['id', ...list.map((p) => p.name)], list), 'es', '/es/explorar')
    expect(buttons.map((b) => [b.name, b.method, b.href, b.logoUri])).toEqual([
      ['apple', 'post', '/es/iniciar-sesion/apple?from=%2Fes%2Fexplorar', 'https://cdn.test/apple.svg'],
      ['google', 'post', '/es/iniciar-sesion/google?from=%2Fes%2Fexplorar', null],
      ['facebook', 'post', '/es/iniciar-sesion/facebook?from=%2Fes%2Fexplorar', null],
      ['pbr', 'link', '/es/iniciar-sesion/pbr?from=%2Fes%2Fexplorar', null],
    ])
    // on a gift login page, a provider's step hangs under that page
    expect(providerButtons(realm(['pbr'], [pbr]), 'pt', null, '/pt/presente/g-1/entrar')[0]!.href).toBe('/pt/presente/g-1/entrar/pbr')
    // an Apple configured without its authorisation address falls back to the generic OpenID flow
    expect(providerButtons(realm(['apple'], [{ ...apple, authorizationEndpoint: null }]), 'en')[0]).toMatchObject({
      method: 'link',
      href: '/oidc/login?provider=apple',
    })
    // a credentials partner as the only provider: straight to its form
    expect(singleProviderRedirect(realm(['pbr'], [pbr]), req('/login?from=%2Fbrowse'), 'en', true)).toBe('/login/pbr?from=%2Fbrowse')
  })
})
