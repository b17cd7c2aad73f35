import { useTranslation } from 'react-i18next'
import { visuallyHidden } from '#app/styles/utils.css.ts'
import { skeleton } from './shared.css.ts'

/** Placeholder for a block type that has no skeleton of its own. */
export function BlockSkeleton() {
  const { t } = useTranslation()
  return (
    <div className={skeleton} aria-busy="true">
      <span className={visuallyHidden}>{t('row.loading', 'Loading…')}</span>
    </div>
  )
}
