import { rowUnavailable } from './shared.css.ts'
import { useT } from '#app/i18n/t.ts'
import { commonStrings } from '#app/i18n/resources.ts'

/** Live pages: a quiet notice where a streamed row failed. No details, no stack trace. */
export function RowUnavailable() {
  const { t } = useT(commonStrings)
  return (
    <p className={rowUnavailable} data-row-unavailable="">
      {t('common:row.unavailable')}
    </p>
  )
}
