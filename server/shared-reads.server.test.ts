/**
 * The platform read cache in the running server (the built app; npm test builds before the unit
 * tests), with the guest page cache off so that every page is rendered: a guest's second page is
 * rendered from the answers the first one was given, a signed-in viewer's own calls still reach
 * the platform, and a publish shows on the very next page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer } from './index.ts'
import { withFirstRowMovedLast } from '#tests/setup/home-publish.ts'

let server: Awaited<ReturnType<typeof startServer>>
let base: string

beforeAll(async () => {
  Object.assign(process.env, { SESSION_SECRET: 'shared-reads-test-session-secret-long-01', LOG_LEVEL: 'error' })
  server = await startServer({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    NODE_ENV: 'production',
    DEMO: 'true',
    PAGE_CACHE: 'off',
  })
  base = `http://127.0.0.1:${server.port}`
}, 90_000)

afterAll(async () => {
  await server?.close()
})

const headings = (html: string) => [...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1])
/** A page's markup without what differs between two renders of it (the CSP nonce). */
const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"|nonce-[A-Za-z0-9+/=_-]+/g, '')

/** The platform calls a page load makes, and its markup. */
async function load(path: string, headers: Record<string, string> = {}) {
  const before = server.sharedReads!.calls
  const response = await fetch(base + path, { headers })
  const html = await response.text()
  expect(response.status, path).toBe(200)
  return { calls: server.sharedReads!.calls - before, html }
}

describe('the platform read cache', () => {
  it("renders a guest's page again from the answers it was given, the same page in each language", async () => {
    for (const path of ['/home', '/es/inicio']) {
      const first = await load(path)
      const second = await load(path)
      expect(second.calls, path).toBe(0)
      expect(withoutNonce(second.html)).toBe(withoutNonce(first.html))
      expect(headings(second.html).length).toBeGreaterThanOrEqual(8)
    }
    // each language its own answers: the Spanish home is in Spanish
    expect((await load('/es/inicio')).html).toContain('lang="es"')
  })

  it("passes a signed-in viewer's own calls to the platform every time", async () => {
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: new URLSearchParams({ id: 'viewer@marquee.test', secret: 'viewer-demo-2026' }).toString(),
    })
    expect(login.status).toBe(302)
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    await load('/home', { cookie })
    const again = await load('/home', { cookie })
    // the viewer's rows, hero, continue-watching row and account: asked each time
    expect(again.calls).toBeGreaterThanOrEqual(12)
    expect(again.html).toContain('Log out')
    expect(again.html).not.toContain('href="/login')
  })

  it('shows a publish on the very next page', async () => {
    await load('/home')
    const before = await load('/home')
    expect(before.calls).toBe(0)
    await withFirstRowMovedLast(base, async () => {
      const after = await load('/home')
      expect(after.calls).toBeGreaterThan(0)
      const was = headings(before.html)
      const moved = headings(after.html)
      expect(moved[moved.length - 1]).toBe(was[0])
      expect(moved[0]).toBe(was[1])
    })
    expect(headings((await load('/home')).html)).toEqual(headings(before.html))
  })
})
