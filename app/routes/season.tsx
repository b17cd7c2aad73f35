import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadSeriesView } from '#app/catalogue/series.server.ts'
import { SeriesView } from '#app/catalogue/SeriesView.tsx'
export { CatalogueErrorBoundary as ErrorBoundary } from '#app/catalogue/CatalogueErrorBoundary.tsx'
export { catalogueHeaders as headers } from '#app/catalogue/route-exports.ts'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadSeriesView({ request, context, seasonId: params.seasonId })
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: `${data.season ? `${data.season.title} · ` : ''}${data.series.title} · Marquee` },
        ...(data.series.description ? [{ name: 'description', content: data.series.description }] : []),
      ]
    : [{ title: 'Marquee' }]

export default function SeasonRoute() {
  return <SeriesView data={useLoaderData<typeof loader>()} />
}
