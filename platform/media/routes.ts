/** Static artwork: GET /media/artwork/:file, SVGs from fixtures/catalogue/artwork only. */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { Hono } from 'hono'
import { errorResponse, type AppEnv } from '../http.ts'

/** A plain file name: no directories, no dots other than the extension, so no traversal. */
const ARTWORK_FILE = /^[a-z0-9-]+\.svg$/

export function mediaRoutes(opts: { artworkDir: string }) {
  const app = new Hono<AppEnv>()
  const dir = path.resolve(opts.artworkDir)

  app.get('/artwork/:file', async (c) => {
    const file = c.req.param('file')
    const notFound = () => errorResponse(c, 404, 'NOT_FOUND', 'No such artwork.')
    if (!ARTWORK_FILE.test(file)) return notFound()
    const full = path.join(dir, file)
    if (path.dirname(full) !== dir) return notFound()
    let body: Buffer
    try {
      body = await readFile(full)
    } catch {
      return notFound()
    }
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
      // an SVG can carry script: never let it run in the page's origin
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'X-Content-Type-Options': 'nosniff',
    })
  })

  return app
}
