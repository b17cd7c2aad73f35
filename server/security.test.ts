/**
 * The holes a security review found, tried against the real server as an attacker would:
 * - the demo listens on this machine only unless HOST says otherwise, and its mailbox (sign-in
 *   links!) answers requests from this machine only;
 * - a page on another site cannot post to the product — not as a document, not as `.data`, not
 *   through the legacy `?_data=` path (login CSRF, forced logout).
 * Uses the built app (npm test builds before the unit tests).
 */
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadEnv } from '../app/env.server.ts'
import { requestSource } from './same-origin.ts'
import { startServer } from './index.ts'

const envOf = (values: Record<string, string>) => loadEnv(values as NodeJS.ProcessEnv)

let server: Awaited<ReturnType<typeof startServer>>
let base: string

beforeAll(async () => {
  Object.assign(process.env, { SESSION_SECRET: 'security-test-session-secret-long-enough', LOG_LEVEL: 'error' })
  // HOST left unset on purpose: the demo must pick loopback itself.
  server = await startServer({ PORT: '0', HOST: undefined, DATA_DIR: 'memory://', NODE_ENV: 'production', DEMO: 'true' })
  base = `http://127.0.0.1:${server.port}`
}, 90_000)

afterAll(async () => {
  await server?.close()
})

const viewer = { id: 'viewer@marquee.test', secret: 'viewer-demo-2026' }
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
const post = (path: string, headers: Record<string, string>, body = form(viewer)) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  })
const EVIL = { origin: 'http://evil.example' }

describe('where the demo listens', () => {
  it('binds to 127.0.0.1 when HOST is not set', () => {
    const address = server.server.address()
    expect(typeof address === 'object' && address?.address).toBe('127.0.0.1')
  })

  it('takes HOST when it is set, and production proper listens on every interface by default', () => {
    expect(envOf({ DEMO: 'true', NODE_ENV: 'production', DATA_DIR: 'memory://' }).HOST).toBe('127.0.0.1')
    expect(envOf({ DATA_DIR: 'memory://' }).HOST).toBe('127.0.0.1')
    expect(envOf({ DEMO: 'true', HOST: '0.0.0.0', DATA_DIR: 'memory://' }).HOST).toBe('0.0.0.0')
    expect(
      envOf({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), DATA_DIR: 'memory://', PUBLIC_URL: 'https://watch.example.com' })
        .HOST,
    ).toBe('0.0.0.0')
  })

  it('has no dev mailbox in production unless it is the demo', () => {
    expect(
      envOf({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), DATA_DIR: 'memory://', PUBLIC_URL: 'https://watch.example.com' })
        .devMailbox,
    ).toBe(false)
    expect(envOf({ NODE_ENV: 'production', DEMO: 'true', DATA_DIR: 'memory://' }).devMailbox).toBe(true)
  })
})

describe('the dev mailbox', () => {
  // Through a reverse proxy on this machine (trusted), a visitor from elsewhere shows in X-Forwarded-For.
  const fromElsewhere = { 'x-forwarded-for': '203.0.113.50' }

  it('answers this machine', async () => {
    expect((await fetch(`${base}/_dev/mailbox`)).status).toBe(200)
    expect((await fetch(`${base}/api/_dev/outbox`)).status).toBe(200)
  })

  it('does not exist for anyone else, page or API', async () => {
    expect((await fetch(`${base}/_dev/mailbox?to=operator%40marquee.test`, { headers: fromElsewhere })).status).toBe(404)
    expect((await fetch(`${base}/api/_dev/outbox?to=operator%40marquee.test`, { headers: fromElsewhere })).status).toBe(404)
  })

  it('a magic link asked for the operator puts no sign-in token in any mail', async () => {
    const asked = await fetch(`${base}/api/token/alt/magic-email?email=operator%40marquee.test`)
    expect(asked.status).toBe(204)
    const { messages } = await (await fetch(`${base}/api/_dev/outbox?to=operator%40marquee.test`)).json()
    expect(messages.length).toBeGreaterThan(0)
    for (const message of messages) expect(`${message.text} ${message.html}`).not.toMatch(/token=/)
  })
})

