/**
 * What a phone sees, for `npm run bench`: Lighthouse's performance category with its default
 * mobile profile (a mid-range phone's screen, simulated slow 4G and a 4× slower CPU) against
 * Debian Chromium, page by page. Each page gets one warm-up load (the server's first render and
 * the browser's compile caches are not what a visitor meets) and then BENCH_LIGHTHOUSE_RUNS (5)
 * measured runs, of which the run with the median score is reported, with every run's score:
 * simulated throttling scales what the trace observed, so single runs on this two-core machine
 * spread over ten points for the same build. The median of five moves less than the median of
 * three did (Lighthouse's own advice on variability is five runs); it does not move the centre.
 * Nothing is downloaded: the browser is the system's, Chromium's own background fetching is off,
 * and Lighthouse only talks to the product on loopback.
 * A benchmark, never a test: nothing here fails a build.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { chromium } from '@playwright/test'

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5)

export const LIGHTHOUSE_PAGES = (process.env.BENCH_LIGHTHOUSE_PAGES ?? '/home,/,/video/letters-to-marisol,/purchase').split(',')

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export interface LighthouseFigures {
  path: string
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  /** the element Lighthouse took for the largest contentful paint, as it describes it */
  lcpElement: string | null
  /** main-thread work during the load, in ms (before the CPU slowdown is simulated) */
  mainThread: number
  /** every measured run's score, lowest first */
  scores: number[]
}

function numeric(audits: Record<string, { numericValue?: number }>, id: string) {
  const value = audits[id]?.numericValue
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no value for ${id}`)
  return value
}

function lcpElementOf(audits: Record<string, { details?: unknown }>): string | null {
  const details = audits['largest-contentful-paint-element']?.details as
    { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined
  return details?.items?.[0]?.items?.[0]?.node?.snippet ?? null
}

/**
 * Puts a signed-in viewer's cookies (`name=value; …`, as a Cookie header carries them) into the
 * browser's own cookie store for `base`. Lighthouse keeps cookies between runs, and an extra
 * Cookie header would be dropped as soon as the page sets a cookie of its own: Chromium then sends
 * its store's cookies instead.
 */
async function signInBrowser(port: number, base: string, cookieHeader: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const context = browser.contexts()[0]
    if (!context) throw new Error('the browser has no default context to put the cookies in')
    const cookies = cookieHeader.split(/;\s*/).map((pair) => {
      const at = pair.indexOf('=')
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base }
    })
    await context.addCookies(cookies)
  } finally {
    await browser.close()
  }
}

/**
 * Lighthouse on each of `pages`; with `cookie` (a Cookie header's value), as the viewer that
 * cookie signs in.
 */
export async function lighthouseBench(base: string, pages = LIGHTHOUSE_PAGES, cookie?: string): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags,
    logLevel: 'silent',
  })
  const figures: LighthouseFigures[] = []
  try {
    if (cookie) await signInBrowser(chrome.port, base, cookie)
    for (const path of pages) {
      const url = base + path
      const options = {
        port: chrome.port,
        output: 'json' as const,
        logLevel: 'error' as const,
        onlyCategories: ['performance'],
      }
      const warmUp = await lighthouse(url, options)
      // a page that sends the visitor elsewhere (a signed-out viewer to sign-in) is not measured as itself
      const landed = warmUp?.lhr.finalDisplayedUrl
      if (landed && new URL(landed).pathname !== new URL(url).pathname) throw new Error(`${url} went on to ${landed}`)
      const runs: Array<{ lhr: Result; score: number }> = []
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(url, options)
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
        const { lhr } = result
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
        if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} went on to ${lhr.finalDisplayedUrl}`)
        runs.push({ lhr, score: Math.round((lhr.categories.performance?.score ?? 0) * 100) })
      }
      runs.sort((a, b) => a.score - b.score)
      const { lhr, score } = runs[Math.floor((runs.length - 1) / 2)]!
      const reports = process.env.BENCH_LIGHTHOUSE_REPORT
      // the report of the median run, kept for a closer look (the folder is made if missing)
      if (reports) {
        mkdirSync(reports, { recursive: true })
        writeFileSync(join(reports, `${path.replace(/\W+/g, '_') || 'root'}.json`), JSON.stringify(lhr))
      }
      const audits = lhr.audits as Record<string, { numericValue?: number; details?: unknown }>
      figures.push({
        path,
        score,
        scores: runs.map((r) => r.score),
        fcp: numeric(audits, 'first-contentful-paint'),
        lcp: numeric(audits, 'largest-contentful-paint'),
        tbt: numeric(audits, 'total-blocking-time'),
        cls: numeric(audits, 'cumulative-layout-shift'),
        lcpElement: lcpElementOf(audits),
        mainThread: numeric(audits, 'mainthread-work-breakdown'),
      })
    }
  } finally {
    chrome.kill()
  }
  return figures
}

// `tsx bench/lighthouse.ts http://127.0.0.1:3000 [/path,…]`: just these figures, against a running
// server, with the report written as JSON when BENCH_LIGHTHOUSE_REPORT names a directory.
if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const base = process.argv[2] ?? 'http://127.0.0.1:3000'
  const pages = process.argv[3] ? process.argv[3].split(',') : LIGHTHOUSE_PAGES
  // BENCH_LIGHTHOUSE_COOKIE: a signed-in viewer's Cookie header, to measure the pages they see
  for (const f of await lighthouseBench(base, pages, process.env.BENCH_LIGHTHOUSE_COOKIE)) console.log(JSON.stringify(f))
}
