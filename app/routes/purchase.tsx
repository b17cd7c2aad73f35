import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { purchaseAction, purchaseLoader } from '#app/commerce/checkout.server.ts'
import { PurchasePage } from '#app/commerce/CheckoutView.tsx'
import { cachePolicy } from '#app/utils/http.ts'

/** PURCHASE: the server-driven checkout (app/commerce/steps.ts decides the step). */
export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const loader = ({ request, context }: LoaderFunctionArgs) => purchaseLoader(request, context)
export const action = ({ request, context }: ActionFunctionArgs) => purchaseAction(request, context)
export const meta: MetaFunction = () => [{ title: 'Checkout · Marquee' }]

export default PurchasePage
