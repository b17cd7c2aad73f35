import { Button } from '#app/components/ui/Button.tsx'
import * as styles from './status-page.css.ts'
import { useT } from '#app/i18n/t.ts'
import { commonStrings } from '#app/i18n/resources.ts'

/**
 * The offer shown to a subscriber who starts cancelling. The commerce issue wires its buttons to
 * the cancellation-promo calls; the copy comes from the labels documents.
 */
export function CancellationPromo({ discount, months, preview = false }: { discount: string; months: number; preview?: boolean }) {
  const { t } = useT(commonStrings)
  return (
    <section className={styles.page} aria-labelledby="promo-title">
      <h1 id="promo-title" className={styles.title}>
        {t('common:cancellationPromo.title')}
      </h1>
      <p className={styles.body}>{t('common:cancellationPromo.body', { discount, months })}</p>
      <div className={styles.actions}>
        <Button variant="primary" type="button" isDisabled={preview}>
          {t('common:cancellationPromo.accept')}
        </Button>
        <Button type="button" isDisabled={preview}>{t('common:cancellationPromo.decline')}</Button>
      </div>
    </section>
  )
}
