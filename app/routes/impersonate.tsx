import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { authClient, noStore } from '#app/auth/auth.server.ts'
import { signedInRedirect } from '#app/auth/after-sign-in.server.ts'
import { PlatformError } from '#app/platform/client.server.ts'
import { TokenAction } from '#app/auth/TokenAction.tsx'
import { GeneralErrorBoundary } from '#app/components/GeneralErrorBoundary.tsx'
import { localePath, localeOfRequest } from '#app/i18n/locale-path.ts'
import { cachePolicy } from '#app/utils/http.ts'
import { logger } from '#app/utils/logger.server.ts'
import { authStrings } from '#app/auth/strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'

export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, authStrings, 'auth:impersonate.title') },
  { name: 'robots', content: 'noindex' },
]

/**
 * IMPERSONATE (/impersonate/{token}): an operator's single-use, 5-minute link (issued with
 * POST /api/admin/impersonation, operator role checked by the platform, both steps audited).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request)
  return { homeHref: localePath(locale, '/home') }
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const locale = localeOfRequest(request)
  try {
    const tokens = await authClient(context, locale).impersonate(String(params.token ?? '').slice(0, 200))
    return await signedInRedirect(request, context, locale, tokens, {}, localePath(locale, '/home'))
  } catch (error) {
    if (error instanceof PlatformError && error.status === 404) return data({ error: 'invalidToken' }, { status: 404, headers: noStore })
    logger.error({ event: 'impersonation.failed', message: (error as Error)?.message })
    return data({ error: 'sorrySomethingWentWrong' }, { status: 503, headers: noStore })
  }
}

export default function Impersonate() {
  const { homeHref } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <TokenAction
      title="impersonate.title"
      body="impersonate.body"
      submit="impersonate.submit"
      done={false}
      doneMessage=""
      doneHref={homeHref}
      doneLabel="auth.signIn"
      backHref={homeHref}
      error={actionData?.error}
    />
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
