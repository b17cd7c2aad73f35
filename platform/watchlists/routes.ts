/**
 * HTTP for watchlists (signed-in accounts only: a guest token or none answers 401). Paths follow
 * the product's watchlist calls; shapes are in platform/openapi.yaml (tag watchlists). Bad ids,
 * paging or bodies answer 400 with field messages; a name that breaks the naming rules, an
 * unknown title or a reorder outside the page answers 422 with field messages, and so does a name
 * the caller already gives another of their lists (code WATCHLIST_NAME_TAKEN, fields.name).
 */
import type { Context, MiddlewareHandler } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod'
import { errorResponse, readJson, type AppEnv } from '../http.ts'
import { badRequest, fieldErrors } from '../playback/routes.ts'
import { WATCHLIST_DEFAULT_RPP, WATCHLIST_MAX_RPP, WATCHLIST_NAME_MAX, type Refusal, type WatchlistService } from './service.ts'

const ID = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, { error: 'id must be an id' })
const CONTENT_TYPE = z.string().regex(/^[A-Z_]{2,30}$/, { error: 'contentType must be a content type such as VOD' })
const intParam = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { error: `${name} must be an integer between ${min} and ${max}` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: `${name} must be an integer between ${min} and ${max}` })
const Paging = z.object({
  rpp: intParam('rpp', 1, WATCHLIST_MAX_RPP)
    .optional()
    .transform((n) => n ?? WATCHLIST_DEFAULT_RPP),
  lastSeen: intParam('lastSeen', 0, 2_000_000_000).optional(),
})
/** The shelf's paging, and a title: each list in the answer then says whether it holds it (holdsItem). */
const ShelfQuery = Paging.extend({ item: ID.optional() })
const Size = z.object({
  size: intParam('size', 1, 50)
    .optional()
    .transform((n) => n ?? 5),
})
/** The naming rules: not blank, at most 60 characters (after trimming). */
export const WatchlistName = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, { error: 'Name cannot be empty' })
  .max(WATCHLIST_NAME_MAX, { error: `Name must be at most ${WATCHLIST_NAME_MAX} characters` })
const NameBody = z.object({ name: z.unknown() }).strict()
const Items = z
  .object({
    items: z
      .array(z.object({ id: ID, contentType: CONTENT_TYPE }).strict(), { error: 'items must be a list of {id, contentType}' })
      .min(1, { error: 'items needs at least one item' })
      .max(50, { error: 'items takes at most 50 items' })
      .refine((items) => new Set(items.map((i) => i.id)).size === items.length, { error: 'items must not repeat an id' }),
  })
  .strict()

const account: MiddlewareHandler<AppEnv> = async (c, next) =>
  !c.var.caller || c.var.caller.isGuest ? errorResponse(c, 401, 'UNAUTHENTICATED', 'Sign in to keep watchlists.') : next()

const unprocessable = (c: Context, fields: Record<string, string[]>) =>
  errorResponse(c, 422, 'VALIDATION_FAILED', Object.values(fields).flat().join('. '), { fields })

function refused(c: Context, refusal: Refusal) {
  switch (refusal) {
    case 'not-found':
      return errorResponse(c, 404, 'NOT_FOUND', 'No such watchlist or item.')
    case 'not-owner':
      return errorResponse(c, 403, 'FORBIDDEN', 'Only the owner of a watchlist can change it.')
    case 'unknown-content':
      return unprocessable(c, { items: ['items must be existing titles with their content type'] })
    case 'duplicate':
      return errorResponse(c, 409, 'DUPLICATED_ITEM', 'This title is already in the watchlist.', { messageKey: 'duplicatedItemMessage' })
    case 'not-in-page':
      return unprocessable(c, { items: ['items must be items of this watchlist after lastSeen, each once'] })
    case 'name-taken': {
      const fields = { name: ['You already have a watchlist with this name'] }
      return errorResponse(c, 422, 'WATCHLIST_NAME_TAKEN', fields.name[0]!, { fields })
    }
  }
}

/** The name of a create or rename body: 400 for a body of the wrong shape, 422 for a name breaking the rules. */
async function nameOf(c: Context): Promise<{ name: string } | { response: Response }> {
  const body = NameBody.safeParse((await readJson(c)) ?? {})
  if (!body.success) return { response: badRequest(c, fieldErrors(body.error)) }
  const name = WatchlistName.safeParse(body.data.name)
  if (!name.success)
    return {
      response: (typeof body.data.name === 'string' ? unprocessable : badRequest)(c, { name: name.error.issues.map((i) => i.message) }),
    }
  return { name: name.data }
}

