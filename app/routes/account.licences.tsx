import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { licencesAction, licencesLoader } from '#app/account/account.server.ts'
import { LicencesPage } from '#app/account/BillingViews.tsx'
import { cachePolicy } from '#app/utils/http.ts'
import { billingStrings } from '#app/account/strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'

/** ACCOUNT_LICENCES: what the account holds, with each licence's status, payment state and price, and the changes it offers (pause, resume, cancel with its promo, reactivate). */
export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const loader = ({ request, context }: LoaderFunctionArgs) => licencesLoader(request, context)
export const action = ({ request, context }: ActionFunctionArgs) => licencesAction(request, context)
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, billingStrings, 'billing:licences.title') }]

export default LicencesPage
