import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { marketingAction, marketingLoader } from '#app/account/profile-area.server.ts'
import { MarketingView } from '#app/account/MarketingView.tsx'
import { cachePolicy } from '#app/utils/http.ts'
import { accountStrings } from '#app/account/profile-strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'

/** ACCOUNT_MARKETING: an area of the account (app/account), signed-in only. */
export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const loader = ({ request, context }: LoaderFunctionArgs) => marketingLoader(request, context)
export const action = ({ request, context }: ActionFunctionArgs) => marketingAction(request, context)
export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, accountStrings, ['account:account.area.marketing', 'account:account.title']) },
]

export default MarketingView
