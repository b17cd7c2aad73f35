import { createContext, createElement, useContext, type ReactNode } from 'react'
import i18next, { type i18n as I18n, type TOptions } from 'i18next'
import type { Locale, Strings } from './resources.ts'

/** The namespace holding the CMS labels document as it is (menu titles are looked up there by their key). */
export const LABELS_NS = 'labels'

/** How many plain lookups an instance remembers before it starts over. */
const PLAIN_LOOKUPS_KEPT = 5000

/** The namespace of a lookup without one ("nav.more" is "common:nav.more"). */
const DEFAULT_NS = 'common'

export interface LookupOptions {
  /** The text when the key is missing (an empty one counts as none: the key is answered). */
  defaultValue?: string
  /** Any other option is a value for a {{placeholder}}. */
  [name: string]: unknown
}

/**
 * One page's strings in one language: the CMS labels document the root loader read, and the
 * features' namespaces, added as they render (useT), so server and browser render the same text
 * and the browser fetches no translation files.
 *
 * The lookups go through one i18next instance per page language (a bare `i18next` core: no
 * React binding, no backend, no language detector; the URL decides the language):
 * - "namespace:key", keys flat ("nav.more", dots are part of the key); no namespace means `common`;
 * - a missing key answers `defaultValue`, else the key without its namespace;
 * - `{{name}}` (also `{{ name }}` and `{{- name}}`) takes the value of the same name; a
 *   placeholder without a value stays as written; values are never escaped (React escapes).
 *   On the server, plain placeholders are filled into the remembered text (fill.server.ts).
 */
export class Translations {
  /**
   * How the server answers a lookup with values (fill.server.ts, installed by entry.server.tsx);
   * undefined leaves it to i18next. Not in the browser, whose first download has no room for it.
   */
  declare static fillPlaceholders: ((i18n: Translations, lookup: string, options?: LookupOptions) => string | undefined) | undefined

  private readonly i18n: I18n
  /**
   * Answers of lookups without values, by lookup, then by default text. A page makes hundreds of
   * them and an instance serves every page of its labels document, so most are repeats. The keys
   * are the code's and the documents' own strings, so finding an answer builds no new string to
   * hash. A lookup's answers go whenever its namespace is added (a key missing before may be
   * found after).
   */
  private readonly plain = new Map<string, Map<string, string>>()

  constructor(
    readonly language: Locale,
    labels: Strings,
  ) {
    this.i18n = i18next.createInstance()
    // initImmediate false: the resources are given, so init finishes before it returns.
    void this.i18n.init({
      lng: language,
      fallbackLng: false,
      ns: [LABELS_NS],
      defaultNS: DEFAULT_NS,
      resources: { [language]: { [LABELS_NS]: labels } },
      keySeparator: false,
      nsSeparator: ':',
      returnNull: false,
      initImmediate: false,
      interpolation: { escapeValue: false, skipOnVariables: true },
      // A placeholder without a value stays as written (i18next would drop it).
      missingInterpolationHandler: (_text, match) => match[0],
    })
  }

  /** Whether a namespace's strings are already added. */
  has(ns: string): boolean {
    return this.i18n.hasResourceBundle(this.language, ns)
  }

  /** A namespace's strings (the labels document under LABELS_NS), if added. */
  bundle(ns: string): Readonly<Partial<Record<string, string>>> | undefined {
    return this.i18n.getResourceBundle(this.language, ns) as Readonly<Partial<Record<string, string>>> | undefined
  }

  /**
   * Adds a namespace's strings; the first set added for a namespace stays. The object is kept as
   * given (useT builds a fresh one per namespace), not copied through JSON as i18next would by
   * default, and nobody listens for i18next's "added" event: a browser adds four or five
   * namespaces while it hydrates a page, and both were most of what that cost.
   */
  add(ns: string, strings: Readonly<Partial<Record<string, string>>>): void {
    if (this.has(ns)) return
    // i18next's types lack the sixth parameter its store takes (i18next 23).
    const store = this.i18n.store as unknown as {
      addResourceBundle(lng: string, ns: string, resources: object, deep: boolean, overwrite: boolean, options: object): void
    }
    store.addResourceBundle(this.language, ns, strings, false, false, { silent: true, skipCopy: true })
    // Only this namespace's answers can change: a key it lacked before may be found now.
    for (const lookup of this.plain.keys()) if (namespaceOf(lookup) === ns) this.plain.delete(lookup)
  }

  t(lookup: string, options?: LookupOptions): string {
    const keys = options ? Object.keys(options) : []
    if (keys.length === 0 || (keys.length === 1 && keys[0] === 'defaultValue')) {
      let answers = this.plain.get(lookup)
      if (answers === undefined) {
        // Bounded: keys and default texts come from code and CMS documents, but never let them pile up.
        if (this.plain.size >= PLAIN_LOOKUPS_KEPT) this.plain.clear()
        this.plain.set(lookup, (answers = new Map()))
      }
      const fallback = options?.defaultValue ?? ''
      let answer = answers.get(fallback)
      if (answer === undefined) answers.set(fallback, (answer = this.lookup(lookup, options)))
      return answer
    }
    return Translations.fillPlaceholders?.(this, lookup, options) ?? this.lookup(lookup, options)
  }

  private lookup(lookup: string, options?: LookupOptions): string {
    // An empty default text counts as none: the key is answered.
    // Copied only when an empty default has to be dropped: lookups run hundreds of times a page.
    const given = options && 'defaultValue' in options && !options.defaultValue ? { ...options, defaultValue: undefined } : options
    return String(this.i18n.t(lookup, given as TOptions))
  }
}

/** The namespace a lookup ("ns:key", or "key" in the default one) reads. */
function namespaceOf(lookup: string): string {
  const colon = lookup.indexOf(':')
  return colon === -1 ? DEFAULT_NS : lookup.slice(0, colon)
}

/** The same labels give the same instance (the root layout builds one per render otherwise). */
const instances = new WeakMap<Strings, Translations>()

/** The strings of a page in a locale, holding the CMS labels document the root loader read. */
export function createI18n(locale: Locale, strings: Strings): Translations {
  const known = instances.get(strings)
  if (known?.language === locale) return known
  const instance = new Translations(locale, strings)
  instances.set(strings, instance)
  return instance
}

/** Outside a provider (components rendered alone in tests): English defaults, no labels. */
const TranslationsContext = createContext<Translations>(new Translations('en', {}))

/** Gives the components below a page's strings (the root layout, the admin previews). */
export function TranslationsProvider({ i18n, children }: { i18n: Translations; children?: ReactNode }) {
  return createElement(TranslationsContext.Provider, { value: i18n }, children)
}

/** The page's strings, as the nearest TranslationsProvider gives them. */
export function useTranslations(): Translations {
  return useContext(TranslationsContext)
}
