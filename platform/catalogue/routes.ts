import { Hono } from 'hono'
import { errorResponse, sharedRead, type AppEnv } from '../http.ts'
import { editorialRoutes } from './editorial-routes.ts'
import { libraryRoutes } from './library-routes.ts'
import { DEFAULT_RPP, MAX_RPP, parseCursor, type CatalogueService } from './service.ts'

const RPP_MESSAGE = `rpp must be an integer between 1 and ${MAX_RPP}`

/**
 * The headers of an answer to a caller without a token: every such caller gets it, for `seconds`.
 * A caller with a token gets its own access levels and favourites, so shared caches must not give
 * it this one (Vary: Authorization); its own answers are `private, no-store`.
 */
const guestAnswer = (seconds: number) => ({ ...sharedRead(seconds), Vary: 'Authorization' })

export function catalogueRoutes(catalogue: CatalogueService) {
  const app = new Hono<AppEnv>()

  app.get('/buckets/:bucketId', async (c) => {
    const rppParam = c.req.query('rpp')
    const rpp = rppParam === undefined ? DEFAULT_RPP : /^\d{1,3}$/.test(rppParam) ? Number(rppParam) : NaN
    if (!(rpp >= 1 && rpp <= MAX_RPP)) return errorResponse(c, 400, 'VALIDATION_FAILED', RPP_MESSAGE, { fields: { rpp: [RPP_MESSAGE] } })
    const cursor = parseCursor(c.req.query('lastSeen'))
    if (cursor === null)
      return errorResponse(c, 400, 'VALIDATION_FAILED', 'lastSeen must be a cursor returned by a previous page', {
        fields: { lastSeen: ['must be a cursor returned by a previous page'] },
      })
    const page = await catalogue.bucket(c.req.param('bucketId'), cursor, rpp, c.var.caller)
    if (!page) return errorResponse(c, 404, 'NOT_FOUND', 'No such bucket.')
    // A guest's row is every guest's row until a card's live badge changes (or the catalogue does).
    return c.json(page, 200, c.var.caller ? undefined : guestAnswer(catalogue.secondsTrue(page.contentList)))
  })

  app.get('/content/:id', async (c) => {
    const card = await catalogue.content(c.req.param('id'), c.var.caller)
    if (!card) return errorResponse(c, 404, 'NOT_FOUND', 'No such content.')
    return c.json(card, 200, c.var.caller ? undefined : guestAnswer(catalogue.secondsTrue([card])))
  })

  app.route('/', libraryRoutes(catalogue))
  app.route('/', editorialRoutes(catalogue))

  return app
}
