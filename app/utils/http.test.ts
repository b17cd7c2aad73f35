import { describe, expect, it } from 'vitest'
import { cachePolicy, mergeCacheControl, safeRedirectPath } from './http.ts'

describe('safeRedirectPath', () => {
  it.each([
    ['/home', '/home'],
    ['/section/sport?row.a=10#top', '/section/sport?row.a=10#top'],
    ['/es/inicio', '/es/inicio'],
  ])('follows the same-origin path %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected)
  })

  it.each(['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', 'home', '', '/\nset-cookie', undefined, 42])(
    'refuses %s and falls back',
    (input) => {
      expect(safeRedirectPath(input, '/fallback')).toBe('/fallback')
    },
  )
})

describe('mergeCacheControl', () => {
  it('keeps a guest policy when every part is public', () => {
    expect(mergeCacheControl(cachePolicy.guest, cachePolicy.guest)).toBe(cachePolicy.guest)
  })
  it('lets the most private policy win', () => {
    expect(mergeCacheControl(cachePolicy.guest, cachePolicy.personal)).toBe(cachePolicy.personal)
    expect(mergeCacheControl(cachePolicy.personal, cachePolicy.none, cachePolicy.guest)).toBe(cachePolicy.none)
  })
})
