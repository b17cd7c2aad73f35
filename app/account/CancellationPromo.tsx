import { useId, type ReactNode } from 'react'
import { Button } from '#app/components/ui/Button.tsx'
import * as styles from '#app/components/status-page.css.ts'
import { useT } from '#app/i18n/t.ts'
import { commonStrings } from '#app/i18n/resources.ts'

/**
 * The offer a subscriber who starts cancelling is shown, from the platform's cancellation promo
 * (a discount off the next renewals); its copy comes from the labels documents, so editors
 * preview exactly what subscribers see. On the account's licences page `children` are the forms
 * that take or refuse it; the editors' preview (`preview`) shows the buttons, disabled.
 */
export function CancellationPromo({
  discount,
  months,
  preview = false,
  inline = false,
  children,
}: {
  discount: string
  months: number
  preview?: boolean
  /** inside a licence card rather than a page of its own: a smaller heading */
  inline?: boolean
  children?: ReactNode
}) {
  const { t } = useT(commonStrings)
  const titleId = useId()
  const Heading = inline ? 'h4' : 'h1'
  return (
    <section className={inline ? undefined : styles.page} aria-labelledby={titleId}>
      <Heading id={titleId} className={inline ? undefined : styles.title}>
        {t('common:cancellationPromo.title')}
      </Heading>
      <p className={inline ? undefined : styles.body}>{t('common:cancellationPromo.body', { discount, months })}</p>
      {children ?? (
        <div className={styles.actions}>
          <Button variant="primary" type="button" isDisabled={preview}>
            {t('common:cancellationPromo.accept')}
          </Button>
          <Button type="button" isDisabled={preview}>
            {t('common:cancellationPromo.decline')}
          </Button>
        </div>
      )}
    </section>
  )
}
