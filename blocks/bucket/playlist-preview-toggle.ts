/** The playlist card's preview toggle label per locale (every row downloads it, so it stays alone). */
import { defineStrings } from '#app/i18n/namespace.ts'
import { useT } from '#app/i18n/t.ts'

export const toggleStrings = defineStrings(
  'playlistToggle',
  { 'playlistPreview.open': 'Preview {{title}}' },
  { 'playlistPreview.open': 'Vista previa de {{title}}' },
  { 'playlistPreview.open': 'Pré-visualizar {{title}}' },
)

export function usePreviewToggleLabel() {
  const { t } = useT(toggleStrings)
  return (title: string) => t('playlistToggle:playlistPreview.open', { title })
}
