import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { paymentsLoader } from '#app/account/account.server.ts'
import { PaymentsPage } from '#app/account/BillingViews.tsx'
import { cachePolicy } from '#app/utils/http.ts'
import { billingStrings } from '#app/account/strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'

/** ACCOUNT_PAYMENTS: the account's payment history, a page at a time (?page=). */
export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const loader = ({ request, context }: LoaderFunctionArgs) => paymentsLoader(request, context)
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, billingStrings, 'billing:payments.title') }]

export default PaymentsPage
