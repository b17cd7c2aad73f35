import { describe, expect, it } from 'vitest'
import { OPEN_REDIRECT_PAYLOADS, staysOnOrigin } from '#tests/security/redirect-payloads.ts'
import { cachePolicy, mergeCacheControl, safeRedirectPath } from './http.ts'

describe('safeRedirectPath', () => {
  it.each([
    ['/home', '/home'],
    ['/section/sport?row.a=10#top', '/section/sport?row.a=10#top'],
    ['/es/inicio', '/es/inicio'],
  ])('follows the same-origin path %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected)
  })

  it.each([
    '//evil.example/x',
    'https://evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'home',
    '',
    '/\nset-cookie',
    undefined,
    42,
  ])('refuses %s and falls back', (input) => {
    expect(safeRedirectPath(input, '/fallback')).toBe('/fallback')
  })

  // These passed the check on the raw string, and their normalised path "//evil.example" was returned.
  it.each(['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/./%2F/evil.example', '/a/..//evil.example'])(
    'refuses %s, whose normalised path points at another host',
    (input) => {
      expect(safeRedirectPath(input, '/fallback')).toBe('/fallback')
    },
  )

  it(`keeps every one of the ${OPEN_REDIRECT_PAYLOADS.length} attack payloads on this origin`, () => {
    expect(OPEN_REDIRECT_PAYLOADS.length).toBeGreaterThanOrEqual(40)
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      const result = safeRedirectPath(payload, '/fallback')
      expect(staysOnOrigin(result, 'https://watch.example'), payload).toBe(true)
      expect(result === '/fallback' || staysOnOrigin(decodeURIComponent(result), 'https://watch.example'), payload).toBe(true)
    }
  })

  it('keeps queries and fragments of a plain path, encoded characters included', () => {
    expect(safeRedirectPath('/search?q=%2F%2Fx%5C#r')).toBe('/search?q=%2F%2Fx%5C#r')
    expect(safeRedirectPath('/a/./b/../c')).toBe('/a/c')
  })
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
