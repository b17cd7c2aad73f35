/**
 * A page's <title> in the page's language. Route `meta` functions run outside React, so they
 * cannot use `useT`: this looks the key up the way the page body does (the root loader's CMS
 * labels override the namespace's default text for the root loader's locale), fills its
 * {{placeholders}} and adds the product's name. Several keys ("Addresses", "Your account") are
 * joined in order; `before` is content put first (a search's words, a fighter's name). Without
 * root data (the root loader failed and an error page shows) the address still says the
 * language ("/es/favoritos" is Spanish) and the code's own strings answer.
 */
import { createI18n } from './i18n.ts'
import { localeOfPath } from './locale-path.ts'
import type { Locale, Strings } from './resources.ts'
import { translator } from './t.ts'
import type { KeyOf, Namespace, Values } from './namespace.ts'

/** What a meta function's `matches` give this: the root route's loader data (RootData) and the address. */
export type TitleMatches = readonly { id: string; pathname: string; data?: unknown }[]

const noLabels: Strings = {}

export function pageTitle<const S extends Namespace>(
  matches: TitleMatches,
  ns: S,
  key: KeyOf<S> | readonly KeyOf<S>[],
  { before, values }: { before?: string; values?: Values } = {},
): string {
  const root = matches.find((m) => m.id === 'root')?.data as { locale?: Locale; strings?: Strings } | null | undefined
  const locale = root?.locale ?? localeOfPath(matches.at(-1)?.pathname ?? '/')
  const t = translator(createI18n(locale, root?.strings ?? noLabels), ns)
  const keys: readonly KeyOf<S>[] = typeof key === 'string' ? [key] : key
  return [before, ...keys.map((k) => t(k, values)), 'Marquee'].filter(Boolean).join(' · ')
}
