import type { LoaderFunctionArgs } from '@remix-run/node'
import { PAGE_SIZES } from '#app/catalogue/paging.ts'
import { contentId } from '#app/catalogue/params.server.ts'
import { platformFor } from '#app/session.server.ts'
import { PlatformError } from '#app/platform/client.server.ts'
import { cachePolicy } from '#app/utils/http.ts'
import { logger } from '#app/utils/logger.server.ts'

/**
 * The season selector's adjacent loading (useFetcher): GET /resources/seasons/:seriesId/:seasonId
 * → the platform's series adjacentTo answer, 25 seasons either side ({ precedingSeasons,
 * followingSeasons }), or { error } with the status (400 bad ids, 404 season not in series, 503).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const seriesId = contentId.safeParse(params.seriesId)
  const seasonId = contentId.safeParse(params.seasonId)
  if (!seriesId.success || !seasonId.success) {
    return Response.json({ error: 'Unknown series or season' }, { status: 400, headers: { 'Cache-Control': cachePolicy.none } })
  }
  const { client, viewer } = await platformFor(request, context)
  try {
    const around = await client.getSeasonsAround(seriesId.data, seasonId.data, PAGE_SIZES.season)
    if (!around)
      return Response.json({ error: 'No such season in this series' }, { status: 404, headers: { 'Cache-Control': cachePolicy.none } })
    return Response.json(around, { headers: { 'Cache-Control': viewer.isGuest ? cachePolicy.guest : cachePolicy.personal } })
  } catch (error) {
    if (error instanceof PlatformError && error.status < 500) {
      return Response.json({ error: error.message }, { status: error.status, headers: { 'Cache-Control': cachePolicy.none } })
    }
    logger.warn({ event: 'seasons.around_failed', seriesId: seriesId.data, message: (error as Error)?.message })
    return Response.json({ error: 'Seasons are not available right now' }, { status: 503, headers: { 'Cache-Control': cachePolicy.none } })
  }
}
