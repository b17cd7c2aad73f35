/**
 * Paging helpers for the platform's paging fields (page, moreDataAvailable, totalResults,
 * lastSeen) and the product's page sizes, declared here once. Pages are 1-based, as the
 * platform's catalogue service returns them.
 */

/** Season page size 25. */
export const SEASON_PAGE = 25
/** Watchlist page 25. */
export const WATCHLIST_PAGE = 25
/** Adjacent size 5. */
export const ADJACENT = 5
/** Favourites 9. */
export const FAVOURITES = 9
/** EPG 20 per page. */
export const EPG_PROGRAMMES = 20
/** 25 channels per carousel fetch. */
export const EPG_CHANNELS = 25
/** A row's (bucket's) page, first and next alike: 10. */
export const BUCKET_PAGE = 10
/** Live sidebar 10. */
export const LIVE_SIDEBAR = 10
/** Live events 15. */
export const LIVE_EVENTS = 15
/** Upcoming 12. */
export const UPCOMING = 12
/** Multi-view rpp 12. */
export const MULTIVIEW = 12

/** The paging of a response. Watchlists give only moreDataAvailable and lastSeen. */
export interface PagingInfo {
  page?: number | null
  moreDataAvailable: boolean
  totalResults?: number | null
  lastSeen?: string | null
}

/** What to ask for next: the following page and the last item seen. */
export interface Cursor {
  page: number
  lastSeen: string | null
}

/** The cursor of the next page, or null when no more data is available. With no page yet, page 1. */
export function nextCursor(paging: PagingInfo | null | undefined): Cursor | null {
  if (!paging) return { page: 1, lastSeen: null }
  if (!paging.moreDataAvailable) return null
  const page = Number.isInteger(paging.page) && (paging.page as number) > 0 ? (paging.page as number) : 0
  return { page: page + 1, lastSeen: paging.lastSeen ?? null }
}

/**
 * Appends `incoming` to `existing`, dropping items whose key is already present (pages overlap
 * when the list moved between fetches) and duplicates within the incoming page. Order is kept;
 * the first occurrence wins. Returns `existing` itself when nothing is new.
 */
export function mergePages<T>(existing: readonly T[], incoming: readonly T[], key: (item: T) => string = defaultKey): T[] {
  const seen = new Set(existing.map(key))
  const added: T[] = []
  for (const item of incoming) {
    const k = key(item)
    if (seen.has(k)) continue
    seen.add(k)
    added.push(item)
  }
  return added.length === 0 ? (existing as T[]) : [...existing, ...added]
}

function defaultKey(item: unknown): string {
  return String((item as { id: unknown }).id)
}

/** How many pages of `rpp` items hold `total` items. 0 for no items or an invalid page size. */
export function pageCount(total: number, rpp: number): number {
  if (!Number.isFinite(total) || !Number.isFinite(rpp) || total <= 0) return 0
  const size = Math.floor(rpp)
  return size < 1 ? 0 : Math.ceil(total / size)
}
