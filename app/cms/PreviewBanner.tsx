import * as styles from './composed-page.css.ts'
import { useT } from '#app/i18n/t.ts'
import { commonStrings } from '#app/i18n/resources.ts'

export function PreviewBanner({ version }: { version?: number }) {
  const { t } = useT(commonStrings)
  return (
    // one complementary landmark, read out by its own words in the page's language (a fixed
    // English name here was read out on every language's preview)
    <aside className={styles.previewBanner}>
      <strong>{t('common:preview.banner')}</strong>
      {version !== undefined ? <span> · {t('common:preview.documentVersion', { version })}</span> : null}
    </aside>
  )
}
