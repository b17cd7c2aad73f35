import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { authClient, noStore } from '#app/auth/auth.server.ts'
import { PlatformError } from '#app/platform/client.server.ts'
import { TokenAction } from '#app/auth/TokenAction.tsx'
import { GeneralErrorBoundary } from '#app/components/GeneralErrorBoundary.tsx'
import { localePath, localeOfRequest } from '#app/i18n/locale-path.ts'
import { cachePolicy } from '#app/utils/http.ts'
import { logger } from '#app/utils/logger.server.ts'
import { authStrings } from '#app/auth/strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'

export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, authStrings, 'auth:activate.title') }]

/** ACTIVATE_USER (/activate/{id}): the activation link mailed when a not-yet-active account signs in. */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request)
  return { done: new URL(request.url).searchParams.get('activated') === '1', loginHref: localePath(locale, '/login') }
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const locale = localeOfRequest(request)
  try {
    await authClient(context, locale).activate(String(params.id ?? '').slice(0, 200))
    return redirect(`${new URL(request.url).pathname}?activated=1`, { headers: noStore })
  } catch (error) {
    if (error instanceof PlatformError && error.status === 404) return data({ error: 'invalidToken' }, { status: 404, headers: noStore })
    logger.error({ event: 'activation.failed', message: (error as Error)?.message })
    return data({ error: 'sorrySomethingWentWrong' }, { status: 503, headers: noStore })
  }
}

export default function Activate() {
  const { done, loginHref } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <TokenAction
      title="activate.title"
      body="activate.body"
      submit="activate.submit"
      done={done}
      doneMessage="activate.done"
      doneHref={loginHref}
      doneLabel="auth.signIn"
      backHref={loginHref}
      error={actionData?.error}
    />
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
