import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { useTestDatabase } from '../test/databases.ts'
import { call, platformFactory, TEST_FIXTURES_DIR } from '../test/helpers.ts'

describe('artwork route', () => {
  // the route reads files only; one driver is enough
  const t = useTestDatabase('pglite')
  const makePlatform = platformFactory()
  const artworkDir = path.join(TEST_FIXTURES_DIR, 'catalogue', 'artwork')

  it('serves an SVG with long-lived immutable caching', async () => {
    const platform = makePlatform(t.database, { artworkDir })
    const res = await call(platform, 'GET', '/media/artwork/test-art.svg')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.body).toBe(await readFile(path.join(artworkDir, 'test-art.svg'), 'utf8'))
  })

  it('answers 404 for missing files, other names and any path traversal', async () => {
    const platform = makePlatform(t.database, { artworkDir })
    for (const p of [
      '/media/artwork/missing.svg',
      '/media/artwork/test-art.SVG',
      '/media/artwork/test-art.svg.bak',
      '/media/artwork/.svg',
      '/media/artwork/..%2F..%2Faccounts.json',
      '/media/artwork/..%2f..%2f..%2fpackage.json',
      '/media/artwork/%2e%2e%2fbuckets.json',
      '/media/artwork/../../accounts.json',
      '/media/artwork/sub/test-art.svg',
      '/media/artwork/',
    ]) {
      const res = await call(platform, 'GET', p)
      expect(res.status, p).toBe(404)
      expect(res.headers.get('content-type'), p).not.toBe('image/svg+xml')
    }
  })
})
