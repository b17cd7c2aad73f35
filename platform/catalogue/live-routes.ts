/**
 * HTTP for live-now announcements:
 * - GET /event/live/stream: server-sent events for signed-in callers; `event: live` with a
 *   LiveAnnouncement as JSON each time an event goes live, a comment every 25 s to keep proxies
 *   from closing the connection.
 * - POST /event/:id/schedule (operator): moves a live event's start (and end), e.g. to start it
 *   now. The catalogue change is announced, and the start is announced when it has come.
 */
import { Hono } from 'hono'
import * as z from 'zod'
import type { InvalidatingCache } from '../cache.ts'
import { errorResponse, readJson, validationFailed, type AppEnv } from '../http.ts'
import { requireAuth, requireRole, unauthenticated } from '../identity/middleware.ts'
import { eventStreamResponse } from '../sse.ts'
import type { LiveAnnouncer, LiveNowStore } from './live-now.ts'

export const SSE_HEARTBEAT_MS = 25_000

const isoDateTime = z
  .string()
  .refine((s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(s) && !Number.isNaN(Date.parse(s)), {
    error: 'must be an ISO 8601 date-time such as 2026-06-01T12:00:00Z',
  })
  .transform((s) => new Date(s))

const scheduleBody = z.object({
  /** Defaults to now. */
  startDate: isoDateTime.optional(),
  /** Defaults to the new start plus the event's current length (or no end when it has none). */
  endDate: isoDateTime.nullable().optional(),
})

export function liveNowRoutes(deps: { announcer: LiveAnnouncer; store: LiveNowStore; cache: InvalidatingCache; now: () => Date }) {
  const { announcer, store, cache, now } = deps
  const app = new Hono<AppEnv>()

  app.get('/event/live/stream', requireAuth(), (c) => {
    if (c.var.caller?.isGuest) return unauthenticated(c)
    return eventStreamResponse({
      tickMs: SSE_HEARTBEAT_MS,
      signal: c.req.raw.signal,
      start: (sink) =>
        announcer.subscribe(
          (a) => sink.event('live', a, `${a.id}@${a.startDate}`),
          () => sink.end(),
        ),
    })
  })

  app.post('/event/:id/schedule', requireRole('operator'), async (c) => {
    const parsed = scheduleBody.safeParse((await readJson(c)) ?? {})
    if (!parsed.success) return validationFailed(c, parsed.error, 'The schedule is not valid.')
    const event = await store.findLiveEvent(c.req.param('id'))
    if (!event || event.type !== 'LIVE') return errorResponse(c, 404, 'NOT_FOUND', 'No such live event.')
    const startDate = parsed.data.startDate ?? now()
    const length = event.startDate && event.endDate ? event.endDate.getTime() - event.startDate.getTime() : null
    const endDate =
      parsed.data.endDate !== undefined ? parsed.data.endDate : length !== null ? new Date(startDate.getTime() + length) : null
    if (endDate && endDate.getTime() <= startDate.getTime()) {
      return errorResponse(c, 400, 'VALIDATION_FAILED', 'endDate must be later than startDate.', {
        fields: { endDate: ['must be later than startDate'] },
      })
    }
    await store.reschedule(event.id, startDate, endDate)
    await cache.announce(`content:${event.id}`)
    // Every process also checks when it hears of the change; the claim makes one of them announce.
    await announcer.check()
    return c.json({ id: event.id, startDate: startDate.toISOString(), endDate: endDate?.toISOString() ?? null })
  })

  return app
}
