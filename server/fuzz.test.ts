/**
 * Fuzz, web side: every route of the route table (app/route-table.js) is asked through the real
 * server (Express, the input boundary, the built Remix app and the embedded platform) with hostile
 * paths, queries and bodies — forms with NUL bytes and unpaired surrogates, JSON, unlabelled and
 * truncated bodies, and methods pages do not take — as a guest and as a signed-in viewer, and must
 * never answer 5xx. A fixed seed and a bounded count keep the run short and repeatable; it prints
 * what it tried. Then the specific cases the security review found, one by one.
 * Uses the built app (npm test builds before the unit tests).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routeTable, translatePath } from '../app/route-table.js'
import { startServer } from './index.ts'
import { seededRandom as random } from '../tests/security/seeded-random.ts'
import { HOSTILE_PATH_SEGMENTS, HOSTILE_TEXT } from '../tests/security/hostile-values.ts'

const SEED = Number(process.env.FUZZ_SEED ?? 20261124)
const INPUTS_PER_ROUTE = Number(process.env.FUZZ_INPUTS ?? 3)
const ANSWER_DEADLINE_MS = 10_000

let server: Awaited<ReturnType<typeof startServer>>
let base: string
let viewerCookie: string

beforeAll(async () => {
  Object.assign(process.env, { SESSION_SECRET: 'fuzz-test-session-secret-long-enough-x', LOG_LEVEL: 'error' })
  server = await startServer({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', NODE_ENV: 'production', DEMO: 'true' })
  base = `http://127.0.0.1:${server.port}`
  const signedIn = await fetch(`${base}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ id: 'viewer@marquee.test', secret: 'viewer-demo-2026' }).toString(),
  })
  viewerCookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0]!
}, 240_000)

afterAll(async () => {
  await server?.close()
})

/** Raw path segments (percent-encoded where it matters). */
const PATH_VALUES = [...HOSTILE_PATH_SEGMENTS, 'home', 'harbour-city-derby', 'google', 'video']
/** Decoded values for queries and fields. */
const TEXT_VALUES = [...HOSTILE_TEXT, 'viewer@marquee.test']
/** Names of fields and query parameters the product's routes read. */
const NAMES = [
  'intent',
  'id',
  'secret',
  'email',
  'password',
  'name',
  'pin',
  'code',
  'token',
  'from',
  'redirectTo',
  'to',
  'q',
  'page',
  'locale',
  'profileId',
  'voucherCode',
  'providerId',
  'kind',
  'draft',
  'rowType',
  '_data',
]

type Input = { method: string; path: string; headers: Record<string, string>; body?: BodyInit; what: string }

/** Encodes a decoded value for a query or a form, keeping lone surrogates as raw escapes (URLSearchParams would replace them). */
function encode(value: string) {
  let out = ''
  for (const ch of value) {
    const code = ch.codePointAt(0)!
    if (code >= 0xd800 && code <= 0xdfff)
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase()
    else out += encodeURIComponent(ch)
  }
  return out
}

