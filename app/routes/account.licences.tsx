import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { licencesLoader } from '#app/account/account.server.ts'
import { LicencesPage } from '#app/account/BillingViews.tsx'
import { cachePolicy } from '#app/utils/http.ts'

/** ACCOUNT_LICENCES: what the account holds, with each licence's status, payment state and price. */
export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const loader = ({ request, context }: LoaderFunctionArgs) => licencesLoader(request, context)
export const meta: MetaFunction = () => [{ title: 'Licences · Marquee' }]

export default LicencesPage
