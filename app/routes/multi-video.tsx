import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadMultiView } from '#app/player/multiview.server.ts'
import { MultiView } from '#app/player/MultiView.tsx'
import { playerStrings } from '#app/player/strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'
export { CatalogueErrorBoundary as ErrorBoundary } from '#app/catalogue/CatalogueErrorBoundary.tsx'
export { catalogueHeaders as headers } from '#app/catalogue/route-exports.ts'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadMultiView({ request, context, eventId: params.eventId })
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  {
    title: data
      ? pageTitle(matches, playerStrings, 'player:multiview.pageTitle', { values: { title: data.primary.title } })
      : pageTitle(matches, playerStrings, 'player:multiview.title'),
  },
]

export default function MultiVideoRoute() {
  return <MultiView data={useLoaderData<typeof loader>()} />
}
