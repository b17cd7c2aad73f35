/**
 * HTTP for watch together (signed-in accounts only; a guest token or none answers 401):
 * - GET    /v1/watch-together/{eventId}           the live event's list and whether the caller is in it
 * - PUT    /v1/watch-together/{eventId}/presence  join (again): the caller appears to everyone
 * - DELETE /v1/watch-together/{eventId}/presence  leave
 * - GET    /v1/watch-together/{eventId}/stream    server-sent events: `event: viewers` with the
 *   list at once and after every change, from any process; while it is open the caller's
 *   presence is kept seen, so closing the page lets it lapse.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod'
import { errorResponse, type AppEnv } from '../http.ts'
import { badRequest, fieldErrors } from '../playback/routes.ts'
import { eventStreamResponse } from '../sse.ts'
import { PRESENCE_TICK_MS, type WatchTogether, type WatchTogetherResult } from './service.ts'

const EventId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, { error: 'eventId must be a live event id' })

const signedIn: MiddlewareHandler<AppEnv> = async (c, next) =>
  !c.var.caller || c.var.caller.isGuest ? errorResponse(c, 401, 'UNAUTHENTICATED', 'Sign in to watch together.') : next()

const noStore = { 'Cache-Control': 'private, no-store' }

function answer<T>(c: Context<AppEnv>, result: WatchTogetherResult<T>) {
  if (!result.ok) return errorResponse(c, 404, 'NOT_FOUND', 'No such live event.')
  return c.json(result.value as object, 200, noStore)
}

export function watchTogetherRoutes(deps: { watchTogether: WatchTogether; tickMs?: number }) {
  const { watchTogether } = deps
  const app = new Hono<AppEnv>()
  app.use('/v1/watch-together/*', signedIn)

  app.get('/v1/watch-together/:eventId', async (c) => {
    const id = EventId.safeParse(c.req.param('eventId'))
    if (!id.success) return badRequest(c, fieldErrors(id.error))
    return answer(c, await watchTogether.state(c.var.caller!, id.data))
  })

  app.put('/v1/watch-together/:eventId/presence', async (c) => {
    const id = EventId.safeParse(c.req.param('eventId'))
    if (!id.success) return badRequest(c, fieldErrors(id.error))
    return answer(c, await watchTogether.join(c.var.caller!, id.data))
  })

  app.delete('/v1/watch-together/:eventId/presence', async (c) => {
    const id = EventId.safeParse(c.req.param('eventId'))
    if (!id.success) return badRequest(c, fieldErrors(id.error))
    return answer(c, await watchTogether.leave(c.var.caller!, id.data))
  })

  app.get('/v1/watch-together/:eventId/stream', async (c) => {
    const id = EventId.safeParse(c.req.param('eventId'))
    if (!id.success) return badRequest(c, fieldErrors(id.error))
    const caller = c.var.caller!
    const eventId = id.data
    const first = await watchTogether.state(caller, eventId)
    if (!first.ok) return errorResponse(c, 404, 'NOT_FOUND', 'No such live event.')
    const keepSeen = () => watchTogether.touch(caller, eventId).catch(() => false)
    // Opening the stream marks the viewer seen before it answers (a read made after the stream
    // opened sees it, whichever database connection it gets); each tick marks them again.
    await keepSeen()
    return eventStreamResponse({
      tickMs: deps.tickMs ?? PRESENCE_TICK_MS,
      signal: c.req.raw.signal,
      onTick: () => void keepSeen(),
      start(sink) {
        const unsubscribe = watchTogether.subscribe(
          eventId,
          (room) => sink.event('viewers', room),
          () => sink.end(),
        )
        // the list as it is now, read after subscribing so no change falls between the two
        void watchTogether
          .room(eventId)
          .then((room) => sink.event('viewers', room))
          .catch(() => sink.end())
        return unsubscribe
      },
    })
  })

  return app
}
