import { describe, expect, it, vi } from 'vitest'
import type { PlatformClient } from '#app/platform/client.server.ts'
import { sharedWatchlistOf } from './shared.server.ts'
import { watchlistsEnabled } from './watchlists.server.ts'

/** A client whose realm settings turn watchlists on or off, and which answers one list. */
function client(watchlists: boolean | undefined) {
  const request = vi.fn(async (_method: string, path: string) => {
    expect(path).toBe('/v1/watchlists/owner-1/wl-1')
    return {
      watchlistExternalId: 'wl-1',
      ownerExternalId: 'owner-1',
      name: 'Picks',
      ownership: 'SHARED',
      content: { items: [], pagingInfo: { moreDataAvailable: false, lastSeen: null } },
    }
  })
  const getSettings = vi.fn(async () => ({ body: { features: watchlists === undefined ? {} : { watchlists } } }))
  return { request, getSettings } as unknown as PlatformClient & { request: typeof request }
}

const url = new URL('http://x/video/v1/title?watchlistId=wl-1&owner=owner-1')

describe('the shared view of a content page', () => {
  it('names the list a title was opened from, marked SHARED, linking to it in the page’s language', async () => {
    expect(await sharedWatchlistOf(client(true), false, url, 'es')).toEqual({
      name: 'Picks',
      ownership: 'SHARED',
      href: '/es/listas/wl-1?owner=owner-1',
    })
  })

  it('is hidden when the realm turns watchlists off, for guests, and without both marks', async () => {
    const off = client(false)
    expect(await sharedWatchlistOf(off, false, url, 'en')).toBeNull()
    expect(off.request).not.toHaveBeenCalled()
    expect(await sharedWatchlistOf(client(true), true, url, 'en')).toBeNull()
    expect(await sharedWatchlistOf(client(true), false, new URL('http://x/video/v1?watchlistId=wl-1'), 'en')).toBeNull()
  })

  it('follows the realm setting', async () => {
    expect(await watchlistsEnabled(client(false))).toBe(false)
    expect(await watchlistsEnabled(client(true))).toBe(true)
  })
})
