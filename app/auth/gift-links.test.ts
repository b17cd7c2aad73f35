import { describe, expect, it } from 'vitest'
import { authLinks } from './pages.server.ts'

describe('gift sign-in links', () => {
  it('the redemption sign-in goes back to REDEEM with its code, and signs up on its register sub-path', () => {
    const links = authLinks(
      new URL('http://localhost/es/regalo/canjear/ABCD-2345/iniciar-sesion?from=%2Fes%2Fcanjear%3Fcode%3DABCD-2345'),
      'es',
      { redeemCode: 'ABCD-2345' },
    )
    expect(links.back).toBe('/es/canjear?code=ABCD-2345')
    expect(links.signup.startsWith('/es/regalo/canjear/ABCD-2345/registrar?')).toBe(true)
    expect(links.signup).toContain('from=')
  })

  it('the gift sign-in goes back to the gift, or to GIFT', () => {
    expect(authLinks(new URL('http://localhost/gift/g1/login'), 'en', { giftId: 'g1' }).back).toBe('/gift/g1')
    expect(authLinks(new URL('http://localhost/pt/presente/entrar'), 'pt', { giftId: '' }).back).toBe('/pt/presente')
    expect(authLinks(new URL('http://localhost/login'), 'en').signup).toBe('/signup')
  })
})
