import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { PlatformError } from '#app/platform/client.server.ts'
import { deviceIdSchema, loadPlayback, playbackParams } from '#app/player/playback.server.ts'
import { cachePolicy } from '#app/utils/http.ts'
import { logger } from '#app/utils/logger.server.ts'

const noStore = { 'Cache-Control': cachePolicy.none }

/**
 * POST /resources/playback/{vod|live}/{id}[?from=]: what the player does for this viewer
 * (a PlaybackOutcome: play with signed stream URLs, sign in, redirect, or an error kind).
 * A POST, never cached: the stream URLs are signed for this viewer and expire.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return Response.json({ error: 'Method not allowed' }, { status: 405, headers: noStore })
  const parsed = playbackParams.safeParse(params)
  if (!parsed.success)
    return Response.json({ kind: 'error', error: 'NOT_FOUND', licences: [], status: 404 }, { status: 404, headers: noStore })
  const from = new URL(request.url).searchParams.get('from')
  const raw = (await request.json().catch(() => null)) as { deviceId?: unknown } | null
  const deviceId = deviceIdSchema.safeParse(raw?.deviceId)
  try {
    const outcome = await loadPlayback({
      request,
      context,
      kind: parsed.data.kind,
      id: parsed.data.id,
      from,
      deviceId: deviceId.success ? deviceId.data : null,
    })
    return Response.json(outcome, { headers: noStore })
  } catch (error) {
    logger.warn({
      event: 'playback.manifest_failed',
      id: parsed.data.id,
      message: (error as Error)?.message,
      status: error instanceof PlatformError ? error.status : undefined,
    })
    return Response.json({ kind: 'error', error: 'GENERIC', licences: [], status: 503 }, { status: 503, headers: noStore })
  }
}

export function loader(_: LoaderFunctionArgs) {
  return Response.json({ error: 'Use POST' }, { status: 405, headers: { ...noStore, Allow: 'POST' } })
}
