/**
 * The platform calls of watchlists, over the app's one platform client. Web routes call the
 * platform's watchlists only through this module. Paths and shapes: platform/openapi.yaml (tag
 * watchlists).
 */
import type { PlatformClient } from './client.server.ts'

const seg = encodeURIComponent

export interface Watchlist {
  watchlistExternalId: string
  ownerExternalId: string
  name: string
  ownership: 'OWNED' | 'SHARED'
  saved: boolean
  shareablePath: string
  thumbnails: string[]
  isEmpty: boolean
  itemCount: number
  /** whether the list holds the title the list call named (`item`); absent otherwise */
  holdsItem?: boolean
}

export interface WatchlistItem {
  id: string
  contentType: string
  title: string
  thumbnailUrl: string | null
  position: number
}

export interface WatchlistPaging {
  moreDataAvailable: boolean
  lastSeen: number | null
}

export type WatchlistWithContent = Watchlist & { content: { items: WatchlistItem[]; pagingInfo: WatchlistPaging } }

export interface ItemRef {
  id: string
  contentType: string
}

export function watchlistCalls(client: PlatformClient) {
  const call = client.request
  return {
    /** A page of the caller's lists; with `item` (a title id) each says whether it holds that title. */
    list: (opts: { rpp?: number; lastSeen?: number; item?: string } = {}) =>
      call<{ watchlists: Watchlist[]; pagingInfo: WatchlistPaging }>('GET', '/v1/watchlists', {
        query: { rpp: opts.rpp, lastSeen: opts.lastSeen, item: opts.item },
      }),
    content: (ownerId: string, id: string, opts: { rpp?: number; lastSeen?: number } = {}) =>
      call<WatchlistWithContent>('GET', `/v1/watchlists/${seg(ownerId)}/${seg(id)}`, { query: { rpp: opts.rpp, lastSeen: opts.lastSeen } }),
    adjacent: (ownerId: string, id: string, itemId: string, size = 5) =>
      call<{ preceding: WatchlistItem[]; following: WatchlistItem[] }>(
        'GET',
        `/v1/watchlists/${seg(ownerId)}/${seg(id)}/adjacentTo/${seg(itemId)}`,
        { query: { size } },
      ),
    create: (name: string) => call<Watchlist>('POST', '/v1/watchlists', { body: { name } }),
    rename: (id: string, name: string) => call<Watchlist>('PUT', `/v1/watchlists/${seg(id)}`, { body: { name } }),
    /** The owner deletes the list; anyone else drops their saved copy. */
    remove: (ownerId: string, id: string) => call<void>('DELETE', `/v1/watchlists/${seg(ownerId)}/${seg(id)}`),
    save: (ownerId: string, id: string) => call<Watchlist>('POST', `/v1/watchlists/${seg(ownerId)}/${seg(id)}/save`),
    addContent: (id: string, items: ItemRef[]) => call<Watchlist>('POST', `/v1/watchlists/${seg(id)}/content`, { body: { items } }),
    removeItem: (id: string, item: ItemRef) =>
      call<Watchlist>('DELETE', `/v1/watchlists/${seg(id)}/content/${seg(item.contentType)}/${seg(item.id)}`),
    /** The items of the page after `lastSeen`, in their new order. */
    reorder: (id: string, lastSeen: number, items: ItemRef[]) =>
      call<void>('POST', `/v1/watchlists/${seg(id)}`, { query: { lastSeen }, body: { items } }),
  }
}
export type WatchlistCalls = ReturnType<typeof watchlistCalls>
