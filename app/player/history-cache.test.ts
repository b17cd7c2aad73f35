import { describe, expect, it, vi } from 'vitest'
import { historyCacheOnVodEntry, parseHistoryCache } from './history-cache.ts'

describe('history list cache', () => {
  it('is cleared when a vod page is entered not from history, kept from history', () => {
    const clear = vi.fn()
    historyCacheOnVodEntry(true, clear)
    expect(clear).not.toHaveBeenCalled()
    historyCacheOnVodEntry(false, clear)
    expect(clear).toHaveBeenCalledOnce()
  })
  it('reads only a well-formed cache', () => {
    expect(parseHistoryCache(null)).toBeNull()
    expect(parseHistoryCache('nope')).toBeNull()
    expect(parseHistoryCache('{"items":[],"page":2,"moreDataAvailable":false}')).toEqual({ items: [], page: 2, moreDataAvailable: false })
  })
})
