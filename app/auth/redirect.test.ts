import { describe, expect, it } from 'vitest'
import {
  afterSignInTarget,
  backTarget,
  carryQuery,
  consentStepTarget,
  entryPageKind,
  isConsentGateExempt,
  isTvLoginPath,
  withoutChooseProfile,
} from './redirect.ts'

describe('after sign-in', () => {
  it('goes to entryPage; a signup or purchase entry page keeps licences and redirectTo', () => {
    expect(afterSignInTarget({ entryPage: '/epg' }, '/home')).toBe('/epg')
    expect(afterSignInTarget({ entryPage: '/signup', licences: 'premium,sport', redirectTo: '/video/x' }, '/home')).toBe(
      '/signup?licences=premium%2Csport&redirectTo=%2Fvideo%2Fx',
    )
    expect(afterSignInTarget({ entryPage: '/es/registro', licences: 'premium' }, '/home')).toBe('/es/registro?licences=premium')
    expect(afterSignInTarget({ entryPage: '/purchase', redirectTo: 'https://evil.example' }, '/home')).toBe('/purchase')
    expect(afterSignInTarget({ entryPage: '/epg', licences: 'premium' }, '/home')).toBe('/epg')
  })

  it('a login entry page goes to from, else the default', () => {
    expect(afterSignInTarget({ entryPage: '/login', from: '/video/a' }, '/home')).toBe('/video/a')
    expect(afterSignInTarget({ entryPage: '/pt/entrar' }, '/pt/inicio')).toBe('/pt/inicio')
  })

  it('else from; else the flow is done (default page)', () => {
    expect(afterSignInTarget({ from: '/live/x?y=1' }, '/home')).toBe('/live/x?y=1')
    expect(afterSignInTarget({}, '/home')).toBe('/home')
  })

  it('follows same-origin paths only', () => {
    for (const evil of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', ' https://evil.example']) {
      expect(afterSignInTarget({ from: evil }, '/home')).toBe('/home')
      expect(afterSignInTarget({ entryPage: evil }, '/home')).toBe('/home')
    }
  })

  it('goes back in the language of the page signed in on', () => {
    // chose English on the Spanish sign-in page: back to the English page
    expect(afterSignInTarget({ from: '/es/explorar?p=2' }, '/home', { locale: 'en' })).toBe('/browse?p=2')
    expect(afterSignInTarget({ from: '/browse' }, '/pt/inicio', { locale: 'pt' })).toBe('/pt/explorar')
    expect(afterSignInTarget({ from: '/es' }, '/home', { locale: 'en' })).toBe('/')
    // a checkout started in Spanish, signed in on the English page, goes on in English
    expect(afterSignInTarget({ entryPage: '/es/compra', redirectTo: '/es/video/x', licences: 'premium' }, '/home', { locale: 'en' })).toBe(
      '/purchase?licences=premium&redirectTo=%2Fvideo%2Fx',
    )
    // already in that language, or not one of the site's pages: as it is
    expect(afterSignInTarget({ from: '/es/explorar' }, '/es/inicio', { locale: 'es' })).toBe('/es/explorar')
    expect(afterSignInTarget({ from: '/_admin/composed-page-preview?id=home' }, '/es/inicio', { locale: 'es' })).toBe(
      '/_admin/composed-page-preview?id=home',
    )
    expect(afterSignInTarget({ from: 'https://evil.example' }, '/home', { locale: 'es' })).toBe('/home')
  })

  it('classifies entry pages in every language', () => {
    expect(entryPageKind('/signup?x=1')).toBe('signup')
    expect(entryPageKind('/es/registro')).toBe('signup')
    expect(entryPageKind('/pt/registo')).toBe('signup')
    expect(entryPageKind('/es/iniciar-sesion')).toBe('login')
    expect(entryPageKind('/checkout')).toBe('purchase')
    expect(entryPageKind('/home')).toBe('other')
  })
})

