/**
 * The live-now sidebar list as a pure reducer: 10 events a
 * page, and a failed load shows a failed state with no message.
 *
 * "It loads the first page when opened if empty and the next page when the bottom loader is
 *  reached."
 */
import type { ContentCard, Paging } from '#app/platform/types.ts'

export type LiveListStatus = 'idle' | 'loading' | 'loaded' | 'failed'

export interface LiveListState {
  events: ContentCard[]
  /** The last page read (0 before the first). */
  page: number
  moreDataAvailable: boolean
  status: LiveListStatus
}

export const emptyLiveList: LiveListState = { events: [], page: 0, moreDataAvailable: false, status: 'idle' }

export type LiveListAction =
  { type: 'fetchStart' } | { type: 'fetched'; page: number; events: ContentCard[]; paging: Paging } | { type: 'fetchFailed' }

export function liveListReducer(state: LiveListState, action: LiveListAction): LiveListState {
  switch (action.type) {
    case 'fetchStart':
      return { ...state, status: 'loading' }
    case 'fetched': {
      // A page appends; an event already listed (the list moved while paging) is not repeated.
      const seen = new Set(state.events.map((e) => e.id))
      const fresh = action.events.filter((e) => !seen.has(e.id))
      const events = action.page === 1 ? action.events : [...state.events, ...fresh]
      return { events, page: action.page, moreDataAvailable: action.paging.moreDataAvailable && action.events.length > 0, status: 'loaded' }
    }
    case 'fetchFailed':
      return { ...state, status: 'failed' }
  }
}

/** Opening the sidebar loads the first page only when nothing is listed yet. */
export function shouldLoadOnOpen(state: LiveListState): boolean {
  return state.events.length === 0 && state.status !== 'loading'
}

/** The page the bottom loader asks for, or null when there is nothing more (or a fetch is under way). */
export function nextPageToLoad(state: LiveListState): number | null {
  if (state.status === 'loading' || state.status === 'failed') return null
  if (state.page === 0) return 1
  return state.moreDataAvailable ? state.page + 1 : null
}

/** The resource route of one page (app route LIVE_NOW_PAGE). */
export function liveNowPagePath(page: number): string {
  return `/resources/live-now?p=${page}`
}

/**
 * A window event the toasts send when an event goes live: a list on screen reloads its first
 * page, one not on screen is forgotten so the next opening loads it afresh.
 */
export const LIVE_ANNOUNCED_EVENT = 'marquee:live-announced'
