import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadSchedule } from '#app/editorial/schedule.server.ts'
import { ScheduleView } from '#app/editorial/ScheduleView.tsx'
import { editorialStrings } from '#app/editorial/strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'
export { CatalogueErrorBoundary as ErrorBoundary } from '#app/catalogue/CatalogueErrorBoundary.tsx'
export { catalogueHeaders as headers } from '#app/catalogue/route-exports.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadSchedule({ request, context })
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: pageTitle(matches, editorialStrings, 'editorial:schedule.title') },
]

export default function Route() {
  return <ScheduleView data={useLoaderData<typeof loader>()} />
}
