/**
 * A web process on a remote platform that hangs, fails, resets connections or answers garbage:
 * a fault proxy (tests/fakes/fault-proxy) sits between the web server and a real platform and
 * applies faults per path. Pages degrade within their deadlines: a slow row shows its error
 * state, missing settings fall back to defaults, and a page whose own document cannot be had
 * answers 503 with Retry-After and a retry page in its language. The breaker's clock is moved by
 * the tests. Uses the built app (npm test builds before the unit tests).
 */
import net from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startServer } from './index.ts'
import { startFaultProxy, type FaultProxy } from '#tests/fakes/fault-proxy/fault-proxy.ts'
import { localePath } from '#app/i18n/locale-path.ts'
import { commonStrings } from '#app/i18n/resources.ts'
import { DEFAULT_DEADLINES } from '#app/platform/resilience.server.ts'

type Started = Awaited<ReturnType<typeof startServer>>
let platformHost: Started
let proxy: FaultProxy
let web: Started
let clockMs = Date.now()
const clock = { now: () => clockMs, advance: (ms: number) => void (clockMs += ms) }

const COOL_DOWN_MS = 30_000
/** The remote platform's default deadlines: the tests run with them. */
const { required: REQUIRED_MS, optional: OPTIONAL_MS } = DEFAULT_DEADLINES

