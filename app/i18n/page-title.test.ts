import { describe, expect, it } from 'vitest'
import { accountStrings } from '#app/account/profile-strings.ts'
import { commerceStrings } from '#app/commerce/strings.ts'
import { editorialStrings } from '#app/editorial/strings.ts'
import { favouritesPageStrings } from '#app/favourites/page-strings.ts'
import { giftStrings } from '#app/gift/strings.ts'
import { locales, defaultLocale } from '#app/route-table.js'
import { PREFIXED_LOCALES, pageTitle, type TitleMatches } from './page-title.ts'
import type { Locale, Strings } from './resources.ts'
import * as notFoundPreview from '#app/routes/admin.404-preview.tsx'
import * as cancellationPromoPreview from '#app/routes/admin.cancellation-promo-preview.tsx'
import * as impersonate from '#app/routes/admin.impersonate.tsx'
import * as navbarPreview from '#app/routes/admin.navbar-preview.tsx'
import * as pluginPreview from '#app/routes/admin.plugin-preview.tsx'
import * as devMailbox from '#app/routes/dev.mailbox.tsx'

/** A meta function's matches: the root route with its loader data (or none), then the page's route. */
function matches(pathname: string, root?: { locale: Locale; strings: Strings }): TitleMatches {
  return [
    { id: 'root', pathname: '/', data: root },
    { id: 'routes/page', pathname, data: {} },
  ]
}

describe('pageTitle', () => {
  it('knows the same language prefixes as the route table', () => {
    expect([...PREFIXED_LOCALES]).toEqual(locales.filter((l) => l !== defaultLocale))
  })

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
    expect(pageTitle(matches('/es/favoritos', root), favouritesPageStrings, 'favouritesPage:favourites.title')).toBe(
      'Mis favoritos · Marquee',
    )
  })

  it('reads the language from the address when there is no root data (an error page)', () => {
    expect(pageTitle(matches('/es/favoritos'), favouritesPageStrings, 'favouritesPage:favourites.title')).toBe('Favoritos · Marquee')
    expect(pageTitle([{ id: 'root', pathname: '/pt/regalo', data: null }], giftStrings, 'gift:gift.pageTitle')).toBe('Presentes · Marquee')
    expect(pageTitle([], favouritesPageStrings, 'favouritesPage:favourites.title')).toBe('Favourites · Marquee')
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

describe('the editor and developer tools', () => {
  // each tool's route: its address and its title in each language (the root loader's locale is the ?locale= asked for)
  const tools = [
    [notFoundPreview, '/_admin/404-preview', ['404 preview', 'Vista previa de la página 404', 'Pré-visualização da página 404']],
    [
      cancellationPromoPreview,
      '/_admin/cancellation-promo-preview',
      ['Cancellation promo preview', 'Vista previa de la oferta de cancelación', 'Pré-visualização da oferta de cancelamento'],
    ],
    [impersonate, '/_admin/impersonate', ['Impersonation', 'Actuar como otra cuenta', 'Agir como outra conta']],
    [navbarPreview, '/_admin/navbar-preview', ['Navigation preview', 'Vista previa de la navegación', 'Pré-visualização da navegação']],
    [pluginPreview, '/_admin/plugin-preview', ['Plugin preview', 'Vista previa del complemento', 'Pré-visualização do plugin']],
    [devMailbox, '/_dev/mailbox', ['Dev mailbox', 'Buzón de desarrollo', 'Caixa de correio de desenvolvimento']],
  ] as const
  type Meta = (args: { matches: TitleMatches }) => Array<{ title?: string; name?: string; content?: string }>

  it.each(tools.map(([route, path, titles]) => [path, route.meta as unknown as Meta, titles] as const))(
    '%s has its title in the language of the page, never English in Spanish or Portuguese',
    (path, meta, [en, es, pt]) => {
      const titleIn = (locale: Locale) =>
        meta({ matches: matches(`${path}?locale=${locale}`, { locale, strings: {} }) }).find((m) => m.title)?.title
      expect(titleIn('en')).toBe(`${en} · Marquee`)
      expect(titleIn('es')).toBe(`${es} · Marquee`)
      expect(titleIn('pt')).toBe(`${pt} · Marquee`)
      expect(titleIn('es')).not.toBe(titleIn('en'))
      expect(titleIn('pt')).not.toBe(titleIn('en'))
      // still kept out of search engines
      expect(meta({ matches: matches(path, { locale: 'es', strings: {} }) })).toContainEqual({ name: 'robots', content: 'noindex' })
    },
  )

  it("follows the CMS labels of the page's language, as every page title does", () => {
    const root = { locale: 'es' as const, strings: { 'tools.devMailbox': 'Correo de pruebas' } }
    expect((devMailbox.meta as unknown as Meta)({ matches: matches('/_dev/mailbox?locale=es', root) })[0]!.title).toBe(
      'Correo de pruebas · Marquee',
    )
  })
})
