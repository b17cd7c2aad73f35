import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadDetail } from '#app/catalogue/detail.server.ts'
import { DetailView } from '#app/catalogue/DetailView.tsx'
export { CatalogueErrorBoundary as ErrorBoundary } from '#app/catalogue/CatalogueErrorBoundary.tsx'
export { catalogueHeaders as headers } from '#app/catalogue/route-exports.ts'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadDetail({ request, context, kind: 'live', eventId: params.eventId })
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [{ title: `${data.item.title} · Marquee` }, ...(data.item.description ? [{ name: 'description', content: data.item.description }] : [])]
    : [{ title: 'Marquee' }]

export default function LiveRoute() {
  return <DetailView data={useLoaderData<typeof loader>()} />
}