beforeAll(async () => {
  Object.assign(process.env, { SESSION_SECRET: 'faults-test-session-secret-long-enough', LOG_LEVEL: 'error' })
  platformHost = await startServer({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', NODE_ENV: 'production', DEMO: 'true' })
  proxy = await startFaultProxy(`http://127.0.0.1:${platformHost.port}`)
  // The default deadlines. The guest page cache would answer repeated requests without asking
  // the platform: off here (its own platform call is tested below, with it on).
  web = await startServer(
    {
      PAGE_CACHE: 'off',
      PORT: '0',
      HOST: '127.0.0.1',
      PLATFORM_URL: proxy.url,
      NODE_ENV: 'production',
      DEMO: 'true',
      PLATFORM_BREAKER_FAILURES: '4',
      PLATFORM_BREAKER_COOLDOWN_MS: String(COOL_DOWN_MS),
    },
    { now: clock.now },
  )
}, 120_000)

afterAll(async () => {
  await web?.close()
  await proxy?.close()
  await platformHost?.close()
})

beforeEach(() => {
  proxy.clear()
  web.breaker?.reset()
})

const page = (path: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${web.port}${path}`, { redirect: 'manual', ...init })

/** Time to the answer's headers (the first byte), then the whole body. */
async function timed(path: string, init: RequestInit = {}) {
  const started = performance.now()
  const res = await page(path, init)
  const firstByteMs = performance.now() - started
  const html = await res.text()
  return { res, html, firstByteMs }
}

const headings = (html: string) => [...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1])
const unavailableRows = (html: string) => html.match(/data-row-unavailable=""/g)?.length ?? 0
const strings = (locale: 'en' | 'es' | 'pt') => commonStrings.strings[locale] as Record<string, string>
const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')

/**
 * What a home page costs right now with nothing failing, in ms to the first byte. On a loaded
 * machine that alone can take a second; a fault may add at most its deadline to it. On a quiet
 * one the bound is the 2 s.
 */
async function healthyFirstByteMs() {
  const { firstByteMs } = await timed('/home')
  return firstByteMs
}
const withinDeadline = (deadlineMs: number, healthyMs: number) => Math.max(2_000, deadlineMs + healthyMs + 300)

/** A bucket's title, from the platform itself (the row's heading when it shows). */
async function bucketTitle(id: string) {
  const res = await fetch(`http://127.0.0.1:${platformHost.port}/api/buckets/${id}?rpp=1`)
  return ((await res.json()) as { name: string }).name
}

describe('a row whose platform call hangs', () => {
  it('does not hold the home page: first byte under 2 s, the row in its error state, the other rows in place', async () => {
    const healthyMs = await healthyFirstByteMs()
    const trending = await bucketTitle('trending')
    // trending is among the rows awaited before the first byte (composed-page.server.ts)
    proxy.fault('/api/buckets/trending', 'hang')
    const { res, html, firstByteMs } = await timed('/home')
    expect(res.status).toBe(200)
    expect(firstByteMs).toBeLessThan(withinDeadline(OPTIONAL_MS, healthyMs))
    expect(unavailableRows(html)).toBeGreaterThanOrEqual(1)
    expect(decode(html)).toContain(strings('en')['row.unavailable'])
    expect(decode(html)).not.toContain(`>${trending}</h2>`)
    expect(headings(html).length).toBeGreaterThanOrEqual(4)
    expect(proxy.requests).toContain('/api/buckets/trending')
  })

  it('does not hold a streamed home page either (a browser that runs scripts)', async () => {
    const healthyMs = await healthyFirstByteMs()
    proxy.fault('/api/buckets/kids', 'hang')
    const { res, html, firstByteMs } = await timed('/home', { headers: { cookie: 'mq_js=1' } })
    expect(res.status).toBe(200)
    expect(firstByteMs).toBeLessThan(withinDeadline(OPTIONAL_MS, healthyMs))
    expect(unavailableRows(html)).toBeGreaterThanOrEqual(1)
    expect(decode(html)).not.toContain(`>${await bucketTitle('kids')}</h2>`)
  })
})

describe('realm settings that hang or fail', () => {
  for (const fault of ['hang', '500', 'reset', 'malformed'] as const) {
    it(`${fault}: the home page still answers within 2 s with the default settings`, async () => {
      const healthyMs = await healthyFirstByteMs()
      proxy.fault('/api/cms/settings', fault)
      const { res, html, firstByteMs } = await timed('/home')
      expect(res.status).toBe(200)
      expect(firstByteMs).toBeLessThan(withinDeadline(OPTIONAL_MS, healthyMs))
      expect(headings(html).length).toBeGreaterThanOrEqual(4)
      expect(proxy.requests).toContain('/api/cms/settings')
    })
  }
})

describe('a row whose call fails', () => {
  for (const fault of ['500', 'reset', 'malformed'] as const) {
    it(`${fault}: the row shows its error state and the page answers 200`, async () => {
      proxy.fault('/api/buckets/documentaries', fault)
      const { res, html } = await timed('/home')
      expect(res.status).toBe(200)
      expect(unavailableRows(html)).toBeGreaterThanOrEqual(1)
      expect(decode(html)).not.toContain(`>${await bucketTitle('documentaries')}</h2>`)
    })
  }
})

describe("the page's own document cannot be had", () => {
  for (const fault of ['hang', '500', 'reset', 'malformed'] as const) {
    it(`${fault}: 503 with Retry-After and a retry page, within the deadline, not 500`, async () => {
      const healthyMs = await healthyFirstByteMs()
      proxy.fault('/api/cms/documents/page/home', fault)
      const { res, html, firstByteMs } = await timed('/home')
      expect(res.status).toBe(503)
      expect(firstByteMs).toBeLessThan(withinDeadline(REQUIRED_MS, healthyMs))
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(decode(html)).toContain(strings('en')['page.unavailableTitle'])
      expect(html).toMatch(
        /<a[^>]*href="\/home"[^>]*data-retry=""[^>]*>Try again<\/a>|<a[^>]*data-retry=""[^>]*href="\/home"[^>]*>Try again<\/a>/,
      )
    })
  }

  for (const locale of ['es', 'pt'] as const) {
    it(`says so in the page's language (${locale})`, async () => {
      proxy.fault('/api/cms/documents/page/home', '500')
      const path = localePath(locale, '/home')
      const { res, html } = await timed(path)
      expect(res.status).toBe(503)
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(html).toContain(`<html lang="${locale}"`)
      expect(decode(html)).toContain(strings(locale)['page.unavailableTitle'])
      expect(decode(html)).toContain(strings(locale)['page.tryAgain'])
      expect(html).toContain(`href="${path}"`)
    })
  }
})

describe('a signed-in viewer when the platform does not answer', () => {
  it("gets the retry page in the page's language, with the session kept", async () => {
    const form = new URLSearchParams({ id: 'viewer@marquee.test', secret: 'viewer-demo-2026', from: '/home' })
    const login = await page('/login', { method: 'POST', body: form })
    expect(login.status).toBe(302)
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!
    proxy.fault(/^\/api\//, 'reset')
    const path = localePath('pt', '/home')
    const res = await page(path, { headers: { cookie } })
    const html = decode(await res.text())
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(res.headers.get('set-cookie')).toBeNull()
    expect(html).toContain('<html lang="pt"')
    expect(html).toContain(strings('pt')['page.unavailableTitle'])
  })
})

describe("a signed-in page's calls", () => {
  const signIn = async () => {
    const form = new URLSearchParams({ id: 'viewer@marquee.test', secret: 'viewer-demo-2026', from: '/home' })
    const login = await page('/login', { method: 'POST', body: form })
    expect(login.status).toBe(302)
    return login.headers.get('set-cookie')!.split(';')[0]!
  }

  it("read published documents without the viewer's token, and personal rows with it", async () => {
    const cookie = await signIn()
    proxy.clear()
    const res = await page('/home', { headers: { cookie } })
    expect(res.status).toBe(200)
    await res.text()
    expect(proxy.requests).toContain('/api/cms/documents/page/home')
    expect(proxy.requests).toContain('/api/cms/settings')
    expect(proxy.authorized).not.toContain('/api/cms/documents/page/home')
    expect(proxy.authorized).not.toContain('/api/cms/settings')
    expect(proxy.authorized).toEqual(expect.arrayContaining(['/api/user/me', '/api/v1/watch-history', '/api/buckets/trending']))
  })

  it('ask for the history to continue without waiting for the platform to say who the viewer is', async () => {
    const cookie = await signIn()
    proxy.clear()
    proxy.fault('/api/user/me', '500')
    const res = await page('/home', { headers: { cookie } })
    await res.text()
    expect(proxy.requests).toContain('/api/user/me')
    expect(proxy.authorized).toContain('/api/v1/watch-history')
  })
})

describe('the health check', () => {
  it('answers 503 within the deadline when the platform hangs', async () => {
    proxy.fault('/api/health', 'hang')
    const started = performance.now()
    const res = await page('/healthz')
    expect(res.status).toBe(503)
    expect(performance.now() - started).toBeLessThan(REQUIRED_MS + 1_500)
  })
})

describe('the circuit breaker', () => {
  it('opens after repeated failures, stops calling the platform, and closes again after its cool-down', async () => {
    proxy.fault(/^\/api\//, '500')
    // Each page asks for settings, labels, the menu and the page: four failures open the breaker.
    const failing = await timed('/home')
    expect(failing.res.status).toBe(503)
    expect(web.breaker?.state).toBe('open')

    const called = proxy.requests.length
    const refused = await timed('/home')
    expect(refused.res.status).toBe(503)
    expect(proxy.requests.length).toBe(called) // not one call reached the platform
    expect(Number(refused.res.headers.get('retry-after'))).toBe(COOL_DOWN_MS / 1000)
    expect(decode(refused.html)).toContain(strings('en')['page.unavailableTitle'])
    // the API proxied to the platform is refused too
    const api = await page('/api/cms/settings')
    expect(api.status).toBe(503)
    expect(api.headers.get('retry-after')).toBe(String(COOL_DOWN_MS / 1000))
    expect(proxy.requests.length).toBe(called)

    const metrics = await (await page('/metrics')).text()
    expect(metrics).toContain(`marquee_platform_breaker_state{platform="${proxy.url}"} 1`)
    expect(metrics).toMatch(/marquee_platform_call_duration_seconds_count\{[^}]*outcome="breaker_open"[^}]*\} [1-9]/)

    // The platform recovers; the breaker still waits out its cool-down ...
    proxy.clear()
    clock.advance(COOL_DOWN_MS - 1_000)
    expect((await timed('/home')).res.status).toBe(503)
    expect(proxy.requests).toEqual([])
    expect(Number((await page('/home')).headers.get('retry-after'))).toBe(1)
    // ... then lets a probe through, which closes it.
    clock.advance(1_000)
    await timed('/home')
    expect(proxy.requests.length).toBeGreaterThan(0)
    expect(web.breaker?.state).toBe('closed')
    const recovered = await timed('/home')
    expect(recovered.res.status).toBe(200)
    expect(headings(recovered.html).length).toBeGreaterThanOrEqual(4)
    const after = await (await page('/metrics')).text()
    expect(after).toContain(`marquee_platform_breaker_state{platform="${proxy.url}"} 0`)
  })

  it('opens again when its probe fails', async () => {
    proxy.fault(/^\/api\//, 'reset')
    await timed('/home')
    expect(web.breaker?.state).toBe('open')
    clock.advance(COOL_DOWN_MS)
    const before = proxy.requests.length
    expect((await timed('/home')).res.status).toBe(503)
    expect(proxy.requests.length).toBe(before + 1) // the one probe
    expect(web.breaker?.state).toBe('open')
  })
})

describe('the guest page cache asks the platform for its content version', () => {
  let cached: Started
  beforeAll(async () => {
    cached = await startServer({
      PORT: '0',
      HOST: '127.0.0.1',
      PLATFORM_URL: proxy.url,
      NODE_ENV: 'production',
      DEMO: 'true',
      PAGE_CACHE: 'on',
    })
  }, 60_000)
  afterAll(() => cached?.close())

  for (const fault of ['hang', '500', 'reset', 'malformed'] as const) {
    it(`${fault}: guest pages are rendered without the cache, first byte under 2 s`, async () => {
      const healthyMs = await healthyFirstByteMs()
      proxy.fault('/api/content-version', fault)
      const started = performance.now()
      const res = await fetch(`http://127.0.0.1:${cached.port}/home`, { redirect: 'manual' })
      expect(performance.now() - started).toBeLessThan(withinDeadline(OPTIONAL_MS, healthyMs))
      expect(res.status).toBe(200)
      expect(res.headers.get('x-cache')).toBeNull()
      expect(headings(await res.text()).length).toBeGreaterThanOrEqual(8)
      expect(proxy.requests).toContain('/api/content-version')
    })
  }
})

describe('a platform that is down', () => {
  let down: Started
  beforeAll(async () => {
    // an address where nothing listens: a port taken, then given back
    const probe = net.createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(probe.address() as net.AddressInfo).port}`
    await new Promise<void>((resolve) => probe.close(() => resolve()))
    down = await startServer({ PORT: '0', HOST: '127.0.0.1', PLATFORM_URL: url, NODE_ENV: 'production', DEMO: 'true' })
  }, 60_000)
  afterAll(() => down?.close())

  it('gives pages that say so: 503 with Retry-After and a readable page, not 500', async () => {
    for (const locale of ['en', 'es', 'pt'] as const) {
      const res = await fetch(`http://127.0.0.1:${down.port}${localePath(locale, '/home')}`, { redirect: 'manual' })
      const html = decode(await res.text())
      expect(res.status).toBe(503)
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(html).toContain(`<html lang="${locale}"`)
      expect(html).toContain(strings(locale)['page.unavailableTitle'])
      expect(html).toContain(strings(locale)['page.unavailableBody'])
    }
    const api = await fetch(`http://127.0.0.1:${down.port}/api/cms/settings`)
    expect(api.status).toBe(503)
    expect(api.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})
