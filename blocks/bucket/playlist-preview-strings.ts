/**
 * Default strings of the expanded playlist preview per locale (a namespace for useT). Loaded with
 * the panel; the card's toggle label is in playlist-preview-toggle.ts (it is in every row).
 */
import { defineStrings } from '#app/i18n/namespace.ts'

const en = {
  'playlistPreview.region': '{{title}} preview',
  'playlistPreview.play': 'Play',
  'playlistPreview.viewAll': 'View all',
  'playlistPreview.close': 'Close preview',
  'playlistPreview.previousPage': 'Previous videos',
  'playlistPreview.nextPage': 'Next videos',
  'playlistPreview.pageOf': 'Page {{page}} of {{total}}',
  'playlistPreview.loading': 'Loading the playlist…',
  'playlistPreview.failed': "This playlist couldn't be loaded.",
  'playlistPreview.retry': 'Try again',
  'playlistPreview.videos': 'Videos in {{title}}',
} as const

export type PlaylistPreviewKey = keyof typeof en

const es: Record<PlaylistPreviewKey, string> = {
  'playlistPreview.region': 'Vista previa de {{title}}',
  'playlistPreview.play': 'Reproducir',
  'playlistPreview.viewAll': 'Ver todo',
  'playlistPreview.close': 'Cerrar la vista previa',
  'playlistPreview.previousPage': 'Vídeos anteriores',
  'playlistPreview.nextPage': 'Vídeos siguientes',
  'playlistPreview.pageOf': 'Página {{page}} de {{total}}',
  'playlistPreview.loading': 'Cargando la lista…',
  'playlistPreview.failed': 'No se pudo cargar esta lista.',
  'playlistPreview.retry': 'Reintentar',
  'playlistPreview.videos': 'Vídeos de {{title}}',
}

const pt: Record<PlaylistPreviewKey, string> = {
  'playlistPreview.region': 'Pré-visualização de {{title}}',
  'playlistPreview.play': 'Reproduzir',
  'playlistPreview.viewAll': 'Ver tudo',
  'playlistPreview.close': 'Fechar a pré-visualização',
  'playlistPreview.previousPage': 'Vídeos anteriores',
  'playlistPreview.nextPage': 'Próximos vídeos',
  'playlistPreview.pageOf': 'Página {{page}} de {{total}}',
  'playlistPreview.loading': 'A carregar a playlist…',
  'playlistPreview.failed': 'Não foi possível carregar esta playlist.',
  'playlistPreview.retry': 'Tentar de novo',
  'playlistPreview.videos': 'Vídeos de {{title}}',
}

export const playlistPreviewStrings = defineStrings('playlistPreview', en, es, pt)
