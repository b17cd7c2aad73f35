import { useLoaderData } from '@remix-run/react'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import * as page from '#app/auth/auth-page.css.ts'
import { type FederatedKey } from './strings.ts'
import * as styles from './federated.css.ts'
import { useT } from '#app/i18n/t.ts'
import { federatedStrings } from '#app/auth/federated/strings.ts'
import { useLocalePath } from '#app/i18n/links.tsx'
import type { FederatedProblem as Problem } from './oidc.server.ts'

/** A federated sign-in that could not finish: what happened, and where to go next. */
export function FederatedProblem({
  messageKey,
  provider,
  action,
}: {
  messageKey: FederatedKey
  provider?: string
  action: { href: string; label: FederatedKey }
}) {
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

/** A sign-in with a provider that went wrong on its way in or back: the problem, and the way back to sign-in. */
export function SignInProblem({ problem }: Problem) {
  const localize = useLocalePath()
  return (
    <FederatedProblem
      messageKey={problem.key}
      provider={problem.provider}
      action={{ href: localize('/login'), label: 'federated.backToLogin' }}
    />
  )
}

/** The view of a route whose loader either redirects to or from a provider, or answers the problem. */
export function SignInProblemRoute() {
  return <SignInProblem problem={useLoaderData<Problem>().problem} />
}
