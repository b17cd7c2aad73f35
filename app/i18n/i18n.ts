import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Locale, Strings } from './resources.ts'

/** i18next options shared by server and browser. Keys are flat ("nav.more"), as in the labels documents. */
export const i18nOptions = {
  fallbackLng: 'en',
  supportedLngs: ['en', 'es', 'pt'],
  defaultNS: 'common',
  ns: ['common'],
  keySeparator: false as const,
  nsSeparator: false as const,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnNull: false,
}

/**
 * An i18next instance holding exactly the strings the root loader resolved for this locale
 * (defaults merged with the CMS labels document), so server and browser render the same text
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
    resources: { [locale]: { common: strings as Record<string, string> } },
    initImmediate: false,
  })
  instances.set(strings, instance)
  return instance
}
