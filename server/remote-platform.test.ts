/**
 * The platform is replaceable by a remote one: a web process started with PLATFORM_URL serves
 * the same pages, artwork and sign-in through another process's platform. Uses the built app
 * (npm test builds before the unit tests).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer } from './index.ts'

type Started = Awaited<ReturnType<typeof startServer>>
let platformHost: Started
let web: Started

beforeAll(async () => {
  Object.assign(process.env, { SESSION_SECRET: 'remote-test-session-secret-long-enough', LOG_LEVEL: 'error' })
  platformHost = await startServer({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', NODE_ENV: 'production', DEMO: 'true' })
  web = await startServer({
    PORT: '0',
    HOST: '127.0.0.1',
    PLATFORM_URL: `http://127.0.0.1:${platformHost.port}`,
    NODE_ENV: 'production',
    DEMO: 'true',
  })
}, 90_000)

afterAll(async () => {
  await web?.close()
  await platformHost?.close()
})

const headings = (html: string) => [...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1])

describe('a web process on a remote platform', () => {
  it('renders the same home page as the process that hosts the platform', async () => {
    const [direct, remote] = await Promise.all([
      fetch(`http://127.0.0.1:${platformHost.port}/home`).then((r) => r.text()),
      fetch(`http://127.0.0.1:${web.port}/home`).then((r) => r.text()),
    ])
    expect(headings(remote).length).toBeGreaterThanOrEqual(8)
    expect(headings(remote)).toEqual(headings(direct))
  })

  it('proxies artwork and the API to the platform', async () => {
    const art = await fetch(`http://127.0.0.1:${web.port}/media/artwork/logo.svg`)
    expect(art.status).toBe(200)
    expect(art.headers.get('content-type')).toContain('image/svg+xml')
    const login = await fetch(`http://127.0.0.1:${web.port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'viewer@marquee.test', secret: 'viewer-demo-2026' }),
    })
    expect(login.status).toBe(200)
    expect(await login.json()).toHaveProperty('authorisationToken')
  })

  it('signs a viewer in through the login form', async () => {
    const form = new URLSearchParams({ id: 'viewer@marquee.test', secret: 'viewer-demo-2026', from: '/browse' })
    const res = await fetch(`http://127.0.0.1:${web.port}/login`, { method: 'POST', body: form, redirect: 'manual' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/browse')
    expect(res.headers.get('set-cookie')).toMatch(/__marquee=.*HttpOnly/i)
  })
})
