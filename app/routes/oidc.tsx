import { localeOfRequest } from '#app/i18n/locale-path.ts'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useRouteError } from '@remix-run/react'
import { providerPage, startOidc } from '#app/auth/federated/oidc.server.ts'
export { SignInProblemRoute as default } from '#app/auth/federated/FederatedProblem.tsx'
import { GeneralErrorBoundary } from '#app/components/GeneralErrorBoundary.tsx'
import { cachePolicy } from '#app/utils/http.ts'
import { commonStrings } from '#app/i18n/resources.ts'
import { pageTitle } from '#app/i18n/page-title.ts'

export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, commonStrings, 'common:nav.signIn') }]

/** /oidc, /oidc/login, /oidc/signup start the provider's sign-in; account and password pages are the provider's own. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request)
  switch (params.action ?? 'login') {
    case 'login':
      return startOidc(request, context, locale, 'SIGNIN')
    case 'signup':
      return startOidc(request, context, locale, 'SIGNUP')
    case 'account':
      return providerPage(request, context, locale, 'account')
    case 'request-password':
    case 'reset-password':
      return providerPage(request, context, locale, 'reset')
    default:
      throw new Response('Not found', { status: 404 })
  }
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
