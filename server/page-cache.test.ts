import { describe, expect, it } from 'vitest'
import { createPageCache, type Render } from './page-cache.ts'
import { sharedFreshness } from '../app/utils/cache-control.server.ts'

const GUEST = 'public, max-age=0, s-maxage=30, stale-while-revalidate=300'
const PERSONAL = 'private, max-age=0, must-revalidate'

/** A page as the app answers it: its nonce in the CSP and in the markup, counted renders. */
function fakeApp(cacheControl = GUEST) {
  let renders = 0
  let content = 'first'
  const render: Render = async () => {
    renders++
    const nonce = `n${renders}nonce`
    // a render takes a while, so concurrent visitors overlap it
    await new Promise((resolve) => setTimeout(resolve, 20))
    return new Response(`<html><script nonce="${nonce}">go()</script><p>${content} #${renders}</p></html>`, {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': cacheControl,
        'content-security-policy': `script-src 'self' 'nonce-${nonce}'`,
      },
    })
  }
  return {
    render,
    get renders() {
      return renders
    },
    set content(value: string) {
      content = value
    },
  }
}

const get = (path: string, cookie?: string) => new Request(`http://marquee.test${path}`, { headers: cookie ? { cookie } : {} })
const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]

describe('guest page cache', () => {
  it('200 guests arriving at once cause one render, and each gets a nonce of its own', async () => {
    const app = fakeApp()
    const cache = createPageCache({ version: async () => 'v1' })
    const answers = await Promise.all(Array.from({ length: 200 }, () => cache.serve(get('/home'), app.render)))
    expect(app.renders).toBe(1)
    expect(answers.every((a) => a.status === 200)).toBe(true)
    const bodies = await Promise.all(answers.map((a) => a.text()))
    expect(bodies.every((b) => b.includes('first #1'))).toBe(true)

    const nonces = answers.map(nonceOf)
    expect(new Set(nonces).size).toBe(200)
    // the markup carries the same nonce as its header, never the stored one
    bodies.forEach((body, i) => expect(body).toContain(`nonce="${nonces[i]}"`))
    expect(bodies.some((b) => b.includes('n1nonce'))).toBe(false)
    expect(answers[0]!.headers.get('x-cache')).toBe('MISS')
    expect((await cache.serve(get('/home'), app.render)).headers.get('x-cache')).toBe('HIT')
  })

  it('a signed-in visitor is never served from it, nor is their page kept', async () => {
    const app = fakeApp()
    const cache = createPageCache({ version: async () => 'v1' })
    await cache.serve(get('/home'), app.render)
    const signedIn = await cache.serve(get('/home', 'mq_js=1; __session=abc'), app.render)
    expect(await signedIn.text()).toContain('#2')
    expect(signedIn.headers.get('x-cache')).toBeNull()

    // a private answer is not kept even when the request looked like a guest's
    const personal = fakeApp(PERSONAL)
    await cache.serve(get('/account'), personal.render)
    await cache.serve(get('/account'), personal.render)
    expect(personal.renders).toBe(2)
  })

  it('keeps the streamed and the whole variant apart, and only GETs', async () => {
    const app = fakeApp()
    const cache = createPageCache({ version: async () => 'v1' })
    await cache.serve(get('/home'), app.render)
    await cache.serve(get('/home', 'mq_js=1'), app.render)
    await cache.serve(get('/home?page=2'), app.render)
    expect(app.renders).toBe(3)
    await cache.serve(new Request('http://marquee.test/home', { method: 'POST', body: 'x' }), app.render)
    expect(app.renders).toBe(4)
  })

  it('a new content version (a publish, in any process) renders again; no version, no cache', async () => {
    const app = fakeApp()
    let version: string | null = 'v1'
    const cache = createPageCache({ version: async () => version })
    await cache.serve(get('/home'), app.render)
    app.content = 'published'
    expect(await (await cache.serve(get('/home'), app.render)).text()).toContain('first')
    version = 'v2'
    expect(await (await cache.serve(get('/home'), app.render)).text()).toContain('published')
    version = null
    await cache.serve(get('/home'), app.render)
    await cache.serve(get('/home'), app.render)
    expect(app.renders).toBe(4)
  })

  it('after s-maxage it serves the stale page while one render replaces it', async () => {
    const app = fakeApp()
    let clock = 1_000_000
    const cache = createPageCache({ version: async () => 'v1', now: () => clock })
    await cache.serve(get('/home'), app.render)
    app.content = 'newer'
    clock += 31_000
    const stale = await Promise.all([cache.serve(get('/home'), app.render), cache.serve(get('/home'), app.render)])
    expect(stale.map((a) => a.headers.get('x-cache'))).toEqual(['STALE', 'STALE'])
    expect(await stale[0]!.text()).toContain('first')
    expect(stale[0]!.headers.get('age')).toBe('31')
    await expect.poll(() => app.renders).toBe(2)
    await expect.poll(async () => (await cache.serve(get('/home'), app.render)).text()).toContain('newer')

    // past the stale window it is a miss again
    clock += 400_000
    expect((await cache.serve(get('/home'), app.render)).headers.get('x-cache')).toBe('MISS')
  })

  it('stays within its bounds, dropping the least recently used page', async () => {
    const app = fakeApp()
    const cache = createPageCache({ version: async () => 'v1', maxEntries: 2 })
    await cache.serve(get('/a'), app.render)
    await cache.serve(get('/b'), app.render)
    await cache.serve(get('/a'), app.render) // a is now the most recent
    await cache.serve(get('/c'), app.render) // b goes
    expect(cache.size).toBe(2)
    expect((await cache.serve(get('/a'), app.render)).headers.get('x-cache')).toBe('HIT')
    expect((await cache.serve(get('/b'), app.render)).headers.get('x-cache')).toBe('MISS')
  })
})

describe('sharedFreshness', () => {
  it('reads s-maxage and stale-while-revalidate of public answers only', () => {
    expect(sharedFreshness(GUEST)).toEqual({ freshMs: 30_000, staleMs: 300_000 })
    expect(sharedFreshness('public, max-age=60')).toEqual({ freshMs: 60_000, staleMs: 0 })
    expect(sharedFreshness(PERSONAL)).toBeNull()
    expect(sharedFreshness('private, no-store')).toBeNull()
    expect(sharedFreshness('public, s-maxage=0')).toBeNull()
    expect(sharedFreshness(null)).toBeNull()
  })
})
