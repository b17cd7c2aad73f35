import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useRouteError } from '@remix-run/react'
import { completeOidc } from '#app/auth/federated/oidc.server.ts'
export { SignInProblemRoute as default } from '#app/auth/federated/FederatedProblem.tsx'
import { GeneralErrorBoundary } from '#app/components/GeneralErrorBoundary.tsx'
import { cachePolicy } from '#app/utils/http.ts'
import { federatedStrings } from '#app/auth/federated/strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'

export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, federatedStrings, 'federated:federated.signingIn') }]

/** The provider sends the browser back here (/oauth/{provider}[/{appname}]) with a code and the state. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return completeOidc(request, context, params.provider ?? '')
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
