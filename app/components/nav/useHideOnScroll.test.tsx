import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useHideOnScroll } from './useHideOnScroll.ts'

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
  act(() => {
    window.dispatchEvent(new Event('scroll'))
  })
}

describe('useHideOnScroll', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    scrollTo(0)
  })
  afterEach(() => {
    vi.useRealTimers()
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
  })

  it('hides after 150 px down and shows after 50 px up, reading the scroll at most every 250 ms', () => {
    const { result } = renderHook(() => useHideOnScroll())
    act(() => vi.advanceTimersByTime(300))
    scrollTo(100)
    expect(result.current).toEqual({ hidden: false, scrolled: true })
    scrollTo(200) // within 250 ms of the last read: not read yet
    expect(result.current.hidden).toBe(false)
    act(() => vi.advanceTimersByTime(250))
    expect(result.current.hidden).toBe(true)
    act(() => vi.advanceTimersByTime(300))
    scrollTo(160)
    expect(result.current.hidden).toBe(true)
    act(() => vi.advanceTimersByTime(300))
    scrollTo(150)
    expect(result.current.hidden).toBe(false)
  })

  it('keeps the bar shown while locked', () => {
    const { result, rerender } = renderHook(({ locked }) => useHideOnScroll({ locked }), { initialProps: { locked: true } })
    act(() => vi.advanceTimersByTime(300))
    scrollTo(600)
    expect(result.current.hidden).toBe(false)
    rerender({ locked: false })
    act(() => vi.advanceTimersByTime(300))
    scrollTo(700)
    expect(result.current.hidden).toBe(false)
  })
})
