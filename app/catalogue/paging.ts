/**
 * Paging helpers for the platform's paging fields (page, moreDataAvailable, totalResults,
 * lastSeen) and the product's page sizes, declared here once. Pages are 1-based, as the
 * platform's catalogue service returns them.
 */

/**
 * Every page size of the product in one place: how many items a page asks the platform for (its
 * `rpp`). Features read them from here; none declares its own.
 */
export const PAGE_SIZES = {
  /** a row (bucket) of a composed page: its first page and every next one */
  bucket: 10,
  /** seasons around the current one in the season selector, either side */
  season: 25,
  favourites: 9,
  /** programmes of one channel in the programme guide */
  epgProgrammes: 20,
  /** the live-now list in the app sidebar */
  liveSidebar: 10,
  liveEvents: 15,
  upcoming: 12,
  /** the live events carousel of the multi-view page */
  multiView: 12,
  history: 12,
  news: 10,
  schedule: 20,
  releases: 12,
  grid: 24,
  fightersAz: 12,
  /** ranked fighters in one answer: every class's champion and contenders */
  rankings: 50,
  /** hits per page when the search page shows one type */
  search: 24,
  /** hits per type on the search page's all-types view */
  searchPreview: 8,
  /** hits per type and page in the search overlay */
  searchOverlay: 6,
  /** popular titles the search overlay shows for an empty query */
  searchPopular: 12,
  playlist: 8,
  /** a playlist's "View all": as many as the platform gives in one page */
  playlistAll: 50,
  /** videos per page of a carousel's expanded playlist preview */
  playlistPreview: 6,
  payments: 10,
} as const

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
