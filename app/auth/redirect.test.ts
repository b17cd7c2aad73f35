import { describe, expect, it } from 'vitest'
import { afterSignInTarget, backTarget, carryQuery, entryPageKind } from './redirect.ts'

describe('after sign-in (spec part 2 §1)', () => {
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
  const paths = { loginPath: '/login', giftPath: (id?: string) => (id ? `/gift/${id}` : '/gift'), redeemPath: (c: string) => `/gift/redeem?redeemCode=${c}` }
  it('gift login goes to the gift page, gift redemption to the redemption page with its code, else from or login', () => {
    expect(backTarget({ ...paths, giftId: 'g1' })).toBe('/gift/g1')
    expect(backTarget({ ...paths, giftId: '' })).toBe('/gift')
    expect(backTarget({ ...paths, redeemCode: 'ABC' })).toBe('/gift/redeem?redeemCode=ABC')
    expect(backTarget({ ...paths, from: '/video/a' })).toBe('/video/a')
    expect(backTarget({ ...paths, from: 'https://evil.example' })).toBe('/login')
  })

  it('passes only same-origin targets on to sub-pages', () => {
    expect(carryQuery(new URLSearchParams('from=%2Fepg&redirectTo=https%3A%2F%2Fevil.example&licences=p'))).toBe('?from=%2Fepg&licences=p')
    expect(carryQuery(new URLSearchParams(''))).toBe('')
  })
})