describe('cross-site posts', () => {
  it.each([
    ['a document post', '/login'],
    ['a single-fetch .data post', '/login.data'],
    ['a legacy ?_data= post', '/login?_data=routes%2Flogin'],
    ['a legacy ?_data= post in Spanish', '/es/iniciar-sesion?_data=routes%2Flogin'],
  ])('refuses %s to sign in with 403 and signs nobody in', async (_what, path) => {
    const res = await post(path, EVIL)
    expect(res.status).toBe(403)
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it('refuses a cross-site logout through ?_data=', async () => {
    const res = await post('/logout?_data=routes%2Flogout', EVIL, '')
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' })
  })

  it('answers a refused document post with a readable page in the page’s language', async () => {
    const res = await post('/pt/entrar', { ...EVIL, accept: 'text/html' })
    expect(res.status).toBe(403)
    expect(res.headers.get('content-type')).toContain('text/html')
    const html = await res.text()
    expect(html).toContain('<html lang="pt">')
    expect(html).toContain('Este pedido foi recusado')
  })

  it('judges by Sec-Fetch-Site, then Referer, when there is no Origin', async () => {
    expect((await post('/login?_data=routes%2Flogin', { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await post('/login?_data=routes%2Flogin', { 'sec-fetch-site': 'same-site' })).status).toBe(403)
    expect((await post('/login?_data=routes%2Flogin', { referer: 'http://evil.example/page' })).status).toBe(403)
    expect((await post('/login?_data=routes%2Flogin', { origin: 'null' })).status).toBe(403)
  })

  it('marks the session cookie Secure when the browser came over https through a trusted proxy', async () => {
    // this demo runs without PUBLIC_URL and outside production proper: plain http gets no Secure
    const plain = (await post('/login', {})).headers.get('set-cookie') ?? ''
    expect(plain).toContain('__marquee=')
    expect(plain).not.toMatch(/;\s*Secure/i)
    // the test client is on loopback, a proxy Express trusts
    const https = (await post('/login', { 'x-forwarded-proto': 'https' })).headers.get('set-cookie') ?? ''
    expect(https).toContain('__marquee=')
    expect(https).toMatch(/;\s*Secure/i)
  })

  it('lets the product’s own posts through', async () => {
    const own = await post('/login', { origin: base })
    expect(own.status).toBe(302)
    expect(own.headers.get('set-cookie')).toContain('__marquee=')
    expect((await post('/login', { 'sec-fetch-site': 'same-origin' })).status).toBe(302)
    expect((await post('/login', { referer: `${base}/login` })).status).toBe(302)
    // not a browser: nothing to forge with, nothing to refuse
    expect((await post('/login', {})).status).toBe(302)
  })

  it('lets a provider’s form_post return through to its own state check', async () => {
    const res = await post('/login/google/return', { origin: 'https://accounts.google.com' }, form({ state: 'forged', code: 'x' }))
    expect(res.status).not.toBe(403)
    expect(res.status).toBeLessThan(500)
  })

  it('never lets a GET change anything, so GETs are not judged', async () => {
    expect((await fetch(`${base}/home`, { headers: EVIL })).status).toBe(200)
  })
})

describe('idle connections', () => {
  it('keeps an idle keep-alive connection open past Node’s default 5 s, so a reused one is not reset', async () => {
    expect(server.server.keepAliveTimeout).toBe(65_000)
    expect(server.server.headersTimeout).toBeGreaterThan(server.server.keepAliveTimeout)
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = http.get(`${base}/healthz`, { agent }, (res) => {
          res.resume()
          res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }))
        })
        req.on('error', reject)
      })
    try {
      expect(await get()).toEqual({ status: 200, reused: false })
      await new Promise((resolve) => setTimeout(resolve, 5_600))
      expect(await get()).toEqual({ status: 200, reused: true })
    } finally {
      agent.destroy()
    }
  }, 20_000)

  it('takes its timeouts from the environment', () => {
    const env = envOf({ KEEP_ALIVE_TIMEOUT_MS: '120000', HEADERS_TIMEOUT_MS: '121000', DATA_DIR: 'memory://' })
    expect([env.KEEP_ALIVE_TIMEOUT_MS, env.HEADERS_TIMEOUT_MS]).toEqual([120_000, 121_000])
    expect(() => envOf({ KEEP_ALIVE_TIMEOUT_MS: '10', DATA_DIR: 'memory://' })).toThrow(/KEEP_ALIVE_TIMEOUT_MS/)
  })
})

describe('requestSource', () => {
  const own = new Set(['https://watch.example'])
  it.each([
    [{ origin: 'https://watch.example' }, 'same-origin'],
    [{ origin: 'HTTPS://WATCH.EXAMPLE' }, 'same-origin'],
    [{ origin: 'https://watch.example.evil' }, 'cross-site'],
    [{ origin: 'null' }, 'cross-site'],
    [{ origin: 'https://evil.example', secFetchSite: 'same-origin' }, 'cross-site'],
    [{ secFetchSite: 'same-origin' }, 'same-origin'],
    [{ secFetchSite: 'none' }, 'same-origin'],
    [{ secFetchSite: 'same-site' }, 'cross-site'],
    [{ referer: 'https://watch.example/x' }, 'same-origin'],
    [{ referer: 'not a url' }, 'cross-site'],
    [{}, 'unknown'],
  ] as const)('%o is %s', (headers, expected) => {
    expect(requestSource(headers, own)).toBe(expected)
  })
})

