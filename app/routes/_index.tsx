import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { platformFor } from '#app/session.server.ts'
import { localeOfPath, localePath, localeOfRequest } from '#app/i18n/locale-path.ts'
import { composedPageLoader } from '#app/cms/page-route.server.ts'
import { meta as pageMeta } from '#app/cms/ComposedPageRoute.tsx'

export { default, ErrorBoundary, headers } from '#app/cms/ComposedPageRoute.tsx'

/**
 * ROOT answers the realm's default page itself (HOME unless the settings say BROWSE) rather than
 * redirecting to it: a redirect costs a phone a whole round trip before the first paint. The page
 * names its own address as canonical, so search engines keep one copy.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request)
  const { client } = await platformFor(request, context, locale)
  const settings = await client.getSettings().catch(() => null)
  return composedPageLoader({ request, context, kind: 'page', id: settings?.body.defaultPage === 'BROWSE' ? 'browse' : 'home' })
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...pageMeta(args as unknown as Parameters<typeof pageMeta>[0]),
  ...(args.data
    ? [{ tagName: 'link', rel: 'canonical', href: localePath(localeOfPath(args.location.pathname), `/${args.data.page.id}`) }]
    : []),
]
