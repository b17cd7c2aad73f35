/**
 * Signed media through the real server: the browser's player sends only the session cookie, and
 * the server tells the platform who is asking; browser-sent forwarding headers are replaced.
 * Uses the built app (npm test builds before the unit tests).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { commitTokens } from '../app/session.server.ts'
import { startServer } from './index.ts'

let server: Awaited<ReturnType<typeof startServer>>
let base: string

beforeAll(async () => {
  Object.assign(process.env, { SESSION_SECRET: 'media-test-session-secret-long-enough-00', LOG_LEVEL: 'error' })
  server = await startServer({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', NODE_ENV: 'production', DEMO: 'true' })
  base = `http://127.0.0.1:${server.port}`
}, 90_000)

afterAll(async () => {
  await server?.close()
})

async function session(email: string, password: string) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: email, secret: password }),
  })
  const tokens = await res.json()
  const cookie = (await commitTokens(new Request(base), tokens)).split(';')[0]!
  return { token: tokens.authorisationToken as string, cookie }
}

const manifest = (token: string | undefined, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/v5/manifest/video/winter-orchard?includePlaybackDetails=URL`, {
    method: 'POST',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  })

describe('signed media through the server', () => {
  it("opens a viewer's stream with their session cookie only", async () => {
    const viewer = await session('viewer@marquee.test', 'viewer-demo-2026')
    const editor = await session('editor@marquee.test', 'editor-demo-2026')
    const res = await manifest(viewer.token)
    expect(res.status).toBe(200)
    const { playback } = await res.json()
    const path = new URL(playback.url).pathname
    const get = (cookie?: string, extra: Record<string, string> = {}) =>
      fetch(`${base}${path}`, { headers: { ...(cookie ? { cookie } : {}), ...extra } })
    const ok = await get(viewer.cookie)
    expect(ok.status).toBe(200)
    expect(await ok.text()).toContain('#EXT-X-STREAM-INF')
    expect((await get()).status).toBe(403)
    expect((await get(editor.cookie)).status).toBe(403)
    // a bearer header sent by the browser itself does not replace the session
    expect((await get(editor.cookie, { authorization: `Bearer ${viewer.token}` })).status).toBe(403)
  })

  it("passes on the address Express trusts: a loopback proxy's, never an entry the client made up", async () => {
    // the test client is on loopback, so it counts as a trusted proxy: its last entry is the client
    // (198.51.100.10 is France in the bundled table, outside the demo realm's territories)
    const fromFrance = await manifest(undefined, { 'x-forwarded-for': '198.51.100.10' })
    expect(fromFrance.status).toBe(403)
    expect((await fromFrance.json()).code).toBe('GEOBLOCKED')
    // an entry the client wrote before the proxy's is not believed (192.0.2.10 is Britain)
    const spoofed = await manifest(undefined, { 'x-forwarded-for': '192.0.2.10, 198.51.100.10' })
    expect(spoofed.status).toBe(403)
    const fromBritain = await manifest(undefined, { 'x-forwarded-for': '198.51.100.10, 192.0.2.10' })
    expect(fromBritain.status).toBe(200)
    expect((await fromBritain.json()).playback.url.startsWith(`${base}/media/hls/vod/winter-orchard/`)).toBe(true)
    // behind a TLS-terminating proxy on loopback, the stream URLs are https
    const overTls = await manifest(undefined, { 'x-forwarded-proto': 'https' })
    expect((await overTls.json()).playback.url.startsWith(`https://127.0.0.1:${server.port}/media/hls/`)).toBe(true)
  })
})
