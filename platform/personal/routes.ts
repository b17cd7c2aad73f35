/**
 * HTTP for watch history and favourites (signed-in accounts only: a guest token or none answers
 * 401) and the multi-view heartbeat (anyone; it keeps a signed-in account's streams alive). Inputs are checked with zod; bad ones answer 400 with field messages.
 */
import type { MiddlewareHandler } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod'
import { errorResponse, readJson, type AppEnv } from '../http.ts'
import { badRequest, fieldErrors } from '../playback/routes.ts'
import { FAVOURITES_DEFAULT_RPP, FAVOURITES_MAX_RPP, HISTORY_DEFAULT_RPP, HISTORY_MAX_RPP, type PersonalService } from './service.ts'

const ID = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, { error: 'id must be a content id' })
const Position = z
  .object({
    position: z
      .number({ error: 'position must be a number of seconds' })
      .finite()
      .min(0, { error: 'position cannot be negative' })
      .max(604_800, { error: 'position is too large' }),
    duration: z
      .number({ error: 'duration must be a number of seconds' })
      .finite()
      .positive({ error: 'duration must be positive' })
      .max(604_800, { error: 'duration is too large' })
      .nullable()
      .optional(),
    streamId: z.uuid({ error: 'streamId must be the streamId of a manifest answer' }).optional(),
  })
  .strict()
const intParam = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, { error: `${name} must be an integer between ${min} and ${max}` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: `${name} must be an integer between ${min} and ${max}` })
    .optional()
    .transform((n) => n ?? fallback)
const HistoryQuery = z.object({
  p: intParam('p', 1, 10_000, 1),
  rpp: intParam('rpp', 1, HISTORY_MAX_RPP, HISTORY_DEFAULT_RPP),
  inProgress: z.enum(['true', 'false'], { error: 'inProgress must be true or false' }).optional(),
})
const FavouriteId = z.object({ id: ID })
const FavouritesQuery = z.object({ p: intParam('p', 1, 10_000, 1), rpp: intParam('rpp', 1, FAVOURITES_MAX_RPP, FAVOURITES_DEFAULT_RPP) })
const Heartbeat = z
  .object({
    eventIds: z
      .array(ID, { error: 'eventIds must be a list of event ids' })
      .min(1, { error: 'eventIds needs at least one id' })
      .max(4, { error: 'eventIds takes at most 4 ids' }),
  })
  .strict()

/** 401 unless the caller is a signed-in account (guests keep no history). */
const account: MiddlewareHandler<AppEnv> = async (c, next) =>
  !c.var.caller || c.var.caller.isGuest ? errorResponse(c, 401, 'UNAUTHENTICATED', 'Sign in to keep a watch history.') : next()
/** 401 unless the caller is a signed-in account (guests cannot favourite). */
const favouritesAccount: MiddlewareHandler<AppEnv> = async (c, next) =>
  !c.var.caller || c.var.caller.isGuest ? errorResponse(c, 401, 'UNAUTHENTICATED', 'Sign in to keep favourites.') : next()

export function personalRoutes(personal: PersonalService) {
  const app = new Hono<AppEnv>()
  app.use('/v1/watch-history', account)
  app.use('/v1/watch-history/*', account)

  app.put('/v1/watch-history/:id', async (c) => {
    const id = ID.safeParse(c.req.param('id'))
    const body = Position.safeParse((await readJson(c)) ?? {})
    if (!id.success || !body.success) return badRequest(c, fieldErrors(id.error, body.error))
    const saved = await personal.reportPosition(c.var.caller!, id.data, body.data)
    if (!saved) return errorResponse(c, 404, 'NOT_FOUND', 'No such content.')
    return c.body(null, 204)
  })

  app.get('/v1/watch-history', async (c) => {
    const q = HistoryQuery.safeParse(c.req.query())
    if (!q.success) return badRequest(c, fieldErrors(q.error))
    return c.json(await personal.history(c.var.caller!, q.data.p, q.data.rpp, { inProgress: q.data.inProgress === 'true' }), 200, {
      'Cache-Control': 'private, no-store',
    })
  })

  app.delete('/v1/watch-history', async (c) => {
    await personal.clear(c.var.caller!)
    return c.body(null, 204)
  })

  app.delete('/v1/watch-history/:id', async (c) => {
    const id = ID.safeParse(c.req.param('id'))
    if (!id.success) return badRequest(c, fieldErrors(id.error))
    await personal.clear(c.var.caller!, id.data)
    return c.body(null, 204)
  })

  app.use('/favourite/vods', favouritesAccount)
  app.use('/favourite/vods/*', favouritesAccount)

  app.get('/favourite/vods', async (c) => {
    const q = FavouritesQuery.safeParse(c.req.query())
    if (!q.success) return badRequest(c, fieldErrors(q.error))
    return c.json(await personal.favourites(c.var.caller!, q.data.p, q.data.rpp), 200, { 'Cache-Control': 'private, no-store' })
  })

  app.put('/favourite/vods/:id', async (c) => {
    const id = FavouriteId.safeParse({ id: c.req.param('id') })
    if (!id.success) return badRequest(c, fieldErrors(id.error))
    if (!(await personal.addFavourite(c.var.caller!, id.data.id))) return errorResponse(c, 404, 'NOT_FOUND', 'No such video.')
    return c.body(null, 204)
  })

  app.delete('/favourite/vods/:id', async (c) => {
    const id = FavouriteId.safeParse({ id: c.req.param('id') })
    if (!id.success) return badRequest(c, fieldErrors(id.error))
    await personal.removeFavourite(c.var.caller!, id.data.id)
    return c.body(null, 204)
  })

  app.post('/v1/multiviewHeartbeat', async (c) => {
    const body = Heartbeat.safeParse((await readJson(c)) ?? {})
    if (!body.success) return badRequest(c, fieldErrors(body.error))
    // guests may watch a multi-view too; they have no stream sessions to keep alive
    const caller = c.var.caller
    if (!caller || caller.isGuest) return c.json({ eventIds: body.data.eventIds, activeStreams: 0 })
    return c.json(await personal.multiviewHeartbeat(caller, body.data.eventIds))
  })

  return app
}
