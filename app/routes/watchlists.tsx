import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { cachePolicy } from '#app/utils/http.ts'
import { watchlistsAction, watchlistsLoader } from '#app/watchlists/watchlists.server.ts'
import { WatchlistsView } from '#app/watchlists/WatchlistsView.tsx'
import { pageTitle } from '#app/i18n/page-title.ts'
import { watchlistStrings } from '#app/watchlists/strings.ts'

/** WATCHLISTS: the viewer's lists, one list, and the add-to-watchlist picker (app/watchlists). */
export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const loader = ({ request, context, params }: LoaderFunctionArgs) => watchlistsLoader(request, context, params.watchlistId)
export const action = ({ request, context }: ActionFunctionArgs) => watchlistsAction(request, context)
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: data?.selected ? `${data.selected.name} · Marquee` : pageTitle(matches, watchlistStrings, 'watchlists:watchlists.title') },
]

export default function WatchlistsRoute() {
  return <WatchlistsView data={useLoaderData<typeof loader>()} />
}
