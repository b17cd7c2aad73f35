import { describe, expect, it, vi } from 'vitest'
import { createI18n } from './i18n.ts'
import { resolveStrings } from './i18n.server.ts'
import { localeOfPath } from './locale-path.ts'
import { defineStrings } from './namespace.ts'
import { commonStrings } from './resources.ts'
import { translator } from './t.ts'
import { catalogueStrings } from '#app/catalogue/strings.ts'
import { editorialStrings } from '#app/editorial/strings.ts'
import { searchOverlayStrings } from '#app/search/strings.ts'

const demo = defineStrings(
  'demo',
  { 'demo.title': 'Schedule', 'demo.count': '{{count}} titles' },
  { 'demo.title': 'Programación', 'demo.count': '{{count}} títulos' },
  { 'demo.title': 'Programação', 'demo.count': '{{count}} títulos' },
)

describe('labels', () => {
  it('lets the locale’s labels document override any namespace’s string of the same key', async () => {
    const labels = await resolveStrings(
      { getLabels: async () => ({ locale: 'es', strings: { 'nav.more': 'Más cosas', 'demo.title': 'Agenda' } }) },
      'es',
    )
    const t = translator(createI18n('es', labels), commonStrings, demo)
    expect(t('common:nav.more')).toBe('Más cosas')
    expect(t('common:nav.signIn')).toBe(commonStrings.strings.es['nav.signIn'])
    expect(t('demo:demo.title')).toBe('Agenda')
  })

  it('keeps the default strings when the labels call fails', async () => {
    const errors: unknown[] = []
    const labels = await resolveStrings({ getLabels: async () => Promise.reject(new Error('down')) }, 'pt', (e) => errors.push(e))
    expect(labels).toEqual({})
    expect(translator(createI18n('pt', labels), commonStrings)('common:nav.more')).toBe('Mais')
    expect(errors).toHaveLength(1)
  })

  it('substitutes {{placeholders}} and gives each locale its own text', () => {
    expect(translator(createI18n('en', {}), commonStrings)('common:plugin.open', { title: 'Ana' })).toBe('Open Ana')
    expect(translator(createI18n('en', { x: 'y' }), commonStrings)('common:footer.copyright', { year: 2026 })).toContain('© 2026 Marquee')
    expect(translator(createI18n('pt', { a: 'b' }), demo)('demo:demo.count', { count: 3 })).toBe('3 títulos')
    expect(translator(createI18n('es', { c: 'd' }), demo)('demo:demo.count', { count: 3 })).toBe('3 títulos')
  })

  it('has a singular for one result and one title in every language', () => {
    for (const [locale, one, many] of [
      ['en', '1 result', '2 results'],
      ['es', '1 resultado', '2 resultados'],
      ['pt', '1 resultado', '2 resultados'],
    ] as const) {
      const t = translator(createI18n(locale, {}), catalogueStrings, editorialStrings, searchOverlayStrings)
      expect(t('catalogue:catalogue.search.countOne', { count: 1 })).toBe(one)
      expect(t('catalogue:catalogue.search.count', { count: 2 })).toBe(many)
      // Portuguese here is Portugal's: none is plural too
      expect(t('catalogue:catalogue.search.count', { count: 0 })).toBe(many.replace('2', '0'))
      expect(t('editorial:grid.resultsOne', { count: 1 })).toMatch(/^1 (title|título)$/)
      expect(t('searchOverlay:search.overlay.resultsOne', { count: 1, query: 'tides' })).toContain(one)
    }
  })

  it('answers plain lookups the same way on every call', () => {
    const t = translator(createI18n('es', { 'nav.more': 'Más' }), commonStrings)
    for (let i = 0; i < 2; i++) {
      expect(t('common:nav.more')).toBe('Más')
      expect(t('common:row.next')).toBe('Siguiente')
    }
  })

  it('finds a key of a namespace added after the same lookup missed it', () => {
    const i18n = createI18n('pt', { later: 'x' })
    expect(i18n.t('demo:demo.title')).toBe('demo.title')
    expect(i18n.t('demo:demo.title', { defaultValue: 'Default' })).toBe('Default')
    i18n.add('demo', demo.strings.pt)
    expect(i18n.t('demo:demo.title')).toBe('Programação')
    expect(i18n.t('demo:demo.title', { defaultValue: 'Default' })).toBe('Programação')
  })

  it("keeps other namespaces' remembered answers when a namespace is added", () => {
    // A browser adds the page's namespaces while it hydrates; forgetting every answer each time
    // sent most of the page's lookups through i18next again.
    const i18n = createI18n('es', { 'nav.more': 'Más' })
    i18n.add('common', commonStrings.strings.es)
    const engine = vi.spyOn((i18n as unknown as { i18n: { t: (...args: unknown[]) => unknown } }).i18n, 't')
    expect(i18n.t('common:nav.more')).toBe('Más')
    expect(i18n.t('row.next')).toBe('Siguiente')
    expect(i18n.t('demo:demo.title')).toBe('demo.title')
    expect(engine).toHaveBeenCalledTimes(3)
    i18n.add('demo', demo.strings.es)
    expect(i18n.t('common:nav.more')).toBe('Más')
    expect(i18n.t('row.next')).toBe('Siguiente')
    expect(engine).toHaveBeenCalledTimes(3)
    // the added namespace's own lookups are answered afresh
    expect(i18n.t('demo:demo.title')).toBe('Programación')
    expect(engine).toHaveBeenCalledTimes(4)
  })

  it('answers a lookup as the pages expect: namespace, default text, key, placeholders', () => {
    const i18n = createI18n('en', { 'x.greet': 'Hi {{name}}, {{ other }} and {{- name}}', 'x.empty': '' })
    i18n.add('common', { 'nav.more': 'More {{n}}' })
    expect(i18n.t('labels:x.greet', { name: 'Ann', other: 3 })).toBe('Hi Ann, 3 and Ann')
    // a placeholder without a value, or a lookup without values, keeps the placeholder as written
    expect(i18n.t('labels:x.greet', { name: 'Ann' })).toBe('Hi Ann, {{ other }} and Ann')
    expect(i18n.t('labels:x.greet')).toBe('Hi {{name}}, {{ other }} and {{- name}}')
    // values are text as given: React escapes them where they render
    expect(i18n.t('nav.more', { n: '<b>' })).toBe('More <b>')
    // an empty string is a string; a missing key answers its default text, else the bare key
    expect(i18n.t('labels:x.empty', { defaultValue: 'fallback' })).toBe('')
    expect(i18n.t('labels:missing', { defaultValue: 'Fallback {{n}}', n: 2 })).toBe('Fallback 2')
    expect(i18n.t('labels:missing', { defaultValue: '' })).toBe('missing')
    expect(i18n.t('common:missing')).toBe('missing')
    expect(i18n.t('unknown:key.name')).toBe('key.name')
    // a namespace is added once: the first strings stay
    i18n.add('common', { 'nav.more': 'Other' })
    expect(i18n.t('common:nav.more', { n: 1 })).toBe('More 1')
  })

  it('reads the locale from the path prefix', () => {
    expect(localeOfPath('/es/inicio')).toBe('es')
    expect(localeOfPath('/pt/seccao/sport')).toBe('pt')
    expect(localeOfPath('/home')).toBe('en')
    expect(localeOfPath('/essay')).toBe('en')
  })
})