function makeInput(next: () => number, route: { path: string; localized?: boolean }): Input {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!
  const locale = route.localized ? pick(['en', 'es', 'pt'] as const) : 'en'
  let path = translatePath(route.path, locale)
    .split('/')
    .filter((segment) => !(segment.endsWith('?') && next() < 0.4))
    .map((segment) =>
      segment === '*' ? `${pick(PATH_VALUES)}/${pick(PATH_VALUES)}` : segment.startsWith(':') ? pick(PATH_VALUES) : segment,
    )
    .join('/')
  if (!path.startsWith('/')) path = `/${path}`
  const fields = () =>
    Array.from({ length: 1 + Math.floor(next() * 4) }, () => `${encode(pick(NAMES))}=${encode(pick(TEXT_VALUES))}`).join('&')
  const query = next() < 0.5 ? `?${fields()}` : ''
  const headers: Record<string, string> = { origin: base, accept: next() < 0.5 ? 'text/html' : '*/*' }
  if (next() < 0.5) headers.cookie = viewerCookie
  const url = `${path}${query}`
  const kind = pick(['get', 'get', 'form', 'form', 'json', 'unlabelled', 'multipart', 'truncated', 'delete', 'put'] as const)
  switch (kind) {
    case 'get':
      return { method: 'GET', path: url, headers, what: 'GET' }
    case 'form':
      return {
        method: 'POST',
        path: url,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: fields(),
        what: 'form',
      }
    case 'json':
      return {
        method: 'POST',
        path: url,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ [pick(NAMES)]: pick(TEXT_VALUES), intent: pick(TEXT_VALUES) }),
        what: 'JSON',
      }
    case 'unlabelled':
      return {
        method: 'POST',
        path: url,
        headers,
        body: new TextEncoder().encode(`${pick(NAMES)}=${pick(TEXT_VALUES)}`),
        what: 'unlabelled',
      }
    case 'multipart':
    case 'truncated': {
      const boundary = 'fuzzboundary'
      const part = `--${boundary}\r\ncontent-disposition: form-data; name="${pick(NAMES)}"\r\n\r\n${pick(TEXT_VALUES)}\r\n`
      const body = kind === 'multipart' ? `${part}--${boundary}--\r\n` : part.slice(0, Math.floor(part.length * next()))
      return {
        method: 'POST',
        path: url,
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
        what: kind,
      }
    }
    default:
      return { method: kind.toUpperCase(), path: url, headers, what: kind.toUpperCase() }
  }
}

/** Sends one request; reads the answer in full (an event stream only to its status), within a deadline. */
async function send(
  input: Pick<Input, 'method' | 'path' | 'headers' | 'body'>,
): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await fetch(`${base}${input.path}`, {
    method: input.method,
    headers: input.headers,
    body: input.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(ANSWER_DEADLINE_MS),
  })
  if ((response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    await response.body?.cancel()
    return { status: response.status, text: '', headers: response.headers }
  }
  return { status: response.status, text: await response.text(), headers: response.headers }
}

describe('fuzz over the route table', () => {
  it('no route answers 5xx to hostile input', { timeout: 600_000 }, async () => {
    expect(viewerCookie).toMatch(/^__marquee=/)
    const next = random(SEED)
    const failures: string[] = []
    let inputs = 0
    for (const route of routeTable) {
      for (let i = 0; i < INPUTS_PER_ROUTE; i += 1) {
        const input = makeInput(next, route)
        let status: number
        try {
          status = (await send(input)).status
        } catch (error) {
          status = 599
          failures.push(`${route.key}: ${input.what} ${input.method} ${input.path.slice(0, 120)} threw ${(error as Error).message}`)
        }
        inputs += 1
        if (status >= 500 && status !== 599)
          failures.push(
            `${route.key}: ${input.what} ${input.method} ${input.path.slice(0, 120)} body=${String(input.body ?? '').slice(0, 80)} → ${status}`,
          )
      }
    }
    console.info(`[fuzz] web: ${routeTable.length} routes, ${inputs} inputs, ${failures.length} answered 5xx (seed ${SEED})`)
    if (failures.length) console.info(failures.slice(0, 40).join('\n'))
    expect(failures).toEqual([])
  })
})

