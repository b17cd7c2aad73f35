/**
 * The search overlay's request and answer (GET /resources/search?q=&type=&p=), shared by the
 * resource route and the overlay. No server imports: the overlay's chunk uses the types and the
 * type mapping.
 */
import * as z from 'zod'
import type { ContentCard, SearchContentType, SearchResults as PlatformSearchResults } from '#app/platform/types.ts'
import type { SearchResults, SearchResultType } from '#app/search/state.ts'

export const searchResourceQuery = z.object({
  q: z
    .string()
    .max(200, 'The query is too long (200 characters at most).')
    .transform((s) => s.trim())
    .pipe(z.string().min(1, 'Type something to search for.')),
  type: z.enum(['LIVE', 'VOD', 'VOD_PLAYLIST'], 'Unknown result type.').optional(),
  p: z
    .string()
    .regex(/^\d{1,4}$/, 'The page must be a number from 1.')
    .transform(Number)
    .refine((n) => n >= 1, 'The page must be a number from 1.')
    .optional()
    .transform((n) => n ?? 1),
})
export type SearchResourceQuery = z.output<typeof searchResourceQuery>

/** The query string's known keys (empty values count as absent), parsed; the first error's message on failure. */
export function parseSearchResourceQuery(
  params: URLSearchParams,
): { ok: true; query: SearchResourceQuery } | { ok: false; message: string } {
  const raw: Record<string, string> = {}
  for (const key of ['q', 'type', 'p'] as const) {
    const value = params.get(key)
    if (value !== null && value !== '') raw[key] = value
  }
  const parsed = searchResourceQuery.safeParse(raw)
  if (parsed.success) return { ok: true, query: parsed.data }
  const issue = parsed.error.issues[0]
  const message =
    issue?.code === 'invalid_type' && issue.path[0] === 'q' ? 'Type something to search for.' : (issue?.message ?? 'Invalid query.')
  return { ok: false, message }
}

/** The platform's type names and where their hits are in its answer, by the reducer's type names. */
export const resultTypeMap = {
  liveEvent: { type: 'LIVE', key: 'liveEvents' },
  vodVideo: { type: 'VOD', key: 'vodVideos' },
  vodPlaylist: { type: 'VOD_PLAYLIST', key: 'vodPlaylists' },
} as const satisfies Record<SearchResultType, { type: SearchContentType; key: keyof Omit<PlatformSearchResults, 'totalCount'> }>

export function resultTypeOf(type: SearchContentType): SearchResultType {
  return (Object.keys(resultTypeMap) as SearchResultType[]).find((k) => resultTypeMap[k].type === type)!
}

/** The answer: the query as understood, and the hits per type (only the asked type when `type` is given). */
export interface SearchResourceAnswer {
  q: string
  type: SearchContentType | null
  results: Partial<Record<SearchResultType, SearchResults<ContentCard>>>
}

/** The platform's answer in the reducer's shape; with `type`, only that type. */
export function toSearchAnswer(query: SearchResourceQuery, platform: PlatformSearchResults): SearchResourceAnswer {
  const results: SearchResourceAnswer['results'] = {}
  for (const resultType of Object.keys(resultTypeMap) as SearchResultType[]) {
    const { type, key } = resultTypeMap[resultType]
    if (query.type && query.type !== type) continue
    const group = platform[key]
    results[resultType] = { hits: group.hits, totalHits: group.totalHits, totalPages: group.totalPages, page: group.page }
  }
  return { q: query.q, type: query.type ?? null, results }
}
