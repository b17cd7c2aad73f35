/**
 * What a page's components alone cost to render, in this process: the page is rendered once
 * through the built app with the embedded platform, as a request would be, and the render context
 * Remix hands its entry is kept. Then the same React tree is rendered again and again with
 * `renderToString` (no loader, platform call, HTTP, stream or serialization of data: the data
 * script's text is already in that context), against the markup it produced rendered as plain
 * elements, the way bench/baseline-server.ts renders it.
 *
 * Their ratio is the most the render ratio of `npm run bench` could reach for this page if every
 * other part of a request cost nothing: it measures the components, not the plumbing.
 *
 * React must run its production build, as the server does: `renderAloneProcess` runs this file in
 * a child process with NODE_ENV=production (`NODE_ENV=production npx tsx bench/render-alone.ts
 * [/home] [--signed-in]` by hand).
 */
import { execFile } from 'node:child_process'
import path from 'node:path'
import type { AppLoadContext, EntryContext, ServerBuild } from '@remix-run/node'
import { createRequestHandler } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import parse from 'html-react-parser'
import { createElement, Fragment } from 'react'
import { renderToString } from 'react-dom/server'
import { createRequestState } from '../app/context.ts'
import { loadEnv } from '../app/env.server.ts'
import { EMBEDDED_DEADLINES } from '../app/platform/resilience.server.ts'
import { inProcessTransport } from '../app/platform/client.server.ts'
import { startEmbeddedPlatform } from '../server/platform.ts'
import { installRouteMatchCache } from '../server/route-match-cache.ts'
import { root } from './server.ts'

const VIEWER = { email: 'viewer@marquee.test', password: 'viewer-demo-2026' }

export interface RenderAlone {
  path: string
  /** ms per render of the page's React tree */
  components: number
  /** ms per render of the same markup as plain elements */
  markup: number
}

/**
 * Renders each until V8 has optimized it: at least WARM_RENDERS times and WARM_MS long. With
 * fewer (this file warmed each for 60 renders until 2026-12-02) the figures include code still
 * running unoptimized: the guest home's components then read 3.9 ms a render instead of about
 * 2.2, and their markup 1.45 instead of 1.1, which understated their ratio (0.37 against 0.5).
 */
