import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Locale, Strings } from './resources.ts'

/** The namespace holding the CMS labels document as it is (menu titles are looked up there by their key). */
export const LABELS_NS = 'labels'

/**
 * i18next options shared by server and browser. A lookup is "namespace:key"; keys are flat
 * ("nav.more"), as in the labels documents.
 */
export const i18nOptions = {
  fallbackLng: false as const,
  supportedLngs: ['en', 'es', 'pt'],
  defaultNS: 'common',
  ns: [LABELS_NS],
  keySeparator: false as const,
  nsSeparator: ':',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnNull: false,
}

/**
 * An i18next instance for a locale, holding the CMS labels document the root loader read. The
 * features' namespaces join it as they render (useT), so server and browser render the same text
 * and the browser fetches no translation files.
 */
const instances = new WeakMap<Strings, i18n>()

export function createI18n(locale: Locale, strings: Strings): i18n {
  const known = instances.get(strings)
  if (known?.language === locale) return known
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    ...i18nOptions,
    lng: locale,
    resources: { [locale]: { [LABELS_NS]: strings as Record<string, string> } },
    initImmediate: false,
  })
  rememberPlainLookups(instance)
  instances.set(strings, instance)
  return instance
}

/** Options react-i18next's `t` adds to a lookup by key and default text, and nothing else. */
const plainOptions = new Set(['defaultValue', 'lng', 'lngs', 'ns', 'keyPrefix'])

/**
 * An instance's strings never change (a new set of strings gets a new instance), so a lookup by
 * key and default text alone (no values to interpolate, no count, no context) always gives the
 * same text: remember it, instead of running i18next's resolver for each of the home page's
 * ~200 such lookups on every render. Lookups with any other option go to i18next as before.
 */
function rememberPlainLookups(instance: i18n) {
  const translate = instance.t.bind(instance) as (key: unknown, options?: unknown) => unknown
  const remembered = new Map<string, unknown>()
  const t = (key: unknown, options?: unknown) => {
    if (typeof key !== 'string' || (options !== undefined && (typeof options !== 'object' || options === null)))
      return translate(key, options)
    const o = (options ?? {}) as Record<string, unknown>
    for (const name in o) if (!plainOptions.has(name)) return translate(key, options)
    if (
      o.keyPrefix ||
      (o.lng !== undefined && o.lng !== instance.language) ||
      (o.defaultValue !== undefined && typeof o.defaultValue !== 'string')
    )
      return translate(key, options)
    const id = `${key}\u0000${(o.defaultValue as string | undefined) ?? ''}`
    let text = remembered.get(id)
    if (text === undefined) {
      text = translate(key, options)
      remembered.set(id, text)
    }
    return text
  }
  instance.t = t as unknown as i18n['t']
}
