import { describe, expect, it } from 'vitest'
import type { ContentCard } from '#app/platform/types.ts'
import { emptyLiveList, liveListReducer, nextPageToLoad, shouldLoadOnOpen } from './live-list.ts'
import { PAGE_SIZES } from '#app/catalogue/paging.ts'

const card = (id: string) => ({ id, type: 'LIVE', title: id }) as ContentCard
const cards = (from: number, n: number) => Array.from({ length: n }, (_, i) => card(`e${from + i}`))
const paging = (page: number, more: boolean) => ({ page, moreDataAvailable: more, lastSeen: null, totalResults: 25 })

describe('live-now sidebar list', () => {
  it('pages by 10 (spec: "live sidebar 10")', () => {
    expect(PAGE_SIZES.liveSidebar).toBe(10)
  })

  it('loads the first page when opened if empty, and not when it already lists events', () => {
    expect(shouldLoadOnOpen(emptyLiveList)).toBe(true)
    const loaded = liveListReducer(emptyLiveList, { type: 'fetched', page: 1, events: cards(1, 10), paging: paging(1, true) })
    expect(shouldLoadOnOpen(loaded)).toBe(false)
    expect(shouldLoadOnOpen(liveListReducer(emptyLiveList, { type: 'fetchStart' }))).toBe(false)
    // An empty answer leaves it empty: the next opening asks again.
    expect(shouldLoadOnOpen(liveListReducer(emptyLiveList, { type: 'fetched', page: 1, events: [], paging: paging(1, false) }))).toBe(true)
  })

  it('appends the next page at the bottom, without repeating an event, until no more data', () => {
    let s = liveListReducer(emptyLiveList, { type: 'fetched', page: 1, events: cards(1, 10), paging: paging(1, true) })
    expect(nextPageToLoad(s)).toBe(2)
    s = liveListReducer(s, { type: 'fetchStart' })
    expect(nextPageToLoad(s)).toBeNull() // one fetch at a time
    s = liveListReducer(s, { type: 'fetched', page: 2, events: [card('e10'), ...cards(11, 9)], paging: paging(2, true) })
    expect(s.events.map((e) => e.id)).toEqual(cards(1, 19).map((e) => e.id))
    s = liveListReducer(s, { type: 'fetched', page: 3, events: cards(20, 5), paging: paging(3, false) })
    expect(s.events).toHaveLength(24)
    expect(nextPageToLoad(s)).toBeNull()
  })

  it('a failure keeps what was listed and sets the failed state (no message), stopping the bottom loader', () => {
    let s = liveListReducer(emptyLiveList, { type: 'fetched', page: 1, events: cards(1, 10), paging: paging(1, true) })
    s = liveListReducer(liveListReducer(s, { type: 'fetchStart' }), { type: 'fetchFailed' })
    expect(s).toMatchObject({ status: 'failed', page: 1, events: cards(1, 10) })
    expect(Object.keys(s)).not.toContain('error')
    expect(nextPageToLoad(s)).toBeNull()
  })
})
