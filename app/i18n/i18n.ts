import { createContext, createElement, useContext, type ReactNode } from 'react'
import type { Locale, Strings } from './resources.ts'

/** The namespace holding the CMS labels document as it is (menu titles are looked up there by their key). */
export const LABELS_NS = 'labels'

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
 * The lookups are the few the product makes, done here rather than by a general i18n library, whose
 * code was the largest part of the home page's JavaScript after React and Remix:
 * - "namespace:key", keys flat ("nav.more"); no namespace means `common`;
 * - a missing key answers `defaultValue`, else the key without its namespace;
 * - `{{name}}` (also `{{ name }}` and `{{- name}}`) takes the value of the same name; a
 *   placeholder without a value stays as written; values are never escaped (React escapes);
 * - no plural forms, nesting or formatting: the strings use none.
 */
export class Translations {
  private readonly bundles = new Map<string, Readonly<Partial<Record<string, string>>>>()

  constructor(
    readonly language: Locale,
    labels: Strings,
  ) {
    this.bundles.set(LABELS_NS, labels)
  }

  /** Whether a namespace's strings are already added. */
  has(ns: string): boolean {
    return this.bundles.has(ns)
  }

  /** A namespace's strings (the labels document under LABELS_NS), if added. */
  bundle(ns: string): Readonly<Partial<Record<string, string>>> | undefined {
    return this.bundles.get(ns)
  }

  /** Adds a namespace's strings; the first set added for a namespace stays. */
  add(ns: string, strings: Readonly<Partial<Record<string, string>>>): void {
    if (!this.bundles.has(ns)) this.bundles.set(ns, strings)
  }

  t(lookup: string, options?: LookupOptions): string {
    const colon = lookup.indexOf(':')
    const ns = colon === -1 ? DEFAULT_NS : lookup.slice(0, colon)
    const key = colon === -1 ? lookup : lookup.slice(colon + 1)
    const found = this.bundles.get(ns)?.[key]
    const text = typeof found === 'string' ? found : options?.defaultValue || key
    return options ? interpolate(text, options) : text
  }
}

const placeholder = /\{\{-?\s*([^{}]+?)\s*\}\}/g

function interpolate(text: string, values: LookupOptions): string {
  if (!text.includes('{{')) return text
  return text.replace(placeholder, (written, name: string) => {
    if (name === 'defaultValue' || !Object.prototype.hasOwnProperty.call(values, name)) return written
    const value = values[name]
    return value === undefined || value === null ? written : String(value)
  })
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
