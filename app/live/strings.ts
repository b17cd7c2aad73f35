/**
 * Default strings of the live-now sidebar list and the live-now toast per locale (a string
 * namespace for useT, so a CMS labels document may override any key).
 */
import { defineStrings } from '#app/i18n/namespace.ts'

const en = {
  'live.list.label': 'Live now',
  'live.list.loading': 'Loading what is live…',
  'live.list.loadMore': 'Load more live events',
  'live.list.loaded': '{{count}} more live events listed',
  'live.list.failed': "Live events couldn't be loaded.",
  'live.list.retry': 'Try again',
  'live.list.empty': 'Nothing is live right now.',
  'live.list.until': 'Until {{time}}',
  'live.badge': 'Live',
  'live.toast.region': 'Live alerts',
  'live.toast.announce': '{{title}} is live now',
  'live.toast.watch': 'Watch now',
  'live.toast.dismiss': 'Dismiss',
} as const

export type LiveKey = keyof typeof en

const es: Record<LiveKey, string> = {
  'live.list.label': 'En directo',
  'live.list.loading': 'Cargando lo que está en directo…',
  'live.list.loadMore': 'Cargar más eventos en directo',
  'live.list.loaded': '{{count}} eventos en directo más',
  'live.list.failed': 'No se pudieron cargar los eventos en directo.',
  'live.list.retry': 'Reintentar',
  'live.list.empty': 'No hay nada en directo ahora mismo.',
  'live.list.until': 'Hasta las {{time}}',
  'live.badge': 'En directo',
  'live.toast.region': 'Avisos en directo',
  'live.toast.announce': '{{title}} ya está en directo',
  'live.toast.watch': 'Ver ahora',
  'live.toast.dismiss': 'Descartar',
}

const pt: Record<LiveKey, string> = {
  'live.list.label': 'Em direto',
  'live.list.loading': 'A carregar o que está em direto…',
  'live.list.loadMore': 'Carregar mais eventos em direto',
  'live.list.loaded': 'Mais {{count}} eventos em direto',
  'live.list.failed': 'Não foi possível carregar os eventos em direto.',
  'live.list.retry': 'Tentar de novo',
  'live.list.empty': 'Nada está em direto agora.',
  'live.list.until': 'Até {{time}}',
  'live.badge': 'Em direto',
  'live.toast.region': 'Alertas em direto',
  'live.toast.announce': '{{title}} está em direto agora',
  'live.toast.watch': 'Ver agora',
  'live.toast.dismiss': 'Dispensar',
}

export const liveStrings = defineStrings('live', en, es, pt)