export function watchlistRoutes(watchlists: WatchlistService) {
  const app = new Hono<AppEnv>()
  app.use('/v1/watchlists', account)
  app.use('/v1/watchlists/*', account)
  const me = (c: Context<AppEnv>) => c.var.caller!.sub
  const noStore = { 'Cache-Control': 'private, no-store' }

  app.get('/v1/watchlists', async (c) => {
    const q = ShelfQuery.safeParse(c.req.query())
    if (!q.success) return badRequest(c, fieldErrors(q.error))
    return c.json(await watchlists.list(me(c), q.data.rpp, q.data.lastSeen, q.data.item), 200, noStore)
  })

  app.post('/v1/watchlists', async (c) => {
    const input = await nameOf(c)
    if ('response' in input) return input.response
    const made = await watchlists.create(me(c), input.name)
    return typeof made === 'string' ? refused(c, made) : c.json(made, 201)
  })

  // reorder: the items of the page after lastSeen, in their new order
  app.post('/v1/watchlists/:id', async (c) => {
    const id = ID.safeParse(c.req.param('id'))
    const q = z.object({ lastSeen: intParam('lastSeen', 0, 2_000_000_000).optional() }).safeParse(c.req.query())
    const body = Items.safeParse((await readJson(c)) ?? {})
    if (!id.success || !q.success || !body.success) return badRequest(c, fieldErrors(id.error, q.error, body.error))
    const done = await watchlists.reorder(
      me(c),
      id.data,
      q.data.lastSeen ?? 0,
      body.data.items.map((i) => i.id),
    )
    return done === true ? c.body(null, 204) : refused(c, done)
  })

  app.put('/v1/watchlists/:id', async (c) => {
    const id = ID.safeParse(c.req.param('id'))
    if (!id.success) return badRequest(c, fieldErrors(id.error))
    const input = await nameOf(c)
    if ('response' in input) return input.response
    const renamed = await watchlists.rename(me(c), id.data, input.name)
    return typeof renamed === 'string' ? refused(c, renamed) : c.json(renamed)
  })

  app.post('/v1/watchlists/:id/content', async (c) => {
    const id = ID.safeParse(c.req.param('id'))
    const body = Items.safeParse((await readJson(c)) ?? {})
    if (!id.success || !body.success) return badRequest(c, fieldErrors(id.error, body.error))
    const added = await watchlists.addContent(me(c), id.data, body.data.items)
    return typeof added === 'string' ? refused(c, added) : c.json(added)
  })

  app.delete('/v1/watchlists/:id/content/:type/:itemId', async (c) => {
    const params = z.object({ id: ID, type: CONTENT_TYPE, itemId: ID }).safeParse(c.req.param())
    if (!params.success) return badRequest(c, fieldErrors(params.error))
    const left = await watchlists.removeItem(me(c), params.data.id, params.data.type, params.data.itemId)
    return typeof left === 'string' ? refused(c, left) : c.json(left)
  })

  app.get('/v1/watchlists/:ownerId/:id', async (c) => {
    const params = z.object({ ownerId: ID, id: ID }).safeParse(c.req.param())
    const q = Paging.safeParse(c.req.query())
    if (!params.success || !q.success) return badRequest(c, fieldErrors(params.error, q.error))
    const list = await watchlists.content(me(c), params.data.ownerId, params.data.id, q.data.rpp, q.data.lastSeen)
    return list ? c.json(list, 200, noStore) : refused(c, 'not-found')
  })

  app.get('/v1/watchlists/:ownerId/:id/adjacentTo/:itemId', async (c) => {
    const params = z.object({ ownerId: ID, id: ID, itemId: ID }).safeParse(c.req.param())
    const q = Size.safeParse(c.req.query())
    if (!params.success || !q.success) return badRequest(c, fieldErrors(params.error, q.error))
    const around = await watchlists.adjacent(params.data.ownerId, params.data.id, params.data.itemId, q.data.size)
    return around ? c.json(around, 200, noStore) : refused(c, 'not-found')
  })

  app.delete('/v1/watchlists/:ownerId/:id', async (c) => {
    const params = z.object({ ownerId: ID, id: ID }).safeParse(c.req.param())
    if (!params.success) return badRequest(c, fieldErrors(params.error))
    const result = await watchlists.remove(me(c), params.data.ownerId, params.data.id)
    return result === 'not-found' ? refused(c, result) : c.body(null, 204)
  })

  app.post('/v1/watchlists/:ownerId/:id/save', async (c) => {
    const params = z.object({ ownerId: ID, id: ID }).safeParse(c.req.param())
    if (!params.success) return badRequest(c, fieldErrors(params.error))
    const saved = await watchlists.save(me(c), params.data.ownerId, params.data.id)
    return saved ? c.json(saved) : refused(c, 'not-found')
  })

  return app
}
