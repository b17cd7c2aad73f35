import type { LoaderFunctionArgs } from '@remix-run/node'
import { accountIndexLoader } from '#app/account/profile-area.server.ts'
import { cachePolicy } from '#app/utils/http.ts'

/**
 * ACCOUNT: signed-in only (a guest signs in and comes back); opens on the details area. Nothing
 * renders here (the loader always redirects), so there is no title: a `meta` would only put this
 * module's strings into the chunks every page loads first.
 */
export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const loader = ({ request, context }: LoaderFunctionArgs) => accountIndexLoader(request, context)
