import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadGrid } from '#app/editorial/grid.server.ts'
import { GridView } from '#app/editorial/GridView.tsx'
import { editorialStrings } from '#app/editorial/strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'
export { CatalogueErrorBoundary as ErrorBoundary } from '#app/catalogue/CatalogueErrorBoundary.tsx'
export { catalogueHeaders as headers } from '#app/catalogue/route-exports.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadGrid({ request, context })
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(matches, editorialStrings, 'editorial:grid.title') },
  ...(data?.activeCount ? [{ name: 'robots', content: 'noindex' }] : []),
]

export default function Route() {
  return <GridView data={useLoaderData<typeof loader>()} />
}
