/**
 * The platform read cache: answers that the embedded platform says anyone may share, kept in this
 * process and given again to the pages that ask the same question, while the CMS and the
 * catalogue stay unchanged.
 *
 * A guest's home asks the platform about twenty questions: the settings (twice), the labels, the
 * page, its rows, a plugin and the menu. Every guest of a language gets the same answers until an
 * editor publishes or the catalogue changes, and a signed-in viewer gets the same CMS documents.
 * Asking again costs the platform's routing, its middlewares and its services each time. This
 * cache keeps data only: every page is still loaded and rendered for its request (the guest page
 * cache, server/page-cache.ts, is what keeps whole pages).
 *
 * An answer is kept when:
 * - the call is a GET sent without a token: a guest's call, or a published CMS document, which
 *   every viewer asks for without one (client.server.ts, `withToken`);
 * - the answer is a 200 held as a value (platform/in-process.ts). A remote platform's answers are
 *   bodies read once, and an HTTP cache in front of it does this job, so a remote transport is
 *   used as it is;
 * - its Cache-Control lets a shared cache keep it (`public` with an `s-maxage`: the platform marks
 *   such answers with `sharedRead`, platform/http.ts), and its Vary names nothing but
 *   Accept-Language and Authorization.
 *
 * Answers are kept by URL and Accept-Language, for as long as their s-maxage says (a row with a
 * live event says how long until a live badge changes), and under the platform's content version.
 * Each page asks for that version once, on its first shareable call (`forRequest`). When the version
 * moves (a publish or a catalogue change, in any process), the cache is emptied. While the version
 * cannot be had, nothing is read from the cache or kept in it.
 */
import { sharedFreshness } from '#app/utils/cache-control.server.ts'
import { counter } from '#app/utils/metrics.server.ts'
import { createPlatformClient, type Answered, type PlatformTransport } from './client.server.ts'

export interface SharedReadsOptions {
  /** The platform's content version; `platformContentVersion(transport)` when left out. */
  version?: () => Promise<string | null>
  now?: () => number
  /** Answers kept at most; the longest unused go first. */
  maxEntries?: number
}

interface Entry {
  answer: Answered
  version: string
  freshUntil: number
}

/** The version a page saw, and when it asked (a sequence number: later asks see later versions). */
interface Seen {
  version: string | null
  asked: number
}

const results = counter(
  'marquee_platform_read_cache_total',
  'Platform reads by how the read cache answered them (hit, miss, refresh, bypass)',
  ['result'] as const,
)

/** The platform's content version (GET /api/content-version), embedded or remote alike; null when it cannot be had. */
export function platformContentVersion(transport: PlatformTransport): () => Promise<string | null> {
  // Through the client, with the short deadline of the calls a page can do without: a failure
  // means "ask the platform itself, keep nothing".
  const client = createPlatformClient(transport).optional()
  return async () => {
    const body = await client.request<{ version?: unknown } | null>('GET', '/content-version', { auth: false }).catch(() => null)
    return typeof body?.version === 'string' ? body.version : null
  }
}

/** Answers are kept by URL and language. */
const keyOf = (url: string, language: string) => `${url}\n${language}`

const isKnown = (seen: Seen): seen is Seen & { version: string } => seen.version !== null

/**
 * A Vary a kept answer may carry: the language is part of the key, and every kept answer was asked
 * for without a token and is given only to calls without one.
 */
const KEYED = new Set(['accept-language', 'authorization'])
const sharedVary = (vary: string | null) => vary === null || vary.split(',').every((name) => KEYED.has(name.trim().toLowerCase()))

