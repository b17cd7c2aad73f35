import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadReleases } from '#app/editorial/schedule.server.ts'
import { ReleasesView } from '#app/editorial/ReleasesView.tsx'
export { CatalogueErrorBoundary as ErrorBoundary } from '#app/catalogue/CatalogueErrorBoundary.tsx'
export { catalogueHeaders as headers } from '#app/catalogue/route-exports.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadReleases({ request, context })
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.status === 'released' ? 'Released premieres · Marquee' : 'Premieres · Marquee' }]

export default function Route() {
  return <ReleasesView data={useLoaderData<typeof loader>()} />
}
