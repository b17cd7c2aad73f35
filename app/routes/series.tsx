import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadSeriesView } from '#app/catalogue/series.server.ts'
import { SeriesView } from '#app/catalogue/SeriesView.tsx'
export { CatalogueErrorBoundary as ErrorBoundary } from '#app/catalogue/CatalogueErrorBoundary.tsx'
export { catalogueHeaders as headers } from '#app/catalogue/route-exports.ts'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadSeriesView({ request, context, seriesId: params.seriesId })
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [{ title: `${data.series.title} · Marquee` }, ...(data.series.description ? [{ name: 'description', content: data.series.description }] : [])]
    : [{ title: 'Marquee' }]

export default function SeriesRoute() {
  return <SeriesView data={useLoaderData<typeof loader>()} />
}
