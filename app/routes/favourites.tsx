import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { favouritesAction, favouritesLoader } from '#app/favourites/favourites.server.ts'
import { FavouritesView } from '#app/favourites/FavouritesView.tsx'
import { cachePolicy } from '#app/utils/http.ts'
import { favouritesPageStrings } from '#app/favourites/page-strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'
export { CatalogueErrorBoundary as ErrorBoundary } from '#app/catalogue/CatalogueErrorBoundary.tsx'

/** FAVOURITES: the signed-in viewer's favourite videos; its action is every favourites toggle's. */
export const headers = () => ({ 'Cache-Control': cachePolicy.personal, Vary: 'Cookie' })
export const loader = ({ request, context }: LoaderFunctionArgs) => favouritesLoader(request, context)
export const action = ({ request, context }: ActionFunctionArgs) => favouritesAction(request, context)
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, favouritesPageStrings, 'favouritesPage:favourites.title') }]

export default function FavouritesRoute() {
  return <FavouritesView data={useLoaderData<typeof loader>()} />
}
