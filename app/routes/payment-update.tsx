import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { paymentUpdateAction, paymentUpdateLoader } from '#app/account/account.server.ts'
import { PaymentUpdatePage } from '#app/account/BillingViews.tsx'
import { cachePolicy } from '#app/utils/http.ts'
import { billingStrings } from '#app/account/strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'

/** PAYMENT_UPDATE (/payment-update/{licenceId}): choose which saved card pays for a held subscription. */
export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const loader = ({ request, context, params }: LoaderFunctionArgs) => paymentUpdateLoader(request, context, params.licenceId)
export const action = ({ request, context, params }: ActionFunctionArgs) => paymentUpdateAction(request, context, params.licenceId)
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, billingStrings, 'billing:paymentUpdate.pageTitle') }]

export default PaymentUpdatePage
