/**
 * The browser's scripts and stylesheets compressed once, when they are built, not on every request.
 *
 * Files under public/build have hashed names and never change in place. Before this step, each
 * request for one was read from disk and compressed again by the compression middleware (brotli
 * at quality 4). A phone's first load of the guest home asks for 65 of them; serving them from
 * these copies in memory takes a quarter to a third off the server CPU that load costs (decision
 * 053). Here every `.js` and `.css` file gets two siblings:
 * - `name.br`, brotli at its best quality (14 % smaller than gzip's best over the whole build);
 * - `name.gz`, gzip at level 9, for browsers without brotli.
 *
 * `server/build-assets.ts` serves them. A sibling is written only when it is smaller than the file.
 * Siblings whose file is gone (an earlier build's) are removed, and running the script again
 * writes nothing new. `tests/unit/precompress.test.ts` checks it and the last build.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** The files that get compressed siblings. Source maps are for developers' tools, which fetch them rarely. */
export const COMPRESSIBLE = /\.(?:js|css)$/

/** Each encoding: the sibling's suffix and how it is made. */
export const ENCODINGS = {
  br: {
    suffix: '.br',
    compress: (bytes) =>
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  },
  gzip: { suffix: '.gz', compress: (bytes) => gzipSync(bytes, { level: 9 }) },
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  )
}

/**
 * Writes the compressed siblings of every file under `dir` that lacks an up-to-date one, and
 * removes siblings left from files that are gone. Returns the siblings written and removed
 * (paths relative to `dir`).
 */
export function precompress(dir) {
  const written = []
  const removed = []
  const suffixes = Object.values(ENCODINGS).map((encoding) => encoding.suffix)
  for (const file of filesUnder(dir)) {
    const suffix = suffixes.find((s) => file.endsWith(s))
    if (suffix === undefined) continue
    const source = file.slice(0, -suffix.length)
    if (!COMPRESSIBLE.test(source) || !existsSync(source)) {
      rmSync(file)
      removed.push(path.relative(dir, file))
    }
  }
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue
    const modified = statSync(file).mtimeMs
    let bytes
    for (const { suffix, compress } of Object.values(ENCODINGS)) {
      const sibling = file + suffix
      // the build rewrites a file in place (the compile hints do): a sibling older than it is stale
      if (existsSync(sibling) && statSync(sibling).mtimeMs >= modified) continue
      bytes ??= readFileSync(file)
      const compressed = compress(bytes)
      if (compressed.length < bytes.length) {
        writeFileSync(sibling, compressed)
        written.push(path.relative(dir, sibling))
      } else if (existsSync(sibling)) {
        rmSync(sibling)
        removed.push(path.relative(dir, sibling))
      }
    }
  }
  return { written, removed }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/build')
  const { written, removed } = precompress(dir)
  console.log(`precompress: ${written.length} compressed files written, ${removed.length} stale ones removed`)
}
