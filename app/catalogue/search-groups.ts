import type { SearchContentType, SearchResults } from '#app/platform/types.ts'

/** The content types a search can be narrowed to (`?type=`). */
export const searchTypes = ['LIVE', 'VOD', 'VOD_PLAYLIST'] as const

/** The search page's groups: which type, and where its hits are in the answer. */
export const searchGroups = [
  { type: 'LIVE', key: 'liveEvents' },
  { type: 'VOD', key: 'vodVideos' },
  { type: 'VOD_PLAYLIST', key: 'vodPlaylists' },
] as const satisfies ReadonlyArray<{ type: SearchContentType; key: keyof Omit<SearchResults, 'totalCount'> }>
