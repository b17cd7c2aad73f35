import { ButtonLink } from '#app/components/ui/Button.tsx'
import * as page from '#app/auth/auth-page.css.ts'
import { type FederatedKey } from './strings.ts'
import * as styles from './federated.css.ts'
import { useT } from '#app/i18n/t.ts'
import { federatedStrings } from '#app/auth/federated/strings.ts'

/** A federated sign-in that could not finish: what happened, and where to go next. */
export function FederatedProblem({ messageKey, provider, action }: { messageKey: FederatedKey; provider?: string; action: { href: string; label: FederatedKey } }) {
  const { t } = useT(federatedStrings)
  return (
    <section className={page.page} aria-labelledby="federated-problem-title">
      <div className={page.panel}>
        <h1 id="federated-problem-title" className={page.title}>
          {t('federated:federated.errorTitle')}
        </h1>
        <p role="alert" className={page.formError}>
          {t(`federated:${messageKey}`, { provider: provider ?? '' })}
        </p>
        <div className={styles.actions}>
          <ButtonLink href={action.href} variant="primary">
            {t(`federated:${action.label}`)}
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}
