import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadSearch } from '#app/catalogue/search.server.ts'
import { SearchView } from '#app/catalogue/SearchView.tsx'
export { CatalogueErrorBoundary as ErrorBoundary } from '#app/catalogue/CatalogueErrorBoundary.tsx'
export { catalogueHeaders as headers } from '#app/catalogue/route-exports.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadSearch({ request, context })
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.q ? `${data.q} · Search · Marquee` : 'Search · Marquee' },
  { name: 'robots', content: 'noindex' },
]

export default function SearchRoute() {
  return <SearchView data={useLoaderData<typeof loader>()} />
}
