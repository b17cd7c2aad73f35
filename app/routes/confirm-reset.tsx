import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { authClient, noStore } from '#app/auth/auth.server.ts'
import { PlatformError } from '#app/platform/client.server.ts'
import { TokenAction } from '#app/auth/TokenAction.tsx'
import { GeneralErrorBoundary } from '#app/components/GeneralErrorBoundary.tsx'
import { localePath, localeOfRequest } from '#app/i18n/locale-path.ts'
import { cachePolicy } from '#app/utils/http.ts'
import { logger } from '#app/utils/logger.server.ts'
import { useT } from '#app/i18n/t.ts'
import { authStrings } from '#app/auth/strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'
import { flashCookie, takeFlash } from '#app/utils/flash.server.ts'

export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, authStrings, 'auth:confirmReset.title') }]

/** CONFIRM_RESET (/confirm-reset/{code}): the PIN-reset mail's link removes the profile's PIN. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request)
  // after the link's post: the profile whose PIN it removed, said once (never read from the URL,
  // which anyone can write)
  const done = await takeFlash(request, context, 'confirm-reset')
  return { doneName: done?.key === 'confirmReset.done' ? (done.values?.name ?? '') : null, profilesHref: localePath(locale, '/profiles') }
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const locale = localeOfRequest(request)
  try {
    const { profileName } = await authClient(context, locale).confirmPinReset(String(params.code ?? '').slice(0, 200))
    const headers = new Headers(noStore)
    headers.append('Set-Cookie', await flashCookie({ page: 'confirm-reset', key: 'confirmReset.done', values: { name: profileName } }))
    return redirect(new URL(request.url).pathname, { headers })
  } catch (error) {
    if (error instanceof PlatformError && error.status === 404) return data({ error: 'invalidToken' }, { status: 404, headers: noStore })
    logger.error({ event: 'pin_reset.failed', message: (error as Error)?.message })
    return data({ error: 'sorrySomethingWentWrong' }, { status: 503, headers: noStore })
  }
}

export default function ConfirmReset() {
  const { doneName, profilesHref } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useT(authStrings)
  return (
    <TokenAction
      title="confirmReset.title"
      body="confirmReset.body"
      submit="confirmReset.submit"
      done={doneName !== null}
      doneMessage={t('auth:confirmReset.done', { name: doneName ?? '' })}
      doneHref={profilesHref}
      doneLabel="profiles.title"
      backHref={profilesHref}
      error={actionData?.error}
    />
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
