import { describe, expect, it } from 'vitest'
import { createI18n } from './i18n.ts'
import { resolveStrings } from './i18n.server.ts'
import { localeOfPath as localeFromPath } from './locale-path.ts'
import { defaultStrings } from './resources.ts'

describe('labels', () => {
  it('lets the locale’s labels document override the default strings', async () => {
    const strings = await resolveStrings({ getLabels: async () => ({ locale: 'es', strings: { 'nav.more': 'Más cosas', 'promo.new': 'Nuevo' } }) }, 'es')
    expect(strings['nav.more']).toBe('Más cosas')
    expect(strings['promo.new']).toBe('Nuevo')
    expect(strings['nav.signIn']).toBe(defaultStrings.es['nav.signIn'])
  })

  it('keeps the default strings when the labels call fails', async () => {
    const errors: unknown[] = []
    const strings = await resolveStrings({ getLabels: async () => Promise.reject(new Error('down')) }, 'pt', (e) => errors.push(e))
    expect(strings).toEqual(defaultStrings.pt)
    expect(errors).toHaveLength(1)
  })

  it('substitutes {{placeholders}}', () => {
    const i18n = createI18n('en', { 'welcome.greeting': 'Welcome back, {{name}}', 'footer.copyright': '© {{year}} Marquee' })
    expect(i18n.t('welcome.greeting', { name: 'Ana' })).toBe('Welcome back, Ana')
    expect(i18n.t('footer.copyright', { year: 2026 })).toBe('© 2026 Marquee')
  })

  it('answers plain lookups as i18next does, remembered per key and default, and leaves lookups with values to i18next', () => {
    const strings = { 'nav.more': 'Más', 'row.results': '{{count}} resultados' }
    const i18n = createI18n('es', strings)
    const fixed = i18n.getFixedT('es')
    for (let i = 0; i < 2; i++) {
      expect(fixed('nav.more', 'More')).toBe('Más')
      expect(fixed('nav.missing', 'Fallback')).toBe('Fallback')
      expect(fixed('nav.missing', 'Another fallback')).toBe('Another fallback')
      expect(fixed('row.results', { count: 3 + i })).toBe(`${3 + i} resultados`)
      expect(i18n.t('row.results', { count: 7 })).toBe('7 resultados')
    }
    // Another locale's instance has its own answers.
    expect(createI18n('pt', { 'nav.more': 'Mais' }).getFixedT('pt')('nav.more', 'More')).toBe('Mais')
  })

  it('reads the locale from the path prefix', () => {
    expect(localeFromPath('/es/inicio')).toBe('es')
    expect(localeFromPath('/pt/secao/sport')).toBe('pt')
    expect(localeFromPath('/home')).toBe('en')
    expect(localeFromPath('/essay')).toBe('en')
  })
})
