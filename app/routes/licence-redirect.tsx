import type { LoaderFunctionArgs } from '@remix-run/node'
import { licenceRedirectLoader } from '#app/commerce/checkout.server.ts'

/** LICENCE_REDIRECT: after a purchase, back to where it started (same-origin `from`), else the default page. */
export const loader = ({ request }: LoaderFunctionArgs) => licenceRedirectLoader(request)
