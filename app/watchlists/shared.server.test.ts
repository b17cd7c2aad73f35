import { describe, expect, it, vi } from 'vitest'
import { PlatformError, type PlatformClient } from '#app/platform/client.server.ts'
import { sharedWatchlistOf } from './shared.server.ts'
import { watchlistsEnabled } from './watchlists.server.ts'

const item = (id: string, contentType = 'VOD') => ({ id, contentType, title: `Title ${id}`, thumbnailUrl: null, position: 1 })
/** A client whose realm settings turn watchlists on or off, and which answers one list (v1, v2, v3 in that order; s1 a series after v3). */
function client(watchlists: boolean | undefined) {
  const order = ['v1', 'v2', 'v3', 's1']
  const request = vi.fn(async (_method: string, path: string, opts?: { query?: { size?: number } }) => {
    const around = /^\/v1\/watchlists\/owner-1\/wl-1\/adjacentTo\/([^/]+)$/.exec(path)
    if (around) {
      expect(opts?.query?.size).toBe(1)
      const at = order.indexOf(around[1]!)
      if (at < 0) throw new PlatformError(404, 'NOT_FOUND', 'not in the list', null)
      const of = (id: string | undefined) => (id ? [item(id, id.startsWith('s') ? 'SERIES' : 'VOD')] : [])
      return { preceding: of(order[at - 1]), following: of(order[at + 1]) }
    }
    expect(path).toBe('/v1/watchlists/owner-1/wl-1')
    return { watchlistExternalId: 'wl-1', ownerExternalId: 'owner-1', name: 'Picks', ownership: 'SHARED', content: { items: [], pagingInfo: { moreDataAvailable: false, lastSeen: null } } }
  })
  const getSettings = vi.fn(async () => ({ body: { features: watchlists === undefined ? {} : { watchlists } } }))
  return { request, getSettings } as unknown as PlatformClient & { request: typeof request }
}

const url = new URL('http://x/video/v1/title?watchlistId=wl-1&owner=owner-1')

describe('the shared view of a content page', () => {
  it('names the list a title was opened from, marked SHARED, linking to it in the page’s language', async () => {
    expect(await sharedWatchlistOf(client(true), false, url, 'es')).toEqual({ name: 'Picks', ownership: 'SHARED', href: '/es/listas/wl-1?owner=owner-1' })
  })

  it('links to the titles before and after this one in the list (adjacentTo), keeping the list’s view', async () => {
    const middle = await sharedWatchlistOf(client(true), false, url, 'es', 'v2')
    expect(middle).toMatchObject({
      name: 'Picks',
      previous: { title: 'Title v1', contentType: 'VOD', href: '/es/video/v1/title-v1?watchlistId=wl-1&owner=owner-1' },
      next: { title: 'Title v3', contentType: 'VOD', href: '/es/video/v3/title-v3?watchlistId=wl-1&owner=owner-1' },
    })
    const first = await sharedWatchlistOf(client(true), false, url, 'en', 'v1')
    expect(first?.previous).toBeNull()
    expect(first?.next?.title).toBe('Title v2')
    expect((await sharedWatchlistOf(client(true), false, url, 'en', 'v3'))?.next).toMatchObject({ contentType: 'SERIES', href: '/series/s1/title-s1?watchlistId=wl-1&owner=owner-1' })
    // a title that is not in the list still names the list, with no neighbours
    expect(await sharedWatchlistOf(client(true), false, url, 'en', 'elsewhere')).toMatchObject({ name: 'Picks', previous: null, next: null })
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
