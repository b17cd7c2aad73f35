import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadGrid } from '#app/editorial/grid.server.ts'
import { GridView } from '#app/editorial/GridView.tsx'
export { CatalogueErrorBoundary as ErrorBoundary } from '#app/catalogue/CatalogueErrorBoundary.tsx'
export { catalogueHeaders as headers } from '#app/catalogue/route-exports.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadGrid({ request, context })
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: 'Browse everything · Marquee' }, ...(data?.activeCount ? [{ name: 'robots', content: 'noindex' }] : [])]

export default function Route() {
  return <GridView data={useLoaderData<typeof loader>()} />
}
