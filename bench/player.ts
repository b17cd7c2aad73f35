/**
 * Player figures for `npm run bench`, in headless Chromium against the running product:
 *   - time from the Play click to the first video frame presented (median of several cold runs,
 *     each in a fresh browser context: no cached JavaScript or media);
 *   - the gzipped JavaScript a player page really loads up to the first frame, with hls.js
 *     counted apart from the rest.
 * A benchmark, never a test: nothing here fails a build.
 */
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'

const RUNS = Number(process.env.BENCH_PLAYER_RUNS ?? 7)
const PAGE = process.env.BENCH_PLAYER_PAGE ?? '/video/letters-to-marisol'
const TITLE = process.env.BENCH_PLAYER_TITLE ?? 'Letters to Marisol'

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** Runs in the page before any script: time the click, and the first frame of the first <video>. */
const probe = `
  window.__bench = { click: 0, frame: 0 };
  document.addEventListener('click', () => { if (!window.__bench.click) window.__bench.click = performance.now() }, true);
  const watch = (video) => {
    if (video.__watched) return; video.__watched = true;
    const done = () => { if (!window.__bench.frame && window.__bench.click) window.__bench.frame = performance.now() };
    if (video.requestVideoFrameCallback) video.requestVideoFrameCallback(done);
    video.addEventListener('timeupdate', () => { if (video.currentTime > 0) done() });
  };
  new MutationObserver(() => document.querySelectorAll('video').forEach(watch)).observe(document, { childList: true, subtree: true });
`

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}

export async function playerBench(base: string) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs })
  const times: number[] = []
  let js: { hls: number; other: number; files: Array<{ url: string; gzip: number }> } | null = null
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      const page = await context.newPage()
      await page.addInitScript(probe)
      const scripts = new Map<string, Promise<number>>()
      page.on('response', (res) => {
        const url = res.url()
        if (res.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(url)) {
          scripts.set(
            url,
            res
              .body()
              .then((b) => gzipSync(b, { level: 9 }).length)
              .catch(() => 0),
          )
        }
      })
      await page.goto(base + PAGE, { waitUntil: 'networkidle' })
      const play = page.getByRole('button', { name: `Play ${TITLE}` })
      await play.waitFor()
      await page.waitForFunction(
        () => !document.querySelector('button[aria-label^="Play "][disabled], button[aria-label^="Play "][data-disabled]'),
      )
      await play.click()
      await page.waitForFunction(() => (window as unknown as { __bench: { frame: number } }).__bench.frame > 0, undefined, {
        timeout: 30_000,
      })
      const { click, frame } = await page.evaluate(() => (window as unknown as { __bench: { click: number; frame: number } }).__bench)
      times.push(frame - click)
      if (!js) {
        const files = await Promise.all([...scripts].map(async ([url, gz]) => ({ url: new URL(url).pathname, gzip: await gz })))
        const hls = files.filter((f) => /\/hls[-.]/.test(f.url)).reduce((n, f) => n + f.gzip, 0)
        const other = files.filter((f) => !/\/hls[-.]/.test(f.url)).reduce((n, f) => n + f.gzip, 0)
        js = { hls, other, files }
      }
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return { runs: times, median: median(times), js: js! }
}

// `tsx bench/player.ts http://127.0.0.1:3000`: just these figures, against a running server.
if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const base = process.argv[2] ?? 'http://127.0.0.1:3000'
  const r = await playerBench(base)
  console.log(JSON.stringify({ median: r.median, runs: r.runs, hls: r.js.hls, other: r.js.other }, null, 2))
}
