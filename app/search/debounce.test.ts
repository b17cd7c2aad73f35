import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createDebouncedSearch, searchDelay, type Timers } from './debounce.ts'

describe('searchDelay: "1 or 2 characters use a 2 s debounce, 3 or more a 1 s debounce, and 0 or 3 characters send immediately"', () => {
  it('1 or 2 characters use a 2 s debounce', () => {
    expect(searchDelay('', 'a')).toBe(2000)
    expect(searchDelay('a', 'ab')).toBe(2000)
  })
  it('0 characters send immediately', () => {
    expect(searchDelay('a', '')).toBe(0)
    expect(searchDelay('', '')).toBe(0)
  })
  it('3 characters send immediately: "0 or 3 characters send immediately" wins over "3 or more a 1 s debounce"', () => {
    expect(searchDelay('ab', 'abc')).toBe(0)
  })
  it('3 or more (so from 4) use a 1 s debounce', () => {
    expect(searchDelay('abc', 'abcd')).toBe(1000)
    expect(searchDelay('abcd', 'abcde')).toBe(1000)
    expect(searchDelay('', 'a long query pasted in')).toBe(1000)
  })
  it('depends on the new value only: deleting down to 3 characters also sends at once', () => {
    expect(searchDelay('abcd', 'abc')).toBe(0)
    expect(searchDelay('abc', 'ab')).toBe(2000)
  })
  it('counts characters as the user sees them', () => {
    expect(searchDelay('', 'añ')).toBe(2000)
    expect(searchDelay('', 'a\u0301b')).toBe(2000) // á (combining) + b: 2 characters after NFC
    expect(searchDelay('', '⚽⚽⚽')).toBe(0)
    expect(searchDelay('', '⚽⚽⚽⚽')).toBe(1000)
  })
  it('counts spaces as typed', () => {
    expect(searchDelay('', ' ')).toBe(2000)
    expect(searchDelay('', 'a b')).toBe(0)
  })
})

describe('createDebouncedSearch', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const make = () => {
    const send = vi.fn<(value: string) => void>()
    const timers: Timers<ReturnType<typeof setTimeout>> = {
      setTimeout: (cb, ms) => setTimeout(cb, ms),
      clearTimeout: (h) => clearTimeout(h),
    }
    const search = createDebouncedSearch(send, timers)
    return { send, search }
  }

  it('waits 2 s after 1 or 2 characters', () => {
    const { send, search } = make()
    search.input('a')
    vi.advanceTimersByTime(1999)
    expect(send).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(send).toHaveBeenCalledWith('a')
    expect(search.pending()).toBe(false)
  })

  it('waits 1 s from 4 characters', () => {
    const { send, search } = make()
    search.input('abcd')
    vi.advanceTimersByTime(999)
    expect(send).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(send).toHaveBeenCalledExactlyOnceWith('abcd')
  })

  it('sends 3 characters and an empty box at once', () => {
    const { send, search } = make()
    search.input('abc')
    expect(send).toHaveBeenLastCalledWith('abc')
    search.input('')
    expect(send).toHaveBeenLastCalledWith('')
    expect(send).toHaveBeenCalledTimes(2)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('cancels the pending send on each keystroke, so only the last value goes out', () => {
    const { send, search } = make()
    search.input('a')
    vi.advanceTimersByTime(1500)
    search.input('ab')
    vi.advanceTimersByTime(1500)
    expect(send).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(1)
    vi.advanceTimersByTime(500)
    expect(send).toHaveBeenCalledExactlyOnceWith('ab')
  })

  it('an immediate send cancels the pending one', () => {
    const { send, search } = make()
    search.input('abcd')
    search.input('abc')
    expect(send).toHaveBeenCalledExactlyOnceWith('abc')
    vi.advanceTimersByTime(5000)
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('typing a word sends the third character at once, then the whole word after 1 s', () => {
    const { send, search } = make()
    for (const value of ['b', 'bo', 'box', 'boxi', 'boxin', 'boxing']) {
      search.input(value)
      vi.advanceTimersByTime(200)
    }
    expect(send.mock.calls).toEqual([['box']])
    vi.advanceTimersByTime(800)
    expect(send.mock.calls).toEqual([['box'], ['boxing']])
  })

  it('cancel drops the pending send', () => {
    const { send, search } = make()
    search.input('ab')
    expect(search.pending()).toBe(true)
    search.cancel()
    expect(search.pending()).toBe(false)
    vi.advanceTimersByTime(5000)
    expect(send).not.toHaveBeenCalled()
    search.cancel() // nothing pending: harmless
  })

  it('flush sends the pending value now, once', () => {
    const { send, search } = make()
    search.input('abcdef')
    search.flush()
    expect(send).toHaveBeenCalledExactlyOnceWith('abcdef')
    vi.advanceTimersByTime(5000)
    search.flush()
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('uses the injected timers', () => {
    const setTimeoutSpy = vi.fn((cb: () => void, ms: number) => ({ cb, ms }))
    const clearTimeoutSpy = vi.fn()
    const send = vi.fn()
    const search = createDebouncedSearch(send, { setTimeout: setTimeoutSpy, clearTimeout: clearTimeoutSpy })
    search.input('a')
    expect(setTimeoutSpy).toHaveBeenCalledWith(expect.any(Function), 2000)
    search.input('abcd')
    expect(clearTimeoutSpy).toHaveBeenCalledWith(setTimeoutSpy.mock.results[0]?.value)
    expect(setTimeoutSpy).toHaveBeenLastCalledWith(expect.any(Function), 1000)
    setTimeoutSpy.mock.results[1]?.value.cb()
    expect(send).toHaveBeenCalledExactlyOnceWith('abcd')
  })

  it('defaults to the global timers', () => {
    const send = vi.fn()
    const search = createDebouncedSearch(send)
    search.input('ab')
    vi.advanceTimersByTime(2000)
    expect(send).toHaveBeenCalledWith('ab')
  })
})
