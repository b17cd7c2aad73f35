import { localizeConcretePath } from '#app/route-table.js'
import type { Locale } from '#app/i18n/resources.ts'

/**
 * A concrete English path (parameters filled in) in the given locale: "/section/sport" → "/es/seccion/sport".
 * Only the route's path words are translated, through the one route table; parameter values are kept.
 */
export function localizedPath(path: string, locale: Locale): string {
  return localizeConcretePath(path, locale)
}
