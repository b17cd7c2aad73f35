import { describe, expect, it } from 'vitest'
import { createPlatformClient, type Answered, type PlatformTransport } from './client.server.ts'
import { createSharedReads } from './shared-reads.server.ts'

const SHARED = 'public, max-age=0, s-maxage=30'

/**
 * A transport whose answers are held values, as the embedded platform's are. Each answer is a new
 * object naming the call that made it; `headersFor` picks each path's status and headers.
 */
type Answer = { status?: number; headers?: Record<string, string> }

function fakePlatform(headersFor: (path: string) => Answer = () => ({})) {
  const asked: string[] = []
  const transport: PlatformTransport = {
    baseUrl: 'http://embedded',
    fetch: () => Promise.reject(new Error('only answer() is used')),
    answer: async (request): Promise<Answered> => {
      asked.push(new URL(request.url).pathname)
      const { status = 200, headers = { 'cache-control': SHARED } } = headersFor(new URL(request.url).pathname)
      return { response: new Response(null, { status, headers }), held: { value: { call: asked.length } } }
    },
  }
  return { transport, asked }
}

function get(path: string, headers: Record<string, string> = {}) {
  return new Request(`http://embedded/api${path}`, { headers: { 'accept-language': 'en', ...headers } })
}

/** A content version the test moves, counting how often it is asked for. */
function versions(initial: string | null = 'v1') {
  const state = { value: initial, asks: 0 }
  return { state, version: async () => (state.asks++, state.value) }
}

const valueOf = async (transport: PlatformTransport, request: Request) => (await transport.answer!(request)).held?.value

