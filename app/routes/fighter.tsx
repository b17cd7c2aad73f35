import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadFighter } from '#app/editorial/fighters.server.ts'
import { FighterView } from '#app/editorial/FighterView.tsx'
import { editorialStrings } from '#app/editorial/strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'
export { CatalogueErrorBoundary as ErrorBoundary } from '#app/catalogue/CatalogueErrorBoundary.tsx'
export { catalogueHeaders as headers } from '#app/catalogue/route-exports.ts'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadFighter({ request, context, id: params.id })
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? [{ title: pageTitle(matches, editorialStrings, 'editorial:fighters.title', { before: data.fighter.name }) }]
    : [{ title: 'Marquee' }]

export default function Route() {
  return <FighterView data={useLoaderData<typeof loader>()} />
}
