import { afterEach, describe, expect, it, vi } from 'vitest'
import { initialScrollHideState, nextScrollHideState, SCROLL_THROTTLE_MS, throttle, type ScrollHideState } from './scrollHide.ts'

const scrollThrough = (positions: number[], start: ScrollHideState = initialScrollHideState, locked = false) =>
  positions.reduce((state, y) => nextScrollHideState(state, y, locked), start)

describe('hide on scroll', () => {
  it('stays shown for less than 150 px down, hides at 150 px', () => {
    expect(scrollThrough([100, 149]).hidden).toBe(false)
    expect(scrollThrough([100, 150]).hidden).toBe(true)
    expect(scrollThrough([300, 449]).hidden).toBe(true)
  })

  it('counts 150 px from where the downward scroll started', () => {
    const shownAgain = scrollThrough([400, 340]) // hidden on the way down, shown after 60 px up
    expect(shownAgain.hidden).toBe(false)
    const down = scrollThrough([420, 489], shownAgain)
    expect(down.hidden).toBe(false) // 340 → 489 is 149 px
    expect(scrollThrough([490], down).hidden).toBe(true)
  })

  it('shows again after 50 px up, not before', () => {
    const hidden = scrollThrough([200, 600])
    expect(hidden.hidden).toBe(true)
    expect(scrollThrough([551], hidden).hidden).toBe(true)
    expect(scrollThrough([551, 550], hidden).hidden).toBe(false)
  })

  it('shows at the top and turns solid once scrolled', () => {
    const hidden = scrollThrough([300])
    expect(hidden).toMatchObject({ hidden: true, scrolled: true })
    expect(scrollThrough([0], hidden)).toMatchObject({ hidden: false, scrolled: false })
  })

  it('never hides while locked (menu open or focus in the bar)', () => {
    expect(scrollThrough([200, 600], initialScrollHideState, true).hidden).toBe(false)
  })
})

describe('throttle', () => {
  afterEach(() => vi.useRealTimers())

  it('runs at most once per 250 ms, with the latest call last', () => {
    vi.useFakeTimers()
    const fn = vi.fn()
    const throttled = throttle(fn, SCROLL_THROTTLE_MS)
    throttled(1)
    throttled(2)
    throttled(3)
    expect(fn.mock.calls).toEqual([[1]])
    vi.advanceTimersByTime(249)
    expect(fn).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(fn.mock.calls).toEqual([[1], [3]])
    throttled(4)
    expect(fn).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(250)
    expect(fn.mock.calls).toEqual([[1], [3], [4]])
  })

  it('drops a pending call on cancel', () => {
    vi.useFakeTimers()
    const fn = vi.fn()
    const throttled = throttle(fn, SCROLL_THROTTLE_MS)
    throttled(1)
    throttled(2)
    throttled.cancel()
    vi.advanceTimersByTime(1000)
    expect(fn.mock.calls).toEqual([[1]])
  })
})
