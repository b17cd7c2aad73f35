/**
 * Artwork: GET /media/artwork/:file, from the artwork directory only (fixtures/catalogue/artwork
 * by default).
 *
 * - `name.svg` is the artwork itself, as stored.
 * - `name.w{width}.webp` is the same artwork drawn as an image one of ARTWORK_WIDTHS pixels wide,
 *   for `srcset` (schemas/artwork.ts). A browser lays out and paints an SVG image as a document
 *   of its own on the page's main thread, every time it is drawn; a WebP is decoded once, off that
 *   thread, at the size the screen needs. On a slowed phone the home's 29 SVG images took about as
 *   much main-thread layout as the page itself.
 *
 * Rasterizing takes some tens of milliseconds, so each variant is made once per process and kept
 * (ARTWORK_VARIANTS_KEPT of them, the oldest dropped first); callers asking for one being made
 * share that work. The names are immutable, so browsers and caches may keep both for a year.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { Hono } from 'hono'
import type Sharp from 'sharp'
import { ARTWORK_WIDTHS } from '#schemas/artwork.ts'
import { errorResponse, type AppEnv } from '../http.ts'

/** A plain file name: no directories, no dots other than the extension's, so no traversal. */
const ARTWORK_FILE = /^([a-z0-9-]+)(?:\.svg|\.w([1-9]\d{2,3})\.webp)$/

/** About 20 kB each: at most some 30 MB of memory. */
export const ARTWORK_VARIANTS_KEPT = 1500

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * sharp (libvips) takes some 50 ms to load, 0.5 s from a cold disk: it is loaded when the first
 * variant is asked for, not whenever a platform starts (every test worker starts several).
 */
let sharpLoaded: Promise<typeof Sharp> | undefined
const loadSharp = () => (sharpLoaded ??= import('sharp').then((module) => module.default))

/**
 * The SVG drawn `width` pixels wide as a WebP. A vector has no resolution of its own: it is drawn
 * at the density that makes it that wide (librsvg reads its size at 72 dpi), rather than drawn at
 * its nominal size and scaled, which is also faster for the usual smaller widths.
 */
async function rasterize(svg: Buffer, width: number): Promise<Buffer> {
  const sharp = await loadSharp()
  const nominal = (await sharp(svg).metadata()).width || width
  return sharp(svg, { density: (72 * width) / nominal })
    .resize({ width })
    .webp({ quality: 72, effort: 3 })
    .toBuffer()
}

export function mediaRoutes(opts: { artworkDir: string }) {
  const app = new Hono<AppEnv>()
  const dir = path.resolve(opts.artworkDir)
  const variants = new Map<string, Promise<Uint8Array<ArrayBuffer> | null>>()

  /** The artwork's SVG, or null when there is none of that name. */
  async function source(name: string): Promise<Buffer | null> {
    const full = path.join(dir, `${name}.svg`)
    if (path.dirname(full) !== dir) return null
    try {
      return await readFile(full)
    } catch {
      return null
    }
  }

  /** The artwork rasterized to `width` pixels, made once and shared; null when there is no such artwork. */
  function variant(name: string, width: number): Promise<Uint8Array<ArrayBuffer> | null> {
    const key = `${name} ${width}`
    let made = variants.get(key)
    if (!made) {
      made = source(name).then(async (svg) => (svg === null ? null : new Uint8Array(await rasterize(svg, width))))
      // an artwork that could not be made is not kept: the next request tries again
      made.then(
        (bytes) => bytes === null && variants.delete(key),
        () => variants.delete(key),
      )
      if (variants.size >= ARTWORK_VARIANTS_KEPT) variants.delete(variants.keys().next().value!)
      variants.set(key, made)
    }
    return made
  }

  app.get('/artwork/:file', async (c) => {
    const file = c.req.param('file')
    const notFound = () => errorResponse(c, 404, 'NOT_FOUND', 'No such artwork.')
    const match = ARTWORK_FILE.exec(file)
    if (!match) return notFound()
    const [, name, widthText] = match as unknown as [string, string, string | undefined]
    if (widthText === undefined) {
      const svg = await source(name)
      if (svg === null) return notFound()
      return c.body(new Uint8Array(svg), 200, {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': IMMUTABLE,
        // an SVG can carry script: never let it run in the page's origin
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        'X-Content-Type-Options': 'nosniff',
      })
    }
    const width = Number(widthText)
    if (!(ARTWORK_WIDTHS as readonly number[]).includes(width)) return notFound()
    const webp = await variant(name, width)
    if (webp === null) return notFound()
    return c.body(webp, 200, {
      'Content-Type': 'image/webp',
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
    })
  })

  return app
}
