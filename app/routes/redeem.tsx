import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redeemAction, redeemLoader } from '#app/gift/gift.server.ts'
import { RedeemPage } from '#app/gift/GiftPages.tsx'
import { cachePolicy } from '#app/utils/http.ts'
import { giftStrings } from '#app/gift/strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'

/** REDEEM: a gift code (prefilled from the mail's ?code=) grants its licence to the signed-in account. */
export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const loader = ({ request, context }: LoaderFunctionArgs) => redeemLoader(request, context)
export const action = ({ request, context }: ActionFunctionArgs) => redeemAction(request, context)
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, giftStrings, 'gift:gift.redeemTitle') }]

export default RedeemPage
