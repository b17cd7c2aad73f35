/**
 * The browser's scripts and stylesheets (public/build), served from memory in the encoding the
 * browser prefers, compressed when they were built (scripts/precompress.mjs).
 *
 * Their names carry a hash of their content, so a file never changes while the server runs: the
 * first request for one reads it and its `.br` and `.gz` siblings, and later requests are answered
 * from memory, without a look at the disk and without compressing anything. The compression
 * middleware leaves an answer alone once it has a Content-Encoding.
 *
 * Anything else goes on to the next handler (express.static): a name this does not serve, a file
 * without siblings (a build that skipped the step), a range request. So does a file that is not
 * there, which is not remembered: made-up names cannot fill the memory.
 */
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { NextFunction, Request, Response } from 'express'

/** The names the build writes: letters, digits, dots and dashes, in the top folder or `_shared/`. */
const BUILD_FILE = /^\/(?:_shared\/)?[A-Za-z0-9_-][A-Za-z0-9._-]*\.(js|css)$/

const CONTENT_TYPES = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' } as const

const IMMUTABLE = 'public, max-age=31536000, immutable'

type Encoding = 'br' | 'gzip' | 'identity'

interface Asset {
  type: string
  /** The file's bytes in each encoding there is a sibling for, and as it is. */
  bodies: Partial<Record<Encoding, Buffer>>
  /** One tag per encoding: the bytes differ, so must the tags. */
  etag: string
}

/**
 * The encoding to answer in: of those there are bodies for, the one the browser gives the highest
 * weight, brotli when weights tie. Browsers list gzip first ("gzip, deflate, br, zstd") without
 * ranking it higher, and a generic negotiation that breaks ties by the header's order picks gzip.
 * No header, or nothing offered that it accepts: the file as it is.
 */
export function chooseEncoding(header: string | undefined, offered: ReadonlyArray<'br' | 'gzip'>): Encoding {
  if (header === undefined) return 'identity'
  const weights = new Map<string, number>()
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
    if (!coding) continue
    const q = params.find((param) => param.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    weights.set(coding, Number.isFinite(weight) ? weight : 0)
  }
  let best: Encoding = 'identity'
  let bestWeight = 0
  for (const encoding of offered) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0
    if (weight > bestWeight) {
      best = encoding
      bestWeight = weight
    }
  }
  return best
}

const MISSING = new Set(['ENOENT', 'ENAMETOOLONG', 'ENOTDIR'])

async function readIfThere(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file)
  } catch (error) {
    // a name too long for the disk, or a folder in the way, is a file that is not there too
    if (MISSING.has((error as NodeJS.ErrnoException).code ?? '')) return undefined
    throw error
  }
}

async function load(dir: string, name: string, extension: keyof typeof CONTENT_TYPES): Promise<Asset | null> {
  const file = path.join(dir, name)
  const [identity, br, gzip] = await Promise.all([readIfThere(file), readIfThere(`${file}.br`), readIfThere(`${file}.gz`)])
  if (identity === undefined || (br === undefined && gzip === undefined)) return null
  const bodies: Asset['bodies'] = { identity }
  if (br !== undefined) bodies.br = br
  if (gzip !== undefined) bodies.gzip = gzip
  const etag = createHash('sha256').update(identity).digest('base64url').slice(0, 27)
  return { type: CONTENT_TYPES[extension], bodies, etag }
}

/** Middleware for the build's folder, mounted at its public path (`/build`). */
export function buildAssets(dir: string) {
  const root = path.resolve(dir)
  const assets = new Map<string, Promise<Asset | null>>()

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    if (req.headers.range !== undefined) return next()
    const match = BUILD_FILE.exec(req.path)
    if (!match || req.path.includes('..')) return next()
    const name = req.path.slice(1)
    let loading = assets.get(name)
    if (!loading) {
      loading = load(root, name, match[1] as keyof typeof CONTENT_TYPES)
      assets.set(name, loading)
      // a file that is not there (or could not be read) is asked for again next time
      loading.then(
        (asset) => asset === null && assets.delete(name),
        () => assets.delete(name),
      )
    }
    loading.then(
      (asset) => {
        if (asset === null) return next()
        const offered = (['br', 'gzip'] as const).filter((encoding) => asset.bodies[encoding] !== undefined)
        const chosen = chooseEncoding(req.headers['accept-encoding'], offered)
        const body = asset.bodies[chosen]!
        const etag = `"${asset.etag}-${chosen}"`
        res.setHeader('Content-Type', asset.type)
        res.setHeader('Cache-Control', IMMUTABLE)
        res.setHeader('Vary', 'Accept-Encoding')
        res.setHeader('ETag', etag)
        if (chosen !== 'identity') res.setHeader('Content-Encoding', chosen)
        const known = req.headers['if-none-match']
        if (known !== undefined && known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
          res.status(304).end()
          return
        }
        res.setHeader('Content-Length', body.length)
        res.status(200).end(req.method === 'HEAD' ? undefined : body)
      },
      // a file that could not be read: the static files answer it as they would have
      () => next(),
    )
  }
}
