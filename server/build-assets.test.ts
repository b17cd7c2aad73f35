/**
 * The build's scripts and stylesheets answered from memory in the encoding the browser prefers
 * (build-assets.ts), behind the same compression middleware and static fallback as the server.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import compression from 'compression'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompress } from '../scripts/precompress.mjs'
import { buildAssets, chooseEncoding } from './build-assets.ts'

const CHROME = 'gzip, deflate, br, zstd'
const script = `export function card(){return ${JSON.stringify('a card '.repeat(400))}}\n`

let dir = ''
let server: Server
let port = 0

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'build-assets-'))
  mkdirSync(path.join(dir, '_shared'))
  writeFileSync(path.join(dir, '_shared/chunk-CARD.js'), script)
  writeFileSync(path.join(dir, 'css-bundle-X.css'), '.card{color:red}\n'.repeat(200))
  writeFileSync(path.join(dir, 'gone-later.js'), script)
  precompress(dir)
  // a build that skipped the step: the file has no copies
  writeFileSync(path.join(dir, 'no-copies.js'), script)
  const app = express()
  app.use(compression({ flush: zlib.constants.Z_SYNC_FLUSH }))
  app.use('/build', buildAssets(dir), express.static(dir, { immutable: true, maxAge: '1y' }))
  server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  rmSync(dir, { recursive: true, force: true })
})

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

function get(pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: pathname, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

function decoded(answer: Answer): string {
  const encoding = answer.headers['content-encoding']
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body).toString()
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body).toString()
  return answer.body.toString()
}

describe('chooseEncoding', () => {
  it('prefers brotli when the browser weighs it like gzip, whatever the order it lists them in', () => {
    expect(chooseEncoding(CHROME, ['br', 'gzip'])).toBe('br')
    expect(chooseEncoding('br, gzip', ['br', 'gzip'])).toBe('br')
    expect(chooseEncoding('*', ['br', 'gzip'])).toBe('br')
  })

  it('follows the weights the browser gives, and refusals', () => {
    expect(chooseEncoding('gzip;q=1, br;q=0.5', ['br', 'gzip'])).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip', ['br', 'gzip'])).toBe('gzip')
    expect(chooseEncoding('*;q=0', ['br', 'gzip'])).toBe('identity')
    expect(chooseEncoding('gzip', ['br'])).toBe('identity')
    expect(chooseEncoding('GZIP ; Q=0.8', ['br', 'gzip'])).toBe('gzip')
  })

  it('answers the file as it is without the header, or with one it cannot read', () => {
    expect(chooseEncoding(undefined, ['br', 'gzip'])).toBe('identity')
    expect(chooseEncoding('', ['br', 'gzip'])).toBe('identity')
    expect(chooseEncoding('br;q=abc', ['br'])).toBe('identity')
  })
})

describe('buildAssets', () => {
  it('answers a browser in brotli, once, with the headers of an immutable script', async () => {
    const answer = await get('/build/_shared/chunk-CARD.js', { 'accept-encoding': CHROME })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(answer.headers.vary).toBe('Accept-Encoding')
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
    // not compressed again by the middleware: one decoding gives the file
    expect(decoded(answer)).toBe(script)
    expect(answer.body.length).toBeLessThan(script.length / 10)
  })

  it('answers in gzip, or as the file is, to those that ask so, each with its own tag', async () => {
    const gzip = await get('/build/_shared/chunk-CARD.js', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(decoded(gzip)).toBe(script)
    const plain = await get('/build/_shared/chunk-CARD.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(script)
    const br = await get('/build/_shared/chunk-CARD.js', { 'accept-encoding': 'br' })
    expect(new Set([gzip.headers.etag, plain.headers.etag, br.headers.etag]).size).toBe(3)
  })

  it('serves stylesheets with their type', async () => {
    const answer = await get('/build/css-bundle-X.css', { 'accept-encoding': CHROME })
    expect(answer.headers['content-type']).toBe('text/css; charset=utf-8')
    expect(decoded(answer)).toBe('.card{color:red}\n'.repeat(200))
  })

  it('answers 304 to a browser that has that copy, and headers alone to HEAD', async () => {
    const first = await get('/build/_shared/chunk-CARD.js', { 'accept-encoding': CHROME })
    const again = await get('/build/_shared/chunk-CARD.js', { 'accept-encoding': CHROME, 'if-none-match': `W/"x", ${first.headers.etag}` })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    // a tag of the gzip copy does not stand for the brotli one
    const other = await get('/build/_shared/chunk-CARD.js', { 'accept-encoding': 'gzip' })
    const mismatched = await get('/build/_shared/chunk-CARD.js', { 'accept-encoding': CHROME, 'if-none-match': other.headers.etag! })
    expect(mismatched.status).toBe(200)
    const head = await get('/build/_shared/chunk-CARD.js', { 'accept-encoding': CHROME }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe(first.headers['content-length'])
    expect(head.body.length).toBe(0)
  })

  it('answers from memory once a file has been read', async () => {
    expect((await get('/build/gone-later.js', { 'accept-encoding': CHROME })).status).toBe(200)
    for (const name of ['gone-later.js', 'gone-later.js.br', 'gone-later.js.gz']) rmSync(path.join(dir, name))
    const answer = await get('/build/gone-later.js', { 'accept-encoding': CHROME })
    expect(answer.status).toBe(200)
    expect(decoded(answer)).toBe(script)
  })

  it('leaves to the static files what it does not serve: no copies, no such file, a range, a path outside', async () => {
    const noCopies = await get('/build/no-copies.js', { 'accept-encoding': 'gzip' })
    expect(noCopies.status).toBe(200)
    expect(decoded(noCopies)).toBe(script)
    expect((await get('/build/_shared/chunk-NONE.js', { 'accept-encoding': CHROME })).status).toBe(404)
    const range = await get('/build/_shared/chunk-CARD.js', { range: 'bytes=0-9' })
    expect(range.status).toBe(206)
    expect(range.body.toString()).toBe(script.slice(0, 10))
    for (const outside of ['/build/..%2f..%2fetc%2fpasswd.js', '/build/_shared/..%2F..%2Fx.js', '/build/%2e%2e/x.js']) {
      expect((await get(outside, { 'accept-encoding': CHROME })).status).toBeGreaterThanOrEqual(400)
    }
    // a name longer than the disk allows is a file that is not there, not a server error
    expect((await get(`/build/${'a'.repeat(300)}.js`, { 'accept-encoding': CHROME })).status).toBe(404)
    expect((await get('/build/_shared/chunk-CARD.js/x.js', { 'accept-encoding': CHROME })).status).toBe(404)
  })

  it('does not remember a file that was missing: one built later is served', async () => {
    expect((await get('/build/late.js', { 'accept-encoding': CHROME })).status).toBe(404)
    writeFileSync(path.join(dir, 'late.js'), script)
    precompress(dir)
    const answer = await get('/build/late.js', { 'accept-encoding': CHROME })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(decoded(answer)).toBe(script)
  })
})
