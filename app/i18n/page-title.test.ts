import { describe, expect, it } from 'vitest'
import { accountStrings } from '#app/account/profile-strings.ts'
import { commerceStrings } from '#app/commerce/strings.ts'
import { editorialStrings } from '#app/editorial/strings.ts'
import { favouritesStrings } from '#app/favourites/strings.ts'
import { giftStrings } from '#app/gift/strings.ts'
import { pageTitle, type TitleMatches } from './page-title.ts'
import type { Locale, Strings } from './resources.ts'

/** A meta function's matches: the root route with its loader data (or none), then the page's route. */
function matches(pathname: string, root?: { locale: Locale; strings: Strings }): TitleMatches {
  return [
    { id: 'root', pathname: '/', data: root },
    { id: 'routes/page', pathname, data: {} },
  ]
}

describe('pageTitle', () => {
  it("is in the root loader's language", () => {
    expect(pageTitle(matches('/purchase', { locale: 'en', strings: {} }), commerceStrings, 'commerce:commerce.paymentTitle')).toBe(
      'Checkout · Marquee',
    )
    expect(pageTitle(matches('/es/compra', { locale: 'es', strings: {} }), commerceStrings, 'commerce:commerce.paymentTitle')).toBe(
      'Pago · Marquee',
    )
    expect(pageTitle(matches('/pt/presente/abc', { locale: 'pt', strings: {} }), giftStrings, 'gift:gift.detailTitle')).toBe(
      'O seu presente · Marquee',
    )
  })

  it('lets the CMS labels of the locale override the code’s text, as on the page', () => {
    const root = { locale: 'es' as const, strings: { 'favourites.title': 'Mis favoritos' } }
    expect(pageTitle(matches('/es/favoritos', root), favouritesStrings, 'favourites:favourites.title')).toBe('Mis favoritos · Marquee')
  })

  it('reads the language from the address when there is no root data (an error page)', () => {
    expect(pageTitle(matches('/es/favoritos'), favouritesStrings, 'favourites:favourites.title')).toBe('Favoritos · Marquee')
    expect(pageTitle([{ id: 'root', pathname: '/pt/regalo', data: null }], giftStrings, 'gift:gift.pageTitle')).toBe('Presentes · Marquee')
    expect(pageTitle([], favouritesStrings, 'favourites:favourites.title')).toBe('Favourites · Marquee')
  })

  it('puts content first, fills placeholders and joins several keys in order', () => {
    const pt = { locale: 'pt' as const, strings: {} }
    expect(pageTitle(matches('/pt/lutadores/x', pt), editorialStrings, 'editorial:fighters.title', { before: 'Ana Silva' })).toBe(
      'Ana Silva · Lutadores · Marquee',
    )
    expect(
      pageTitle(matches('/es/buscar', { locale: 'es', strings: {} }), giftStrings, 'gift:gift.toRecipient', {
        values: { email: 'a@b.test' },
      }),
    ).toBe('Para a@b.test · Marquee')
    expect(pageTitle(matches('/pt/conta/moradas', pt), accountStrings, ['account:account.area.addresses', 'account:account.title'])).toBe(
      'Moradas · A sua conta · Marquee',
    )
  })
})
