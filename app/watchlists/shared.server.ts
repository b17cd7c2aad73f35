/**
 * The shared view of a content page: a title opened from someone's list carries watchlistId and
 * owner in its query; the page then names the list (SHARED when it is not the viewer's) and links
 * back to it. Nothing for guests, when the realm turns watchlists off, or for an unknown list.
 */
import type { Locale } from '#app/i18n/resources.ts'
import type { PlatformClient } from '#app/platform/client.server.ts'
import { watchlistCalls } from '#app/platform/watchlists.server.ts'
import { watchlistPath, watchlistsEnabled } from './watchlists.server.ts'

const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/

export interface SharedWatchlistMark {
  name: string
  ownership: 'OWNED' | 'SHARED'
  href: string
}

export async function sharedWatchlistOf(
  client: PlatformClient,
  isGuest: boolean,
  url: URL,
  locale: Locale,
): Promise<SharedWatchlistMark | null> {
  const id = url.searchParams.get('watchlistId')
  const owner = url.searchParams.get('owner')
  if (isGuest || !id || !owner || !ID.test(id) || !ID.test(owner)) return null
  if (!(await watchlistsEnabled(client))) return null
  const list = await watchlistCalls(client)
    .content(owner, id, { rpp: 1 })
    .catch(() => null)
  return list && { name: list.name, ownership: list.ownership, href: watchlistPath(locale, list) }
}
