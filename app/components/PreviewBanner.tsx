import { useTranslation } from 'react-i18next'
import * as styles from './composed-page.css.ts'

export function PreviewBanner({ version }: { version?: number }) {
  const { t } = useTranslation()
  return (
    <aside className={styles.previewBanner} aria-label="Preview">
      <strong>{t('preview.banner')}</strong>
      {version !== undefined ? <span> · {t('preview.documentVersion', { version })}</span> : null}
    </aside>
  )
}
