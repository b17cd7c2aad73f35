import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation, useRouteError } from '@remix-run/react'
import { z } from 'zod'
import { platformFor } from '#app/session.server.ts'
import { PlatformError } from '#app/platform/client.server.ts'
import { TextField } from '#app/components/ui/TextField.tsx'
import { Button } from '#app/components/ui/Button.tsx'
import { AuthPanel } from '#app/auth/AuthPanel.tsx'
import { GeneralErrorBoundary } from '#app/components/GeneralErrorBoundary.tsx'
import { cachePolicy, invariantResponse } from '#app/utils/http.ts'
import { localePath } from '#app/i18n/locale-path.ts'
import * as styles from '#app/auth/auth-page.css.ts'
import { pageTitle } from '#app/i18n/page-title.ts'
import { toolStrings } from '#app/cms/tool-strings.ts'

export const headers = () => ({ 'Cache-Control': cachePolicy.none })
// in the language the page is shown in (?locale= on editor and developer tools)
export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, toolStrings, 'tools:tools.impersonation') },
  { name: 'robots', content: 'noindex' },
]

/**
 * Operators issue a single-use, 5-minute impersonation link for a viewer's account (support).
 * The platform checks the operator role and audits issuing and use; this page checks it too, so
 * others get a 403 page rather than a form. Operator tooling: English only.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { viewer, client } = await platformFor(request, context)
  invariantResponse(!viewer.isGuest && viewer.rol.includes('operator'), 'Operators only', { status: 403 })
  const audit = await client.impersonationAudit()
  return { entries: audit.entries.slice(0, 20) }
}

const schema = z.object({ email: z.string().trim().email('Enter a valid email address.').max(254) })

export async function action({ request, context }: ActionFunctionArgs) {
  const { viewer, client } = await platformFor(request, context)
  invariantResponse(!viewer.isGuest && viewer.rol.includes('operator'), 'Operators only', { status: 403 })
  const form = await request.formData()
  const email = String(form.get('email') ?? '').slice(0, 254)
  const parsed = schema.safeParse({ email })
  if (!parsed.success) return data({ email, error: 'Enter a valid email address.', link: null }, { status: 400 })
  try {
    const issued = await client.issueImpersonation(parsed.data.email)
    const link = new URL(localePath('en', issued.path), request.url).toString()
    return data({ email, error: null, link, expiresAt: issued.expiresAt }, { headers: { 'Cache-Control': cachePolicy.none } })
  } catch (error) {
    if (error instanceof PlatformError && error.status < 500)
      return data({ email, error: error.message, link: null }, { status: error.status })
    throw error
  }
}

export default function AdminImpersonate() {
  const { entries } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  return (
    <AuthPanel title="Impersonation" wide>
      <p className={styles.intro}>
        Issue a single-use link that signs in as a viewer’s account for 5 minutes. Issuing and use are audited.
      </p>
      <Form method="post" noValidate className={styles.form}>
        {result?.error ? (
          <p role="alert" className={styles.formError}>
            {result.error}
          </p>
        ) : null}
        <TextField label="Account email" name="email" type="email" defaultValue={result?.email} />
        <Button type="submit" variant="primary" isDisabled={navigation.state === 'submitting'}>
          Issue a link
        </Button>
      </Form>
      {result?.link ? (
        <p role="status" className={styles.success}>
          Link (works once, until {new Date(result.expiresAt!).toISOString().slice(11, 16)} UTC): <code>{result.link}</code>
        </p>
      ) : null}
      <h2 className={styles.profileName}>Audit</h2>
      <ul className={styles.links} aria-label="Audit">
        {entries.map((e) => (
          <li key={e.id}>
            {e.at.replace('T', ' ').slice(0, 19)} · {e.action} · operator {e.operatorId.slice(0, 8)} · account {e.accountId.slice(0, 8)}
            {e.clientAddress ? ` · from ${e.clientAddress}` : ''}
          </li>
        ))}
      </ul>
    </AuthPanel>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
