import { useTranslation } from 'react-i18next'
import { rowUnavailable } from './shared.css.ts'

/** Live pages: a quiet notice where a streamed row failed. No details, no stack trace. */
export function RowUnavailable() {
  const { t } = useTranslation()
  return (
    <p className={rowUnavailable} data-row-unavailable="">
      {t('row.unavailable', "This row couldn't be loaded right now.")}
    </p>
  )
}
