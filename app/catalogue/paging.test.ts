import { describe, expect, it } from 'vitest'
import { PAGE_SIZES, mergePages, nextCursor, pageCount } from './paging.ts'

describe('page sizes', () => {
  it('are whole numbers the platform accepts as rpp (1 to 50)', () => {
    for (const [name, size] of Object.entries(PAGE_SIZES)) {
      expect(Number.isInteger(size) && size >= 1 && size <= 50, name).toBe(true)
    }
  })
})

describe('nextCursor (Paging: page, moreDataAvailable, totalResults, lastSeen)', () => {
  it('asks for the following page with the last item seen', () => {
    expect(nextCursor({ page: 2, moreDataAvailable: true, totalResults: 40, lastSeen: 'x9' })).toEqual({ page: 3, lastSeen: 'x9' })
  })
  it('is null when no more data is available', () => {
    expect(nextCursor({ page: 2, moreDataAvailable: false, totalResults: 20, lastSeen: 'x9' })).toBeNull()
  })
  it('works with watchlist paging, which has only moreDataAvailable and lastSeen', () => {
    expect(nextCursor({ moreDataAvailable: true, lastSeen: 'w25' })).toEqual({ page: 1, lastSeen: 'w25' })
  })
  it('starts at page 1 before anything was loaded', () => {
    expect(nextCursor(null)).toEqual({ page: 1, lastSeen: null })
    expect(nextCursor(undefined)).toEqual({ page: 1, lastSeen: null })
  })
  it('ignores a nonsense page number', () => {
    expect(nextCursor({ page: -3, moreDataAvailable: true })).toEqual({ page: 1, lastSeen: null })
    expect(nextCursor({ page: 1.5, moreDataAvailable: true })).toEqual({ page: 1, lastSeen: null })
  })
})

describe('mergePages', () => {
  const a = { id: 'a' }
  const b = { id: 'b' }
  const c = { id: 'c' }
  it('appends the next page', () => {
    expect(mergePages([a], [b, c])).toEqual([a, b, c])
  })
  it('drops items already present when pages overlap, keeping the first occurrence and order', () => {
    const b2 = { id: 'b', title: 'newer' }
    expect(mergePages<{ id: string; title?: string }>([a, b], [b2, c])).toEqual([a, b, c])
  })
  it('drops duplicates within the incoming page', () => {
    expect(mergePages([], [a, a, b])).toEqual([a, b])
  })
  it('returns the same array when nothing is new', () => {
    const list = [a, b]
    expect(mergePages(list, [b, a])).toBe(list)
    expect(mergePages(list, [])).toBe(list)
  })
  it('does not mutate its inputs', () => {
    const list = [a]
    mergePages(list, [b])
    expect(list).toEqual([a])
  })
  it('takes a key function', () => {
    const rows = [{ exid: 1 }, { exid: 2 }]
    expect(mergePages(rows, [{ exid: 2 }, { exid: 3 }], (r) => String(r.exid))).toEqual([{ exid: 1 }, { exid: 2 }, { exid: 3 }])
  })
})

describe('pageCount', () => {
  it.each([
    [0, 25, 0],
    [1, 25, 1],
    [25, 25, 1],
    [26, 25, 2],
    [50, 25, 2],
    [51, 25, 3],
    [9, 9, 1],
  ])('%i items at %i per page → %i pages', (total, rpp, pages) => {
    expect(pageCount(total, rpp)).toBe(pages)
  })
  it('is 0 for an invalid page size or total', () => {
    expect(pageCount(10, 0)).toBe(0)
    expect(pageCount(10, -5)).toBe(0)
    expect(pageCount(10, 0.5)).toBe(0)
    expect(pageCount(-1, 10)).toBe(0)
    expect(pageCount(Number.NaN, 10)).toBe(0)
    expect(pageCount(10, Number.POSITIVE_INFINITY)).toBe(0)
  })
})
