/**
 * A page's <title> in the page's language. Route `meta` functions run outside React, so they
 * cannot use `useT`: this looks the key up the way the page body does (the root loader's CMS
 * labels override the namespace's default text for the root loader's locale), fills its
 * {{placeholders}} and adds the product's name. Several keys ("Addresses", "Your account") are
 * joined in order; `before` is content put first (a search's words, a fighter's name). Without
 * root data (the root loader failed and an error page shows) the address still says the
 * language ("/es/favoritos" is Spanish) and the code's own strings answer.
 */
// Only types are imported: route modules that have nothing but a `meta` import this, and a
// shared module here (React, i18next, the route table) would split the chunks every page loads
// first into more, smaller files.
import type { Locale, Strings } from './resources.ts'
import type { KeyOf, Namespace, Values } from './namespace.ts'

/** What a meta function's `matches` give this: the root route's loader data (RootData) and the address. */
export type TitleMatches = readonly { id: string; pathname: string; data?: unknown }[]

/** The languages a path names by its prefix ("/es/…"); English has none (resources.ts: a test keeps them in step). */
export const PREFIXED_LOCALES = ['es', 'pt'] as const satisfies readonly Locale[]

function localeOfAddress(pathname: string): Locale {
  const first = pathname.split(/[/?#]/)[1]
  return (PREFIXED_LOCALES as readonly string[]).includes(first ?? '') ? (first as Locale) : 'en'
}

/** `{{name}}`, `{{ name }}` and `{{- name}}` take the value of that name; one without a value stays as written (as in i18n.ts). */
function fill(text: string, values: Values | undefined): string {
  return text.replace(/\{\{-?\s*(\w+)\s*\}\}/g, (whole, name: string) => (values?.[name] === undefined ? whole : String(values[name])))
}

export function pageTitle<const S extends Namespace>(
  matches: TitleMatches,
  ns: S,
  key: KeyOf<S> | readonly KeyOf<S>[],
  { before, values }: { before?: string; values?: Values } = {},
): string {
  const root = matches.find((m) => m.id === 'root')?.data as { locale?: Locale; strings?: Strings } | null | undefined
  const locale = root?.locale ?? localeOfAddress(matches.at(-1)?.pathname ?? '/')
  const labels = (root?.strings ?? {}) as Record<string, string | undefined>
  const defaults = ns.strings[locale] as Record<string, string | undefined>
  // the same rule as the page body (t.ts): a labels key overrides the namespace's text of the same key
  const text = (lookup: string) => {
    const bare = lookup.slice(lookup.indexOf(':') + 1)
    return fill(labels[bare] ?? defaults[bare] ?? bare, values)
  }
  const keys: readonly string[] = typeof key === 'string' ? [key] : (key as readonly string[])
  return [before, ...keys.map(text), 'Marquee'].filter(Boolean).join(' · ')
}
