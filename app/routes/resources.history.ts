import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import * as z from 'zod'
import { PlatformError } from '#app/platform/client.server.ts'
import { platformFor } from '#app/session.server.ts'
import { cachePolicy } from '#app/utils/http.ts'

const noStore = { 'Cache-Control': cachePolicy.none }
const id = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/)
const body = z.object({
  position: z
    .number()
    .finite()
    .min(0)
    .max(60 * 60 * 24),
  duration: z
    .number()
    .finite()
    .min(0)
    .max(60 * 60 * 24)
    .nullable()
    .optional(),
  streamId: z.string().max(200).optional(),
})

/**
 * POST /resources/history/{vodId} {position, duration}: the player's position report for the
 * signed-in viewer's watch history (PUT on the platform). Guests have no history: 204, nothing kept.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const vodId = id.safeParse(params.id)
  if (!vodId.success) return Response.json({ error: 'Not found' }, { status: 404, headers: noStore })
  let raw: unknown
  try {
    raw = await request.json()
  } catch {
    return Response.json({ error: 'Body must be JSON', fields: { body: ['Body must be JSON'] } }, { status: 400, headers: noStore })
  }
  const parsed = body.safeParse(raw)
  if (!parsed.success) {
    return Response.json(
      { error: 'Invalid position', fields: Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'body'), [i.message]])) },
      { status: 400, headers: noStore },
    )
  }
  const { client, viewer } = await platformFor(request, context)
  if (viewer.isGuest) return new Response(null, { status: 204, headers: noStore })
  try {
    await client.putWatchPosition(vodId.data, parsed.data.position, parsed.data.duration ?? null, parsed.data.streamId)
    return new Response(null, { status: 204, headers: noStore })
  } catch (error) {
    const status = error instanceof PlatformError ? error.status : 503
    return Response.json({ error: (error as Error).message }, { status: status >= 400 && status < 600 ? status : 503, headers: noStore })
  }
}

export function loader(_: LoaderFunctionArgs) {
  return Response.json({ error: 'Use POST' }, { status: 405, headers: { ...noStore, Allow: 'POST' } })
}
