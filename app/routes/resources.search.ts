import { localeOfRequest } from '#app/i18n/locale-path.ts'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { platformFor } from '#app/session.server.ts'
import { PlatformError } from '#app/platform/client.server.ts'
import { cachePolicy } from '#app/utils/http.ts'
import { logger } from '#app/utils/logger.server.ts'
import { parseSearchResourceQuery, toSearchAnswer } from '#app/search/query.ts'
import { PAGE_SIZES } from '#app/catalogue/paging.ts'

/**
 * The search overlay's hits (JSON): GET /resources/search?q=&type=&p=. Without `type`, the first
 * page of every type; with it, page `p` of that type ("more" in the overlay). Bad input is a 400
 * with a message. Without JavaScript the nav's form goes to the /search page instead.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const parsed = parseSearchResourceQuery(new URL(request.url).searchParams)
  if (!parsed.ok) return Response.json({ error: parsed.message }, { status: 400, headers: { 'Cache-Control': cachePolicy.none } })
  const { q, type, p } = parsed.query
  const locale = localeOfRequest(request)
  const { client, viewer } = await platformFor(request, context, locale)
  try {
    const results = await client.searchContent(q, { type, p: type ? p : 1, rpp: PAGE_SIZES.searchOverlay })
    return Response.json(toSearchAnswer(parsed.query, results), {
      headers: { 'Cache-Control': viewer.isGuest ? cachePolicy.guest : cachePolicy.personal, Vary: 'Cookie' },
    })
  } catch (error) {
    if (error instanceof PlatformError && error.status === 400) {
      // A query of punctuation only has nothing to match: an empty answer, as on the /search page.
      return Response.json(toSearchAnswer(parsed.query, emptyPlatformResults()), { headers: { 'Cache-Control': cachePolicy.none } })
    }
    if (error instanceof PlatformError && error.status < 500) {
      return Response.json({ error: error.message }, { status: error.status, headers: { 'Cache-Control': cachePolicy.none } })
    }
    logger.warn({ event: 'search.overlay_failed', message: (error as Error)?.message })
    return Response.json({ error: "Search isn't available right now." }, { status: 503, headers: { 'Cache-Control': cachePolicy.none } })
  }
}

function emptyPlatformResults() {
  const empty = { hits: [], totalHits: 0, totalPages: 0, page: 1 }
  return { liveEvents: empty, vodVideos: empty, vodPlaylists: empty, totalCount: 0 }
}