export function createSharedReads(transport: PlatformTransport, options: SharedReadsOptions = {}) {
  const answer = transport.answer
  const version = options.version ?? platformContentVersion(transport)
  const now = options.now ?? Date.now
  const maxEntries = options.maxEntries ?? 1_000
  const entries = new Map<string, Entry>()
  /** Keys whose answer is being asked for again, so that pages asking at once share one call. */
  const refreshing = new Map<string, Promise<Answered>>()
  /** The version the entries belong to, and the sequence number of the ask that saw it. */
  let current: Seen = { version: null, asked: -1 }
  let asks = 0
  let calls = 0

  /** How long an answer may be kept, in ms; null when it may not be. */
  function keepFor({ response, held }: Answered): number | null {
    if (response.status !== 200 || !held || !sharedVary(response.headers.get('vary'))) return null
    return sharedFreshness(response.headers.get('cache-control'))?.freshMs ?? null
  }

  async function ask(request: Request, key: string, seen: Seen & { version: string }): Promise<Answered> {
    calls++
    const answered = await answer!(request)
    const keep = keepFor(answered)
    // An answer that arrives after the version moved on belongs to the old one: not kept.
    if (keep !== null && seen.version === current.version) {
      entries.delete(key)
      entries.set(key, { answer: answered, version: seen.version, freshUntil: now() + keep })
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
    } else if (keep === null) entries.delete(key)
    return answered
  }

  /** Makes `seen` the cache's version when it is newer, emptying the cache; false when it is older. */
  function catchUp(seen: Seen): boolean {
    if (seen.version === current.version) {
      if (seen.asked > current.asked) current = seen
      return true
    }
    // Versions are opaque: the one asked for last is the newer. A page that asked before the
    // cache moved on reads past it.
    if (seen.asked < current.asked) return false
    entries.clear()
    refreshing.clear()
    current = seen
    return true
  }

  /** A fresh kept answer for the key under the page's version, counted as a hit; undefined when there is none. */
  async function lookUp(key: string, versionOfPage: () => Promise<Seen>): Promise<Answered | undefined> {
    const seen = await versionOfPage()
    return isKnown(seen) && catchUp(seen) ? fresh(key, seen) : undefined
  }

  /** `lookUp` once the page's version is the cache's. */
  function fresh(key: string, seen: Seen & { version: string }): Answered | undefined {
    const entry = entries.get(key)
    if (!entry || entry.version !== seen.version || now() >= entry.freshUntil) return undefined
    // the most recently used last: the oldest are dropped first
    entries.delete(key)
    entries.set(key, entry)
    results.inc({ result: 'hit' })
    return entry.answer
  }

  async function read(request: Request, versionOfPage: () => Promise<Seen>): Promise<Answered> {
    if (request.method !== 'GET' || request.headers.has('authorization')) {
      calls++
      return answer!(request)
    }
    const seen = await versionOfPage()
    if (!isKnown(seen) || !catchUp(seen)) {
      results.inc({ result: 'bypass' })
      calls++
      return answer!(request)
    }
    const key = keyOf(request.url, request.headers.get('accept-language') ?? '')
    const hit = fresh(key, seen)
    if (hit) return hit
    const entry = entries.get(key)
    if (!entry) {
      results.inc({ result: 'miss' })
      return ask(request, key, seen)
    }
    // A known shared answer that has expired: one call, whoever else asks meanwhile waits for it.
    results.inc({ result: 'refresh' })
    let pending = refreshing.get(key)
    if (!pending) {
      pending = ask(request, key, seen).finally(() => refreshing.delete(key))
      refreshing.set(key, pending)
    }
    return pending
  }

  return {
    /**
     * The transport for one page: its shareable calls are answered from the cache under the
     * content version it asks for once. A transport without held answers is returned as it is.
     */
    forRequest(): PlatformTransport {
      if (!answer) return transport
      let seen: Promise<Seen> | undefined
      const versionOfPage = () => {
        if (!seen) {
          const asked = asks++
          seen = version().then((v) => ({ version: v, asked }))
        }
        return seen
      }
      return {
        ...transport,
        kept: (url, language) => lookUp(keyOf(url, language), versionOfPage),
        answer: (request) => read(request, versionOfPage),
      }
    },
    /** Answers kept now. */
    get size() {
      return entries.size
    },
    /** Calls passed on to the platform so far (the version's own calls aside). */
    get calls() {
      return calls
    },
  }
}

export type SharedReads = ReturnType<typeof createSharedReads>
