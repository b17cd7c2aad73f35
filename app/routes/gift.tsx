import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { giftShopAction, giftShopLoader } from '#app/gift/gift.server.ts'
import { GiftShopPage } from '#app/gift/GiftPages.tsx'
import { cachePolicy } from '#app/utils/http.ts'
import { giftStrings } from '#app/gift/strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'

/** GIFT: the gift products with their prices; choosing one (for whom, a message) opens the checkout. */
export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const loader = ({ request, context }: LoaderFunctionArgs) => giftShopLoader(request, context)
export const action = ({ request, context }: ActionFunctionArgs) => giftShopAction(request, context)
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, giftStrings, 'gift:gift.pageTitle') }]

export default GiftShopPage
