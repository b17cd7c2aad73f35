/**
 * `scripts/precompress.mjs` gives each browser script and stylesheet of the build a brotli and a
 * gzip copy, which the server answers with instead of compressing on every request
 * (server/build-assets.ts). These tests check the copies, that a second run writes nothing, that
 * a file rewritten in place gets new ones and a removed file loses them, and the last build.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { COMPRESSIBLE, precompress } from '../../scripts/precompress.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const script = (name: string) => `export function ${name}(){return ${JSON.stringify(name.repeat(40))}}\n`.repeat(20)

let dir = ''
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function build(): string {
  dir = mkdtempSync(path.join(tmpdir(), 'precompress-'))
  mkdirSync(path.join(dir, '_shared'))
  writeFileSync(path.join(dir, '_shared/chunk-A.js'), script('a'))
  writeFileSync(path.join(dir, 'root-B.js'), script('b'))
  writeFileSync(path.join(dir, 'css-bundle-C.css'), '.card{color:red}\n'.repeat(50))
  writeFileSync(path.join(dir, '_shared/chunk-A.js.map'), JSON.stringify({ mappings: 'AAAA;'.repeat(200) }))
  // an empty module (a file that only re-exports types becomes one): nothing to gain
  writeFileSync(path.join(dir, '_shared/chunk-EMPTY.js'), '')
  return dir
}

const read = (file: string) => readFileSync(path.join(dir, file))

describe('precompress (scripts/precompress.mjs)', () => {
  it('writes a brotli and a gzip copy of each script and stylesheet, each decoding to the file', () => {
    build()
    const { written } = precompress(dir)
    expect(written.sort()).toEqual(
      [
        '_shared/chunk-A.js.br',
        '_shared/chunk-A.js.gz',
        'css-bundle-C.css.br',
        'css-bundle-C.css.gz',
        'root-B.js.br',
        'root-B.js.gz',
      ].sort(),
    )
    for (const file of ['_shared/chunk-A.js', 'root-B.js', 'css-bundle-C.css']) {
      expect(brotliDecompressSync(read(`${file}.br`)).equals(read(file))).toBe(true)
      expect(gunzipSync(read(`${file}.gz`)).equals(read(file))).toBe(true)
      expect(read(`${file}.br`).length).toBeLessThan(read(`${file}.gz`).length)
    }
    // source maps are left alone, and a file that would only grow gets no copy
    expect(existsSync(path.join(dir, '_shared/chunk-A.js.map.br'))).toBe(false)
    expect(existsSync(path.join(dir, '_shared/chunk-EMPTY.js.br'))).toBe(false)
  })

  it('writes nothing on a second run, and again for a file rewritten in place since', () => {
    build()
    precompress(dir)
    expect(precompress(dir)).toEqual({ written: [], removed: [] })
    // the build's later steps rewrite some files in place (the compile hints)
    writeFileSync(path.join(dir, 'root-B.js'), `//# allFunctionsCalledOnLoad\n${script('b')}`)
    const later = new Date(Date.now() + 5_000)
    utimesSync(path.join(dir, 'root-B.js'), later, later)
    expect(precompress(dir).written.sort()).toEqual(['root-B.js.br', 'root-B.js.gz'])
    expect(brotliDecompressSync(read('root-B.js.br')).equals(read('root-B.js'))).toBe(true)
  })

  it('removes the copies of files an earlier build had and this one has not', () => {
    build()
    precompress(dir)
    rmSync(path.join(dir, '_shared/chunk-A.js'))
    expect(precompress(dir)).toEqual({ written: [], removed: expect.arrayContaining(['_shared/chunk-A.js.br', '_shared/chunk-A.js.gz']) })
    expect(readdirSync(path.join(dir, '_shared')).sort()).toEqual(['chunk-A.js.map', 'chunk-EMPTY.js'])
  })

  it('is in the last build: every script and stylesheet of a kilobyte or more has both copies, and they are current', () => {
    const built = path.join(root, 'public/build')
    if (!existsSync(built)) throw new Error('public/build is missing: run `npm run build` before the unit tests')
    const files = (folder: string): string[] =>
      readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
      )
    // below a kilobyte, a compressed copy can come out larger than the file and is then not written
    const sources = files(built).filter((file) => COMPRESSIBLE.test(file) && readFileSync(file).length >= 1024)
    expect(sources.length).toBeGreaterThan(50)
    for (const file of sources) {
      expect(existsSync(`${file}.br`), `${file}.br`).toBe(true)
      expect(existsSync(`${file}.gz`), `${file}.gz`).toBe(true)
    }
    // the React chunk, which the compile hints rewrite after esbuild: its copy has the hint too
    const hinted = sources.filter((file) => readFileSync(file, 'utf8').startsWith('//# allFunctionsCalledOnLoad'))
    expect(hinted.length).toBeGreaterThanOrEqual(1)
    for (const file of hinted) expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(readFileSync(file))).toBe(true)
  })
})
