import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { accountIndexLoader } from '#app/account/profile-area.server.ts'
import { cachePolicy } from '#app/utils/http.ts'
import { accountStrings } from '#app/account/profile-strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'

/** ACCOUNT: signed-in only (a guest signs in and comes back); opens on the details area. */
export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const loader = ({ request, context }: LoaderFunctionArgs) => accountIndexLoader(request, context)
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, accountStrings, 'account:account.title') }]
