import { describe, expect, it } from 'vitest'
import { providerButtons, singleProviderRedirect, startPath, type RealmProviders } from './providers.server.ts'
import type { PublicProvider } from './types.ts'

const demoId: PublicProvider = { name: 'demo-oidc', kind: 'oidc', label: 'Demo ID', logoUri: null }
const tv: PublicProvider = { name: 'adobe', kind: 'tv', label: 'TV provider', logoUri: null }
const firebase: PublicProvider = { name: 'firebase', kind: 'partner', label: 'Firebase', logoUri: null }
const realm = (names: string[], external: PublicProvider[]): RealmProviders => ({ names, external })
const req = (path: string) => new Request(`http://app.test${path}`)

describe('single-provider auto-redirect (spec part 2 §1)', () => {
  it('sends a guest on login to the only provider, keeping a same-origin from', () => {
    expect(singleProviderRedirect(realm(['demo-oidc'], [demoId]), req('/login?from=%2Fbrowse'), 'en', true)).toBe('/oidc/login?provider=demo-oidc&from=%2Fbrowse')
    expect(singleProviderRedirect(realm(['adobe'], [tv]), req('/es/iniciar-sesion'), 'es', true)).toBe('/es/tv-iniciar-sesion')
  })
  it('drops a from that is not a same-origin path', () => {
    expect(singleProviderRedirect(realm(['demo-oidc'], [demoId]), req('/login?from=https%3A%2F%2Fevil.example'), 'en', true)).toBe('/oidc/login?provider=demo-oidc')
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
      { name: 'adobe', kind: 'tv', label: 'TV provider', href: '/pt/tv-entrar?from=%2Fpt%2Fexplorar' },
      { name: 'demo-oidc', kind: 'oidc', label: 'Demo ID', href: '/pt/oidc/login?provider=demo-oidc&from=%2Fpt%2Fexplorar' },
    ])
    expect(startPath(demoId, 'en', '//evil.example')).toBe('/oidc/login?provider=demo-oidc')
  })
})
