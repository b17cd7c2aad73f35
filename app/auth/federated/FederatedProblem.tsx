import { ButtonLink } from '#app/components/ui/Button.tsx'
import * as page from '#app/components/auth/auth-page.css.ts'
import { useFederatedText, type FederatedKey } from './strings.ts'
import * as styles from './federated.css.ts'

/** A federated sign-in that could not finish: what happened, and where to go next. */
export function FederatedProblem({ messageKey, provider, action }: { messageKey: FederatedKey; provider?: string; action: { href: string; label: FederatedKey } }) {
  const text = useFederatedText()
  return (
    <section className={page.page} aria-labelledby="federated-problem-title">
      <div className={page.panel}>
        <h1 id="federated-problem-title" className={page.title}>
          {text('federated.errorTitle')}
        </h1>
        <p role="alert" className={page.formError}>
          {text(messageKey, { provider: provider ?? '' })}
        </p>
        <div className={styles.actions}>
          <ButtonLink href={action.href} variant="primary">
            {text(action.label)}
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}
