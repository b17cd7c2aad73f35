import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { cardsAction, cardsLoader } from '#app/account/account.server.ts'
import { CardsPage } from '#app/account/BillingViews.tsx'
import { cachePolicy } from '#app/utils/http.ts'
import { billingStrings } from '#app/account/strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'

/** ACCOUNT_CARDS: saved cards (default first); add, make default, remove. */
export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const loader = ({ request, context }: LoaderFunctionArgs) => cardsLoader(request, context)
export const action = ({ request, context }: ActionFunctionArgs) => cardsAction(request, context)
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, billingStrings, 'billing:cards.title') }]

export default CardsPage
