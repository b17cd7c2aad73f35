import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { platformFor } from '#app/session.server.ts'
import { impersonationSchema } from '#app/auth/checks.server.ts'
import { PlatformError } from '#app/platform/client.server.ts'
import { TextField } from '#app/components/ui/TextField.tsx'
import { Button } from '#app/components/ui/Button.tsx'
import { AuthPanel } from '#app/auth/AuthPanel.tsx'
import { cachePolicy, invariantResponse } from '#app/utils/http.ts'
import { localePath, localeOfRequest } from '#app/i18n/locale-path.ts'
import * as styles from '#app/auth/auth-page.css.ts'
import { pageTitle } from '#app/i18n/page-title.ts'
import { toolStrings, type ImpersonationError } from '#app/cms/tool-strings.ts'
import { hasKey, useT } from '#app/i18n/t.ts'
import { formatTimeUtc, formatTimestampUtc } from '#app/i18n/format.ts'

export const headers = () => ({ 'Cache-Control': cachePolicy.none })
// in the language the page is shown in (?locale= on editor and developer tools)
export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, toolStrings, 'tools:tools.impersonation') },
  { name: 'robots', content: 'noindex' },
]

/**
 * Operators issue a single-use, 5-minute impersonation link for a viewer's account (support).
 * The platform checks the operator role and audits issuing and use; this page checks it too, so
 * others get a 403 page rather than a form. Operator tooling, never prefixed: it speaks the
 * language asked for with ?locale=, and the link it issues opens the landing page in that language
 * (an operator working in Spanish hands out a Spanish link).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { viewer, client } = await platformFor(request, context)
  invariantResponse(!viewer.isGuest && viewer.rol.includes('operator'), 'Operators only', { status: 403 })
  const audit = await client.impersonationAudit()
  return { entries: audit.entries.slice(0, 20) }
}

/** The page's message for a platform refusal (its own words are English and for developers). */
function refusal(error: PlatformError): ImpersonationError {
  if (error.code === 'NOT_FOUND') return 'noAccount'
  if (error.code === 'FORBIDDEN') return 'operatorAccount'
  if (error.code === 'VALIDATION_FAILED') return 'invalidEmail'
  return 'refused'
}

/**
 * Issues the link (the form's one intent, checked by impersonationSchema). The link is answered in
 * the POST's own response rather than after a redirect: it is a single-use secret, so it is kept
 * out of any URL, cookie or store (no-store).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { viewer, client } = await platformFor(request, context)
  invariantResponse(!viewer.isGuest && viewer.rol.includes('operator'), 'Operators only', { status: 403 })
  const form = await request.formData()
  const email = String(form.get('email') ?? '').slice(0, 254)
  const parsed = impersonationSchema.safeParse({ intent: form.get('intent'), email })
  if (!parsed.success) {
    const error: ImpersonationError = parsed.error.issues.some((issue) => issue.path[0] === 'email') ? 'invalidEmail' : 'refused'
    return data({ email, error, link: null }, { status: 400, headers: { 'Cache-Control': cachePolicy.none } })
  }
  try {
    const issued = await client.issueImpersonation(parsed.data.email)
    // the landing page in the operator's language (/es/suplantar/…), the one the page is shown in
    const link = new URL(localePath(localeOfRequest(request), issued.path), request.url).toString()
    return data({ email, error: null, link, expiresAt: issued.expiresAt }, { headers: { 'Cache-Control': cachePolicy.none } })
  } catch (error) {
    if (error instanceof PlatformError && error.status < 500)
      return data({ email, error: refusal(error), link: null }, { status: error.status })
    throw error
  }
}

export default function AdminImpersonate() {
  const { entries } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const { t, locale } = useT(toolStrings)
  const actionName = (code: string) => {
    const key = `tools.impersonation.action.${code}`
    return hasKey(toolStrings, key) ? t(`tools:${key}`) : code
  }
  return (
    <AuthPanel title={t('tools:tools.impersonation')} wide>
      <p className={styles.intro}>{t('tools:tools.impersonation.intro')}</p>
      <Form method="post" noValidate className={styles.form}>
        <input type="hidden" name="intent" value="issue" />
        {result?.error ? (
          <p role="alert" className={styles.formError}>
            {t(`tools:tools.impersonation.error.${result.error}`)}
          </p>
        ) : null}
        <TextField label={t('tools:tools.impersonation.email')} name="email" type="email" defaultValue={result?.email} />
        <Button type="submit" variant="primary" isDisabled={navigation.state === 'submitting'}>
          {t('tools:tools.impersonation.submit')}
        </Button>
      </Form>
      {result?.link ? (
        <p role="status" className={styles.success}>
          {t('tools:tools.impersonation.issued', { time: formatTimeUtc(result.expiresAt!, locale) })} <code>{result.link}</code>
        </p>
      ) : null}
      <h2 className={styles.profileName}>{t('tools:tools.impersonation.audit')}</h2>
      {entries.length === 0 ? (
        <p className={styles.intro}>{t('tools:tools.impersonation.auditEmpty')}</p>
      ) : (
        <ul className={styles.links} aria-label={t('tools:tools.impersonation.audit')}>
          {entries.map((e) => {
            const values = {
              at: formatTimestampUtc(e.at, locale),
              action: actionName(e.action),
              operator: e.operatorId.slice(0, 8),
              account: e.accountId.slice(0, 8),
            }
            return (
              <li key={e.id}>
                {e.clientAddress
                  ? t('tools:tools.impersonation.auditEntryFrom', { ...values, address: e.clientAddress })
                  : t('tools:tools.impersonation.auditEntry', values)}
              </li>
            )
          })}
        </ul>
      )}
    </AuthPanel>
  )
}

// the tools' refusals: which role a page is for, and a tool's address missing its id
export { AdminErrorBoundary as ErrorBoundary } from '#app/cms/AdminErrorBoundary.tsx'
