import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadReleases } from '#app/editorial/schedule.server.ts'
import { ReleasesView } from '#app/editorial/ReleasesView.tsx'
import { editorialStrings } from '#app/editorial/strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'
export { CatalogueErrorBoundary as ErrorBoundary } from '#app/catalogue/CatalogueErrorBoundary.tsx'
export { catalogueHeaders as headers } from '#app/catalogue/route-exports.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadReleases({ request, context })
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  {
    title: pageTitle(
      matches,
      editorialStrings,
      data?.status === 'released' ? 'editorial:releases.releasedTitle' : 'editorial:releases.title',
    ),
  },
]

export default function Route() {
  return <ReleasesView data={useLoaderData<typeof loader>()} />
}
