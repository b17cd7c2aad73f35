/**
 * Watchlist rules. An account keeps the lists it made (OWNED) and shared lists it saved (SHARED)
 * on its shelf, newest first. Only the owner changes a list; anyone signed in who has its link
 * (owner and id) may read it and save it. Deleting an owned list deletes it for everyone; deleting
 * a shared one only takes it off the caller's shelf (it is no longer saved). An owner's lists have
 * different names, compared ignoring case once trimmed (the database holds that rule).
 */
import { randomUUID } from 'node:crypto'
import type { ItemRow, WatchlistRow, WatchlistStore } from './store.ts'

export const WATCHLIST_NAME_MAX = 60
export const WATCHLIST_DEFAULT_RPP = 25
export const WATCHLIST_MAX_RPP = 50
/** A list's artwork is made of its first items' thumbnails. */
export const WATCHLIST_THUMBNAILS = 4

export type Ownership = 'OWNED' | 'SHARED'

export interface Watchlist {
  watchlistExternalId: string
  ownerExternalId: string
  name: string
  ownership: Ownership
  /** on the caller's shelf (always for an owned list) */
  saved: boolean
  /** the web path that opens this list for someone else */
  shareablePath: string
  thumbnails: string[]
  isEmpty: boolean
  itemCount: number
  /** whether the list holds the title asked about (only when the caller asked about one) */
  holdsItem?: boolean
}

export interface PagingInfo {
  moreDataAvailable: boolean
  lastSeen: number | null
}

export type Refusal = 'not-found' | 'not-owner' | 'unknown-content' | 'duplicate' | 'not-in-page' | 'name-taken'

