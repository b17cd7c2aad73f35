/**
 * Search state as a pure reducer.
 *
 * "Search state: value, results per type (live event, vod video, vod playlist; each with hits,
 *  totalPages, totalHits, page), refines, popular content, totalCount."
 * "Open (active, loading); close (reset, keeping refines and value); a new search resets; value or
 *  refine update clears results and sets loading; next page appends hits. [...] Search resets on
 *  route change unless on vod, live, multi-view, playlist, series or season pages or the search
 *  hash is present."
 */
import { defaultLocale, locales, pathWords } from '#app/route-table.js'
import { mergePages } from '#app/catalogue/paging.ts'
import { SEARCH_HASH } from './opener.ts'

export const searchResultTypes = ['liveEvent', 'vodVideo', 'vodPlaylist'] as const
export type SearchResultType = (typeof searchResultTypes)[number]

export interface SearchHit {
  id: string
}

export interface SearchResults<T extends SearchHit = SearchHit> {
  hits: T[]
  totalPages: number
  totalHits: number
  page: number
}

/** Active refinements: facet name → selected values. */
export type SearchRefines = Record<string, string[]>

export interface SearchState<T extends SearchHit = SearchHit> {
  /** The search overlay is open. */
  active: boolean
  loading: boolean
  value: string
  results: Record<SearchResultType, SearchResults<T>>
  refines: SearchRefines
  popularContent: T[]
  /** Hits of every type together. */
  totalCount: number
}

export type SearchAction<T extends SearchHit = SearchHit> =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'newSearch' }
  | { type: 'setValue'; value: string }
  | { type: 'setRefines'; refines: SearchRefines }
  /** The first page of every type. `value`, when given, must match the current value or the response is stale. */
  | { type: 'results'; results: Partial<Record<SearchResultType, SearchResults<T>>>; value?: string }
  /** A further page of one type: its hits are appended. */
  | { type: 'nextPage'; resultType: SearchResultType; results: SearchResults<T>; value?: string }
  | { type: 'popularContent'; items: T[] }
  /** The request failed: loading stops, what was shown stays. */
  | { type: 'failed'; value?: string }

export function emptyResults<T extends SearchHit = SearchHit>(): SearchResults<T> {
  return { hits: [], totalPages: 0, totalHits: 0, page: 0 }
}

function emptyResultsByType<T extends SearchHit>(): Record<SearchResultType, SearchResults<T>> {
  return { liveEvent: emptyResults(), vodVideo: emptyResults(), vodPlaylist: emptyResults() }
}

export function initialSearchState<T extends SearchHit = SearchHit>(): SearchState<T> {
  return {
    active: false,
    loading: false,
    value: '',
    results: emptyResultsByType(),
    refines: {},
    popularContent: [],
    totalCount: 0,
  }
}

function totalCount(results: Record<SearchResultType, SearchResults<SearchHit>>): number {
  return searchResultTypes.reduce((sum, type) => sum + results[type].totalHits, 0)
}

const isStale = (state: SearchState<SearchHit>, value: string | undefined) => value !== undefined && value !== state.value

export function searchReducer<T extends SearchHit = SearchHit>(state: SearchState<T>, action: SearchAction<T>): SearchState<T> {
  switch (action.type) {
    case 'open':
      return { ...state, active: true, loading: true }
    case 'close':
      // "close (reset, keeping refines and value)"
      return { ...initialSearchState<T>(), refines: state.refines, value: state.value }
    case 'newSearch':
      // "a new search resets"; the overlay stays as it is (opening and closing are their own actions).
      return { ...initialSearchState<T>(), active: state.active }
    case 'setValue':
      // "value or refine update clears results and sets loading"
      return { ...state, value: action.value, results: emptyResultsByType(), totalCount: 0, loading: true }
    case 'setRefines':
      return { ...state, refines: action.refines, results: emptyResultsByType(), totalCount: 0, loading: true }
    case 'results': {
      if (isStale(state, action.value)) return state
      const results = { ...emptyResultsByType<T>(), ...action.results }
      return { ...state, results, totalCount: totalCount(results), loading: false }
    }
    case 'nextPage': {
      if (isStale(state, action.value)) return state
      const current = state.results[action.resultType]
      // A page already shown (a repeated or late response) is not appended twice.
      if (action.results.page <= current.page) return state
      const next: SearchResults<T> = {
        hits: mergePages(current.hits, action.results.hits),
        totalPages: action.results.totalPages,
        totalHits: action.results.totalHits,
        page: action.results.page,
      }
      const results = { ...state.results, [action.resultType]: next }
      return { ...state, results, totalCount: totalCount(results), loading: false }
    }
    case 'popularContent':
      return { ...state, popularContent: action.items }
    case 'failed':
      return isStale(state, action.value) ? state : { ...state, loading: false }
  }
}

/** Whether a type has more pages to load. */
export function hasMoreResults(state: SearchState<SearchHit>, type: SearchResultType): boolean {
  return state.results[type].page < state.results[type].totalPages
}

/** The route words of the pages where search survives navigation: vod, live, multi-view, playlist, series, season. */
export const searchKeepingViews = ['video', 'live', 'multi-video', 'playlist', 'series', 'season'] as const

// The overlay's hash lives with the opener (which the page's first download has) and is named here too.
export { SEARCH_HASH }

type Locale = (typeof locales)[number]

/** A path word in a locale: its translation in the route table's `pathWords`, else the word itself. */
function translateWord(word: string, locale: Locale): string {
  if (locale === defaultLocale) return word
  const words = pathWords as Record<string, Partial<Record<Locale, string>>>
  return words[word]?.[locale] ?? word
}

/**
 * Whether the search state resets when navigating to `nextPathname`: "unless on vod, live,
 * multi-view, playlist, series or season pages or the search hash is present". Matches by path
 * prefix on whole segments (so /livenow, the live-events list, resets) including the /es and /pt
 * variants; each of those pages takes an id, so the bare word alone is not such a page.
 */
export function shouldResetOnRouteChange(nextPathname: string, hash: string | null | undefined): boolean {
  const hashAt = nextPathname.indexOf('#')
  const fullHash = hash || (hashAt === -1 ? '' : nextPathname.slice(hashAt))
  if (fullHash === SEARCH_HASH || fullHash === SEARCH_HASH.slice(1)) return false

  const pathname = nextPathname.split(/[?#]/)[0] ?? ''
  const segments = pathname.split('/').filter(Boolean)
  const first = segments[0]
  const locale = locales.find((l) => l !== defaultLocale && l === first) ?? defaultLocale
  const rest = locale === defaultLocale ? segments : segments.slice(1)
  const [word, id] = rest
  if (word === undefined || id === undefined) return true
  return !searchKeepingViews.some((view) => translateWord(view, locale) === word)
}
