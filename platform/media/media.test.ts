import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import { ARTWORK_WIDTHS } from '#schemas/artwork.ts'
import { useTestDatabase } from '../test/databases.ts'
import { call, platformFactory, TEST_FIXTURES_DIR } from '../test/helpers.ts'

// the route's sharp, counted: a variant is drawn once per process however many ask at once
const drawn = vi.hoisted(() => ({ calls: 0 }))
vi.mock('sharp', async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof sharp }>()).default
  return {
    default: (...args: Parameters<typeof sharp>) => {
      drawn.calls++
      return real(...args)
    },
  }
})

type Fetches = { fetch(request: Request): Promise<Response> }

/** An artwork file's answer and its bytes. */
async function bytesOf(platform: Fetches, file: string) {
  const res = await platform.fetch(new Request(`http://embedded/media/artwork/${file}`))
  return { res, bytes: Buffer.from(await res.arrayBuffer()) }
}

/** The same, with what the bytes are as an image (read with sharp, which `drawn` counts too). */
async function imageOf(platform: Fetches, file: string) {
  const { res, bytes } = await bytesOf(platform, file)
  return { res, bytes, meta: res.status === 200 ? await sharp(bytes).metadata() : null }
}

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

  it('draws the artwork as a WebP of each width it offers, whatever size the SVG names, cached for a year', async () => {
    const platform = makePlatform(t.database, { artworkDir })
    // test-art.svg is a 16 by 9 viewBox with no size of its own
    for (const width of ARTWORK_WIDTHS) {
      const { res, meta } = await imageOf(platform, `test-art.w${width}.webp`)
      expect(res.status, String(width)).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/webp')
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(meta).toMatchObject({ format: 'webp', width, height: Math.round((width * 9) / 16) })
    }
    // the artwork's colour (#123456), give or take the encoding
    const { bytes } = await bytesOf(platform, 'test-art.w320.webp')
    const [red, green, blue] = await sharp(bytes).removeAlpha().raw().toBuffer()
    expect(Math.abs(red! - 0x12) + Math.abs(green! - 0x34) + Math.abs(blue! - 0x56)).toBeLessThan(12)
  })

  it('draws a variant once however many ask for it at once, and answers the same bytes after', async () => {
    const platform = makePlatform(t.database, { artworkDir })
    drawn.calls = 0
    const answers = await Promise.all(Array.from({ length: 20 }, () => bytesOf(platform, 'test-art.w640.webp')))
    // one reading of its size, one drawing
    expect(drawn.calls).toBe(2)
    const again = await bytesOf(platform, 'test-art.w640.webp')
    expect(drawn.calls).toBe(2)
    for (const { bytes } of [...answers, again]) expect(bytes.equals(answers[0]!.bytes)).toBe(true)
  })

  it('answers 404 for a width it does not offer, an artwork it does not have, and a traversal', async () => {
    const platform = makePlatform(t.database, { artworkDir })
    drawn.calls = 0
    for (const file of [
      'test-art.w321.webp',
      'test-art.w2000.webp',
      'test-art.w0320.webp',
      'test-art.W320.webp',
      'test-art.w320.png',
      'test-art.w320.webp.bak',
      'test-art.svg.w320.webp',
      'missing.w320.webp',
      '..%2Ftest-art.w320.webp',
      '..%2F..%2Fpackage.w320.webp',
    ]) {
      const { res } = await bytesOf(platform, file)
      expect(res.status, file).toBe(404)
      expect(res.headers.get('content-type'), file).not.toBe('image/webp')
    }
    expect(drawn.calls).toBe(0)
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
