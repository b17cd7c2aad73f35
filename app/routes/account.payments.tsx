import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { paymentsLoader } from '#app/account/account.server.ts'
import { PaymentsPage } from '#app/account/BillingViews.tsx'
import { cachePolicy } from '#app/utils/http.ts'

/** ACCOUNT_PAYMENTS: the account's payment history, a page at a time (?page=). */
export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const loader = ({ request, context }: LoaderFunctionArgs) => paymentsLoader(request, context)
export const meta: MetaFunction = () => [{ title: 'Payment history · Marquee' }]

export default PaymentsPage
