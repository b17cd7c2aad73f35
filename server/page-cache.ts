/**
 * The guest page cache: rendered pages kept in this process for guests, so a crowd of guests on
 * one page costs one render.
 *
 * - What may be kept is decided by the page itself: a 200 whose Cache-Control is `public` with a
 *   shared max-age (`s-maxage`, as the app sends for guest pages), with no Set-Cookie. Signed-in
 *   pages are `private` and previews `no-store`, so they are never kept.
 * - Only requests that carry no cookie but the `mq_js` marker (which picks streamed or whole
 *   markup) are looked up: a session, a flow or a basket cookie means a personal answer.
 * - Entries are keyed by the platform's content version (one token for the CMS and the catalogue,
 *   changed on every publish in every process through the platform's NOTIFY), the origin, path and query,
 *   and the markup variant. A new version empties the cache; while the platform cannot tell its
 *   version, nothing is served from here.
 * - An entry is fresh for `s-maxage`, then served stale for `stale-while-revalidate` while one
 *   render in the background replaces it. Concurrent misses of one key share one render.
 * - Each answer gets a Content-Security-Policy nonce of its own: the stored page's nonce is
 *   replaced in the header and the markup on every serve, so no two visitors share one.
 */
import { createNonce } from '../app/security/content-security.ts'
import { counter } from '../app/utils/metrics.server.ts'
import { sharedFreshness } from '../app/utils/cache-control.server.ts'

export interface PageCacheOptions {
  /** the platform's content version; null when it cannot be known (nothing is cached then) */
  version: () => Promise<string | null>
  now?: () => number
  maxEntries?: number
  maxBytes?: number
}

export type Render = (request: Request) => Promise<Response>

interface Entry {
  status: number
  headers: Array<[string, string]>
  body: string
  nonce: string | null
  bytes: number
  storedAt: number
  freshUntil: number
  staleUntil: number
  revalidating?: boolean
}

/** Cookie names a guest may carry without making the page personal. */
const GUEST_COOKIES = new Set(['mq_js'])
const NONCE = /'nonce-([^']+)'/
const TEXT_TYPE = /^(text\/|application\/(json|javascript)|application\/[\w.+-]*\+json)/i

const results = counter('marquee_page_cache_requests_total', 'Guest page cache lookups by result (hit, stale, miss, bypass)', [
  'result',
] as const)

