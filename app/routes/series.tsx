import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadSeriesView } from '#app/components/catalogue/series.server.ts'
import { SeriesView } from '#app/components/catalogue/SeriesView.tsx'
export { CatalogueErrorBoundary as ErrorBoundary } from '#app/components/catalogue/CatalogueErrorBoundary.tsx'
export { catalogueHeaders as headers } from '#app/components/catalogue/route-exports.ts'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadSeriesView({ request, context, seriesId: params.seriesId })
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: `${data.series.title} · Marquee` },
        ...(data.series.description ? [{ name: 'description', content: data.series.description }] : []),
      ]
    : [{ title: 'Marquee' }]

export default function SeriesRoute() {
  return <SeriesView data={useLoaderData<typeof loader>()} />
}
