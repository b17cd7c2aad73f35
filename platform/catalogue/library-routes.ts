/**
 * HTTP for series, seasons, playlists, the programme guide, events, content detail, search and
 * the content grid. Query parameters are checked with zod; a bad one answers 400
 * VALIDATION_FAILED with a sentence naming it and per-parameter messages in `fields`.
 */
import type { Context } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod'
import { errorResponse, type AppEnv } from '../http.ts'
import { parseFacets } from './facets.ts'
import { searchQuery } from './library-service.ts'
import type { SearchGroup } from './library-store.ts'
import { parseCursor, type CatalogueService } from './service.ts'

const MAX_EPG_WINDOW_MS = 7 * 24 * 60 * 60 * 1000

/** An optional integer query parameter within [min, max], with its default. */
export const int = (name: string, min: number, max: number, fallback: number) => {
  const message = `${name} must be an integer between ${min} and ${max}`
  return z
    .string()
    .regex(/^\d{1,6}$/, { error: message })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: message })
    .optional()
    .transform((n) => n ?? fallback)
}
const cursor = z
  .string()
  .optional()
  .transform((s, ctx) => {
    const n = parseCursor(s)
    if (n === null) {
      ctx.addIssue({ code: 'custom', message: 'lastSeen must be a cursor returned by a previous page' })
      return z.NEVER
    }
    return n
  })