/** The cookies of a request, by name (values are not needed here). */
function cookieNames(header: string | null): string[] {
  if (!header) return []
  return header
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter(Boolean)
}

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now
  const maxEntries = options.maxEntries ?? 500
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024
  const entries = new Map<string, Entry>()
  const inFlight = new Map<string, Promise<Entry | null>>()
  let bytes = 0
  let seenVersion: string | null = null
  let renders = 0

  function drop(key: string) {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.bytes
    entries.delete(key)
  }

  function clear() {
    entries.clear()
    bytes = 0
  }

  function store(key: string, entry: Entry) {
    drop(key)
    if (entry.bytes > maxBytes / 4) return // one huge page must not push out everything else
    entries.set(key, entry)
    bytes += entry.bytes
    // Oldest first (a hit moves an entry to the end): drop from the front until within bounds.
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break
      drop(oldest)
    }
  }

  /** Reads a cacheable answer whole into an entry; null (answer untouched) when it is not one. */
  async function capture(response: Response): Promise<Entry | null> {
    if (response.status !== 200 || response.headers.has('set-cookie')) return null
    const type = response.headers.get('content-type') ?? ''
    // event streams never end: nothing to keep, and reading one would hang the render
    if (!TEXT_TYPE.test(type) || type.startsWith('text/event-stream')) return null
    const freshness = sharedFreshness(response.headers.get('cache-control'))
    if (!freshness) return null
    const body = await response.text()
    const headers: Array<[string, string]> = []
    response.headers.forEach((value, name) => {
      if (name !== 'content-length') headers.push([name, value])
    })
    const at = now()
    return {
      status: response.status,
      headers,
      body,
      nonce: NONCE.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? null,
      bytes: body.length * 2,
      storedAt: at,
      freshUntil: at + freshness.freshMs,
      staleUntil: at + freshness.freshMs + freshness.staleMs,
    }
  }

  /** One answer from an entry: a nonce of its own, its age, and how it was found. */
  function answer(entry: Entry, result: 'HIT' | 'STALE' | 'MISS'): Response {
    const fresh = entry.nonce ? createNonce() : null
    const headers = new Headers()
    for (const [name, value] of entry.headers)
      headers.append(name, fresh && name === 'content-security-policy' ? value.replaceAll(entry.nonce!, fresh) : value)
    headers.set('Age', String(Math.max(0, Math.floor((now() - entry.storedAt) / 1000))))
    headers.set('X-Cache', result)
    return new Response(fresh ? entry.body.replaceAll(entry.nonce!, fresh) : entry.body, { status: entry.status, headers })
  }

  /** A render that no visitor's disconnect can abort: its result is shared. */
  function detached(request: Request): Request {
    return new Request(request.url, { method: 'GET', headers: request.headers })
  }

  /** One render per key at a time; the others wait for its entry. */
  function renderShared(key: string, request: Request, render: Render, first: (response: Response) => void): Promise<Entry | null> {
    const pending = (async () => {
      renders++
      const response = await render(detached(request))
      const entry = await capture(response)
      if (!entry)
        first(response) // not cacheable: the first caller gets it as it is
      else store(key, entry)
      return entry
    })()
    inFlight.set(key, pending)
    const forget = () => {
      if (inFlight.get(key) === pending) inFlight.delete(key)
    }
    pending.then(forget, forget)
    return pending
  }

  async function serve(request: Request, render: Render): Promise<Response> {
    if (request.method !== 'GET' || cookieNames(request.headers.get('cookie')).some((name) => !GUEST_COOKIES.has(name))) {
      results.inc({ result: 'bypass' })
      return render(request)
    }
    const version = await options.version().catch(() => null)
    if (version === null) {
      results.inc({ result: 'bypass' })
      return render(request)
    }
    if (version !== seenVersion) {
      clear()
      seenVersion = version
    }
    const url = new URL(request.url)
    const variant = cookieNames(request.headers.get('cookie')).includes('mq_js') ? 'js' : 'whole'
    // the origin too: absolute links in a page (sharing, canonical) follow the host it was asked on
    const key = `${version}\n${variant}\n${url.origin}${url.pathname}${url.search}`

    const cached = entries.get(key)
    const at = now()
    if (cached && at < cached.staleUntil) {
      // a hit moves the entry to the back of the eviction order
      entries.delete(key)
      entries.set(key, cached)
      if (at < cached.freshUntil) {
        results.inc({ result: 'hit' })
        return answer(cached, 'HIT')
      }
      if (!cached.revalidating && !inFlight.has(key)) {
        cached.revalidating = true
        renderShared(key, request, render, () => {}).catch(() => {
          cached.revalidating = false // the stale entry stays until its window ends; the next visitor tries again
        })
      }
      results.inc({ result: 'stale' })
      return answer(cached, 'STALE')
    }
    if (cached) drop(key)

    results.inc({ result: 'miss' })
    const waiting = inFlight.get(key)
    if (waiting) {
      const entry = await waiting.catch(() => null)
      // the shared render failed or was not cacheable: this visitor gets a render of their own
      return entry ? answer(entry, 'HIT') : render(request)
    }
    let uncacheable: Response | undefined
    const entry = await renderShared(key, request, render, (response) => (uncacheable = response))
    return entry ? answer(entry, 'MISS') : uncacheable!
  }

  return {
    serve,
    clear,
    /** how many renders the cache asked for (tests and the bench read it) */
    get renders() {
      return renders
    },
    get size() {
      return entries.size
    },
  }
}

export type PageCache = ReturnType<typeof createPageCache>