describe('security headers', () => {
  const scriptSrc = (policy: string) => /script-src ([^;]*)/.exec(policy)?.[1] ?? ''

  it('gives every page a CSP whose nonce is on every inline script, fresh per request, and no unsafe-inline script', async () => {
    const [first, second] = await Promise.all([fetch(`${base}/home`), fetch(`${base}/home`)])
    const policy = first.headers.get('content-security-policy') ?? ''
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc(policy))?.[1]
    expect(nonce, policy).toBeTruthy()
    expect(scriptSrc(policy)).not.toContain('unsafe-inline')
    expect(policy).toContain("frame-ancestors 'self'")
    expect(policy).toContain("object-src 'none'")
    expect(second.headers.get('content-security-policy')).not.toContain(nonce!)
    const html = await first.text()
    const scripts = html.match(/<script\b[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) {
      if (/\bsrc=/.test(tag)) continue
      expect(tag).toContain(`nonce="${nonce}"`)
    }
    expect(first.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(first.headers.get('permissions-policy')).toContain('camera=()')
    await second.text()
  })

  it('lets only the realm partners frame the embed player, and no X-Frame-Options there', async () => {
    const res = await fetch(`${base}/embed/player`)
    await res.text()
    const policy = res.headers.get('content-security-policy') ?? ''
    expect(policy).toMatch(/'nonce-/)
    expect(policy).not.toContain("frame-ancestors 'self'")
    expect(res.headers.get('x-frame-options')).not.toBe('SAMEORIGIN')
  })

  it('sends HSTS only over https (a loopback proxy says so), never over plain http', async () => {
    const plain = await fetch(`${base}/healthz`)
    expect(plain.headers.get('strict-transport-security')).toBeNull()
    const proxied = await fetch(`${base}/healthz`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(proxied.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
    await Promise.all([plain.text(), proxied.text()])
  })
})

describe('what only a raw client sends', () => {
  /** A request whose path is sent exactly as written (fetch would resolve dot segments first). */
  const raw = (path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${base}/`, { path, method: init.method ?? 'GET', headers: init.headers }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      })
      req.on('error', reject)
      req.end(init.body)
    })

  it('never hands the session’s token to the API through a /media path that climbs out of /media', async () => {
    const signedIn = await post('/login', { origin: base })
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0]!
    expect(cookie).toMatch(/^__marquee=/)
    for (const path of ['/media/../api/user/me', '/media/%2e%2e/api/user/me', '/media/.%2E/api/customer/cards', '/media/..\\api/user/me']) {
      const res = await raw(path, { headers: { cookie } })
      expect(res.status, path).toBe(404)
      expect(res.body, path).not.toContain('viewer@marquee.test')
    }
    // the media paths themselves still answer
    expect((await fetch(`${base}/media/artwork/does-not-exist.svg`, { headers: { cookie } })).status).toBe(404)
  })

  it('answers a JSON body nested thousands deep with 400, on a resource route and on the API', async () => {
    const deep = `{"deviceId":${'['.repeat(100_000)}1${']'.repeat(100_000)}}`
    const headers = { 'content-type': 'application/json' }
    const resource = await fetch(`${base}/resources/playback/vod/letters-to-marisol`, { method: 'POST', headers, body: deep })
    expect(resource.status).toBe(400)
    await resource.text()
    const api = await fetch(`${base}/api/login`, { method: 'POST', headers, body: `{"id":${'['.repeat(100_000)}${']'.repeat(100_000)}}` })
    expect(api.status).toBe(400)
    await api.text()
  })

  it('keeps the loopback-only paths from a page whose own name was pointed at this machine (DNS rebinding)', async () => {
    for (const path of ['/_dev/mailbox', '/api/_dev/outbox', '/api/_dev/commerce-clock']) {
      // the visitor's browser connects from loopback, but names the other site in Host
      const rebound = await raw(path, { headers: { host: `evil.example:${server.port}` } })
      expect(rebound.status, path).toBe(404)
      expect(rebound.body, path).not.toContain('messages')
      for (const host of [`127.0.0.1:${server.port}`, `localhost:${server.port}`, `[::1]:${server.port}`])
        expect((await raw(path, { headers: { host } })).status, `${path} ${host}`).toBe(200)
    }
  })

  it('reads a chunked body (no Content-Length) up to the limit, and refuses one over it with 413', async () => {
    const chunked = (body: string) =>
      raw('/api/login/guest', { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, body })
    const guest = await chunked('{}')
    expect(guest.status).toBe(200)
    expect(JSON.parse(guest.body)).toMatchObject({ authorisationToken: expect.any(String) })
    expect((await raw('/api/login/guest', { method: 'POST' })).status).toBe(200)
    const tooLarge = await chunked(JSON.stringify({ pad: 'a'.repeat(2 * 1024 * 1024) }))
    expect(tooLarge.status).toBe(413)
  })

  it('refuses a 2 MB body to the API with 413 before reading it', async () => {
    const res = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'a'.repeat(2 * 1024 * 1024), secret: 'x' }),
    })
    expect(res.status).toBe(413)
    expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' })
  })
})
