/**
 * HTTP for premiere releases, the schedule, news and fighters (platform/openapi.yaml). These
 * calls are designed here; they follow the catalogue's conventions:
 * `p`/`rpp` page numbers, the Paging object, 400 VALIDATION_FAILED naming the bad parameter.
 */
import { Hono } from 'hono'
import * as z from 'zod'
import type { AppEnv } from '../http.ts'
import { badRequest, int, isoDate, notFound, query } from './library-routes.ts'
import { WEIGHT_CLASSES } from './editorial-store.ts'
import type { CatalogueService } from './service.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const MAX_SCHEDULE_WINDOW_MS = 14 * DAY_MS
const slug = (name: string) =>
  z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, { error: `${name} must be lower-case letters, digits and "-"` })

export function editorialRoutes(catalogue: CatalogueService) {
  const app = new Hono<AppEnv>()

  app.get('/v4/releases', async (c) => {
    const q = query(
      c,
      z.object({
        status: z.enum(['upcoming', 'released'], { error: 'status must be one of upcoming, released' }).optional(),
        p: int('p', 1, 100_000, 1),
        rpp: int('rpp', 1, 50, 12),
      }),
    )
    if ('response' in q) return q.response
    return c.json(await catalogue.releases(q.data.status ?? 'upcoming', q.data.p, q.data.rpp, c.var.caller))
  })

  app.get('/v4/schedule', async (c) => {
    const q = query(c, z.object({ from: isoDate('from'), to: isoDate('to'), p: int('p', 1, 100_000, 1), rpp: int('rpp', 1, 50, 20) }))
    if ('response' in q) return q.response
    const from = q.data.from ?? catalogue.clock()
    const to = q.data.to ?? new Date(from.getTime() + DAY_MS)
    if (from.getTime() >= to.getTime()) return badRequest(c, { to: ['to must be later than from'] })
    if (to.getTime() - from.getTime() > MAX_SCHEDULE_WINDOW_MS) return badRequest(c, { to: ['to must be at most 14 days after from'] })
    return c.json(await catalogue.schedule(from, to, q.data.p, q.data.rpp, c.var.caller))
  })

  app.get('/v4/news', async (c) => {
    const q = query(c, z.object({ feed: slug('feed').optional(), p: int('p', 1, 100_000, 1), rpp: int('rpp', 1, 50, 10) }))
    if ('response' in q) return q.response
    const news = await catalogue.news(q.data.feed, q.data.p, q.data.rpp)
    return news ? c.json(news) : notFound(c, 'news feed')
  })

  app.get('/v4/news/:feedName/:newId', async (c) => {
    const found = await catalogue.newsItem(c.req.param('feedName'), c.req.param('newId'), c.var.caller)
    return found ? c.json(found) : notFound(c, 'news item in this feed')
  })

  app.get('/v4/fighters', async (c) => {
    const q = query(
      c,
      z.object({
        sort: z.enum(['rankings', 'az'], { error: 'sort must be one of rankings, az' }).optional(),
        weightClass: z.enum(WEIGHT_CLASSES, { error: `weightClass must be one of ${WEIGHT_CLASSES.join(', ')}` }).optional(),
        p: int('p', 1, 100_000, 1),
        rpp: int('rpp', 1, 50, 20),
      }),
    )
    if ('response' in q) return q.response
    return c.json(await catalogue.fighters(q.data.sort ?? 'rankings', q.data.weightClass, q.data.p, q.data.rpp))
  })

  app.get('/v4/fighters/:id', async (c) => {
    const found = await catalogue.fighter(c.req.param('id'))
    return found ? c.json(found) : notFound(c, 'fighter')
  })

  return app
}
