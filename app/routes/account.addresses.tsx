import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { addressesAction, addressesLoader } from '#app/account/profile-area.server.ts'
import { AddressesView } from '#app/account/AddressesView.tsx'
import { cachePolicy } from '#app/utils/http.ts'
import { accountStrings } from '#app/account/profile-strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'

/** ACCOUNT_ADDRESSES: an area of the account (app/account), signed-in only. */
export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const loader = ({ request, context }: LoaderFunctionArgs) => addressesLoader(request, context)
export const action = ({ request, context }: ActionFunctionArgs) => addressesAction(request, context)
export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, accountStrings, ['account:account.area.addresses', 'account:account.title']) },
]

export default AddressesView
