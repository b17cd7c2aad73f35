import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { payAction, payLoader } from '#app/commerce/checkout.server.ts'
import { ConfirmationPage, ZeroBalancePage } from '#app/commerce/PaymentPages.tsx'
import { cachePolicy } from '#app/utils/http.ts'
import { commerceStrings } from '#app/commerce/strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'

/**
 * PAY (/pay/{providerId}): a provider's return (redirect_status, from) and the zero-balance step;
 * PAYMENT_CONFIRMATION (/pay): the purchase confirmed, on to the title (LICENCE_REDIRECT).
 */
export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const loader = ({ request, context, params }: LoaderFunctionArgs) => payLoader(request, context, params.providerId)
export const action = ({ request, context }: ActionFunctionArgs) => payAction(request, context)
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, commerceStrings, 'commerce:commerce.step.payment') }]

export default function PayRoute() {
  const data = useLoaderData<typeof loader>()
  if (data.view === 'zero')
    return (
      <ZeroBalancePage
        basket={data.basket}
        redirectTo={data.redirectTo}
        licences={data.licences}
        gift={data.gift}
        idempotencyKey={data.idempotencyKey}
        basketSeen={data.basketSeen}
      />
    )
  return <ConfirmationPage view={data.view} name={data.name} next={data.next} browse={data.browse} checkout={data.checkout} />
}
