/**
 * npm run load — a bounded load test on loopback, two phases against one fresh demo server:
 *   1. guests: LOAD_GUESTS (200) concurrent connections on the home page for LOAD_SECONDS (60);
 *   2. signed-in viewers: LOAD_VIEWERS (50) accounts of their own, each on its own connection,
 *      looping over the home page, a title's page and starting its playback (the signed manifest
 *      call the player makes), for the same time.
 * It prints requests/s, p50 and p99 per phase and fails on any error: a refused connection, a
 * timeout, an answer that is not 2xx, or a playback start that is not granted. A load test, never
 * part of `npm test`.
 */
import type { ChildProcess } from 'node:child_process'
import autocannon from 'autocannon'
import { startProduct } from './server.ts'

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60)
const GUESTS = Number(process.env.LOAD_GUESTS ?? 200)
const VIEWERS = Number(process.env.LOAD_VIEWERS ?? 50)
const TITLE = { page: '/video/the-last-ferry-home/the-last-ferry-home', id: 'the-last-ferry-home' }
const PASSWORD = 'load-test-password-2026'

/** One active account per viewer, each signed up from an address of its own (the per-address sign-up limit). */
async function viewerCookies(base: string, count: number): Promise<string[]> {
  const stamp = Date.now()
  const cookies: string[] = []
  for (let i = 0; i < count; i++) {
    const email = `load-${stamp}-${i}@example.test`
    const from = { 'x-forwarded-for': `10.91.${i >> 8}.${(i & 255) + 1}`, 'content-type': 'application/json' }
    const signup = await fetch(`${base}/api/user/signup`, {
      method: 'POST',
      headers: from,
      body: JSON.stringify({
        email,
        password: PASSWORD,
        name: `Load Viewer ${i}`,
        consentAnswers: { acceptTerms: true, acceptPrivacy: true },
      }),
    })
    if (signup.status !== 202) throw new Error(`sign-up ${i}: ${signup.status} ${await signup.text()}`)
    const outbox = (await (await fetch(`${base}/api/_dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      messages: Array<{ text: string }>
    }
    const token = new URL(/https?:\/\/\S+/.exec(outbox.messages[0]!.text)![0]).searchParams.get('token')
    const confirmed = await fetch(`${base}/api/user/email-confirmation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    })
    if (confirmed.status !== 204) throw new Error(`confirmation ${i}: ${confirmed.status}`)
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: new URLSearchParams({ id: email, secret: PASSWORD }).toString(),
    })
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    if (login.status !== 302 || !cookie) throw new Error(`sign-in ${i}: ${login.status}`)
    cookies.push(cookie)
  }
  return cookies
}

interface Figures {
  rps: number
  p50: number
  p99: number
  requests: number
  errors: number
}

function figures(result: autocannon.Result, refused = 0): Figures {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx + refused,
  }
}

async function guests(base: string): Promise<Figures> {
  const result = await autocannon({
    url: `${base}/home`,
    connections: GUESTS,
    duration: SECONDS,
    timeout: 30,
    headers: { accept: 'text/html' },
  })
  return figures(result)
}

async function viewers(base: string, cookies: string[]): Promise<Figures> {
  let refused = 0
  let next = 0
  const result = await autocannon({
    url: base,
    connections: cookies.length,
    duration: SECONDS,
    timeout: 30,
    requests: [
      { method: 'GET', path: '/home', headers: { accept: 'text/html' } },
      { method: 'GET', path: TITLE.page, headers: { accept: 'text/html' } },
      {
        method: 'POST',
        path: `/resources/playback/vod/${TITLE.id}`,
        onResponse: (status: number, body: string) => {
          if (status === 200 && !/"kind":"play"/.test(body)) refused += 1
        },
      },
    ],
    // each connection is one viewer: their session cookie, and one device for their streams
    setupClient: (client: autocannon.Client) => {
      const n = next++ % cookies.length
      client.setHeaders({ cookie: cookies[n]!, origin: base, 'content-type': 'application/json', accept: 'application/json' })
      client.setBody(JSON.stringify({ deviceId: `load-device-${n}` }))
    },
  })
  return figures(result, refused)
}

async function main() {
  const children: ChildProcess[] = []
  try {
    const app = await startProduct()
    children.push(app.child)
    const base = `http://127.0.0.1:${app.port}`
    for (let i = 0; i < 20; i++) await (await fetch(`${base}/home`)).text()
    const cookies = await viewerCookies(base, VIEWERS)

    const guestFigures = await guests(base)
    const viewerFigures = await viewers(base, cookies)

    console.log(`\nMarquee load test — ${SECONDS}s per phase, loopback\n`)
    const row = (name: string, f: Figures) =>
      console.log(
        `  ${name.padEnd(46)} ${`${f.rps.toFixed(0)} req/s`.padStart(11)}   p50 ${`${f.p50} ms`.padEnd(8)} p99 ${`${f.p99} ms`.padEnd(9)} ${f.requests} requests, ${f.errors} errors`,
      )
    row(`${GUESTS} guests on the home page`, guestFigures)
    row(`${VIEWERS} signed-in viewers (home, title, play)`, viewerFigures)
    console.log('')
    process.exitCode = guestFigures.errors === 0 && viewerFigures.errors === 0 ? 0 : 1
  } finally {
    for (const c of children) c.kill('SIGTERM')
  }
}

await main()
