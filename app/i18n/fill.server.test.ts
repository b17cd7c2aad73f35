/**
 * Lookups with values on the server (fill.server.ts): installed by the server's entry, asking
 * i18next nothing for a key whose text it has already given, and answering as i18next does.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createI18n, Translations } from './i18n.ts'
import { fillPlaceholders } from './fill.server.ts'
import type { Locale } from './resources.ts'
import { namespaces } from './test-utils/namespaces.ts'

describe('lookups with values on the server', () => {
  beforeAll(async () => {
    await import('#app/entry.server.tsx')
  })
  afterAll(() => {
    Translations.fillPlaceholders = undefined
  })

  it('are filled by fill.server.ts once the server entry is loaded', () => {
    expect(Translations.fillPlaceholders).toBe(fillPlaceholders)
  })

  it('fills plain placeholders without asking i18next again, with the answers i18next gives for every string the app ships', () => {
    const i18n = createI18n('en', { 'x.odd': 'Keep {{name, uppercase}} and $t(x.inner) {{a.b}} {{ - name}}', 'x.inner': 'in' })
    i18n.add('common', { 'nav.more': 'More {{n}} of {{ n }}' })
    const engine = vi.spyOn((i18n as unknown as { i18n: { t: (...args: unknown[]) => unknown } }).i18n, 't')
    expect(i18n.t('nav.more', { n: 'A' })).toBe('More A of A')
    expect(i18n.t('nav.more', { n: 2 })).toBe('More 2 of 2')
    expect(engine).toHaveBeenCalledTimes(1)
    // what only i18next knows goes to it: a count (plural forms), a value not text, a format, a nested key, a path
    i18n.t('nav.more', { n: 1, count: 1 })
    i18n.t('nav.more', { n: true })
    expect(engine).toHaveBeenCalledTimes(3)
    expect(i18n.t('labels:x.odd', { name: 'ann' })).toBe(engineAnswer(i18n, 'labels:x.odd', { name: 'ann' }))
    expect(i18n.t('labels:x.odd', { name: 'ann' })).toContain('in')

    // the same answers as i18next for every key of every namespace in every language, with
    // values that a substitution could get wrong
    const tricky = ['Ann', "$& $1 $$ $' {{n}} $t(nav.more) <b>&amp;", 0, 12.5, '']
    let compared = 0
    for (const locale of ['en', 'es', 'pt'] as const satisfies readonly Locale[]) {
      const page = createI18n(locale, {})
      for (const ns of namespaces) page.add(ns.name, ns.strings[locale])
      for (const ns of namespaces) {
        for (const [key, text] of Object.entries(ns.strings[locale])) {
          const names = [...new Set([...text.matchAll(/\{\{-?\s*(\w+)/g)].map((m) => m[1]!))]
          for (const value of tricky) {
            const values = Object.fromEntries(names.map((name) => [name, value]))
            // one placeholder left without a value stays as written
            const partial = Object.fromEntries(names.slice(1).map((name) => [name, value]))
            for (const given of [values, { ...partial, unused: value }]) {
              expect(page.t(`${ns.name}:${key}`, given), `${locale} ${ns.name}:${key}`).toBe(engineAnswer(page, `${ns.name}:${key}`, given))
              compared++
            }
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(1000)
  })
})

/** What i18next itself answers for a lookup (the instance's path around its remembered and filled answers). */
function engineAnswer(i18n: ReturnType<typeof createI18n>, lookup: string, values: Record<string, unknown>): string {
  return (i18n as unknown as { lookup(lookup: string, options: object): string }).lookup(lookup, values)
}
