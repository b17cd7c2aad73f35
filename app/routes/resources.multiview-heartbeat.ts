import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import * as z from 'zod'
import { PlatformError } from '#app/platform/client.server.ts'
import { platformFor } from '#app/session.server.ts'
import { cachePolicy } from '#app/utils/http.ts'

const noStore = { 'Cache-Control': cachePolicy.none }
const body = z.object({
  eventIds: z
    .array(z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/))
    .min(1)
    .max(4),
})

/** POST /resources/multiview-heartbeat {eventIds}: the multi-view's heartbeat, passed to the platform for the viewer. */
export async function action({ request, context }: ActionFunctionArgs) {
  let raw: unknown
  try {
    raw = await request.json()
  } catch {
    raw = null
  }
  const parsed = body.safeParse(raw)
  if (!parsed.success)
    return Response.json({ error: 'Invalid heartbeat', fields: { eventIds: ['1 to 4 event ids'] } }, { status: 400, headers: noStore })
  const { client } = await platformFor(request, context)
  try {
    const answer = await client.multiviewHeartbeat(parsed.data.eventIds)
    return Response.json(answer ?? { ok: true }, { headers: noStore })
  } catch (error) {
    const status = error instanceof PlatformError ? error.status : 503
    return Response.json({ error: (error as Error).message }, { status, headers: noStore })
  }
}

export function loader(_: LoaderFunctionArgs) {
  return Response.json({ error: 'Use POST' }, { status: 405, headers: { ...noStore, Allow: 'POST' } })
}
