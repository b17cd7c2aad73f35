import type { LoaderFunctionArgs } from '@remix-run/node'
import * as z from 'zod'
import { platformFor } from '#app/session.server.ts'
import { PlatformError } from '#app/platform/client.server.ts'
import { cachePolicy } from '#app/utils/http.ts'
import { logger } from '#app/utils/logger.server.ts'
import { PAGE_SIZES } from '#app/catalogue/paging.ts'

const query = z.object({ p: z.coerce.number().int().min(1).max(10_000).default(1) })

/**
 * One page (10) of what is live now, for the app sidebar of signed-in viewers (JSON, read with
 * fetch): GET /resources/live-now?p=2 → { events, paging }. 401 for guests, 400 for a bad page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const headers = { 'Cache-Control': cachePolicy.none }
  const parsed = query.safeParse({ p: new URL(request.url).searchParams.get('p') ?? undefined })
  if (!parsed.success) return Response.json({ error: 'p must be a page number (1 or more)' }, { status: 400, headers })
  const { client, viewer } = await platformFor(request, context)
  if (viewer.isGuest) return Response.json({ error: 'Sign in to see what is live now.' }, { status: 401, headers })
  try {
    const page = await client.getEvents('live', { p: parsed.data.p, rpp: PAGE_SIZES.liveSidebar })
    return Response.json({ events: page.events.map((e) => ({ ...e, description: '', genres: [] })), paging: page.paging }, { headers })
  } catch (error) {
    if (!(error instanceof PlatformError && error.status < 500))
      logger.warn({ event: 'live_now.page_failed', message: (error as Error)?.message })
    return Response.json({ error: 'Live now is not available right now.' }, { status: 503, headers })
  }
}
