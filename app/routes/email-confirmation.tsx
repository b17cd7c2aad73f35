import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { authClient, noStore } from '#app/auth/auth.server.ts'
import { PlatformError } from '#app/platform/client.server.ts'
import { TokenAction } from '#app/auth/TokenAction.tsx'
import { GeneralErrorBoundary } from '#app/components/GeneralErrorBoundary.tsx'
import { localePath, localeOfRequest } from '#app/i18n/locale-path.ts'
import { cachePolicy, safeRedirectPath } from '#app/utils/http.ts'
import { logger } from '#app/utils/logger.server.ts'
import { authStrings } from '#app/auth/strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'

export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, authStrings, 'auth:emailConfirmation.title') }]

/** EMAIL_CONFIRMATION: the sign-up mail's link (?token=). A 404 from the platform shows invalidToken, any other failure sorrySomethingWentWrong. */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request)
  const url = new URL(request.url)
  const from = returnPathOf(url)
  return {
    done: url.searchParams.get('confirmed') === '1',
    // signing in continues where the sign-up began (a checkout), when the mail's link says where
    loginHref: localePath(locale, '/login') + (from ? `?from=${encodeURIComponent(from)}` : ''),
    hasToken: Boolean(url.searchParams.get('token')),
  }
}

/** The mail link's return path (`from`), followed only when it is a same-origin path once normalised. */
const returnPathOf = (url: URL) => safeRedirectPath(url.searchParams.get('from'), '')

export async function action({ request, context }: ActionFunctionArgs) {
  const locale = localeOfRequest(request)
  const url = new URL(request.url)
  const token = url.searchParams.get('token') ?? ''
  try {
    if (!token || token.length > 200) throw new PlatformError(404, 'INVALID_TOKEN', 'No token', null)
    await authClient(context, locale).confirmEmail(token)
    const from = returnPathOf(url)
    return redirect(`${url.pathname}?confirmed=1${from ? `&from=${encodeURIComponent(from)}` : ''}`, { headers: noStore })
  } catch (error) {
    if (error instanceof PlatformError && error.status === 404) return data({ error: 'invalidToken' }, { status: 404, headers: noStore })
    logger.error({ event: 'email_confirmation.failed', message: (error as Error)?.message })
    return data({ error: 'sorrySomethingWentWrong' }, { status: 503, headers: noStore })
  }
}

export default function EmailConfirmation() {
  const { done, loginHref, hasToken } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <TokenAction
      title="emailConfirmation.title"
      body="emailConfirmation.body"
      submit="emailConfirmation.submit"
      done={done}
      doneMessage="emailConfirmation.done"
      doneHref={loginHref}
      doneLabel="auth.signIn"
      backHref={loginHref}
      error={actionData?.error ?? (hasToken || done ? null : 'invalidToken')}
    />
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
