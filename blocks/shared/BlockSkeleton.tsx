import { visuallyHidden } from '#app/styles/utils.css.ts'
import { skeleton } from './shared.css.ts'
import { useT } from '#app/i18n/t.ts'
import { commonStrings } from '#app/i18n/resources.ts'

/** Placeholder for a block type that has no skeleton of its own. */
export function BlockSkeleton() {
  const { t } = useT(commonStrings)
  return (
    <div className={skeleton} aria-busy="true">
      <span className={visuallyHidden}>{t('common:row.loading')}</span>
    </div>
  )
}
