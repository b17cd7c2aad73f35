import { describe, expect, it, vi } from 'vitest'
import * as bucket from '#blocks/bucket/bucket.css.ts'
import { rememberRecipe } from './remembered-recipe.ts'

describe('rememberRecipe', () => {
  it("gives the recipe's own class names for every combination of a row's variants", () => {
    const row = rememberRecipe(bucket.row)
    const track = rememberRecipe(bucket.track)
    for (let round = 0; round < 2; round++) {
      for (const rowType of ['basic', 'featured', 'inline'] as const) {
        for (const hasBackground of [true, false]) expect(row({ rowType, hasBackground })).toBe(bucket.row({ rowType, hasBackground }))
        expect(row({ rowType })).toBe(bucket.row({ rowType }))
      }
      for (const layout of ['basic', 'basicPosters', 'featured', 'inlinePosters'] as const)
        for (const rows of [1, 2] as const) expect(track({ layout, rows })).toBe(bucket.track({ layout, rows }))
    }
  })

  it('asks the recipe once for each combination, telling names and values apart', () => {
    const recipe = vi.fn((options?: Record<string, string | number | boolean>) => JSON.stringify(options))
    const remembered = rememberRecipe(recipe)
    for (let i = 0; i < 5; i++) {
      expect(remembered({ a: 'x' })).toBe('{"a":"x"}')
      expect(remembered({ b: 'x' })).toBe('{"b":"x"}')
      expect(remembered({ a: 'x', b: 1 })).toBe('{"a":"x","b":1}')
      expect(remembered({ a: 'x', b: '1' })).toBe('{"a":"x","b":"1"}')
      expect(remembered({ a: true })).toBe('{"a":true}')
    }
    expect(recipe).toHaveBeenCalledTimes(5)
  })

  it('starts again rather than growing without end', () => {
    const recipe = vi.fn((options?: { n: number }) => `c${options!.n}`)
    const remembered = rememberRecipe(recipe)
    for (let n = 0; n < 2000; n++) expect(remembered({ n })).toBe(`c${n}`)
    expect(recipe).toHaveBeenCalledTimes(2000)
  })
})
