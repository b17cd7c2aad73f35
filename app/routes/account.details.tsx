import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { detailsAction, detailsLoader } from '#app/account/profile-area.server.ts'
import { DetailsView } from '#app/account/DetailsView.tsx'
import { cachePolicy } from '#app/utils/http.ts'
import { accountStrings } from '#app/account/profile-strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'

/** ACCOUNT_DETAILS: an area of the account (app/account), signed-in only. */
export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const loader = ({ request, context }: LoaderFunctionArgs) => detailsLoader(request, context)
export const action = ({ request, context }: ActionFunctionArgs) => detailsAction(request, context)
export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, accountStrings, ['account:account.area.details', 'account:account.title']) },
]

export default DetailsView
