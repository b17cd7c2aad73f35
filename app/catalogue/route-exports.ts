import type { HeadersFunction } from '@remix-run/node'

/** A thrown 404/400 keeps its own Cache-Control; otherwise the loader's (guest: CDN, signed in: private). */
export const catalogueHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders
