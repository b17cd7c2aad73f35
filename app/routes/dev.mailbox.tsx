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
import { useT } from '#app/i18n/t.ts'
import { formatTimestampUtc } from '#app/i18n/format.ts'

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
 * links — docs/decisions/010-identity-mail-and-dev-mailbox.md. A developer tool, never prefixed: it
 * speaks the language asked for with ?locale= (the mail itself is shown as it was sent).
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
  const { t, locale } = useT(toolStrings)
  return (
    <AuthPanel title={t('tools:tools.devMailbox')} wide>
      <p className={styles.intro}>{t('tools:tools.devMailbox.intro')}</p>
      <Form method="get" className={styles.inlineForm}>
        {/* the language asked for stays with the filter */}
        {locale !== 'en' ? <input type="hidden" name="locale" value={locale} /> : null}
        <TextField label={t('tools:tools.devMailbox.recipient')} name="to" type="email" defaultValue={to} />
        <Button type="submit" variant="secondary">
          {t('tools:tools.devMailbox.filter')}
        </Button>
      </Form>
      {messages.length === 0 ? (
        <p role="status">{to ? t('tools:tools.devMailbox.emptyFor', { to }) : t('tools:tools.devMailbox.empty')}</p>
      ) : null}
      <ul className={styles.mailList} aria-label={t('tools:tools.devMailbox.messages')}>
        {messages.map((m) => (
          <li key={m.id} className={styles.profileCard}>
            <article aria-labelledby={`mail-${m.id}`}>
              <h2 id={`mail-${m.id}`} className={styles.profileName}>
                {m.subject}
              </h2>
              <p className={styles.intro}>
                {t('tools:tools.devMailbox.sentTo', { to: m.to, date: formatTimestampUtc(m.createdAt, locale) })}
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
