import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadNewsItem } from '#app/editorial/news.server.ts'
import { NewsItemView } from '#app/editorial/NewsView.tsx'
export { CatalogueErrorBoundary as ErrorBoundary } from '#app/catalogue/CatalogueErrorBoundary.tsx'
export { catalogueHeaders as headers } from '#app/catalogue/route-exports.ts'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadNewsItem({ request, context, feedName: params.feedName, newId: params.newId })
}

export const meta: MetaFunction<typeof loader> = ({ data }) => data ? [{ title: `${data.item.title} · Marquee` }, ...(data.item.summary ? [{ name: 'description', content: data.item.summary }] : [])] : [{ title: 'Marquee' }]

export default function Route() {
  return <NewsItemView data={useLoaderData<typeof loader>()} />
}
