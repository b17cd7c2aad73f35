import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadSearch } from '#app/catalogue/search.server.ts'
import { SearchView } from '#app/catalogue/SearchView.tsx'
import { catalogueStrings } from '#app/catalogue/strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'
export { CatalogueErrorBoundary as ErrorBoundary } from '#app/catalogue/CatalogueErrorBoundary.tsx'
export { catalogueHeaders as headers } from '#app/catalogue/route-exports.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadSearch({ request, context })
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(matches, catalogueStrings, 'catalogue:catalogue.search.submit', { before: data?.q }) },
  { name: 'robots', content: 'noindex' },
]

export default function SearchRoute() {
  return <SearchView data={useLoaderData<typeof loader>()} />
}
