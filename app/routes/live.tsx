import type { LoaderFunctionArgs } from '@remix-run/node'
import { loadDetail } from '#app/catalogue/detail.server.ts'
export { detailMeta as meta, DetailRoute as default } from '#app/catalogue/DetailView.tsx'
export { CatalogueErrorBoundary as ErrorBoundary } from '#app/catalogue/CatalogueErrorBoundary.tsx'
export { catalogueHeaders as headers } from '#app/catalogue/route-exports.ts'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadDetail({ request, context, kind: 'live', eventId: params.eventId })
}
