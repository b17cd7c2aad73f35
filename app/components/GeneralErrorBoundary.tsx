import { isRouteErrorResponse, useLocation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import { useLoginHref } from '#app/i18n/links.tsx'
import * as styles from './status-page.css.ts'
import { useT } from '#app/i18n/t.ts'
import { commonStrings } from '#app/i18n/resources.ts'

type StatusHandler = (info: { error: { status: number; data: unknown } }) => ReactNode

/**
 * The one error view every route's ErrorBoundary wraps. Known statuses get a page a person
 * understands; anything else gets a calm generic message — never a stack trace.
 */
export function GeneralErrorBoundary({
  error,
  statusHandlers,
}: {
  error: unknown
  statusHandlers?: Partial<Record<number, StatusHandler>>
}) {
  const { t } = useT(commonStrings)
  const signIn = useLoginHref()
  if (isRouteErrorResponse(error)) {
    const custom = statusHandlers?.[error.status]
    if (custom) return <>{custom({ error })}</>
    if (error.status === 404) return <NotFound />
    if (error.status === 503) return <Unavailable />
    if (error.status === 403) {
      return (
        <StatusPage code={403} title={t('common:page.forbiddenTitle')} body={t('common:page.forbiddenBody')}>
          <ButtonLink variant="primary" href={signIn}>
            {t('common:nav.signIn')}
          </ButtonLink>
        </StatusPage>
      )
    }
  }
  return <StatusPage code={500} title={t('common:page.errorTitle')} body={t('common:page.errorBody')} />
}

export function NotFound() {
  const { t } = useT(commonStrings)
  return <StatusPage code={404} title={t('common:page.notFoundTitle')} body={t('common:page.notFoundBody')} />
}

/**
 * The platform could not give this page what it needs (app/platform/unavailable.server.ts): say
 * so, and offer the same page again. The answer carries Retry-After (app/entry.server.tsx).
 */
export function Unavailable() {
  const { t } = useT(commonStrings)
  const location = useLocation()
  return (
    <StatusPage code={503} title={t('common:page.unavailableTitle')} body={t('common:page.unavailableBody')}>
      <ButtonLink variant="primary" href={location.pathname + location.search} data-retry="">
        {t('common:page.tryAgain')}
      </ButtonLink>
    </StatusPage>
  )
}

export function StatusPage({ code, title, body, children }: { code: number; title: string; body: string; children?: ReactNode }) {
  const { t } = useT(commonStrings)
  return (
    <section className={styles.page} aria-labelledby="status-title">
      <p className={styles.code} aria-hidden="true">
        {code}
      </p>
      <h1 id="status-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.body}>{body}</p>
      <div className={styles.actions}>
        {children}
        <ButtonLink href="/home">{t('common:page.backHome')}</ButtonLink>
      </div>
    </section>
  )
}
