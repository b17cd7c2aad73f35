/**
 * npm run bench — figures for design.md's budgets, measured on loopback and bounded in time:
 *   1. guest home page: requests/s and p99 latency through the whole product (Remix + platform);
 *   2. the same markup rendered by react-dom/server alone (bench/baseline-server.ts);
 *   3. their ratio (budget: at least 0.5) — render cost, so measured with the page cache off;
 *   3a. the guest home with the page cache on (server/page-cache.ts) at 200 connections;
 *   4. gzipped JavaScript a guest downloads for the home page (budget: 140 kB; hls.js and editor
 *      tooling excluded, they load only where used);
 *   5. search latency (p50, p95) on generated catalogues of 1k, 10k and 100k items (bench/search.ts);
 *   6. the player in headless Chromium (bench/player.ts): time from the Play click to the first
 *      frame (median of several cold runs), and the gzipped JavaScript of a player page with
 *      hls.js counted apart.
 * Exits 1 when a budget is missed. It is a benchmark, never a test.
 */
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { playerBench } from './player.ts'
import { searchBench } from './search.ts'
import { start, startProduct } from './server.ts'

const DURATION = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8)
async function load(url: string, connections = CONNECTIONS) {
  const result = await autocannon({ url, connections, duration: DURATION, headers: { accept: 'text/html' } })
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  return { rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50 }
}

async function guestJavaScript(base: string, html: string) {
  const urls = new Set<string>()
  for (const m of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)) urls.add(m[1]!)
  for (const m of html.matchAll(/import\s*(?:[\w*{}\s,]+from\s*)?["']([^"']+\.js)["']/g)) urls.add(m[1]!)
  let total = 0
  const files: Array<{ url: string; gzip: number }> = []
  for (const url of urls) {
    if (/hls|editor/i.test(url)) continue
    const res = await fetch(new URL(url, base))
    const gzip = gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length
    files.push({ url, gzip })
    total += gzip
  }
  return { total, files }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`

async function main() {
  const children: ChildProcess[] = []
  try {
    // render cost: every request rendered (the page cache would answer most of them)
    const app = await startProduct({ PAGE_CACHE: 'off' })
    children.push(app.child)
    const base = `http://127.0.0.1:${app.port}`
    const homeUrl = `${base}/home`
    const html = await (await fetch(homeUrl)).text()
    for (let i = 0; i < 20; i++) await (await fetch(homeUrl)).text()

    const dir = mkdtempSync(path.join(tmpdir(), 'marquee-bench-'))
    const file = path.join(dir, 'home.html')
    writeFileSync(file, html)
    const baseline = await start('node', ['--import', 'tsx', 'bench/baseline-server.ts', file], { NODE_ENV: 'production' }, /READY (\d+)/)
    children.push(baseline.child)
    const baselineUrl = `http://127.0.0.1:${baseline.port}/`
    for (let i = 0; i < 20; i++) await (await fetch(baselineUrl)).text()

    const product = await load(homeUrl)
    const reactOnly = await load(baselineUrl)
    const ratio = product.rps / reactOnly.rps
    app.child.kill()
    const cachedApp = await startProduct()
    children.push(cachedApp.child)
    await (await fetch(`http://127.0.0.1:${cachedApp.port}/home`)).text()
    const cachedBase = `http://127.0.0.1:${cachedApp.port}`
    const cached = await load(`${cachedBase}/home`, 200)
    const js = await guestJavaScript(cachedBase, html)
    const player = await playerBench(cachedBase)

    const budgetJs = 140 * 1024
    const rows = [
      ['guest home (product)', `${product.rps.toFixed(0)} req/s`, `p50 ${product.p50} ms`, `p99 ${product.p99} ms`],
      ['guest home, page cache on, 200 conns', `${cached.rps.toFixed(0)} req/s`, `p50 ${cached.p50} ms`, `p99 ${cached.p99} ms`],
      ['same markup, react-dom/server alone', `${reactOnly.rps.toFixed(0)} req/s`, `p50 ${reactOnly.p50} ms`, `p99 ${reactOnly.p99} ms`],
    ]
    console.log(`\nMarquee benchmark — ${DURATION}s per run, ${CONNECTIONS} connections, loopback\n`)
    for (const r of rows) console.log(`  ${r[0]!.padEnd(38)} ${r[1]!.padStart(12)}   ${r[2]!.padEnd(12)} ${r[3]}`)
    console.log(
      `  ${'throughput ratio (product / react)'.padEnd(38)} ${ratio.toFixed(2).padStart(12)}   budget ≥ 0.50  ${ratio >= 0.5 ? 'OK' : 'MISSED'}`,
    )
    console.log(
      `  ${'guest JavaScript, home (gzip)'.padEnd(38)} ${kb(js.total).padStart(12)}   budget ≤ 140 kB ${js.total <= budgetJs ? 'OK' : 'MISSED'}`,
    )
    for (const f of js.files.sort((a, b) => b.gzip - a.gzip)) console.log(`      ${kb(f.gzip).padStart(9)}  ${f.url}`)
    console.log(`  home HTML: ${kb(Buffer.byteLength(html))} (${kb(gzipSync(html).length)} gzip)`)
    const leaked = js.files.filter((f) => /\/(hls|Player)-/.test(f.url))
    console.log(`  player code in the home page's scripts: ${leaked.length ? leaked.map((f) => f.url).join(', ') : 'none'}`)
    console.log(
      `  ${'play click → first frame (median)'.padEnd(38)} ${`${player.median.toFixed(0)} ms`.padStart(12)}   runs: ${player.runs.map((t) => t.toFixed(0)).join(', ')} ms`,
    )
    console.log(`  ${'player page JavaScript (gzip)'.padEnd(38)} ${kb(player.js.other).padStart(12)}   + hls.js ${kb(player.js.hls)}`)
    for (const f of player.js.files.filter((f) => /\/(Player|PlayerHost|hls|VOD)-/.test(f.url)))
      console.log(`      ${kb(f.gzip).padStart(9)}  ${f.url}`)
    console.log('')
    process.exitCode = ratio >= 0.5 && js.total <= budgetJs && leaked.length === 0 ? 0 : 1
  } finally {
    for (const c of children) c.kill('SIGTERM')
  }
  await searchBench()
}

await main()
