import { localeOfRequest } from '#app/i18n/locale-path.ts'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { LocaleForm } from '#app/i18n/links.tsx'
import { providersAction, providersLoader, type ProvidersPageData, type TvProblem } from '#app/auth/federated/tv-provider.server.ts'
import { FederatedProblem } from '#app/auth/federated/FederatedProblem.tsx'
import { type FederatedKey } from '#app/auth/federated/strings.ts'
import { button } from '#app/components/ui/button.css.ts'
import { Button } from '#app/components/ui/Button.tsx'
import { GeneralErrorBoundary } from '#app/components/GeneralErrorBoundary.tsx'
import * as page from '#app/auth/auth-page.css.ts'
import * as styles from '#app/auth/federated/federated.css.ts'
import { cachePolicy } from '#app/utils/http.ts'
import { useT } from '#app/i18n/t.ts'
import { federatedStrings } from '#app/auth/federated/strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'

export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, federatedStrings, 'federated:federated.tv.pageTitle') }]

/** /providers lists the TV providers; /providers/success and /providers/failure are where the provider returns. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return providersLoader(request, context, localeOfRequest(request), params)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return providersAction(request, context, localeOfRequest(request))
}

export default function Providers() {
  const loaded = useLoaderData<ProvidersPageData | TvProblem>()
  const actionData = useActionData<{ error: FederatedKey }>()
  const { t } = useT(federatedStrings)
  if ('problem' in loaded)
    return <FederatedProblem messageKey={loaded.problem.key} action={{ href: loaded.problem.homeHref, label: 'federated.goHome' }} />
  const tile = (p: ProvidersPageData['featured'][number]) => (
    <li key={p.id}>
      <a href={p.href} className={`${button({ variant: 'secondary' })} ${styles.tvTile}`}>
        {p.displayName}
      </a>
    </li>
  )
  return (
    <section className={page.page} aria-labelledby="providers-title">
      <div className={page.panel}>
        <h1 id="providers-title" className={page.title}>
          {t('federated:federated.tv.title')}
        </h1>
        {loaded.retry ? (
          <p role="alert" className={page.formError}>
            {t('federated:federated.tv.retry')}
          </p>
        ) : (
          <p className={styles.body}>{t('federated:federated.tv.intro')}</p>
        )}
        {loaded.notice ? (
          <p role="status" className={styles.notice}>
            {t(`federated:${loaded.notice}`)}
          </p>
        ) : null}
        {loaded.featured.length ? (
          <>
            <h2 className={styles.subheading}>{t('federated:federated.tv.featured')}</h2>
            <ul className={styles.tvGrid} aria-label={t('federated:federated.tv.featured')}>
              {loaded.featured.map(tile)}
            </ul>
          </>
        ) : null}
        {loaded.nonFeatured.length ? (
          <>
            <p className={styles.separator} role="separator">
              {t('federated:federated.tv.more')}
            </p>
            <ul className={styles.tvGrid} aria-label={t('federated:federated.tv.more')}>
              {loaded.nonFeatured.map(tile)}
            </ul>
          </>
        ) : null}
        {loaded.canUnlink ? (
          <LocaleForm method="post" className={styles.actions}>
            <p className={styles.body}>{t('federated:federated.tv.linked')}</p>
            {actionData?.error ? (
              <p role="alert" className={page.formError}>
                {t(`federated:${actionData.error}`)}
              </p>
            ) : null}
            <Button type="submit" name="intent" value="unlink" variant="ghost">
              {t('federated:federated.tv.unlink')}
            </Button>
          </LocaleForm>
        ) : null}
      </div>
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
