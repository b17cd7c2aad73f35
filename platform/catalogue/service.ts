/**
 * Catalogue rules: content cards with the caller's access level, and bucket paging with an
 * opaque cursor. Guests' bucket pages are cached per process (the home page asks for 8+ buckets
 * per view) and dropped whenever the catalogue changes (NOTIFY catalogue_changed).
 */
import type { InvalidatingCache } from '../cache.ts'
import type { Caller } from '../http.ts'
import { createEditorialService } from './editorial-service.ts'
import { createLibraryService } from './library-service.ts'
import type { BucketPageRows, CatalogueStore, ContentRow } from './store.ts'

export const CATALOGUE_CHANNEL = 'catalogue_changed'
export const MAX_RPP = 50
export const DEFAULT_RPP = 10

export interface Paging {
  page: number
  lastSeen: string | null
  moreDataAvailable: boolean
  totalResults: number
}

export type AccessLevel = 'GRANTED' | 'GRANTED_ON_SIGN_IN' | 'DENIED'

export interface ContentCard {
  id: string
  type: string
  title: string
  description: string
  duration: number | null
  genres: string[]
  year: number | null
  rating: string | null
  thumbnailUrl: string | null
  posterUrl: string | null
  titleImageUrl: string | null
  startDate: string | null
  endDate: string | null
  displayLiveBadge: boolean
  accessLevel: AccessLevel
  /** Whether a signed-in caller keeps it as a favourite (content and video answers; absent for guests). */
  favourite?: boolean
}

export interface BucketPage {
  bucketId: string
  exid: string
  name: string
  type: string
  contentList: ContentCard[]
  paging: Paging
}

export function accessLevel(item: Pick<ContentRow, 'requiresSignIn' | 'licences'>, isGuest: boolean, held: readonly string[]): AccessLevel {
  if (item.requiresSignIn && isGuest) return 'GRANTED_ON_SIGN_IN'
  if (item.licences.length > 0 && !item.licences.some((l) => held.includes(l))) return 'DENIED'
  return 'GRANTED'
}

export function isLiveNow(item: Pick<ContentRow, 'type' | 'startDate' | 'endDate'>, now: Date): boolean {
  if (item.type !== 'LIVE' || !item.startDate) return false
  const t = now.getTime()
  return item.startDate.getTime() <= t && (!item.endDate || t < item.endDate.getTime())
}

/** The card of a content item as the caller sees it at `at`. */
export function toCard(item: Omit<ContentRow, 'search'>, isGuest: boolean, held: readonly string[], at: Date): ContentCard {
  return {
    id: item.id,
    type: item.type,
    title: item.title,
    description: item.description,
    duration: item.durationSeconds ?? null,
    genres: item.genres,
    year: item.year ?? null,
    rating: item.rating ?? null,
    thumbnailUrl: item.thumbnailUrl ?? null,
    posterUrl: item.posterUrl ?? null,
    titleImageUrl: item.titleImageUrl ?? null,
    startDate: item.startDate?.toISOString() ?? null,
    endDate: item.endDate?.toISOString() ?? null,
    displayLiveBadge: isLiveNow(item, at),
    accessLevel: accessLevel(item, isGuest, held),
  }
}

/** The cursor is the last position seen, as a decimal string; clients treat it as opaque. */
export function parseCursor(lastSeen: string | undefined): number | null {
  if (lastSeen === undefined || lastSeen === '') return 0
  return /^\d{1,9}$/.test(lastSeen) ? Number(lastSeen) : null
}

/** Which of `ids` a caller keeps as favourites (the personal domain answers it). */
export type FavouriteLookup = (caller: Caller, ids: string[]) => Promise<Set<string>>

export function createCatalogueService(deps: { store: CatalogueStore; cache: InvalidatingCache; now: () => Date; favouriteIds?: FavouriteLookup }) {
  const { store, cache, now } = deps
  /** A signed-in caller's answer carries the favourite flag; guests' answers (shared, cached) do not. */
  const withFavourite = async <T extends { id: string }>(answer: T | undefined, caller: Caller | null): Promise<(T & { favourite?: boolean }) | undefined> => {
    if (!answer || !caller || caller.isGuest || !deps.favouriteIds) return answer
    return { ...answer, favourite: (await deps.favouriteIds(caller, [answer.id])).has(answer.id) }
  }

  const viewer = async (caller: Caller | null) => {
    const isGuest = !caller || caller.isGuest
    return { isGuest, held: isGuest ? [] : await store.heldLicences(caller.sub, now()) }
  }
  const library = createLibraryService({ store, now, viewer })

  return {
    ...library,
    ...createEditorialService({ store, now, viewer }),

    detail: async (...[id, kind, caller]: Parameters<typeof library.detail>) => withFavourite(await library.detail(id, kind, caller), caller),

    async content(id: string, caller: Caller | null): Promise<ContentCard | undefined> {
      const { isGuest, held } = await viewer(caller)
      // Guests share cached rows (hero and buttons blocks ask for items on every home view).
      const item = isGuest ? await cache.get(`content:${id}`, () => store.findContent(id)) : await store.findContent(id)
      if (!item) return undefined
      return withFavourite(toCard(item, isGuest, held, now()), caller)
    },

    async bucket(bucketId: string, cursor: number, rpp: number, caller: Caller | null): Promise<BucketPage | undefined> {
      const { isGuest, held } = await viewer(caller)
      // Rows are cached, cards are not: the live badge depends on the clock at each request.
      const data: BucketPageRows | undefined = isGuest
        ? await cache.get(`bucket:${bucketId}:${cursor}:${rpp}`, () => store.bucketPage(bucketId, cursor, rpp))
        : await store.bucketPage(bucketId, cursor, rpp)
      if (!data) return undefined
      const at = now()
      const last = data.rows.at(-1)
      // on-demand videos carry a signed-in caller's favourite flag (the cards' toggle); guests' rows never do
      const vodIds = data.rows.filter((r) => r.item.type === 'VOD').map((r) => r.item.id)
      const kept = !isGuest && caller && deps.favouriteIds && vodIds.length ? await deps.favouriteIds(caller, vodIds) : null
      return {
        bucketId: data.bucket.id,
        exid: data.bucket.id,
        name: data.bucket.name,
        type: data.bucket.type,
        contentList: data.rows.map((r) => {
          const card = toCard(r.item, isGuest, held, at)
          return kept && r.item.type === 'VOD' ? { ...card, favourite: kept.has(r.item.id) } : card
        }),
        paging: {
          page: Math.floor(data.before / rpp) + 1,
          lastSeen: last ? String(last.position) : cursor > 0 ? String(cursor) : null,
          moreDataAvailable: data.more,
          totalResults: data.total,
        },
      }
    },
  }
}
export type CatalogueService = ReturnType<typeof createCatalogueService>
