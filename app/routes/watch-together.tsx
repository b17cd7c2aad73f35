import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { watchTogetherAction, watchTogetherLoader } from '#app/watch-together/watch-together.server.ts'
import { WatchTogetherView } from '#app/watch-together/WatchTogetherView.tsx'
export { CatalogueErrorBoundary as ErrorBoundary } from '#app/catalogue/CatalogueErrorBoundary.tsx'

/** WATCH_TOGETHER: a live event, its invite link and who is watching it together (signed-in viewers). */
export { catalogueHeaders as headers } from '#app/catalogue/route-exports.ts'
export const loader = ({ request, context, params }: LoaderFunctionArgs) => watchTogetherLoader(request, context, params.eventId)
export const action = ({ request, context, params }: ActionFunctionArgs) => watchTogetherAction(request, context, params.eventId)
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.detail.item.title} · Marquee` : 'Marquee' }]

export default function WatchTogetherRoute() {
  return <WatchTogetherView data={useLoaderData<typeof loader>()} />
}