const WARM_RENDERS = 1000
const WARM_MS = 2000
function warm(render: () => string) {
  const started = performance.now()
  for (let i = 0; i < WARM_RENDERS || performance.now() - started < WARM_MS; i++) render()
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/**
 * ms per render of `a` and of `b`, rendered in alternating blocks of BLOCK renders so that a
 * machine slowing down or speeding up meanwhile weighs on both alike; each is the median of its
 * blocks' means.
 */
const BLOCK = 20
function timedTogether(a: () => string, b: () => string, rounds: number): [number, number] {
  warm(a)
  warm(b)
  const times: [number[], number[]] = [[], []]
  for (let block = 0; block < Math.max(5, Math.round(rounds / BLOCK)); block++) {
    ;[a, b].forEach((render, k) => {
      const started = performance.now()
      for (let i = 0; i < BLOCK; i++) render()
      times[k]!.push((performance.now() - started) / BLOCK)
    })
  }
  return [median(times[0]), median(times[1])]
}

/** Renders `pagePath` (signed in as the demo viewer when asked) and times its tree against its markup. */
export async function renderAlone(pagePath = '/home', options: { signedIn?: boolean; rounds?: number } = {}): Promise<RenderAlone> {
  if (process.env.NODE_ENV !== 'production') throw new Error('renderAlone measures React as the server runs it: set NODE_ENV=production')
  const rounds = options.rounds ?? 600
  // route matching as the server has it (server/index.ts)
  installRouteMatchCache()
  // the app reads its settings from the process's environment, as the server does
  Object.assign(process.env, {
    DEMO: 'true',
    DATA_DIR: 'memory://',
    PORT: '0',
    SESSION_SECRET: process.env.SESSION_SECRET ?? 'bench-render-alone-session-secret-0123456',
    LOG_LEVEL: 'error',
  })
  const env = loadEnv(process.env)
  const embedded = (await startEmbeddedPlatform(env))!
  try {
    const transport = inProcessTransport(embedded.platform, EMBEDDED_DEADLINES)
    const build = (await import(path.join(root, 'build/index.js'))) as ServerBuild
    const contexts: EntryContext[] = []
    const entry = build.entry.module
    const handler = createRequestHandler(
      {
        ...build,
        entry: {
          module: {
            ...entry,
            default: (request, status, headers, context, load) => {
              contexts.push(context)
              return entry.default(request, status, headers, context, load)
            },
          },
        },
      },
      'production',
    )
    const ask = (url: string, init: RequestInit = {}) =>
      handler(new Request(`http://127.0.0.1${url}`, init), {
        platform: transport,
        state: createRequestState('127.0.0.1'),
      } as AppLoadContext)

    let cookie = ''
    if (options.signedIn) {
      const login = await ask('/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://127.0.0.1', host: '127.0.0.1' },
        body: new URLSearchParams({ id: VIEWER.email, secret: VIEWER.password }).toString(),
      })
      cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ')
      if (!cookie) throw new Error(`the demo viewer could not sign in: ${login.status}`)
    }
    contexts.length = 0
    const page = await ask(pagePath, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } })
    const html = await page.text()
    const context = contexts[0]
    if (page.status !== 200 || !context) throw new Error(`${pagePath} answered ${page.status}: ${html.slice(0, 300)}`)
    if (options.signedIn && !html.includes('Log out')) throw new Error(`${pagePath} did not render signed in`)

    // The first render read the page's data stream into the context's stream cache; later renders
    // find every chunk there, so a fresh (closed) stream per render is all Remix asks for.
    const url = `http://127.0.0.1${pagePath}`
    const tree = () =>
      createElement(RemixServer, {
        context: {
          ...context,
          serverHandoffStream: new ReadableStream({ start: (c) => c.close() }),
          staticHandlerContext: { ...context.staticHandlerContext },
        },
        url,
      })
    const rendered = renderToString(tree())
    const markupTree = parse(rendered)
    const markup = () => renderToString(createElement(Fragment, null, markupTree))
    const [components, markupMs] = timedTogether(() => renderToString(tree()), markup, rounds)
    return { path: pagePath, components, markup: markupMs }
  } finally {
    await embedded.close()
  }
}

/** renderAlone in a child process running React's production build, as the server does. */
export function renderAloneProcess(pagePath = '/home', options: { signedIn?: boolean } = {}): Promise<RenderAlone> {
  const args = ['--import', 'tsx', 'bench/render-alone.ts', pagePath, ...(options.signedIn ? ['--signed-in'] : []), '--json']
  return new Promise((resolve, reject) => {
    execFile('node', args, { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, timeout: 300_000 }, (error, stdout, stderr) => {
      const line = /^RESULT (\{.*\})$/m.exec(stdout)?.[1]
      if (error || !line) reject(new Error(`render-alone ${pagePath} failed: ${error?.message ?? ''}\n${stderr}`))
      else resolve(JSON.parse(line) as RenderAlone)
    })
  })
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const pagePath = process.argv.slice(2).find((a) => a.startsWith('/')) ?? '/home'
  const r = await renderAlone(pagePath, { signedIn: process.argv.includes('--signed-in') })
  if (process.argv.includes('--json')) console.log(`RESULT ${JSON.stringify(r)}`)
  else
    console.log(
      `${r.path}: its components ${r.components.toFixed(2)} ms a render, its markup as plain elements ${r.markup.toFixed(2)} ms: ratio ${(r.markup / r.components).toFixed(2)}`,
    )
  process.exit(0)
}