export function createWatchlistService(deps: { store: WatchlistStore; now: () => Date }) {
  const { store, now } = deps

  async function describe(accountId: string, rows: WatchlistRow[], shelved?: Set<string>): Promise<Watchlist[]> {
    const summaries = await store.summaries(
      rows.map((r) => r.id),
      WATCHLIST_THUMBNAILS,
    )
    return Promise.all(
      rows.map(async (row) => {
        const { thumbnails, itemCount } = summaries.get(row.id)!
        const owned = row.ownerId === accountId
        return {
          watchlistExternalId: row.id,
          ownerExternalId: row.ownerId,
          name: row.name,
          ownership: owned ? 'OWNED' : 'SHARED',
          saved: owned || (shelved ? shelved.has(row.id) : await store.onShelf(accountId, row.id)),
          shareablePath: `/watchlists/${encodeURIComponent(row.id)}?owner=${encodeURIComponent(row.ownerId)}`,
          thumbnails,
          isEmpty: itemCount === 0,
          itemCount,
        } satisfies Watchlist
      }),
    )
  }
  const one = async (accountId: string, row: WatchlistRow) => (await describe(accountId, [row]))[0]!

  /** The list when `ownerId` owns it (the share link names both), else undefined. */
  async function shared(ownerId: string, id: string) {
    const row = await store.find(id)
    return row && row.ownerId === ownerId ? row : undefined
  }

  /** The list when the caller owns it, else why not. */
  async function owned(accountId: string, id: string): Promise<WatchlistRow | Refusal> {
    const row = await store.find(id)
    if (!row) return 'not-found'
    return row.ownerId === accountId ? row : 'not-owner'
  }

  const toItem = (r: ItemRow) => ({
    id: r.id,
    contentType: r.contentType,
    title: r.title,
    thumbnailUrl: r.thumbnailUrl,
    position: r.position,
  })

  return {
    /** A page of the caller's shelf; with `itemId`, each list also says whether it holds that title. */
    async list(accountId: string, rpp: number, lastSeen?: number, itemId?: string) {
      const rows = await store.shelf(accountId, lastSeen, rpp + 1)
      const page = rows.slice(0, rpp)
      const ids = page.map((r) => r.list.id)
      const [described, holding] = await Promise.all([
        describe(
          accountId,
          page.map((r) => r.list),
          new Set(ids),
        ),
        itemId === undefined ? undefined : store.holding(ids, itemId),
      ])
      const watchlists = holding ? described.map((w) => ({ ...w, holdsItem: holding.has(w.watchlistExternalId) })) : described
      const pagingInfo: PagingInfo = { moreDataAvailable: rows.length > rpp, lastSeen: page.at(-1)?.seq ?? null }
      return { watchlists, pagingInfo }
    },

    /** One list and a page of its items, or undefined when the owner has no such list. */
    async content(accountId: string, ownerId: string, id: string, rpp: number, lastSeen?: number) {
      const row = await shared(ownerId, id)
      if (!row) return undefined
      const [watchlist, rows] = await Promise.all([one(accountId, row), store.items(id, lastSeen, rpp + 1)])
      const items = rows.slice(0, rpp).map(toItem)
      return {
        ...watchlist,
        content: {
          items,
          pagingInfo: { moreDataAvailable: rows.length > rpp, lastSeen: items.at(-1)?.position ?? null } satisfies PagingInfo,
        },
      }
    },

    async adjacent(ownerId: string, id: string, itemId: string, size: number) {
      const row = await shared(ownerId, id)
      if (!row) return undefined
      const around = await store.around(id, itemId, size)
      return around && { preceding: around.preceding.map(toItem), following: around.following.map(toItem) }
    },

    /** A new list, or 'name-taken' when the caller already has one of that name (ignoring case). */
    async create(accountId: string, name: string): Promise<Watchlist | 'name-taken'> {
      const row = { id: randomUUID(), ownerId: accountId, name, createdAt: now() }
      const made = await store.create(row)
      if (made !== true) return made
      return one(accountId, row)
    },

    async rename(accountId: string, id: string, name: string): Promise<Watchlist | Refusal> {
      const row = await owned(accountId, id)
      if (typeof row === 'string') return row
      const renamed = await store.rename(id, name)
      if (renamed !== true) return renamed
      return one(accountId, { ...row, name })
    },

    /** Owner: the list is deleted. Anyone else: their saved copy is dropped (saved becomes false). */
    async remove(accountId: string, ownerId: string, id: string): Promise<'deleted' | 'unsaved' | 'not-found'> {
      const row = await shared(ownerId, id)
      if (!row) return 'not-found'
      if (row.ownerId === accountId) {
        await store.remove(id)
        return 'deleted'
      }
      if (!(await store.onShelf(accountId, id))) return 'not-found'
      await store.unshelve(accountId, id)
      return 'unsaved'
    },

    async save(accountId: string, ownerId: string, id: string): Promise<Watchlist | undefined> {
      const row = await shared(ownerId, id)
      if (!row) return undefined
      await store.shelve(accountId, id, now())
      return one(accountId, row)
    },

    async addContent(accountId: string, id: string, items: Array<{ id: string; contentType: string }>): Promise<Watchlist | Refusal> {
      const row = await owned(accountId, id)
      if (typeof row === 'string') return row
      const known = await store.existingContent(items.map((i) => i.id))
      if (items.some((i) => known.get(i.id) !== i.contentType)) return 'unknown-content'
      const { duplicates } = await store.append(
        id,
        items.map((i) => i.id),
        now(),
      )
      if (duplicates.length) return 'duplicate'
      return one(accountId, row)
    },

    /** Removes an item; the answer's thumbnails are those of the list's first items now. */
    async removeItem(accountId: string, id: string, contentType: string, itemId: string): Promise<Watchlist | Refusal> {
      const row = await owned(accountId, id)
      if (typeof row === 'string') return row
      if (!(await store.removeItem(id, contentType, itemId))) return 'not-found'
      return one(accountId, row)
    },

    async reorder(accountId: string, id: string, lastSeen: number, itemIds: string[]): Promise<true | Refusal> {
      const row = await owned(accountId, id)
      if (typeof row === 'string') return row
      return (await store.reorder(id, lastSeen, itemIds)) ? true : 'not-in-page'
    },
  }
}
export type WatchlistService = ReturnType<typeof createWatchlistService>