describe('the platform read cache', () => {
  it('answers a second page from what the first was told, asking the version once a page', async () => {
    const { transport, asked } = fakePlatform()
    const v = versions()
    const reads = createSharedReads(transport, { version: v.version })
    const first = reads.forRequest()
    const a = await valueOf(first, get('/buckets/trending'))
    await valueOf(first, get('/cms/settings'))
    const second = reads.forRequest()
    expect(await valueOf(second, get('/buckets/trending'))).toBe(a)
    expect(await valueOf(second, get('/cms/settings'))).toEqual({ call: 2 })
    expect(asked).toEqual(['/api/buckets/trending', '/api/cms/settings'])
    expect(v.state.asks).toBe(2)
    expect(reads.size).toBe(2)
    expect(reads.calls).toBe(2)
  })

  it('keeps each language apart', async () => {
    const { transport, asked } = fakePlatform(() => ({ headers: { 'cache-control': SHARED, vary: 'Accept-Language, Authorization' } }))
    const reads = createSharedReads(transport, { version: versions().version })
    await valueOf(reads.forRequest(), get('/v2/label'))
    await valueOf(reads.forRequest(), get('/v2/label', { 'accept-language': 'es' }))
    await valueOf(reads.forRequest(), get('/v2/label', { 'accept-language': 'es' }))
    expect(asked).toHaveLength(2)
  })

  it('never keeps a call made with a token, a write, or an answer not marked for sharing', async () => {
    const { transport, asked } = fakePlatform((path): Answer => {
      if (path.endsWith('/private')) return { headers: { 'cache-control': 'private, no-store' } }
      if (path.endsWith('/unmarked')) return { headers: {} }
      if (path.endsWith('/missing')) return { status: 404, headers: { 'cache-control': SHARED } }
      if (path.endsWith('/by-cookie')) return { headers: { 'cache-control': SHARED, vary: 'Cookie' } }
      if (path.endsWith('/now')) return { headers: { 'cache-control': 'no-cache' } }
      return {}
    })
    const reads = createSharedReads(transport, { version: versions().version })
    const calls = [
      () => get('/buckets/trending', { authorization: 'Bearer viewer' }),
      () => new Request('http://embedded/api/favourite/vods/x', { method: 'PUT' }),
      () => get('/private'),
      () => get('/unmarked'),
      () => get('/missing'),
      () => get('/by-cookie'),
      () => get('/now'),
    ]
    for (let page = 0; page < 2; page++) for (const call of calls) await reads.forRequest().answer!(call())
    expect(asked).toHaveLength(calls.length * 2)
    expect(reads.size).toBe(0)
  })

  it('asks again once the answer is no longer fresh, one call for the pages that ask meanwhile', async () => {
    let clock = 0
    const { transport, asked } = fakePlatform(() => ({ headers: { 'cache-control': 'public, max-age=0, s-maxage=5' } }))
    const reads = createSharedReads(transport, { version: versions().version, now: () => clock })
    await valueOf(reads.forRequest(), get('/buckets/live-and-upcoming'))
    clock = 4_999
    await valueOf(reads.forRequest(), get('/buckets/live-and-upcoming'))
    expect(asked).toHaveLength(1)
    clock = 5_000
    const answers = await Promise.all(Array.from({ length: 5 }, () => valueOf(reads.forRequest(), get('/buckets/live-and-upcoming'))))
    expect(asked).toHaveLength(2)
    expect(new Set(answers).size).toBe(1)
    expect(answers[0]).toEqual({ call: 2 })
  })

  it('empties itself when the content version moves, and a page that saw the old version neither reads nor empties it', async () => {
    const { transport, asked } = fakePlatform()
    const v = versions('v1')
    const reads = createSharedReads(transport, { version: v.version })
    const before = reads.forRequest()
    await valueOf(before, get('/cms/documents/page/home'))
    v.state.value = 'v2'
    const after = reads.forRequest()
    expect(await valueOf(after, get('/cms/documents/page/home'))).toEqual({ call: 2 })
    // the older page goes on with its own version: straight to the platform, the new answer stays
    expect(await valueOf(before, get('/cms/documents/page/home'))).toEqual({ call: 3 })
    expect(await valueOf(reads.forRequest(), get('/cms/documents/page/home'))).toEqual({ call: 2 })
    expect(asked).toHaveLength(3)
  })

  it('keeps nothing and reads nothing while the version cannot be had', async () => {
    const { transport, asked } = fakePlatform()
    const v = versions(null)
    const reads = createSharedReads(transport, { version: v.version })
    for (let i = 0; i < 3; i++) await valueOf(reads.forRequest(), get('/cms/settings'))
    expect(asked).toHaveLength(3)
    expect(reads.size).toBe(0)
  })

  it('drops the answers used longest ago beyond its bound', async () => {
    const { transport, asked } = fakePlatform()
    const reads = createSharedReads(transport, { version: versions().version, maxEntries: 2 })
    const page = () => reads.forRequest()
    await valueOf(page(), get('/a'))
    await valueOf(page(), get('/b'))
    await valueOf(page(), get('/a')) // a is now the most recently used
    await valueOf(page(), get('/c')) // b goes
    expect(reads.size).toBe(2)
    await valueOf(page(), get('/a'))
    expect(asked).toEqual(['/api/a', '/api/b', '/api/c'])
    await valueOf(page(), get('/b'))
    expect(asked).toHaveLength(4)
  })

  it("gives the client a kept answer before it makes a call, and never for a call with the viewer's token", async () => {
    const { transport, asked } = fakePlatform(() => ({ headers: { 'cache-control': SHARED, vary: 'Authorization' } }))
    const v = versions()
    const reads = createSharedReads(transport, { version: v.version })
    const viewer = { accessToken: () => 'viewer-token', refresh: async () => undefined }
    const first = await createPlatformClient(reads.forRequest(), undefined, 'en').getContent('vod-1')
    const page = reads.forRequest()
    expect(await page.kept!('http://embedded/api/content/vod-1', 'en')).toMatchObject({ held: { value: first } })
    expect(await page.kept!('http://embedded/api/content/vod-1', 'es')).toBeUndefined()
    expect(await createPlatformClient(page, undefined, 'en').getContent('vod-1')).toBe(first)
    expect(asked).toHaveLength(1)
    // with a token the call is the viewer's own: made, and its answer not kept
    expect(await createPlatformClient(reads.forRequest(), viewer, 'en').getContent('vod-1')).toEqual({ call: 2 })
    expect(asked).toHaveLength(2)
    // published documents are asked without the token by everyone: kept for the viewer too
    await createPlatformClient(reads.forRequest(), viewer, 'en').getSettings()
    await createPlatformClient(reads.forRequest(), viewer, 'en').getSettings()
    expect(asked).toHaveLength(3)
    v.state.value = 'v2'
    expect(await reads.forRequest().kept!('http://embedded/api/content/vod-1', 'en')).toBeUndefined()
  })

  it('leaves a transport without held answers (a remote platform) as it is', () => {
    const remote: PlatformTransport = { baseUrl: 'https://platform.example', fetch: () => Promise.reject(new Error('unused')) }
    expect(createSharedReads(remote, { version: versions().version }).forRequest()).toBe(remote)
  })
})
