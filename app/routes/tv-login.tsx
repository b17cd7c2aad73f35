import { localeOfRequest } from '#app/i18n/locale-path.ts'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteError } from '@remix-run/react'
import { tvLoginLoader, type TvProblem } from '#app/auth/federated/tv-provider.server.ts'
import { FederatedProblem } from '#app/auth/federated/FederatedProblem.tsx'
import { GeneralErrorBoundary } from '#app/components/GeneralErrorBoundary.tsx'
import { cachePolicy } from '#app/utils/http.ts'
import { federatedStrings } from '#app/auth/federated/strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'

export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, federatedStrings, 'federated:federated.tv.pageTitle') }]

/** /tv-login/{tvAuthType?}: a registration code and the provider list, then the providers page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return tvLoginLoader(request, context, localeOfRequest(request))
}

export default function TvLogin() {
  const { problem } = useLoaderData<TvProblem>()
  return <FederatedProblem messageKey={problem.key} action={{ href: problem.homeHref, label: 'federated.goHome' }} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
