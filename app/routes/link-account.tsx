import { localeOfRequest } from '#app/i18n/locale-path.ts'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { LocaleForm } from '#app/i18n/links.tsx'
import { useLocalePath } from '#app/i18n/links.tsx'
import { linkStepAction, linkStepLoader, type LinkStepData } from '#app/auth/federated/link.server.ts'
import { type FederatedKey } from '#app/auth/federated/strings.ts'
import { Button, ButtonLink } from '#app/components/ui/Button.tsx'
import { GeneralErrorBoundary } from '#app/components/GeneralErrorBoundary.tsx'
import * as page from '#app/auth/auth-page.css.ts'
import * as styles from '#app/auth/federated/federated.css.ts'
import { cachePolicy } from '#app/utils/http.ts'
import { useT } from '#app/i18n/t.ts'
import { federatedStrings } from '#app/auth/federated/strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'

export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, federatedStrings, 'federated:federated.link.pageTitle') }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  return linkStepLoader(request, context, localeOfRequest(request))
}

export async function action({ request, context }: ActionFunctionArgs) {
  return linkStepAction(request, context, localeOfRequest(request))
}

/** The account-link step: sign in to the existing account and link, skip, or (cannot link) log out or continue. */
export default function LinkAccount() {
  const step = useLoaderData<LinkStepData>()
  const actionData = useActionData<{ error: FederatedKey }>()
  const { t } = useT(federatedStrings)
  const localize = useLocalePath()
  const existing = step.existingProvider ?? t('federated:federated.passwordProvider')
  const title =
    step.state === 'cannot-link'
      ? t('federated:federated.cannotLink.title')
      : t('federated:federated.link.title', { provider: step.provider })
  return (
    <section className={page.page} aria-labelledby="link-title">
      <div className={page.panel}>
        <h1 id="link-title" className={page.title}>
          {title}
        </h1>
        {actionData?.error ? (
          <p role="alert" className={page.formError}>
            {t(`federated:${actionData.error}`)}
          </p>
        ) : null}
        {step.state === 'cannot-link' ? (
          <>
            <p className={styles.body}>{t('federated:federated.cannotLink.body', { provider: step.provider })}</p>
            <div className={styles.actions}>
              <LocaleForm method="post" action={localize('/logout')}>
                <input type="hidden" name="from" value={localize('/login')} />
                <Button type="submit" variant="secondary">
                  {t('federated:federated.cannotLink.logout')}
                </Button>
              </LocaleForm>
              <LocaleForm method="post">
                <Button type="submit" name="intent" value="continue" variant="primary">
                  {t('federated:federated.cannotLink.continue')}
                </Button>
              </LocaleForm>
            </div>
          </>
        ) : (
          <>
            <p className={styles.body}>
              {step.email
                ? t('federated:federated.accountExists', { email: step.email, provider: existing })
                : t('federated:federated.accountExistsNoEmail', { provider: existing })}
            </p>
            <p className={styles.body}>
              {step.state === 'confirm'
                ? t('federated:federated.link.explainSignedIn', { provider: step.provider })
                : t('federated:federated.link.explainGuest', { provider: step.provider })}
            </p>
            <div className={styles.actions}>
              {step.state === 'confirm' ? (
                <LocaleForm method="post">
                  <Button type="submit" name="intent" value="link" variant="primary">
                    {t('federated:federated.link.confirm', { provider: step.provider })}
                  </Button>
                </LocaleForm>
              ) : (
                <ButtonLink href={step.loginHref} variant="primary">
                  {t('federated:federated.link.signInToLink')}
                </ButtonLink>
              )}
              <LocaleForm method="post">
                <Button type="submit" name="intent" value="skip" variant="ghost">
                  {t('federated:federated.link.skip')}
                </Button>
              </LocaleForm>
            </div>
          </>
        )}
      </div>
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
