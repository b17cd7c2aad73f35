/**
 * The live-now toast's stream end to end over HTTP: a signed-in browser's EventSource reads the
 * web server's resource route, which relays the platform's server-sent events with the session's
 * token (the browser never holds it), from the embedded platform and from a remote one
 * (PLATFORM_URL). Uses the built app (npm test builds before the unit tests).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer } from './index.ts'

type Started = Awaited<ReturnType<typeof startServer>>
let host: Started
let web: Started
const url = (s: Started, path: string) => `http://127.0.0.1:${s.port}${path}`

beforeAll(async () => {
  Object.assign(process.env, { SESSION_SECRET: 'relay-test-session-secret-long-enough', LOG_LEVEL: 'error' })
  host = await startServer({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', NODE_ENV: 'production', DEMO: 'true' })
  web = await startServer({ PORT: '0', HOST: '127.0.0.1', PLATFORM_URL: url(host, ''), NODE_ENV: 'production', DEMO: 'true' })
}, 90_000)

afterAll(async () => {
  await web?.close()
  await host?.close()
})

async function sessionCookie(server: Started) {
  const form = new URLSearchParams({ id: 'viewer@marquee.test', secret: 'viewer-demo-2026', from: '/home' })
  const res = await fetch(url(server, '/login'), { method: 'POST', body: form, redirect: 'manual' })
  expect(res.status).toBe(302)
  return res.headers.get('set-cookie')!.split(';')[0]!
}

async function operatorToken() {
  const res = await fetch(url(host, '/api/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: 'operator@marquee.test', secret: 'operator-demo-2026' }),
  })
  return (await res.json()).authorisationToken as string
}

/** Reads the stream until an `event: live` arrives; returns its data. */
async function nextLiveEvent(body: ReadableStream<Uint8Array>): Promise<unknown> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) throw new Error(`stream ended before an event: ${text}`)
      text += decoder.decode(value, { stream: true })
      const match = /event: live\n(?:id: .*\n)?data: (.*)\n\n/.exec(text)
      if (match) return JSON.parse(match[1]!)
    }
  } finally {
    await reader.cancel()
  }
}

describe('live-now stream relay', () => {
  it('answers 401 to guests and never hands out a token', async () => {
    for (const server of [host, web]) {
      const res = await fetch(url(server, '/resources/live-now/stream'))
      expect(res.status).toBe(401)
    }
  })

  it('relays an announcement to signed-in viewers of the embedded and of a remote platform', async () => {
    const [hostCookie, webCookie, operator] = await Promise.all([sessionCookie(host), sessionCookie(web), operatorToken()])
    const abort = new AbortController()
    const open = (server: Started, cookie: string) =>
      fetch(url(server, '/resources/live-now/stream'), { headers: { cookie, accept: 'text/event-stream' }, signal: abort.signal })
    const [direct, remote] = await Promise.all([open(host, hostCookie), open(web, webCookie)])
    for (const res of [direct, remote]) {
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('text/event-stream')
      expect(res.headers.get('content-encoding')).toBeNull()
    }
    const events = Promise.all([nextLiveEvent(direct.body!), nextLiveEvent(remote.body!)])

    const before = await (await fetch(url(host, '/api/v4/vods/live/northern-lights-gala'))).json()
    const started = await fetch(url(host, '/api/event/northern-lights-gala/schedule'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${operator}` },
      body: '{}',
    })
    expect(started.status).toBe(200)
    try {
      const [a, b] = await events
      expect(a).toMatchObject({
        id: 'northern-lights-gala',
        title: 'The Northern Lights Gala',
        thumbnailUrl: '/media/artwork/northern-lights-gala-thumb.svg',
      })
      expect(b).toEqual(a)
    } finally {
      abort.abort()
      await fetch(url(host, '/api/event/northern-lights-gala/schedule'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${operator}` },
        body: JSON.stringify({ startDate: before.startDate, endDate: before.endDate }),
      })
    }
  })
})
