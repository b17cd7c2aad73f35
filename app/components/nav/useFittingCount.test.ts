import { describe, expect, it } from 'vitest'
import { fittingCount } from './useFittingCount.ts'

describe('how many bar items fit', () => {
  const widths = [76, 90, 104, 74, 160]

  it('is every item when they and a More button there anyway fit', () => {
    expect(fittingCount({ available: 700, widths, gap: 4, moreWidth: 98, moreShown: true })).toBe(5)
    expect(fittingCount({ available: 520, widths, gap: 4, moreWidth: 98, moreShown: false })).toBe(5)
  })

  it('leaves out the items that would overflow, keeping room for More', () => {
    // 76+90+104+74+160 and four gaps is 520; with More (4+98) it takes 622
    expect(fittingCount({ available: 613, widths, gap: 4, moreWidth: 98, moreShown: true })).toBe(4)
    expect(fittingCount({ available: 519, widths, gap: 4, moreWidth: 98, moreShown: false })).toBe(4)
    // Spanish at 1280: the four items need 408 and More 92 more, with 370 to spare: two fit
    expect(fittingCount({ available: 370, widths: [73, 100, 116, 107], gap: 4, moreWidth: 88, moreShown: true })).toBe(2)
  })

  it('is none when not even the first fits beside More', () => {
    expect(fittingCount({ available: 120, widths, gap: 4, moreWidth: 98, moreShown: true })).toBe(0)
  })
})
