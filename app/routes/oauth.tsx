import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteError } from '@remix-run/react'
import { useLocalePath } from '#app/i18n/links.tsx'
import { completeOidc, type FederatedProblem as Problem } from '#app/auth/federated/oidc.server.ts'
import { FederatedProblem } from '#app/auth/federated/FederatedProblem.tsx'
import { GeneralErrorBoundary } from '#app/components/GeneralErrorBoundary.tsx'
import { cachePolicy } from '#app/utils/http.ts'

export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const meta: MetaFunction = () => [{ title: 'Signing in · Marquee' }]

/** The provider sends the browser back here (/oauth/{provider}[/{appname}]) with a code and the state. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return completeOidc(request, context, params.provider ?? '')
}

export default function OAuthReturn() {
  const { problem } = useLoaderData<Problem>()
  const localize = useLocalePath()
  return (
    <FederatedProblem
      messageKey={problem.key}
      provider={problem.provider}
      action={{ href: localize('/login'), label: 'federated.backToLogin' }}
    />
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
