import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadNews } from '#app/editorial/news.server.ts'
import { NewsView } from '#app/editorial/NewsView.tsx'
export { CatalogueErrorBoundary as ErrorBoundary } from '#app/catalogue/CatalogueErrorBoundary.tsx'
export { catalogueHeaders as headers } from '#app/catalogue/route-exports.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadNews({ request, context })
}

export const meta: MetaFunction<typeof loader> = () => [{ title: 'News · Marquee' }]

export default function Route() {
  return <NewsView data={useLoaderData<typeof loader>()} />
}
