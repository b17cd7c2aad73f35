import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/Button.tsx'
import * as styles from './status-page.css.ts'

/**
 * The offer shown to a subscriber who starts cancelling. The commerce issue wires its buttons to
 * the cancellation-promo calls; the copy comes from the labels documents.
 */
export function CancellationPromo({ discount, months, preview = false }: { discount: string; months: number; preview?: boolean }) {
  const { t } = useTranslation()
  return (
    <section className={styles.page} aria-labelledby="promo-title">
      <h1 id="promo-title" className={styles.title}>
        {t('cancellationPromo.title')}
      </h1>
      <p className={styles.body}>{t('cancellationPromo.body', { discount, months })}</p>
      <div className={styles.actions}>
        <Button variant="primary" type="button" isDisabled={preview}>
          {t('cancellationPromo.accept')}
        </Button>
        <Button type="button" isDisabled={preview}>{t('cancellationPromo.decline')}</Button>
      </div>
    </section>
  )
}
