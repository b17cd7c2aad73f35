import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { authorizationAction, authorizationLoader } from '#app/commerce/checkout.server.ts'
import { AuthorizationPage } from '#app/commerce/PaymentPages.tsx'
import { cachePolicy } from '#app/utils/http.ts'
import { commerceStrings } from '#app/commerce/strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'

/** PAYMENT_AUTHORIZATION: a payment that answered requires_action asks the buyer to authorise it. */
export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const loader = ({ request, context }: LoaderFunctionArgs) => authorizationLoader(request, context)
export const action = ({ request, context }: ActionFunctionArgs) => authorizationAction(request, context)
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, commerceStrings, 'commerce:commerce.authTitle') }]

export default function PaymentAuthorizationRoute() {
  return <AuthorizationPage {...useLoaderData<typeof loader>()} />
}