describe('back targets', () => {
  const paths = {
    loginPath: '/login',
    giftPath: (id?: string) => (id ? `/gift/${id}` : '/gift'),
    redeemPath: (c: string) => `/redeem?code=${c}`,
  }
  it('gift login goes to the gift page, gift redemption to the redemption page with its code, else from or login', () => {
    expect(backTarget({ ...paths, giftId: 'g1' })).toBe('/gift/g1')
    expect(backTarget({ ...paths, giftId: '' })).toBe('/gift')
    expect(backTarget({ ...paths, redeemCode: 'ABC' })).toBe('/redeem?code=ABC')
    expect(backTarget({ ...paths, from: '/video/a' })).toBe('/video/a')
    expect(backTarget({ ...paths, from: 'https://evil.example' })).toBe('/login')
  })

  it('passes only same-origin targets on to sub-pages', () => {
    expect(carryQuery(new URLSearchParams('from=%2Fepg&redirectTo=https%3A%2F%2Fevil.example&licences=p'))).toBe('?from=%2Fepg&licences=p')
    expect(carryQuery(new URLSearchParams(''))).toBe('')
  })
})

describe('the profile chooser suffix after sign-in (added when profile configuration requires it, except on the TV login route)', () => {
  const choose = { chooseProfile: true }

  it("adds chooseProfile=1 to from when profile configuration requires it, keeping from's own query and hash", () => {
    expect(afterSignInTarget({ from: '/browse' }, '/home', choose)).toBe('/browse?chooseProfile=1')
    expect(afterSignInTarget({ from: '/search?q=moon&page=2#results' }, '/home', choose)).toBe(
      '/search?q=moon&page=2&chooseProfile=1#results',
    )
    expect(afterSignInTarget({ entryPage: '/login', from: '/video/a?playlistId=p1' }, '/home', choose)).toBe(
      '/video/a?playlistId=p1&chooseProfile=1',
    )
    // a from that already carries the suffix gets it once
    expect(afterSignInTarget({ from: '/browse?chooseProfile=1' }, '/home', choose)).toBe('/browse?chooseProfile=1')
  })

  it('adds nothing when not required, without from, or for an entry page', () => {
    expect(afterSignInTarget({ from: '/browse' }, '/home')).toBe('/browse')
    expect(afterSignInTarget({ from: '/browse' }, '/home', { chooseProfile: false })).toBe('/browse')
    expect(afterSignInTarget({}, '/home', choose)).toBe('/home')
    expect(afterSignInTarget({ entryPage: '/epg', from: '/browse' }, '/home', choose)).toBe('/epg')
    expect(afterSignInTarget({ from: 'https://evil.example/x' }, '/home', choose)).toBe('/home')
  })

  it('never on the TV login route: not when signing in there, not when from is that route (any language)', () => {
    expect(afterSignInTarget({ from: '/browse' }, '/home', { chooseProfile: true, tvLogin: true })).toBe('/browse')
    expect(afterSignInTarget({ from: '/tv-login' }, '/home', choose)).toBe('/tv-login')
    expect(afterSignInTarget({ from: '/es/tv-iniciar-sesion/adobe' }, '/home', choose)).toBe('/es/tv-iniciar-sesion/adobe')
    expect(isTvLoginPath('/pt/tv-entrar?x=1')).toBe(true)
    expect(isTvLoginPath('/login')).toBe(false)
  })

  it('the chooser returns to the page without the suffix, keeping the rest', () => {
    expect(withoutChooseProfile('/search?q=moon&chooseProfile=1#results')).toBe('/search?q=moon#results')
    expect(withoutChooseProfile('/browse?chooseProfile=1')).toBe('/browse')
  })
})

describe('the CONSENT step after a sign-in that answered REQUIRED', () => {
  it('carries the original target in from, same-origin only', () => {
    expect(consentStepTarget('/consent', '/browse?chooseProfile=1')).toBe('/consent?from=%2Fbrowse%3FchooseProfile%3D1')
    expect(consentStepTarget('/es/consentimiento', '/es/inicio')).toBe('/es/consentimiento?from=%2Fes%2Finicio')
    expect(consentStepTarget('/consent', 'https://evil.example')).toBe('/consent')
  })
})

describe('the consent gate', () => {
  it('lets a viewer who owes answers open only the CONSENT step and logout, in every language', () => {
    for (const path of ['/consent', '/es/consentimiento', '/pt/consentimento', '/logout', '/es/cerrar-sesion', '/pt/sair'])
      expect(isConsentGateExempt(path)).toBe(true)
    for (const path of ['/', '/home', '/es', '/browse', '/profiles', '/login', '/video/consent'])
      expect(isConsentGateExempt(path)).toBe(false)
  })
})
