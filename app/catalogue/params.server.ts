/**
 * zod schemas for the catalogue pages' route parameters and query strings. A malformed id is a
 * 404 (no such thing can exist); a malformed query value is a 400 with a page that says so.
 * Server-only: the loaders check, and the pages' first download carries no zod.
 */
import * as z from 'zod'
import { searchTypes } from './search-groups.ts'

/** Ids as the platform makes them: letters, digits, '-', '_' (1–100 characters). */
export const contentId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/)

const shortText = z.string().trim().min(1).max(100)

/** A 1-based page number ("p"), 1 when absent. */
export const pageNumber = z
  .string()
  .regex(/^\d{1,5}$/)
  .transform(Number)
  .refine((n) => n >= 1)
  .optional()
  .transform((n) => n ?? 1)

/** Series and season pages: the episodes cursor, the shared-watchlist marks, and the season picked in the <select> form. */
export const seriesQuery = z.object({
  lastSeen: z
    .string()
    .regex(/^\d{1,6}$/)
    .optional(),
  watchlistId: shortText.optional(),
  owner: shortText.optional(),
  season: contentId.optional(),
})
export type SeriesQuery = z.output<typeof seriesQuery>

export const eventsQuery = z.object({ p: pageNumber })

export const searchQuery = z.object({
  q: z
    .string()
    .max(200)
    .optional()
    .transform((s) => (s ?? '').trim()),
  type: z.enum(searchTypes).optional(),
  p: pageNumber,
})

/** A real calendar day, YYYY-MM-DD (so "2026-02-31" is a 400, not March 3rd). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d)
const cursor = z.string().regex(/^\d{1,6}$/)

/** The programme guide: its day, the channels cursor, and one channel alone with its programmes' cursor. */
export const epgQuery = z.object({
  day: day.optional(),
  after: cursor.optional(),
  channel: contentId.optional(),
  lastSeen: cursor.optional(),
})

/** A playlist page: its page number, or all of it (`all=1`). */
export const playlistQuery = z.object({ p: pageNumber, all: z.literal('1').optional() })

/** Only the keys a schema knows are read: unrelated query parameters (analytics, hashes) are ignored. */
export function parseQuery<S extends z.ZodObject>(schema: S, url: URL): z.output<S> {
  const raw: Record<string, string> = {}
  for (const key of Object.keys(schema.shape)) {
    const value = url.searchParams.get(key)
    if (value !== null && value !== '') raw[key] = value
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? 'query')))].join(', ')
    throw new Response(`Invalid query parameter: ${names}`, { status: 400, headers: { 'Cache-Control': 'public, max-age=0, s-maxage=30' } })
  }
  return parsed.data
}

/** A route parameter that must be an id; anything else is a 404. */
export function parseId(value: string | undefined): string {
  const parsed = contentId.safeParse(value)
  if (!parsed.success) throw new Response('Not found', { status: 404, headers: { 'Cache-Control': 'public, max-age=0, s-maxage=10' } })
  return parsed.data
}
