import * as styles from './composed-page.css.ts'
import { useT } from '#app/i18n/t.ts'
import { commonStrings } from '#app/i18n/resources.ts'

export function PreviewBanner({ version }: { version?: number }) {
  const { t } = useT(commonStrings)
  return (
    <aside className={styles.previewBanner} aria-label="Preview">
      <strong>{t('common:preview.banner')}</strong>
      {version !== undefined ? <span> · {t('common:preview.documentVersion', { version })}</span> : null}
    </aside>
  )
}
