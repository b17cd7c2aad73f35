/**
 * Default strings of the search overlay per locale (a namespace for useT, so a CMS labels
 * document may override any key). The group names and counts come from the catalogue's strings.
 */
import { defineStrings } from '#app/i18n/namespace.ts'

const en = {
  'search.overlay.title': 'Search',
  'search.overlay.close': 'Close search',
  'search.overlay.popular': 'Popular now',
  'search.overlay.loading': 'Searching…',
  'search.overlay.results': '{{count}} results for “{{query}}”',
  // a count of one (1 is the only singular in English, Spanish and European Portuguese)
  'search.overlay.resultsOne': '{{count}} result for “{{query}}”',
  'search.overlay.none': 'Nothing matches “{{query}}”.',
  'search.overlay.failed': "Search isn't available right now. Try again in a moment.",
  'search.overlay.more': 'More {{group}}',
  'search.overlay.allResults': 'See all results',
} as const

export type SearchOverlayKey = keyof typeof en

const es: Record<SearchOverlayKey, string> = {
  'search.overlay.title': 'Buscar',
  'search.overlay.close': 'Cerrar la búsqueda',
  'search.overlay.popular': 'Popular ahora',
  'search.overlay.loading': 'Buscando…',
  'search.overlay.results': '{{count}} resultados para «{{query}}»',
  'search.overlay.resultsOne': '{{count}} resultado para «{{query}}»',
  'search.overlay.none': 'Nada coincide con «{{query}}».',
  'search.overlay.failed': 'La búsqueda no está disponible ahora. Inténtalo de nuevo en un momento.',
  'search.overlay.more': 'Más {{group}}',
  'search.overlay.allResults': 'Ver todos los resultados',
}

const pt: Record<SearchOverlayKey, string> = {
  'search.overlay.title': 'Pesquisar',
  'search.overlay.close': 'Fechar a pesquisa',
  'search.overlay.popular': 'Popular agora',
  'search.overlay.loading': 'A pesquisar…',
  'search.overlay.results': '{{count}} resultados para “{{query}}”',
  'search.overlay.resultsOne': '{{count}} resultado para “{{query}}”',
  'search.overlay.none': 'Nada corresponde a “{{query}}”.',
  'search.overlay.failed': 'A pesquisa não está disponível agora. Tente de novo em instantes.',
  'search.overlay.more': 'Mais {{group}}',
  'search.overlay.allResults': 'Ver todos os resultados',
}

export const searchOverlayStrings = defineStrings('searchOverlay', en, es, pt)
