/**
 * Several web processes on one Postgres (CI sets TEST_DATABASE_URL): they start together without
 * colliding on migrations, and a publish through one shows on the very next request to another,
 * though that one kept the guest page in its page cache.
 */
import { describe, expect, it } from 'vitest'
import { twoWebProcesses } from '../tests/setup/two-web-processes.ts'

const servers = twoWebProcesses({ prefix: 'marquee_multi', sessionSecret: 'multi-process-session-secret-long-enough' })

const headings = async (port: number) =>
  [...(await (await fetch(`http://127.0.0.1:${port}/home`)).text()).matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1])

describe('two web processes on one Postgres', () => {
  it('show a publish made through one on the next request to the other', async () => {
    const base = `http://127.0.0.1:${servers.one.port}/api`
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'operator@marquee.test', secret: 'operator-demo-2026' }),
    })
    const headers = { authorization: `Bearer ${(await login.json()).authorisationToken}`, 'content-type': 'application/json' }
    const before = await headings(servers.two.port)
    expect(before.length).toBeGreaterThanOrEqual(8)
    // the second process keeps the guest page in its page cache (server/page-cache.ts)
    const cached = await fetch(`http://127.0.0.1:${servers.two.port}/home`)
    await cached.text()
    expect(cached.headers.get('x-cache')).toBe('HIT')

    const doc = await (await fetch(`${base}/cms/admin/documents/page/home`, { headers })).json()
    const body = structuredClone(doc.published) as { blocks: Array<{ type: string }> }
    const first = body.blocks.findIndex((b) => b.type === 'bucket')
    body.blocks.push(...body.blocks.splice(first, 1))
    expect(
      (await fetch(`${base}/cms/admin/documents/page/home/draft`, { method: 'PUT', headers, body: JSON.stringify(body) })).status,
    ).toBe(200)
    expect((await fetch(`${base}/cms/admin/documents/page/home/publish`, { method: 'POST', headers })).status).toBe(200)

    const after = await headings(servers.two.port)
    expect(after[after.length - 1]).toBe(before[0])
    expect(after[0]).toBe(before[1])
  })
})
