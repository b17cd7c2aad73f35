/**
 * The guest page cache in the running server (the built app; npm test builds before the unit
 * tests): a crowd costs one render, signed-in pages never come from it, a publish empties it.
 * Two processes on one Postgres: server/multi-process.postgres.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer } from './index.ts'
import { withFirstRowMovedLast } from '#tests/setup/home-publish.ts'

let server: Awaited<ReturnType<typeof startServer>>
let base: string

beforeAll(async () => {
  Object.assign(process.env, { SESSION_SECRET: 'page-cache-test-session-secret-long-0001', LOG_LEVEL: 'error' })
  server = await startServer({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', NODE_ENV: 'production', DEMO: 'true' })
  base = `http://127.0.0.1:${server.port}`
}, 90_000)

afterAll(async () => {
  await server?.close()
})

const headings = (html: string) => [...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1])
const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]

describe('guest page cache', () => {
  it('200 guests at once on one page cause one render; each answer has its own CSP nonce', async () => {
    const path = '/browse'
    const before = server.pageCache!.renders
    const answers = await Promise.all(Array.from({ length: 200 }, () => fetch(base + path)))
    const bodies = await Promise.all(answers.map((a) => a.text()))
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expect(server.pageCache!.renders - before).toBe(1)

    const nonces = answers.map(nonceOf)
    expect(new Set(nonces).size).toBe(200)
    bodies.forEach((body, i) => {
      expect(body).toContain(`nonce="${nonces[i]}"`)
    })
    const again = await fetch(base + path)
    await again.text()
    expect(again.headers.get('x-cache')).toBe('HIT')
    expect(again.headers.get('set-cookie')).toBeNull()
  })

  it('a signed-in viewer is never served from it', async () => {
    await (await fetch(`${base}/home`)).text() // a guest's copy exists
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: new URLSearchParams({ id: 'subscriber@marquee.test', secret: 'subscriber-demo-2026' }).toString(),
    })
    expect(login.status).toBe(302)
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    for (let i = 0; i < 2; i++) {
      const page = await fetch(`${base}/home`, { headers: { cookie } })
      const html = await page.text()
      expect(page.status).toBe(200)
      expect(page.headers.get('x-cache')).toBeNull()
      expect(page.headers.get('cache-control')).toContain('private')
      expect(html).not.toContain('href="/login')
    }
  })

  it('a publish shows on the very next guest request', async () => {
    const first = await fetch(`${base}/home`)
    await first.text()
    const cached = await fetch(`${base}/home`)
    await cached.text()
    expect(cached.headers.get('x-cache')).toBe('HIT')

    const before = headings(await (await fetch(`${base}/home`)).text())
    await withFirstRowMovedLast(base, async () => {
      const after = await fetch(`${base}/home`)
      expect(after.headers.get('x-cache')).toBe('MISS')
      const moved = headings(await after.text())
      expect(moved[moved.length - 1]).toBe(before[0])
      expect(moved[0]).toBe(before[1])
    })
  })

  it('the root answers the default page itself, naming its own address as canonical', async () => {
    for (const [root, canonical] of [
      ['/', '/home'],
      ['/es', '/es/inicio'],
    ]) {
      const res = await fetch(base + root, { redirect: 'manual' })
      const html = await res.text()
      expect(res.status, root).toBe(200)
      expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`)
      expect(headings(html)).toEqual(headings(await (await fetch(base + canonical)).text()))
    }
  })
})
