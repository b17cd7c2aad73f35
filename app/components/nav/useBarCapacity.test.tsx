import { act, renderHook } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { useBarCapacity } from './useBarCapacity.ts'

afterEach(() => vi.restoreAllMocks())

/** A window whose breakpoints match as `matching` says, with the change events a browser sends. */
function breakpoints(matching: Set<number>) {
  const listeners = new Set<() => void>()
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const minWidth = Number(/min-width: (\d+)px/.exec(query)![1])
    return {
      media: query,
      get matches() {
        return matching.has(minWidth)
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList
  })
  return { changed: () => act(() => listeners.forEach((listener) => listener())) }
}

it("takes the width's tier from the breakpoints' media queries, never reading the window's width (a forced layout)", () => {
  const matching = new Set([1024, 1280])
  const { changed } = breakpoints(matching)
  const width = vi.spyOn(window, 'innerWidth', 'get')
  const { result } = renderHook(() => useBarCapacity())
  expect(result.current).toBe(4)
  // narrower: the 1280 px breakpoint stops matching
  matching.delete(1280)
  changed()
  expect(result.current).toBe(3)
  // a phone: every item (the hamburger lists them)
  matching.clear()
  changed()
  expect(result.current).toBe(Number.POSITIVE_INFINITY)
  expect(width).not.toHaveBeenCalled()
})
