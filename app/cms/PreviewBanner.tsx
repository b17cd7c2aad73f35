import { useId } from 'react'
import * as styles from './composed-page.css.ts'
import { useT } from '#app/i18n/t.ts'
import { commonStrings } from '#app/i18n/resources.ts'

export function PreviewBanner({ version }: { version?: number }) {
  const { t } = useT(commonStrings)
  const id = useId()
  return (
    // named by its own words, in the page's language
    <aside className={styles.previewBanner} aria-labelledby={id}>
      <strong id={id}>{t('common:preview.banner')}</strong>
      {version !== undefined ? <span> · {t('common:preview.documentVersion', { version })}</span> : null}
    </aside>
  )
}