describe('the web side’s input boundary (input-boundary.ts)', () => {
  const formHeaders = () => ({ 'content-type': 'application/x-www-form-urlencoded', origin: base, accept: 'application/json' })

  it.each([
    '/_dev/mailbox?to=operator%40marquee.test%00',
    '/video/%00',
    '/es/luchadores/a%00b',
    '/section/%ED%A0%80',
    '/home?page=%E0%A4%A',
    '/resources/bucket/trending?lastSeen=%00',
  ])('GET %s answers 400 with a message, before any loader', async (path) => {
    const res = await send({ method: 'GET', path, headers: { accept: 'application/json' } })
    expect(res.status).toBe(400)
    expect(JSON.parse(res.text)).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) })
  })

  it('answers a page in the page’s language to a browser', async () => {
    const res = await send({ method: 'GET', path: '/pt/video/%00', headers: { accept: 'text/html' } })
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.text).toContain('<html lang="pt">')
  })

  it('refuses a form field with a NUL with 422 naming the field, and an escape that is not UTF-8 (an encoded surrogate) with 400', async () => {
    const nul = await send({ method: 'POST', path: '/login', headers: formHeaders(), body: 'id=viewer%40marquee.test%00&secret=x' })
    expect(nul.status).toBe(422)
    expect(JSON.parse(nul.text)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { id: [expect.any(String)] } })
    const multipart = await send({
      method: 'POST',
      path: '/signup',
      headers: { 'content-type': 'multipart/form-data; boundary=b', origin: base, accept: 'application/json' },
      body: '--b\r\ncontent-disposition: form-data; name="name"\r\n\r\nA\u0000B\r\n--b--\r\n',
    })
    expect(multipart.status).toBe(422)
    expect(JSON.parse(multipart.text).fields).toHaveProperty('name')
    const surrogate = await send({
      method: 'POST',
      path: '/login',
      headers: formHeaders(),
      body: 'id=viewer%40marquee.test&secret=%ED%A0%80x',
    })
    expect(surrogate.status).toBe(400)
  })

  it('refuses a JSON or an unlabelled body to a form action with 415', async () => {
    const json = await send({
      method: 'POST',
      path: '/login',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ id: 'viewer@marquee.test', secret: 'x' }),
    })
    expect(json.status).toBe(415)
    const unlabelled = await send({
      method: 'POST',
      path: '/signup',
      headers: { origin: base },
      body: new TextEncoder().encode('email=a%40b.test'),
    })
    expect(unlabelled.status).toBe(415)
  })

  it('refuses a truncated multipart form with 400', async () => {
    const res = await send({
      method: 'POST',
      path: '/profiles',
      headers: { 'content-type': 'multipart/form-data; boundary=cut', origin: base, cookie: viewerCookie },
      body: '--cut\r\ncontent-disposition: form-data; name="intent"\r\n\r\nsel',
    })
    expect(res.status).toBe(400)
  })

  it('answers a DELETE or PUT to a page with 405 and Allow', async () => {
    for (const [method, path] of [
      ['DELETE', '/login'],
      ['PUT', '/profiles'],
      ['DELETE', '/es/perfiles'],
    ]) {
      const res = await send({ method: method!, path: path!, headers: { origin: base, cookie: viewerCookie } })
      expect(res.status).toBe(405)
      expect(res.headers.get('allow')).toBe('GET, HEAD, POST')
    }
  })

  it('refuses bad JSON to a resource route with 400, and a NUL in it with 422', async () => {
    const headers = { 'content-type': 'application/json', origin: base, cookie: viewerCookie }
    expect((await send({ method: 'POST', path: '/resources/history/some-film', headers, body: '{"position": 1' })).status).toBe(400)
    const nul = await send({
      method: 'POST',
      path: '/resources/history/some-film',
      headers,
      body: JSON.stringify({ position: 1, streamId: 'a\u0000' }),
    })
    expect(nul.status).toBe(422)
    expect(JSON.parse(nul.text).fields).toHaveProperty('/streamId')
    const surrogate = await send({
      method: 'POST',
      path: '/resources/multiview-heartbeat',
      headers,
      body: JSON.stringify({ eventIds: ['\ud800'] }),
    })
    expect(surrogate.status).toBe(422)
    expect(JSON.parse(surrogate.text).fields).toHaveProperty('/eventIds/0')
  })

  it('lets good forms through unchanged: a sign-in still signs in', async () => {
    const res = await send({
      method: 'POST',
      path: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: 'id=viewer%40marquee.test&secret=viewer-demo-2026',
    })
    expect(res.status).toBe(302)
    expect(res.headers.get('set-cookie')).toContain('__marquee=')
  })
})
