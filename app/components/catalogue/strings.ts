/**
 * Default strings of the catalogue pages (series, season, video, live, live now, upcoming,
 * search) per locale. They are i18next default values: a CMS labels document may override any
 * key, exactly as for the shared strings of app/i18n/resources.ts.
 */
import { useTranslation } from 'react-i18next'
import type { Locale } from '#app/i18n/resources.ts'

const en = {
  'catalogue.seasons': 'Seasons',
  'catalogue.season': 'Season',
  'catalogue.showSeason': 'Show season',
  'catalogue.episodes': 'Episodes',
  'catalogue.episodesRange': 'Episodes {{from}}–{{to}} of {{total}}',
  'catalogue.episodeNumber': 'Episode {{number}}',
  'catalogue.noEpisodes': 'No episodes yet.',
  'catalogue.pagination': 'Pages',
  'catalogue.previousPage': 'Previous page',
  'catalogue.nextPage': 'Next page',
  'catalogue.pageOf': 'Page {{page}} of {{total}}',
  'catalogue.pageEmpty': 'There is nothing on this page.',
  'catalogue.firstPage': 'Go to the first page',
  'catalogue.details': 'Details',
  'catalogue.access': 'Access',
  'catalogue.access.granted': 'Included with your access.',
  'catalogue.access.signInNote': 'Free to watch when you sign in.',
  'catalogue.access.denied': 'Subscription required',
  'catalogue.access.licences': 'Available with:',
  'catalogue.access.geoblocked': 'Not available in your region',
  'catalogue.startsAt': 'Starts {{date}}',
  'catalogue.liveNow': 'Live now',
  'thisEventHasEnded': 'This event has ended',
  'catalogue.liveEvents.title': 'Live now',
  'catalogue.liveEvents.empty': 'Nothing is live right now.',
  'catalogue.upcoming.title': 'Upcoming',
  'catalogue.upcoming.empty': 'No upcoming events.',
  'catalogue.search.label': 'Search titles, events and playlists',
  'catalogue.search.submit': 'Search',
  'catalogue.search.prompt': 'Type a title, an event or a team to search.',
  'catalogue.search.resultsFor': 'Results for “{{query}}”',
  'catalogue.search.none': 'Nothing matches “{{query}}”.',
  'catalogue.search.liveEvents': 'Live events',
  'catalogue.search.videos': 'Videos',
  'catalogue.search.playlists': 'Playlists',
  'catalogue.search.count': '{{count}} results',
  'catalogue.search.more': 'More results in {{group}}',
  'catalogue.search.all': 'All results',
  'catalogue.badLinkTitle': "This link isn't valid",
  'catalogue.badLinkBody': 'Part of the address is not one we understand. Try going back, or start from the home page.',
} as const

export type CatalogueKey = keyof typeof en

const es: Record<CatalogueKey, string> = {
  'catalogue.seasons': 'Temporadas',
  'catalogue.season': 'Temporada',
  'catalogue.showSeason': 'Ver temporada',
  'catalogue.episodes': 'Episodios',
  'catalogue.episodesRange': 'Episodios {{from}}–{{to}} de {{total}}',
  'catalogue.episodeNumber': 'Episodio {{number}}',
  'catalogue.noEpisodes': 'Aún no hay episodios.',
  'catalogue.pagination': 'Páginas',
  'catalogue.previousPage': 'Página anterior',
  'catalogue.nextPage': 'Página siguiente',
  'catalogue.pageOf': 'Página {{page}} de {{total}}',
  'catalogue.pageEmpty': 'No hay nada en esta página.',
  'catalogue.firstPage': 'Ir a la primera página',
  'catalogue.details': 'Detalles',
  'catalogue.access': 'Acceso',
  'catalogue.access.granted': 'Incluido en tu acceso.',
  'catalogue.access.signInNote': 'Gratis al iniciar sesión.',
  'catalogue.access.denied': 'Suscripción necesaria',
  'catalogue.access.licences': 'Disponible con:',
  'catalogue.access.geoblocked': 'No disponible en tu región',
  'catalogue.startsAt': 'Empieza {{date}}',
  'catalogue.liveNow': 'En directo',
  'thisEventHasEnded': 'Este evento ha terminado',
  'catalogue.liveEvents.title': 'En directo',
  'catalogue.liveEvents.empty': 'Ahora no hay nada en directo.',
  'catalogue.upcoming.title': 'Próximamente',
  'catalogue.upcoming.empty': 'No hay eventos próximos.',
  'catalogue.search.label': 'Buscar títulos, eventos y listas',
  'catalogue.search.submit': 'Buscar',
  'catalogue.search.prompt': 'Escribe un título, un evento o un equipo para buscar.',
  'catalogue.search.resultsFor': 'Resultados de «{{query}}»',
  'catalogue.search.none': 'Nada coincide con «{{query}}».',
  'catalogue.search.liveEvents': 'Eventos en directo',
  'catalogue.search.videos': 'Vídeos',
  'catalogue.search.playlists': 'Listas',
  'catalogue.search.count': '{{count}} resultados',
  'catalogue.search.more': 'Más resultados en {{group}}',
  'catalogue.search.all': 'Todos los resultados',
  'catalogue.badLinkTitle': 'Este enlace no es válido',
  'catalogue.badLinkBody': 'Parte de la dirección no es válida. Vuelve atrás o empieza desde la página de inicio.',
}

