/**
 * What an operator reads from the running server: request ids, /metrics and /readyz. Uses the
 * built app (npm test builds before the unit tests).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routeLabel } from './observability.ts'
import { startServer } from './index.ts'

let server: Awaited<ReturnType<typeof startServer>>
let base: string
const METRICS_TOKEN = 'metrics-token-for-the-test-0001'

beforeAll(async () => {
  Object.assign(process.env, { SESSION_SECRET: 'observability-test-session-secret-long', LOG_LEVEL: 'error' })
  server = await startServer({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', NODE_ENV: 'production', DEMO: 'true', METRICS_TOKEN })
  base = `http://127.0.0.1:${server.port}`
}, 90_000)

afterAll(async () => {
  await server?.close()
})

describe('request ids', () => {
  it('answers with a new id, or keeps a plain one a proxy sent, never a made-up header line', async () => {
    const fresh = await fetch(`${base}/healthz`)
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const kept = await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'edge-1234abcd' } })
    expect(kept.headers.get('x-request-id')).toBe('edge-1234abcd')
    const odd = await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'x y' } })
    expect(odd.headers.get('x-request-id')).not.toBe('x y')
    await Promise.all([fresh.text(), kept.text(), odd.text()])
  })
})

describe('/metrics', () => {
  it('counts page requests by route key, and platform calls, in Prometheus text', async () => {
    await (await fetch(`${base}/home`)).text()
    await (await fetch(`${base}/video/the-salt-road/the-salt-road`)).text()
    const res = await fetch(`${base}/metrics`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/plain')
    const text = await res.text()
    expect(text).toMatch(/marquee_http_request_duration_seconds_count\{route="HOME",method="GET",status="200"\} [1-9]/)
    expect(text).toMatch(/marquee_http_request_duration_seconds_count\{route="VOD",method="GET",status="200"\} [1-9]/)
    expect(text).toMatch(/marquee_platform_call_duration_seconds_count\{[^}]*outcome="ok"[^}]*\} [1-9]/)
    expect(text).toContain('process_cpu_user_seconds_total')
  })

  it('answers nobody beyond this machine without the token', async () => {
    // a loopback proxy forwarding a visitor from elsewhere: Express sees the visitor's address
    const outside = { 'x-forwarded-for': '203.0.113.7' }
    const refused = await fetch(`${base}/metrics`, { headers: outside })
    expect(refused.status).toBe(404)
    expect(await refused.text()).not.toContain('marquee_')
    const wrong = await fetch(`${base}/metrics`, { headers: { ...outside, authorization: 'Bearer not-the-token-at-all-0000' } })
    expect(wrong.status).toBe(404)
    await wrong.text()
    const allowed = await fetch(`${base}/metrics`, { headers: { ...outside, authorization: `Bearer ${METRICS_TOKEN}` } })
    expect(allowed.status).toBe(200)
    await allowed.text()
  })
})

describe('/readyz', () => {
  it('is ready once the database answers and every migration is applied', async () => {
    const res = await fetch(`${base}/readyz`)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { ready: boolean; platform: { migrations: { applied: number; expected: number } } }
    expect(body.ready).toBe(true)
    expect(body.platform.migrations.applied).toBe(body.platform.migrations.expected)
    expect(body.platform.migrations.expected).toBeGreaterThan(0)
  })
})

describe('route labels', () => {
  it('names pages by their route key, in every language, and families for the rest', () => {
    expect(routeLabel('/home')).toBe('HOME')
    expect(routeLabel('/es/inicio')).toBe('HOME')
    expect(routeLabel('/video/abc/some-title')).toBe('VOD')
    expect(routeLabel('/login/magic-link')).toBe('MAGIC_LINK')
    expect(routeLabel('/api/v4/vod/1')).toBe('api')
    expect(routeLabel('/no/such/page/here/at/all')).toBe('NOT_FOUND')
  })
})
