/**
 * A page's <title> in the page's language. Route `meta` functions run outside React, so they
 * cannot use `useT`: this reads the namespace's default text for the locale of the address
 * ("/es/favoritos" is Spanish), fills its {{placeholders}} and adds the product's name.
 */
import { localeOfPath } from './locale-path.ts'
import type { Namespace, Values } from './namespace.ts'

export function pageTitle<N extends string, K extends string>(
  pathname: string,
  ns: Namespace<N, K>,
  key: K,
  { before, values }: { before?: string; values?: Values } = {},
): string {
  const text = ns.strings[localeOfPath(pathname)][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name] ?? ''))
  return [before, text, 'Marquee'].filter(Boolean).join(' · ')
}
