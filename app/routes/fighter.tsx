import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadFighter } from '#app/editorial/fighters.server.ts'
import { FighterView } from '#app/editorial/FighterView.tsx'
export { CatalogueErrorBoundary as ErrorBoundary } from '#app/catalogue/CatalogueErrorBoundary.tsx'
export { catalogueHeaders as headers } from '#app/catalogue/route-exports.ts'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadFighter({ request, context, id: params.id })
}

export const meta: MetaFunction<typeof loader> = ({ data }) => data ? [{ title: `${data.fighter.name} · Fighters · Marquee` }] : [{ title: 'Marquee' }]

export default function Route() {
  return <FighterView data={useLoaderData<typeof loader>()} />
}
