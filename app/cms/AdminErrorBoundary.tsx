import { useRouteError, useRouteLoaderData } from '@remix-run/react'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import { GeneralErrorBoundary, StatusPage } from '#app/components/GeneralErrorBoundary.tsx'
import { useLoginHref } from '#app/i18n/links.tsx'
import { commonStrings } from '#app/i18n/resources.ts'
import { useT } from '#app/i18n/t.ts'
import type { RootData } from '#app/root.server.ts'
import { toolStrings } from './tool-strings.ts'

/**
 * The editor and operator tools' ErrorBoundary: the shared one, with their own refusals. A tool's
 * address missing its document id (400) says so, with the tool's hint; a page for editors or for
 * operators (403) says which, and asks a guest to sign in but not a viewer already signed in.
 */
export function AdminErrorBoundary() {
  const { t } = useT(toolStrings, commonStrings)
  const signIn = useLoginHref()
  const root = useRouteLoaderData('root') as RootData | undefined
  const signedIn = root ? !root.viewer.isGuest : false
  return (
    <GeneralErrorBoundary
      error={useRouteError()}
      statusHandlers={{
        400: ({ error }) => {
          // the tool's own hint ("Add ?id=<document id> to the address"), when it gave one
          const hint = typeof error.data === 'string' && error.data.length <= 200 ? error.data : ''
          return (
            <StatusPage
              code={400}
              title={t('tools:tools.badRequestTitle')}
              body={[t('tools:tools.badRequestBody'), hint].join(' ').trim()}
            />
          )
        },
        403: ({ error }) => {
          const operators = error.data === 'Operators only'
          const body = [
            t(operators ? 'tools:tools.operatorsOnlyBody' : 'tools:tools.editorsOnlyBody'),
            t(signedIn ? 'tools:tools.signedInCannot' : 'tools:tools.signInToUse'),
          ].join(' ')
          return (
            <StatusPage code={403} title={t(operators ? 'tools:tools.operatorsOnlyTitle' : 'tools:tools.editorsOnlyTitle')} body={body}>
              {signedIn ? null : (
                <ButtonLink variant="primary" href={signIn}>
                  {t('common:nav.signIn')}
                </ButtonLink>
              )}
            </StatusPage>
          )
        },
      }}
    />
  )
}
