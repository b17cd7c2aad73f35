import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadNews } from '#app/editorial/news.server.ts'
import { NewsView } from '#app/editorial/NewsView.tsx'
import { editorialStrings } from '#app/editorial/strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'
export { CatalogueErrorBoundary as ErrorBoundary } from '#app/catalogue/CatalogueErrorBoundary.tsx'
export { catalogueHeaders as headers } from '#app/catalogue/route-exports.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadNews({ request, context })
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => [{ title: pageTitle(matches, editorialStrings, 'editorial:news.title') }]

export default function Route() {
  return <NewsView data={useLoaderData<typeof loader>()} />
}
