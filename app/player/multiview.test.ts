import { describe, expect, it } from 'vitest'
import { DEFAULT_LAYOUT, fitSelection, isLayout, isLayoutValid, requiredVideos, toggleSelection, wideEnough } from './multiview.ts'

describe('multi-view rules', () => {
  it('defaults to twoUp and needs 2, 2, 3, 4 videos', () => {
    expect(DEFAULT_LAYOUT).toBe('twoUp')
    expect(requiredVideos).toEqual({ twoUp: 2, pip: 2, threeUp: 3, quad: 4 })
    expect(isLayout('quad')).toBe(true)
    expect(isLayout('fiveUp')).toBe(false)
  })
  it('is valid only with the layout count, every item having a url', () => {
    const a = { id: 'a', url: '/m/a.m3u8' }
    const b = { id: 'b', url: '/m/b.m3u8' }
    const c = { id: 'c', url: '/m/c.m3u8' }
    expect(isLayoutValid('twoUp', [a, b])).toBe(true)
    expect(isLayoutValid('twoUp', [a])).toBe(false)
    expect(isLayoutValid('twoUp', [a, { id: 'x', url: null }])).toBe(false)
    expect(isLayoutValid('pip', [a, { id: 'x' }])).toBe(false)
    expect(isLayoutValid('threeUp', [a, b, c])).toBe(true)
    expect(isLayoutValid('quad', [a, b, c])).toBe(false)
  })
  it('keeps the selection within the layout', () => {
    expect(toggleSelection(['a', 'b'], 'c', 'twoUp')).toEqual(['b', 'c'])
    expect(toggleSelection(['a', 'b'], 'a', 'twoUp')).toEqual(['b'])
    expect(fitSelection(['a', 'b', 'c', 'd'], 'threeUp')).toEqual(['a', 'b', 'c'])
  })
  it('needs 1024 px', () => {
    expect(wideEnough(1023)).toBe(false)
    expect(wideEnough(1024)).toBe(true)
  })
})