const pt: Record<CatalogueKey, string> = {
  'catalogue.seasons': 'Temporadas',
  'catalogue.season': 'Temporada',
  'catalogue.showSeason': 'Ver temporada',
  'catalogue.episodes': 'Episódios',
  'catalogue.episodesRange': 'Episódios {{from}}–{{to}} de {{total}}',
  'catalogue.episodeNumber': 'Episódio {{number}}',
  'catalogue.noEpisodes': 'Ainda não há episódios.',
  'catalogue.pagination': 'Páginas',
  'catalogue.previousPage': 'Página anterior',
  'catalogue.nextPage': 'Próxima página',
  'catalogue.pageOf': 'Página {{page}} de {{total}}',
  'catalogue.pageEmpty': 'Não há nada nesta página.',
  'catalogue.firstPage': 'Ir para a primeira página',
  'catalogue.details': 'Detalhes',
  'catalogue.access': 'Acesso',
  'catalogue.access.granted': 'Incluído no seu acesso.',
  'catalogue.access.signInNote': 'Grátis ao entrar.',
  'catalogue.access.denied': 'Assinatura necessária',
  'catalogue.access.licences': 'Disponível com:',
  'catalogue.access.geoblocked': 'Indisponível na sua região',
  'catalogue.startsAt': 'Começa {{date}}',
  'catalogue.liveNow': 'Ao vivo',
  'thisEventHasEnded': 'Este evento terminou',
  'catalogue.liveEvents.title': 'Ao vivo',
  'catalogue.liveEvents.empty': 'Nada ao vivo agora.',
  'catalogue.upcoming.title': 'Em breve',
  'catalogue.upcoming.empty': 'Não há eventos próximos.',
  'catalogue.search.label': 'Pesquisar títulos, eventos e playlists',
  'catalogue.search.submit': 'Pesquisar',
  'catalogue.search.prompt': 'Digite um título, um evento ou uma equipe para pesquisar.',
  'catalogue.search.resultsFor': 'Resultados para “{{query}}”',
  'catalogue.search.none': 'Nada corresponde a “{{query}}”.',
  'catalogue.search.liveEvents': 'Eventos ao vivo',
  'catalogue.search.videos': 'Vídeos',
  'catalogue.search.playlists': 'Playlists',
  'catalogue.search.count': '{{count}} resultados',
  'catalogue.search.more': 'Mais resultados em {{group}}',
  'catalogue.search.all': 'Todos os resultados',
  'catalogue.badLinkTitle': 'Este link não é válido',
  'catalogue.badLinkBody': 'Parte do endereço não é válida. Volte ou comece pela página inicial.',
}

export const catalogueStrings: Record<Locale, Record<CatalogueKey, string>> = { en, es, pt }

function asLocale(language: string | undefined): Locale {
  return language === 'es' || language === 'pt' ? language : 'en'
}

/** `text(key, vars)`: the labels document's string if it has one, else this module's default for the locale. */
export function useCatalogueText() {
  const { t, i18n } = useTranslation()
  const locale = asLocale(i18n.language)
  const text = (key: CatalogueKey, vars: Record<string, string | number> = {}) =>
    t(key, { ...vars, defaultValue: catalogueStrings[locale][key] }) as string
  return { text, t, locale }
}
