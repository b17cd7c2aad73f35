/** The playlist card's preview toggle label per locale (every row downloads it, so it stays alone). */
import { useTranslation } from 'react-i18next'

const open = { en: 'Preview {{title}}', es: 'Vista previa de {{title}}', pt: 'Pré-visualizar {{title}}' } as const

export function usePreviewToggleLabel() {
  const { t, i18n } = useTranslation()
  const locale = i18n.language === 'es' || i18n.language === 'pt' ? i18n.language : 'en'
  return (title: string) => t('playlistPreview.open', { title, defaultValue: open[locale] }) as string
}