export const isoDate = (name: string) =>
  z
    .string()
    .refine((s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(s) && !Number.isNaN(Date.parse(s)), {
      error: `${name} must be an ISO 8601 date-time such as 2026-06-01T12:00:00Z`,
    })
    .transform((s) => new Date(s))
    .optional()

export function badRequest(c: Context, fields: Record<string, string[]>) {
  const message = Object.values(fields)
    .flat()
    .map((m) => (m.endsWith('.') ? m : `${m}.`))
    .join(' ')
  return errorResponse(c, 400, 'VALIDATION_FAILED', message, { fields })
}

/** The query parsed by `schema`, or a 400 answer. */
export function query<S extends z.ZodType>(c: Context, schema: S): { data: z.output<S> } | { response: Response } {
  const parsed = schema.safeParse(c.req.query())
  if (parsed.success) return { data: parsed.data }
  const fields: Record<string, string[]> = {}
  for (const issue of parsed.error.issues) (fields[String(issue.path[0] ?? 'query')] ??= []).push(issue.message)
  return { response: badRequest(c, fields) }
}

export const notFound = (c: Context, what: string) => errorResponse(c, 404, 'NOT_FOUND', `No such ${what}.`)

export function libraryRoutes(catalogue: CatalogueService) {
  const app = new Hono<AppEnv>()

  app.get('/v4/season/:id', async (c) => {
    const q = query(c, z.object({ rpp: int('rpp', 1, 50, 25), lastSeen: cursor }))
    if ('response' in q) return q.response
    const season = await catalogue.season(c.req.param('id'), q.data.lastSeen, q.data.rpp, c.var.caller)
    return season ? c.json(season) : notFound(c, 'season')
  })

  app.get('/v4/series/:id', async (c) => {
    const q = query(c, z.object({ rpp: int('rpp', 1, 50, 25), lastSeen: cursor }))
    if ('response' in q) return q.response
    const series = await catalogue.series(c.req.param('id'), q.data.lastSeen, q.data.rpp)
    return series ? c.json(series) : notFound(c, 'series')
  })

  app.get('/v4/series/:seriesId/adjacentTo/:seasonId', async (c) => {
    const q = query(c, z.object({ size: int('size', 1, 50, 25) }))
    if ('response' in q) return q.response
    const around = await catalogue.adjacentSeasons(c.req.param('seriesId'), c.req.param('seasonId'), q.data.size)
    return around ? c.json(around) : notFound(c, 'season in this series')
  })

  app.get('/vod/playlist/:id', async (c) => {
    const q = query(c, z.object({ rpp: int('rpp', 1, 50, 20), p: int('p', 1, 100_000, 1) }))
    if ('response' in q) return q.response
    const playlist = await catalogue.playlist(c.req.param('id'), q.data.p, q.data.rpp, c.var.caller)
    return playlist ? c.json(playlist) : notFound(c, 'playlist')
  })

  app.get('/playlist/:id/adjacentTo/:itemId', async (c) => {
    const q = query(c, z.object({ size: int('size', 1, 50, 5) }))
    if ('response' in q) return q.response
    const around = await catalogue.playlistAdjacent(c.req.param('id'), c.req.param('itemId'), q.data.size, c.var.caller)
    return around ? c.json(around) : notFound(c, 'item in this playlist')
  })

  app.get('/v4/vod/:id/adjacent', async (c) => {
    const q = query(
      c,
      z.object({ size: int('size', 1, 50, 5), playlistId: z.string().min(1, { error: 'playlistId must not be empty' }).optional() }),
    )
    if ('response' in q) return q.response
    const around = await catalogue.vodAdjacent(c.req.param('id'), q.data.size, q.data.playlistId, c.var.caller)
    if (around === 'not-found') return notFound(c, 'video')
    if (around === 'not-in-playlist') return notFound(c, 'video in this playlist')
    return c.json(around)
  })

  app.get('/v4/epg', async (c) => {
    const q = query(
      c,
      z.object({
        from: isoDate('from'),
        to: isoDate('to'),
        rpp: int('rpp', 1, 100, 20),
        channel: z.string().min(1, { error: 'channel must not be empty' }).optional(),
        lastSeen: cursor,
      }),
    )
    if ('response' in q) return q.response
    const from = q.data.from ?? new Date()
    const to = q.data.to ?? new Date(from.getTime() + 24 * 60 * 60 * 1000)
    if (from.getTime() >= to.getTime()) return badRequest(c, { to: ['to must be later than from'] })
    if (to.getTime() - from.getTime() > MAX_EPG_WINDOW_MS) return badRequest(c, { to: ['to must be at most 7 days after from'] })
    const guide = await catalogue.epg({ from, to, rpp: q.data.rpp, channel: q.data.channel, cursor: q.data.lastSeen }, c.var.caller)
    return guide ? c.json(guide) : notFound(c, 'channel')
  })

  for (const [kind, rpp] of [
    ['live', 15],
    ['upcoming', 12],
  ] as const) {
    app.get(`/event/${kind}`, async (c) => {
      const q = query(c, z.object({ p: int('p', 1, 100_000, 1), rpp: int('rpp', 1, 50, rpp) }))
      if ('response' in q) return q.response
      return c.json(await catalogue.events(kind, q.data.p, q.data.rpp, c.var.caller))
    })
  }

  app.get('/v4/vods/live/:id', async (c) => {
    const detail = await catalogue.detail(c.req.param('id'), 'live', c.var.caller)
    return detail ? c.json(detail) : notFound(c, 'live event')
  })

  app.get('/v4/vod/:id', async (c) => {
    const detail = await catalogue.detail(c.req.param('id'), 'vod', c.var.caller)
    return detail ? c.json(detail) : notFound(c, 'video')
  })

  const GROUP_BY_TYPE: Record<string, SearchGroup> = { LIVE: 'liveEvents', VOD: 'vodVideos', VOD_PLAYLIST: 'vodPlaylists' }
  app.get('/content-search', async (c) => {
    const q = query(
      c,
      z.object({
        query: z
          .string({ error: 'query is required: the words to search for' })
          .trim()
          .min(1, { error: 'query must not be empty' })
          .max(200, { error: 'query must be at most 200 characters' })
          .transform((s, ctx) => {
            const tsquery = searchQuery(s)
            if (!tsquery) {
              ctx.addIssue({ code: 'custom', message: 'query must contain at least one letter or digit' })
              return z.NEVER
            }
            return tsquery
          }),
        rpp: int('rpp', 1, 50, 20),
        p: int('p', 1, 100_000, 1),
        type: z.enum(['LIVE', 'VOD', 'VOD_PLAYLIST'], { error: 'type must be one of LIVE, VOD, VOD_PLAYLIST' }).optional(),
      }),
    )
    if ('response' in q) return q.response
    const only = q.data.type ? GROUP_BY_TYPE[q.data.type] : undefined
    return c.json(await catalogue.search(q.data.query, only, q.data.p, q.data.rpp, c.var.caller))
  })

  app.get('/v1/view/content-grid', async (c) => {
    const q = query(c, z.object({ facets: z.string().optional(), p: int('p', 1, 100_000, 1), rpp: int('rpp', 1, 50, 24) }))
    if ('response' in q) return q.response
    const facets = parseFacets(q.data.facets)
    if (!facets.ok) return badRequest(c, { facets: [facets.message] })
    return c.json(await catalogue.grid(facets.facets, q.data.p, q.data.rpp, c.var.caller))
  })

  return app
}
