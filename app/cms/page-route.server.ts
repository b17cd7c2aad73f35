import { localeOfRequest } from '#app/i18n/locale-path.ts'
import { data, type AppLoadContext } from '@remix-run/node'
import { platformFor, isEditor, sessionClientFor } from '#app/session.server.ts'
import { cachePolicy } from '#app/utils/http.ts'
import { loadComposedPage, PageNotFound } from './composed-page.server.ts'
import { shouldStream } from '#app/utils/streaming.ts'
import { isbot } from 'isbot'
import { previewLocale } from './localize.server.ts'
import { guestPageData, type PageRouteData } from './guest-page.server.ts'
import { rememberWhileEqual } from '#app/utils/remembered-while-equal.server.ts'
import { requireSignedIn } from '#app/auth/require-signed-in.server.ts'

/** A signed-in viewer's page data, the same object while it is equal (remembered-while-equal.server.ts). */
const viewerPages = rememberWhileEqual<PageRouteData>()

/**
 * Loader body shared by HOME, BROWSE, SECTION and the member page: a composed page from the CMS,
 * its first rows awaited and the rest streaming. Guests get a CDN-cacheable answer.
 */
export async function composedPageLoader(opts: {
  request: Request
  context: AppLoadContext
  kind: 'page' | 'section'
  id: string
  preview?: boolean
}) {
  const locale = localeOfRequest(opts.request)
  const preview = opts.preview ?? false
  // A published page's document is read while the platform says who the viewer is (it checks
  // the session once for both); a preview waits for the answer, being for editors only.
  const { client, hasSession } = await sessionClientFor(opts.request, opts.context, locale)
  const asked = platformFor(opts.request, opts.context, locale)
  if (preview && !isEditor((await asked).viewer)) {
    throw new Response('Editors only', { status: 403, headers: { 'Cache-Control': cachePolicy.none } })
  }
  const viewerAsked = asked.then(({ viewer }) => viewer)
  // its failure is the loader's (awaited below), not an unhandled rejection while the page loads
  viewerAsked.catch(() => undefined)
  const url = new URL(opts.request.url)
  try {
    const awaitAll = !shouldStream(opts.request, isbot(opts.request.headers.get('user-agent') ?? ''))
    const textLocale = preview ? previewLocale(opts.request, locale) : locale
    const page = await loadComposedPage({
      kind: opts.kind,
      id: opts.id,
      platform: client,
      searchParams: url.searchParams,
      preview,
      awaitAll,
      locale: textLocale,
      // Without a session cookie there is no one whose history to continue. With one, the rows
      // ask at once rather than after the platform has said who the viewer is: an ended session
      // is answered 401, which shows no history, as a guest's page does.
      viewer: { isGuest: !hasSession },
    })
    const viewer = await viewerAsked
    if (page.access === 'signedIn' && !preview) requireSignedIn(opts.request, viewer)
    const cacheControl = preview ? cachePolicy.none : viewer.isGuest ? cachePolicy.guest : cachePolicy.personal
    // every guest of a locale gets the same page: the same (frozen) data object while it is unchanged
    const pageKey = `${opts.kind}/${opts.id} ${textLocale}${url.search}`
    const routeData = preview
      ? { page, preview }
      : viewer.isGuest
        ? guestPageData(pageKey, page)
        : // a signed-in viewer's own page data, kept apart per account and profile
          viewerPages(`${viewer.id} ${viewer.pro ?? ''} ${pageKey}`, { page, preview })
    return data(routeData, { headers: { 'Cache-Control': cacheControl, Vary: 'Cookie' } })
  } catch (error) {
    if (error instanceof PageNotFound) {
      throw new Response('Not found', {
        status: 404,
        headers: { 'Cache-Control': preview ? cachePolicy.none : 'public, max-age=0, s-maxage=10' },
      })
    }
    throw error
  }
}
