import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useLoaderData, useRouteError } from '@remix-run/react'
import { Fragment } from 'react'
import { env } from '#app/env.server.ts'
import { authClient } from '#app/auth/auth.server.ts'
import { PlatformError } from '#app/platform/client.server.ts'
import { TextField } from '#app/components/ui/TextField.tsx'
import { Button } from '#app/components/ui/Button.tsx'
import { AuthPanel } from '#app/auth/AuthPanel.tsx'
import { GeneralErrorBoundary } from '#app/components/GeneralErrorBoundary.tsx'
import { cachePolicy, invariantResponse } from '#app/utils/http.ts'
import * as styles from '#app/auth/auth-page.css.ts'
import { pageTitle } from '#app/i18n/page-title.ts'
import { toolStrings } from '#app/cms/tool-strings.ts'

export const headers = () => ({ 'Cache-Control': cachePolicy.none })
// in the language the page is shown in (?locale= on editor and developer tools)
export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, toolStrings, 'tools:tools.devMailbox') },
  { name: 'robots', content: 'noindex' },
]

/**
 * The demo's mailbox: the mail the platform kept in its outbox because no SMTP server is
 * configured. It exists only outside production (NODE_ENV≠production, or DEMO=true) and without
 * SMTP_URL, and answers requests from this machine only (loopback), since its mail holds sign-in
 * links — docs/decisions/010-identity-mail-and-dev-mailbox.md. A developer tool: English only.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  invariantResponse(env().devMailbox, 'Not found', { status: 404 })
  const to = new URL(request.url).searchParams.get('to')?.trim().slice(0, 254) ?? ''
  // The platform answers requests from this machine only (the client address is passed on to it).
  const { messages } = await authClient(context)
    .devOutbox(to || undefined)
    .catch((error: unknown) => {
      if (error instanceof PlatformError && error.status === 404) throw new Response('Not found', { status: 404 })
      throw error
    })
  return { to, messages: messages.map(({ html: _html, ...m }) => m) }
}

const URL_PATTERN = /(https?:\/\/[^\s]+)/g

export default function DevMailbox() {
  const { to, messages } = useLoaderData<typeof loader>()
  return (
    <AuthPanel title="Dev mailbox" wide>
      <p className={styles.intro}>Mail the platform would have sent. Newest first.</p>
      <Form method="get" className={styles.inlineForm}>
        <TextField label="Recipient" name="to" type="email" defaultValue={to} />
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      </Form>
      {messages.length === 0 ? <p role="status">No mail{to ? ` for ${to}` : ''}.</p> : null}
      <ul className={styles.mailList} aria-label="Messages">
        {messages.map((m) => (
          <li key={m.id} className={styles.profileCard}>
            <article aria-labelledby={`mail-${m.id}`}>
              <h2 id={`mail-${m.id}`} className={styles.profileName}>
                {m.subject}
              </h2>
              <p className={styles.intro}>
                To {m.to} · {new Date(m.createdAt).toISOString().replace('T', ' ').slice(0, 19)} UTC
              </p>
              <p className={styles.mailBody}>
                {m.text.split(URL_PATTERN).map((part, i) =>
                  /^https?:\/\//.test(part) ? (
                    <a key={i} className={styles.link} href={part}>
                      {part}
                    </a>
                  ) : (
                    <Fragment key={i}>{part}</Fragment>
                  ),
                )}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </AuthPanel>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
