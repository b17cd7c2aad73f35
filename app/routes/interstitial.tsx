import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadInterstitial } from '#app/editorial/interstitial.server.ts'
import { InterstitialView } from '#app/editorial/InterstitialView.tsx'
export { CatalogueErrorBoundary as ErrorBoundary } from '#app/catalogue/CatalogueErrorBoundary.tsx'
export { catalogueHeaders as headers } from '#app/catalogue/route-exports.ts'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadInterstitial({ request, context, eventId: params.eventId })
}

export const meta: MetaFunction<typeof loader> = ({ data }) => data ? [{ title: `${data.kind === 'video' ? data.video.title : data.series.title} · Marquee` }] : [{ title: 'Marquee' }]

export default function Route() {
  return <InterstitialView data={useLoaderData<typeof loader>()} />
}
