/**
 * The one way to look a string up: `const { t } = useT(catalogueStrings)` then
 * `t('catalogue:catalogue.seasons')`, always with a literal "namespace:key" so the key test can find
 * it. The namespace's defaults for the page's locale are added to the page's strings (i18n.ts) the
 * first time they are needed, overlaid with the CMS labels document (a labels key overrides the
 * key of the same name), so server and browser render the same text.
 */
import { useMemo } from 'react'
import { LABELS_NS, useTranslations, type Translations } from './i18n.ts'
import { isLocale, type Locale } from './resources.ts'
import type { KeyOf, Namespace, Values } from './namespace.ts'

export type Translate<S extends Namespace> = (key: KeyOf<S>, values?: Values) => string

/**
 * A key the CMS defines (a menu item's titleKey, a consent term's label): the labels document's
 * text, else `fallback` (else the key itself, which is then the CMS's own text).
 */
export type Label = (key: string, fallback?: string) => string

/** Whether a key (one that travels as data, such as an error key) is one of a namespace's. */
export function hasKey<N extends string, K extends string>(ns: Namespace<N, K>, key: string): key is K {
  return Object.prototype.hasOwnProperty.call(ns.strings.en, key)
}

function localeOf(i18n: Translations): Locale {
  const language = i18n.language
  return isLocale(language) ? language : 'en'
}

/** Adds a namespace's strings for the page's locale once, CMS labels first. */
export function register(i18n: Translations, locale: Locale, ns: Namespace) {
  if (i18n.has(ns.name)) return
  const labels = i18n.bundle(LABELS_NS) ?? {}
  const defaults = ns.strings[locale] as Record<string, string>
  const strings: Record<string, string> = {}
  for (const key in defaults) strings[key] = labels[key] ?? defaults[key]!
  i18n.add(ns.name, strings)
}

/** Strings of the namespaces given, in the page's language. */
export function useT<const S extends readonly Namespace[]>(...namespaces: S): { t: Translate<S[number]>; label: Label; locale: Locale } {
  const i18n = useTranslations()
  const locale = localeOf(i18n)
  for (const ns of namespaces) register(i18n, locale, ns)
  const t = useMemo(() => ((key: string, values?: Values) => i18n.t(key, values)) as Translate<S[number]>, [i18n])
  const label = useMemo<Label>(() => (key, fallback) => i18n.t(`${LABELS_NS}:${key}`, { defaultValue: fallback ?? key }), [i18n])
  return { t, label, locale }
}

/** The same lookups outside React (server-rendered pages that are not React, mail). */
export function translator<const S extends readonly Namespace[]>(i18n: Translations, ...namespaces: S): Translate<S[number]> {
  const locale = localeOf(i18n)
  for (const ns of namespaces) register(i18n, locale, ns)
  return ((key: string, values?: Values) => i18n.t(key, values)) as Translate<S[number]>
}
