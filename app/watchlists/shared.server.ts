/**
 * The shared view of a content page: a title opened from someone's list carries watchlistId and
 * owner in its query; the page then names the list (SHARED when it is not the viewer's), links
 * back to it, and links to the titles before and after this one in the list (the watchlist's
 * adjacentTo call), keeping watchlistId and owner so the viewer can walk the list title by title.
 * Nothing for guests, when the realm turns watchlists off, or for an unknown list.
 */
import { contentLink, watchlistPlaybackQuery } from '#app/catalogue/links.ts'
import type { Locale } from '#app/i18n/resources.ts'
import type { PlatformClient } from '#app/platform/client.server.ts'
import { watchlistCalls, type WatchlistItem } from '#app/platform/watchlists.server.ts'
import { watchlistPath, watchlistsEnabled } from './watchlists.server.ts'

const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/

export interface AdjacentTitle {
  title: string
  /** the title's page, still in the list's shared view */
  href: string
  /** the platform's content type (a player's next item must be a video) */
  contentType: string
}

export interface SharedWatchlistMark {
  name: string
  ownership: 'OWNED' | 'SHARED'
  href: string
  /** the list's title before this one, and after it (null at either end, or when the title is not in the list) */
  previous?: AdjacentTitle | null
  next?: AdjacentTitle | null
}

export async function sharedWatchlistOf(client: PlatformClient, isGuest: boolean, url: URL, locale: Locale, itemId?: string): Promise<SharedWatchlistMark | null> {
  const id = url.searchParams.get('watchlistId')
  const owner = url.searchParams.get('owner')
  if (isGuest || !id || !owner || !ID.test(id) || !ID.test(owner)) return null
  if (!(await watchlistsEnabled(client))) return null
  const calls = watchlistCalls(client)
  const [list, around] = await Promise.all([
    calls.content(owner, id, { rpp: 1 }).catch(() => null),
    itemId && ID.test(itemId) ? calls.adjacent(owner, id, itemId, 1).catch(() => null) : null,
  ])
  if (!list) return null
  const link = (item: WatchlistItem | undefined): AdjacentTitle | null => {
    const href = item && contentLink({ id: item.id, type: item.contentType, title: item.title }, { locale, query: watchlistPlaybackQuery(list.watchlistExternalId, list.ownerExternalId) })
    return item && href ? { title: item.title, href, contentType: item.contentType } : null
  }
  return {
    name: list.name,
    ownership: list.ownership,
    href: watchlistPath(locale, list),
    ...(itemId ? { previous: link(around?.preceding.at(-1)), next: link(around?.following[0]) } : {}),
  }
}
