/**
 * Catalogue rules: content cards with the caller's access level, and bucket paging with an
 * opaque cursor. Bucket pages' rows are cached per process for every caller (the home page asks
 * for 8+ buckets per view) and dropped whenever the catalogue changes (NOTIFY catalogue_changed);
 * the caller's access level and favourites are applied to them on each call.
 */
import type { InvalidatingCache } from '../cache.ts'
import type { Caller } from '../http.ts'
import { createEditorialService } from './editorial-service.ts'
import { createLibraryService } from './library-service.ts'
import { favouriteCard, secondsUntilLiveChange, sharedCard, type ContentCard, type Paging } from './cards.ts'
import type { BucketPageRows, CatalogueStore } from './store.ts'

export const CATALOGUE_CHANNEL = 'catalogue_changed'
export const MAX_RPP = 50
export const DEFAULT_RPP = 10

export interface BucketPage {
  bucketId: string
  exid: string
  name: string
  type: string
  contentList: ContentCard[]
  paging: Paging
}

/** The cursor is the last position seen, as a decimal string; clients treat it as opaque. */
export function parseCursor(lastSeen: string | undefined): number | null {
  if (lastSeen === undefined || lastSeen === '') return 0
  return /^\d{1,9}$/.test(lastSeen) ? Number(lastSeen) : null
}

/** Which of `ids` a caller keeps as favourites (the personal domain answers it). */
export type FavouriteLookup = (caller: Caller, ids: string[]) => Promise<Set<string>>

export function createCatalogueService(deps: {
  store: CatalogueStore
  cache: InvalidatingCache
  now: () => Date
  favouriteIds?: FavouriteLookup
}) {
  const { store, cache, now } = deps
  /**
   * The last page made of each cached page of rows (`bucket`): one without favourite flags (a
   * guest's), and one with (a signed-in caller's), so that neither kind of caller displaces the other.
   */
  const pagesOfRows = new WeakMap<BucketPageRows, BucketPage>()
  const personalPagesOfRows = new WeakMap<BucketPageRows, BucketPage>()
  /** A signed-in caller's answer carries the favourite flag; guests' answers (shared, cached) do not. */
  const withFavourite = async <T extends { id: string }>(
    answer: T | undefined,
    caller: Caller | null,
  ): Promise<(T & { favourite?: boolean }) | undefined> => {
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

    detail: async (...[id, kind, caller]: Parameters<typeof library.detail>) =>
      withFavourite(await library.detail(id, kind, caller), caller),

    /** How long an answer holding these cards stays true: until one of their live badges changes. */
    secondsTrue: (cards: readonly ContentCard[]) => secondsUntilLiveChange(cards, now()),

    async content(id: string, caller: Caller | null): Promise<ContentCard | undefined> {
      const { isGuest, held } = await viewer(caller)
      // The row is the same for every caller (hero and buttons blocks ask for items on every home
      // view); what differs per caller (access level, favourite flag) is worked out below.
      const item = await cache.get(`content:${id}`, () => store.findContent(id))
      if (!item) return undefined
      return withFavourite(sharedCard(item, isGuest, held, now()), caller)
    },

    async bucket(bucketId: string, cursor: number, rpp: number, caller: Caller | null): Promise<BucketPage | undefined> {
      const { isGuest, held } = await viewer(caller)
      // Rows are cached for every caller (they do not depend on who asks), cards are not: the
      // live badge depends on the clock at each request, access and favourites on the caller.
      const data: BucketPageRows | undefined = await cache.get(`bucket:${bucketId}:${cursor}:${rpp}`, () =>
        store.bucketPage(bucketId, cursor, rpp),
      )
      if (!data) return undefined
      const at = now()
      const last = data.rows.at(-1)
      // on-demand videos carry a signed-in caller's favourite flag (the cards' toggle); guests' rows never do
      const vodIds = data.rows.filter((r) => r.item.type === 'VOD').map((r) => r.item.id)
      const kept = !isGuest && caller && deps.favouriteIds && vodIds.length ? await deps.favouriteIds(caller, vodIds) : null
      const contentList = data.rows.map((r) => {
        const card = sharedCard(r.item, isGuest, held, at)
        return kept && r.item.type === 'VOD' ? favouriteCard(card, kept.has(r.item.id)) : card
      })
      // The same rows with the same cards make the same page: give it again (see sharedCard). A
      // signed-in caller's cards are shared too (favouriteCard): one who sees the same cards as the
      // last caller of these rows gets the same page.
      const pages = kept ? personalPagesOfRows : pagesOfRows
      const previous = pages.get(data)
      if (
        previous &&
        previous.contentList.length === contentList.length &&
        previous.contentList.every((card, i) => card === contentList[i])
      )
        return previous
      const page: BucketPage = {
        bucketId: data.bucket.id,
        exid: data.bucket.id,
        name: data.bucket.name,
        type: data.bucket.type,
        contentList,
        paging: {
          page: Math.floor(data.before / rpp) + 1,
          lastSeen: last ? String(last.position) : cursor > 0 ? String(cursor) : null,
          moreDataAvailable: data.more,
          totalResults: data.total,
        },
      }
      pages.set(data, page)
      return page
    },
  }
}
export type CatalogueService = ReturnType<typeof createCatalogueService>
