/**
 * A namespace of strings: one feature's default texts in every locale, kept in the feature's own
 * folder. `defineStrings` makes the compiler refuse a Spanish or Portuguese table that lacks a key
 * of the English one; the i18n key test (app/i18n/keys.test.ts) checks the keys the code uses.
 */
import type { Locale } from './resources.ts'

export interface Namespace<N extends string = string, K extends string = string> {
  readonly name: N
  readonly strings: Readonly<Record<Locale, Readonly<Record<K, string>>>>
}

export function defineStrings<const N extends string, const E extends Record<string, string>>(
  name: N,
  en: E,
  es: Record<keyof E, string>,
  pt: Record<keyof E, string>,
): Namespace<N, keyof E & string> {
  return { name, strings: { en, es, pt } as Record<Locale, Record<keyof E & string, string>> }
}

/** "ns:key" for every key of the namespaces given. */
export type KeyOf<S> = S extends Namespace<infer N, infer K> ? `${N}:${K}` : never

/** Values put into a string's {{placeholders}}; `count` also picks a plural form. */
export type Values = Record<string, string | number>
