import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { giftDetailLoader } from '#app/gift/gift.server.ts'
import { GiftDetailPage } from '#app/gift/GiftPages.tsx'
import { cachePolicy } from '#app/utils/http.ts'
import { giftStrings } from '#app/gift/strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'

/** GIFT_DETAIL: a bought gift and its code, shown to its buyer only. */
export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const loader = ({ request, context, params }: LoaderFunctionArgs) => giftDetailLoader(request, context, params.giftId ?? '')
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, giftStrings, 'gift:gift.detailTitle') }]

export default GiftDetailPage
