import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { purchaseAction, purchaseLoader } from '#app/commerce/checkout.server.ts'
import { PurchasePage } from '#app/commerce/CheckoutView.tsx'
import { cachePolicy } from '#app/utils/http.ts'
import { commerceStrings } from '#app/commerce/strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'

/** PURCHASE: the server-driven checkout (app/commerce/steps.ts decides the step). */
export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const loader = ({ request, context }: LoaderFunctionArgs) => purchaseLoader(request, context)
export const action = ({ request, context }: ActionFunctionArgs) => purchaseAction(request, context)
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, commerceStrings, 'commerce:commerce.paymentTitle') }]

export default PurchasePage
