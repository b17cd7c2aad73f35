/**
 * Personal rules: watch history (positions reported while playing, resume points, the HISTORY
 * page, what to continue watching), favourites and the multi-view heartbeat. Signed-in accounts
 * only; guests keep no history and no favourites.
 */
import type { Caller } from '../http.ts'
import type { PlaybackStore } from '../playback/store.ts'
import type { PersonalStore } from './store.ts'
import type { components } from '#schemas/generated/api.ts'

/** Within this many seconds of the end (or past 95 %), an item counts as watched to the end. */
export const FINISHED_TAIL_SECONDS = 5
export const HISTORY_MAX_RPP = 50
export const HISTORY_DEFAULT_RPP = 12
/** The FAVOURITES page size (9). */
export const FAVOURITES_DEFAULT_RPP = 9
export const FAVOURITES_MAX_RPP = 50

export interface HistoryEntry {
  id: string
  type: string
  title: string
  thumbnailUrl: string | null
  duration: number | null
  position: number
  finished: boolean
  updatedAt: string
  favourite: boolean
}

/** A favourite as GET /favourite/vods answers it (the OpenAPI document's FavouriteEntry). */
export type FavouriteEntry = components['schemas']['FavouriteEntry']

export const isFinished = (position: number, duration: number | null) =>
  duration != null && duration > 0 && (position >= duration - FINISHED_TAIL_SECONDS || position >= duration * 0.95)

export function createPersonalService(deps: { store: PersonalStore; playback: PlaybackStore; now: () => Date }) {
  const { store, now } = deps
  return {
    /** undefined when the item does not exist (404) */
    async reportPosition(caller: Caller, contentId: string, input: { position: number; duration?: number | null; streamId?: string }) {
      const item = await store.contentExists(contentId)
      if (!item) return undefined
      const at = now()
      const duration = input.duration ?? item.durationSeconds ?? null
      const position = Math.floor(duration != null ? Math.min(input.position, duration) : input.position)
      await store.savePosition({
        accountId: caller.sub,
        contentId,
        positionSeconds: position,
        durationSeconds: duration == null ? null : Math.round(duration),
        finished: isFinished(position, duration),
        updatedAt: at,
      })
      // a position report is also the player saying "still watching": keep its stream alive
      await deps.playback.touchStreams(caller.sub, at, { streamId: input.streamId, contentIds: input.streamId ? [] : [contentId] })
      return { position }
    },

    /** Where to resume an item, or null (never watched, watched to the end, or a guest). */
    async resumePosition(caller: Caller | null, contentId: string): Promise<number | null> {
      if (!caller || caller.isGuest) return null
      const row = await store.entry(caller.sub, contentId)
      return row && !row.finished && row.positionSeconds > 0 ? row.positionSeconds : null
    },

    async history(caller: Caller, page: number, rpp: number, opts: { inProgress?: boolean } = {}) {
      const { rows, total } = await store.page(caller.sub, (page - 1) * rpp, rpp, opts)
      const kept = await store.favouriteIds(
        caller.sub,
        rows.map((r) => r.contentId),
      )
      const items: HistoryEntry[] = rows.map((r) => ({
        id: r.contentId,
        type: r.type,
        title: r.title,
        thumbnailUrl: r.thumbnailUrl,
        duration: r.durationSeconds ?? r.itemDuration,
        position: r.positionSeconds,
        finished: r.finished,
        updatedAt: r.updatedAt.toISOString(),
        favourite: kept.has(r.contentId),
      }))
      return { items, paging: { page, moreDataAvailable: page * rpp < total, totalResults: total } }
    },

    clear: (caller: Caller, contentId?: string) => store.remove(caller.sub, contentId),

    /** Keep an on-demand video as a favourite; false when there is no such video. Adding twice keeps one. */
    async addFavourite(caller: Caller, contentId: string): Promise<boolean> {
      const item = await store.contentExists(contentId)
      if (!item || item.type !== 'VOD') return false
      await store.addFavourite(caller.sub, contentId, now())
      return true
    },

    /** Removing one that is not kept is not an error (the end state is the same). */
    removeFavourite: (caller: Caller, contentId: string) => store.removeFavourite(caller.sub, contentId),

    async favourites(caller: Caller, page: number, rpp: number) {
      const { rows, total } = await store.favouritesPage(caller.sub, (page - 1) * rpp, rpp)
      const items: FavouriteEntry[] = rows.map((r) => ({
        id: r.contentId,
        // only on-demand videos can be kept (addFavourite)
        type: r.type as FavouriteEntry['type'],
        title: r.title,
        thumbnailUrl: r.thumbnailUrl,
        duration: r.durationSeconds,
        favourite: true,
        addedAt: r.createdAt.toISOString(),
      }))
      return { items, paging: { page, moreDataAvailable: page * rpp < total, totalResults: total } }
    },

    /** Which of `ids` a signed-in caller keeps as favourites (none for guests). */
    favouriteIds: (caller: Caller | null, ids: string[]) =>
      !caller || caller.isGuest ? Promise.resolve(new Set<string>()) : store.favouriteIds(caller.sub, ids),

    async multiviewHeartbeat(caller: Caller, eventIds: string[]) {
      const at = now()
      const touched = await deps.playback.touchStreams(caller.sub, at, { contentIds: eventIds })
      return { eventIds, activeStreams: touched }
    },
  }
}
export type PersonalService = ReturnType<typeof createPersonalService>
