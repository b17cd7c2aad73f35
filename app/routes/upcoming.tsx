import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadEvents } from '#app/catalogue/events.server.ts'
import { EventsView } from '#app/catalogue/EventsView.tsx'
import { catalogueStrings } from '#app/catalogue/strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'
export { CatalogueErrorBoundary as ErrorBoundary } from '#app/catalogue/CatalogueErrorBoundary.tsx'
export { catalogueHeaders as headers } from '#app/catalogue/route-exports.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadEvents({ request, context, kind: 'upcoming' })
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: pageTitle(matches, catalogueStrings, 'catalogue:catalogue.upcoming.title') },
]

export default function UpcomingRoute() {
  return <EventsView data={useLoaderData<typeof loader>()} />
}
