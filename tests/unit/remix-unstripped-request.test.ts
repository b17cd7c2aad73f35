/**
 * The install-time edit of Remix's server runtime (scripts/patch-dependencies.mjs): a route's
 * loader or action is given the request itself when it is a GET or HEAD whose URL has no query,
 * instead of a copy rebuilt twice to strip search parameters it cannot have. These tests run
 * Remix's own request handler on a small build of three nested routes and check what each loader
 * receives: the same Request when there is nothing to strip, and a stripped copy otherwise, with
 * the same method, headers, signal and body as before the edit.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { edits } from '../../scripts/patch-dependencies.mjs'

const seen: Array<{ route: string; request: Request; body?: string }> = []
const record =
  (route: string) =>
  ({ request }: { request: Request }) => {
    seen.push({ route, request })
    return { route }
  }

function route(id: string, parentId: string | undefined, routePath: string | undefined, index = false) {
  return {
    id,
    parentId,
    path: routePath,
    index,
    caseSensitive: undefined,
    module: {
      default: () => null,
      loader: record(id),
      action: async ({ request }: { request: Request }) => {
        seen.push({ route: `${id} action`, request, body: await request.text() })
        return null
      },
    },
  }
}

const build = {
  mode: 'production',
  basename: '/',
  publicPath: '/build/',
  assetsBuildDirectory: 'public/build',
  future: { v3_singleFetch: true },
  isSpaMode: false,
  entry: { module: { default: () => new Response('document') } },
  assets: { url: '/build/manifest.js', version: '1', entry: { module: '/build/entry.js', imports: [] }, routes: {} },
  routes: {
    root: route('root', undefined, ''),
    'routes/shelf': route('routes/shelf', 'root', 'shelf'),
    'routes/shelf._index': route('routes/shelf._index', 'routes/shelf', undefined, true),
  },
} as unknown as ServerBuild

const handle = createRequestHandler(build, 'production')

async function loadersFor(url: string, init: RequestInit = {}) {
  seen.length = 0
  const request = new Request(`http://marquee.test${url}`, init)
  const response = await handle(request)
  return { request, response, seen: [...seen] }
}

describe('the request a route loader or action is given', () => {
  it('is edited in the module the server loads', () => {
    const require = createRequire(import.meta.url)
    const dir = path.dirname(require.resolve('@remix-run/server-runtime/package.json'))
    const dataEdits = edits.filter((e) => e.pkg === '@remix-run/server-runtime' && e.file === 'dist/data.js')
    expect(dataEdits).toHaveLength(2)
    const source = readFileSync(path.join(dir, 'dist/data.js'), 'utf8')
    for (const edit of dataEdits) {
      expect(source.split(edit.replace).length - 1).toBe(edit.count)
      expect(source).not.toContain(edit.find)
    }
  })

  it('gives every loader of a GET without a query the request itself', async () => {
    const { request, response, seen } = await loadersFor('/shelf', { headers: { cookie: 'a=b', accept: 'text/html' } })
    expect(response.status).toBe(200)
    expect(seen.map((s) => s.route)).toEqual(['root', 'routes/shelf', 'routes/shelf._index'])
    for (const s of seen) expect(s.request).toBe(request)
  })

  it('gives the single-fetch data request itself when it names no routes', async () => {
    const { request, seen } = await loadersFor('/shelf.data')
    expect(seen.map((s) => s.route).sort()).toEqual(['root', 'routes/shelf', 'routes/shelf._index'])
    // Remix builds its own request for the page's URL (without `.data`); nothing is stripped from it
    for (const s of seen) {
      expect(s.request.url).toBe('http://marquee.test/shelf')
      expect(s.request).not.toBe(request)
      expect(s.request).toBe(seen[0]!.request)
    }
  })

  it('still strips Remix’s own parameters, keeping the others and the request’s headers and signal', async () => {
    const controller = new AbortController()
    const { request, seen } = await loadersFor('/shelf?index&q=salt%20road&index=kept', {
      headers: { cookie: 'a=b' },
      signal: controller.signal,
    })
    expect(seen.length).toBeGreaterThan(0)
    for (const s of seen) {
      expect(s.request).not.toBe(request)
      const url = new URL(s.request.url)
      expect(url.pathname).toBe('/shelf')
      expect(url.searchParams.getAll('index')).toEqual(['kept'])
      expect(url.searchParams.get('q')).toBe('salt road')
      expect(s.request.headers.get('cookie')).toBe('a=b')
      expect(s.request.signal.aborted).toBe(false)
    }
    controller.abort()
    for (const s of seen) expect(s.request.signal.aborted).toBe(true)
  })

  it('loses `_routes` when a data request names its routes', async () => {
    const { seen } = await loadersFor('/shelf.data?_routes=routes%2Fshelf')
    expect(seen.map((s) => s.route)).toEqual(['routes/shelf'])
    expect(seen[0]!.request.url).toBe('http://marquee.test/shelf')
  })

  it('passes an action its request’s body, as before', async () => {
    const { request, seen } = await loadersFor('/shelf', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://marquee.test', host: 'marquee.test' },
      body: 'name=Sunday',
    })
    const action = seen.find((s) => s.route.endsWith('action'))!
    expect(action.route).toBe('routes/shelf action')
    expect(action.request).not.toBe(request)
    expect(action.request.method).toBe('POST')
    expect(action.body).toBe('name=Sunday')
  })
})
