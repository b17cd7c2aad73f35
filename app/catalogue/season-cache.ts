/**
 * The season cache as a
 * pure reducer: every function takes a state and returns a new one, never mutating.
 *
 * "initialise; set adjacent (hasMoreBefore or hasMoreAfter true when exactly 25 seasons came back);
 *  append forward; prepend backward. Seasons with no episodes are dropped."
 * "Season load: 'Failed to load seasons', 'Failed to load more seasons', 'Failed to load previous
 *  seasons'; fetches skipped while loading or in error."
 */
import { PAGE_SIZES, mergePages } from './paging.ts'

export interface Season {
  id: string
  title: string
  episodeCount: number
}

/** initial: the first load; forward: the seasons after; backward: the seasons before. */
export type SeasonDirection = 'initial' | 'forward' | 'backward'

export const SEASON_ERRORS: Readonly<Record<SeasonDirection, string>> = {
  initial: 'Failed to load seasons',
  forward: 'Failed to load more seasons',
  backward: 'Failed to load previous seasons',
}

export interface SeasonCacheState {
  /** In display order, no duplicates, none without episodes. */
  seasons: Season[]
  pageSize: number
  hasMoreBefore: boolean
  hasMoreAfter: boolean
  loading: boolean
  /** Which fetch is under way, when loading. */
  loadingDirection: SeasonDirection | null
  /** One of SEASON_ERRORS, or null. */
  error: string | null
}

export interface SeasonCacheOptions {
  pageSize: number
}

const hasEpisodes = (season: Season) => season.episodeCount > 0
const byId = (season: Season) => season.id

/** Drops seasons without episodes and repeated ids (the first occurrence wins). */
function clean(seasons: readonly Season[] | null | undefined): Season[] {
  return mergePages([], (seasons ?? []).filter(hasEpisodes), byId)
}

/** "exactly 25 seasons came back": the raw count, before seasons without episodes are dropped. */
function fullPage(page: readonly Season[] | null | undefined, pageSize: number): boolean {
  return (page?.length ?? 0) === pageSize
}

const settled = { loading: false, loadingDirection: null, error: null } as const

/** An empty cache, before the first load. */
export function emptySeasonCache(options: SeasonCacheOptions = { pageSize: PAGE_SIZES.season }): SeasonCacheState {
  return { seasons: [], pageSize: options.pageSize, hasMoreBefore: false, hasMoreAfter: false, ...settled }
}

/** The cache filled with the first seasons (e.g. a series' seasons.items). Nothing more is known around them yet. */
export function initialise(seasons: readonly Season[], options: SeasonCacheOptions = { pageSize: PAGE_SIZES.season }): SeasonCacheState {
  return { ...emptySeasonCache(options), seasons: clean(seasons) }
}

/**
 * The seasons around the current ones. hasMoreBefore is true when exactly a page (25) came back
 * before, hasMoreAfter when exactly a page came back after.
 */
export function setAdjacent(
  state: SeasonCacheState,
  adjacent: { precedingSeasons?: readonly Season[] | null; followingSeasons?: readonly Season[] | null },
): SeasonCacheState {
  const before = clean(adjacent.precedingSeasons)
  const after = clean(adjacent.followingSeasons)
  const seasons = mergePages(mergePages(before, state.seasons, byId), after, byId)
  return {
    ...state,
    ...settled,
    seasons,
    hasMoreBefore: fullPage(adjacent.precedingSeasons, state.pageSize),
    hasMoreAfter: fullPage(adjacent.followingSeasons, state.pageSize),
  }
}

/** The next page of seasons after the current ones. A full page means there may be more after it. */
export function appendForward(state: SeasonCacheState, page: readonly Season[]): SeasonCacheState {
  return { ...state, ...settled, seasons: mergePages(state.seasons, clean(page), byId), hasMoreAfter: fullPage(page, state.pageSize) }
}

/** The previous page of seasons before the current ones. A full page means there may be more before it. */
export function prependBackward(state: SeasonCacheState, page: readonly Season[]): SeasonCacheState {
  const known = new Set(state.seasons.map(byId))
  const added = clean(page).filter((season) => !known.has(season.id))
  return {
    ...state,
    ...settled,
    seasons: added.length ? [...added, ...state.seasons] : state.seasons,
    hasMoreBefore: fullPage(page, state.pageSize),
  }
}

/** A fetch starts. */
export function startLoading(state: SeasonCacheState, direction: SeasonDirection): SeasonCacheState {
  return { ...state, loading: true, loadingDirection: direction, error: null }
}

/** A fetch failed: the error message of its direction. */
export function loadFailed(state: SeasonCacheState, direction: SeasonDirection): SeasonCacheState {
  return { ...state, loading: false, loadingDirection: null, error: SEASON_ERRORS[direction] }
}

/** Lets fetches run again after an error (a retry the user asked for). */
export function clearError(state: SeasonCacheState): SeasonCacheState {
  return state.error === null ? state : { ...state, error: null }
}

/**
 * Whether a fetch in this direction may start. "fetches skipped while loading or in error";
 * forward and backward fetches are also pointless when the cache knows nothing more is there.
 */
export function canFetch(state: SeasonCacheState, direction: SeasonDirection): boolean {
  if (state.loading || state.error !== null) return false
  if (direction === 'forward') return state.hasMoreAfter
  if (direction === 'backward') return state.hasMoreBefore
  return true
}

export type SeasonCacheAction =
  | { type: 'initialise'; seasons: readonly Season[]; pageSize?: number }
  | { type: 'setAdjacent'; precedingSeasons?: readonly Season[] | null; followingSeasons?: readonly Season[] | null }
  | { type: 'appendForward'; seasons: readonly Season[] }
  | { type: 'prependBackward'; seasons: readonly Season[] }
  | { type: 'loading'; direction: SeasonDirection }
  | { type: 'failed'; direction: SeasonDirection }
  | { type: 'clearError' }

/** The same transitions as one reducer (for useReducer or a store). */
export function seasonCacheReducer(state: SeasonCacheState, action: SeasonCacheAction): SeasonCacheState {
  switch (action.type) {
    case 'initialise':
      return initialise(action.seasons, { pageSize: action.pageSize ?? state.pageSize })
    case 'setAdjacent':
      return setAdjacent(state, action)
    case 'appendForward':
      return appendForward(state, action.seasons)
    case 'prependBackward':
      return prependBackward(state, action.seasons)
    case 'loading':
      return startLoading(state, action.direction)
    case 'failed':
      return loadFailed(state, action.direction)
    case 'clearError':
      return clearError(state)
  }
}
