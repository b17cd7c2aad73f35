import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadHistory } from '#app/player/history.server.ts'
import { HistoryView } from '#app/player/HistoryView.tsx'
import { pageTitle } from '#app/i18n/page-title.ts'
import { playerStrings } from '#app/player/strings.ts'
export { CatalogueErrorBoundary as ErrorBoundary } from '#app/catalogue/CatalogueErrorBoundary.tsx'
export { catalogueHeaders as headers } from '#app/catalogue/route-exports.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadHistory({ request, context })
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => [{ title: pageTitle(matches, playerStrings, 'player:history.title') }]

export default function HistoryRoute() {
  return <HistoryView data={useLoaderData<typeof loader>()} />
}
