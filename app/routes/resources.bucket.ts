import type { LoaderFunctionArgs } from '@remix-run/node'
import * as z from 'zod'
import { platformFor } from '#app/session.server.ts'
import { PlatformError } from '#app/platform/client.server.ts'
import { cachePolicy } from '#app/utils/http.ts'
import { logger } from '#app/utils/logger.server.ts'
import { ROW_TYPES } from '#blocks/bucket/paging.ts'
import { PAGE_SIZES } from '#app/catalogue/paging.ts'
import { trimmedPage } from '#blocks/bucket/bucket.server.ts'

const query = z.object({
  bucketId: z.string().regex(/^[a-z0-9][a-z0-9-_]{0,79}$/, 'Unknown row'),
  lastSeen: z.string().max(200).optional(),
  rpp: z.coerce.number().int().min(1).max(50).default(PAGE_SIZES.bucket),
  rowType: z.enum(ROW_TYPES).default('basic'),
})

/**
 * The next page of a carousel, for the row's fetcher (JSON), its cards trimmed as the row's first
 * page's are, except that they keep every artwork field (the row asks by its type alone, and this
 * answer is not embedded in a page). Without JavaScript rows page by links instead.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const parsed = query.safeParse({
    bucketId: params.bucketId,
    lastSeen: url.searchParams.get('lastSeen') ?? undefined,
    rpp: url.searchParams.get('rpp') ?? undefined,
    rowType: url.searchParams.get('rowType') ?? undefined,
  })
  if (!parsed.success) {
    return Response.json(
      { error: 'Invalid request', fields: z.flattenError(parsed.error).fieldErrors },
      { status: 400, headers: { 'Cache-Control': cachePolicy.none } },
    )
  }
  const { client, viewer } = await platformFor(request, context)
  try {
    const page = await client.getBucket(parsed.data.bucketId, { rpp: parsed.data.rpp, lastSeen: parsed.data.lastSeen })
    return Response.json(trimmedPage(page, { rowType: parsed.data.rowType, allArtwork: true }), {
      headers: { 'Cache-Control': viewer.isGuest ? cachePolicy.guest : cachePolicy.personal },
    })
  } catch (error) {
    // A failed page of one row is that row's problem: answer it, never throw to the page's boundary.
    if (error instanceof PlatformError && error.status < 500) {
      return Response.json({ error: error.message }, { status: error.status, headers: { 'Cache-Control': cachePolicy.none } })
    }
    logger.warn({ event: 'bucket.page_failed', bucketId: parsed.data.bucketId, message: (error as Error)?.message })
    return Response.json(
      { error: "This row couldn't load more titles right now." },
      { status: 503, headers: { 'Cache-Control': cachePolicy.none } },
    )
  }
}
