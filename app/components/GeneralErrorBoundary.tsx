import { isRouteErrorResponse } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import { useSignInPath } from '#app/i18n/links.tsx'
import * as styles from './status-page.css.ts'

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
  const { t } = useTranslation()
  const signIn = useSignInPath()
  if (isRouteErrorResponse(error)) {
    const custom = statusHandlers?.[error.status]
    if (custom) return <>{custom({ error })}</>
    if (error.status === 404) return <NotFound />
    if (error.status === 403) {
      return (
        <StatusPage code={403} title={t('page.forbiddenTitle')} body={t('page.forbiddenBody')}>
          <ButtonLink variant="primary" href={signIn}>
            {t('nav.signIn')}
          </ButtonLink>
        </StatusPage>
      )
    }
  }
  return <StatusPage code={500} title={t('page.errorTitle')} body={t('page.errorBody')} />
}

export function NotFound() {
  const { t } = useTranslation()
  return <StatusPage code={404} title={t('page.notFoundTitle')} body={t('page.notFoundBody')} />
}

export function StatusPage({ code, title, body, children }: { code: number; title: string; body: string; children?: ReactNode }) {
  const { t } = useTranslation()
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
        <ButtonLink href="/home">{t('page.backHome')}</ButtonLink>
      </div>
    </section>
  )
}
