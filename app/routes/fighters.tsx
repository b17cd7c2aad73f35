import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadFighters } from '#app/editorial/fighters.server.ts'
import { FightersView } from '#app/editorial/FightersView.tsx'
import { editorialStrings } from '#app/editorial/strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'
export { CatalogueErrorBoundary as ErrorBoundary } from '#app/catalogue/CatalogueErrorBoundary.tsx'
export { catalogueHeaders as headers } from '#app/catalogue/route-exports.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadFighters({ request, context })
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: pageTitle(matches, editorialStrings, 'editorial:fighters.title') },
]

export default function Route() {
  return <FightersView data={useLoaderData<typeof loader>()} />
}
