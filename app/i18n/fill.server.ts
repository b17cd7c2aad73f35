/**
 * Lookups with values, on the server: a signed-in home renders some seventy cards and each card's
 * favourites toggle names its title ("Add The Salt Road to favourites"), a lookup with a value
 * that went through i18next's interpolation every time. Text and numbers put into plain
 * `{{name}}` placeholders are filled here into the remembered text (the lookup without values,
 * placeholders as written), with the answer i18next gives (a test compares the two for every
 * string the app ships). Only the server does this (entry.server.tsx installs it): the browser's
 * first download has no room.
 */
import type { LookupOptions, Translations } from './i18n.ts'

/**
 * Option names i18next reads itself (a plural's count, a context, a language…): a lookup given
 * any of them goes through i18next, whatever else it has.
 */
const I18NEXT_OPTIONS = new Set([
  'count',
  'context',
  'ordinal',
  'lng',
  'lngs',
  'fallbackLng',
  'ns',
  'keyPrefix',
  'replace',
  'interpolation',
  'skipInterpolation',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'nsSeparator',
  'keySeparator',
])

/**
 * A placeholder: a plain `{{name}}` (also `{{ name }}`, `{{- name}}`) names its value (group 2);
 * anything else between braces (a format, a path) does not.
 */
const PLACEHOLDER = /\{\{(-?\s*(\w+)\s*|[^}]*)\}\}/g

/**
 * The answer to a lookup with values, or undefined when it is i18next's to give: a value that is
 * not text or a number, an option i18next reads, a placeholder that is not plain, a nested key.
 */
export function fillPlaceholders(i18n: Translations, lookup: string, options?: LookupOptions): string | undefined {
  if (!options) return undefined
  for (const name in options) {
    if (name === 'defaultValue') continue
    const value = options[name]
    if ((typeof value !== 'string' && typeof value !== 'number') || I18NEXT_OPTIONS.has(name)) return undefined
  }
  const text = i18n.t(lookup, options.defaultValue === undefined ? undefined : { defaultValue: options.defaultValue })
  if (text.includes('$t(')) return undefined
  let plain = true
  const filled = text.replace(PLACEHOLDER, (whole, _inner, name: string | undefined) => {
    if (name === undefined) plain = false
    const value = name === undefined ? undefined : options[name]
    return value === undefined ? whole : String(value)
  })
  return plain ? filled : undefined
}
