import { describe, expect, it } from 'vitest'
import type { MenuItem } from '#schemas/generated/types.ts'
import { moreMenuHeight, splitMenu } from './moreMenu.ts'

const items = (n: number, featured: number[] = []): MenuItem[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `i${i}`,
    title: `Item ${i}`,
    type: 'SECTION' as const,
    data: { id: `s${i}` },
    style: featured.includes(i) ? { featured: true } : undefined,
  }))

describe('splitMenu', () => {
  it('shows the first five items in the bar by default and moves the rest to More', () => {
    const split = splitMenu(items(8), undefined, true)
    expect(split.primary.map((i) => i.id)).toEqual(['i0', 'i1', 'i2', 'i3', 'i4'])
    expect([...split.featured, ...split.nonFeatured].map((i) => i.id)).toEqual(['i5', 'i6', 'i7'])
  })

  it('follows the menu primaryCount', () => {
    expect(splitMenu(items(4), 2, true).primary).toHaveLength(2)
    expect(splitMenu(items(4), 0, true).primary).toHaveLength(0)
  })

  it('lists featured items first, then non-featured, each in CMS order', () => {
    const split = splitMenu(items(9, [7, 5]), 3, true)
    expect(split.featured.map((i) => i.id)).toEqual(['i5', 'i7'])
    expect(split.nonFeatured.map((i) => i.id)).toEqual(['i3', 'i4', 'i6', 'i8'])
  })

  it('adds a log-out row for signed-in users only', () => {
    expect(splitMenu(items(7), 5, false)).toMatchObject({ showLogout: true, rowCount: 3 })
    expect(splitMenu(items(7), 5, true)).toMatchObject({ showLogout: false, rowCount: 2 })
  })
})

describe('moreMenuHeight', () => {
  it('is 75 px per row', () => {
    expect(moreMenuHeight(1)).toBe(75)
    expect(moreMenuHeight(4)).toBe(300)
  })

  it('is capped at 475 plus 100 px', () => {
    expect(moreMenuHeight(7)).toBe(525)
    expect(moreMenuHeight(8)).toBe(575)
    expect(moreMenuHeight(30)).toBe(575)
    expect(moreMenuHeight(0)).toBe(0)
  })
})
