/**
 * Fuzz: every operation of platform/openapi.yaml is called with hostile path parameters, queries
 * and JSON bodies, as a guest, a viewer and an editor, and must never answer 5xx. The inputs come
 * from a fixed seed and a bounded count, so a failure repeats; the run prints what it tried.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { seed } from './seed.ts'
import { testDrivers, useTestDatabase } from './test/databases.ts'
import type { Platform } from './index.ts'
import { guestToken, platformFactory, signIn, TEST_FIXTURES_DIR } from './test/helpers.ts'
import { seededRandom as random } from '../tests/security/seeded-random.ts'
import { HOSTILE_PATH_SEGMENTS, HOSTILE_TEXT } from '../tests/security/hostile-values.ts'

const SEED = Number(process.env.FUZZ_SEED ?? 20261124)
const INPUTS_PER_OPERATION = Number(process.env.FUZZ_INPUTS ?? 6)

interface Operation {
  method: string
  path: string
  queryNames: string[]
  hasBody: boolean
}

/** Every (path, method) of the OpenAPI document, with the query parameters it declares. */
function operations(): Operation[] {
  const doc = parse(readFileSync(new URL('./openapi.yaml', import.meta.url), 'utf8')) as {
    paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }>; requestBody?: unknown }>>
  }
  const out: Operation[] = []
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue
      const params = [...((item as { parameters?: Array<{ in: string; name: string }> }).parameters ?? []), ...(op.parameters ?? [])]
      out.push({
        method: method.toUpperCase(),
        path,
        queryNames: params.filter((p) => p.in === 'query').map((p) => p.name),
        hasBody: Boolean(op.requestBody) || method !== 'get',
      })
    }
  }
  return out
}

/** How long one answer may take to arrive in full before the fuzz counts it as hung. */
const ANSWER_DEADLINE_MS = 5_000

/**
 * Sends one request and returns its status once the answer is read. An event stream never ends,
 * so its body is cancelled after the status line; any other body is read to the end, within a
 * deadline, so a handler that fails while streaming shows up too.
 */
async function send(
  platform: Platform,
  method: string,
  path: string,
  opts: { body?: unknown; token: string; headers: Record<string, string> },
): Promise<number> {
  const headers: Record<string, string> = { ...opts.headers, authorization: `Bearer ${opts.token}` }
  if (opts.body !== undefined) headers['content-type'] = 'application/json'
  const response = await platform.fetch(
    new Request(`http://embedded${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) }),
  )
  if ((response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    await response.body?.cancel()
    return response.status
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no full answer within ${ANSWER_DEADLINE_MS} ms`)), ANSWER_DEADLINE_MS)
  })
  try {
    await Promise.race([response.arrayBuffer(), deadline])
  } finally {
    clearTimeout(timer)
  }
  return response.status
}

/** Raw (already percent-encoded where it matters) path segments an attacker would try. */
const PATH_VALUES = [...HOSTILE_PATH_SEGMENTS, 'home', 'demo-oidc', 'page', 'video']
/** Decoded query and JSON values. */
const TEXT_VALUES = HOSTILE_TEXT
const JSON_SHAPES: Array<(v: string) => unknown> = [
  () => ({}),
  () => [],
  () => null,
  (v) => v,
  () => 12345,
  (v) => ({ id: v, secret: v, email: v, name: v, token: v, refreshToken: v, code: v }),
  (v) => ({ kind: v, title: v, rows: [{ type: v, id: v }], body: { deep: [[[[v]]]] } }),
  (v) => ({ [v]: v }),
  (v) => ({ amount: v, currency: v, licenceId: v, voucherCode: v, items: [v] }),
  () => ({ nested: Array.from({ length: 50 }, (_, i) => ({ i })) }),
]

describe.each(testDrivers)('fuzz on %s', (driver) => {
  const t = useTestDatabase(driver)
  const makePlatform = platformFactory()

  it('no operation of the OpenAPI document answers 5xx to hostile input', { timeout: 600_000 }, async () => {
    await seed(t.database, { fixturesDir: TEST_FIXTURES_DIR })
    // the error the platform logged for the last 5xx, so a failure names its cause
    let lastError = ''
    const logger = {
      info() {},
      warn() {},
      error: (_message: string, error?: unknown) => void (lastError = String((error as Error)?.message ?? error).slice(0, 200)),
    }
    const platform = makePlatform(t.database, { exposeOutbox: true, logger })
    const tokens = [
      await guestToken(platform),
      await signIn(platform, 'viewer@example.test', 'viewer-password-1'),
      await signIn(platform, 'editor@example.test', 'editor-password-1'),
    ]
    // a real profile id among the path values, so the profile calls get past "no such profile" too
    const profiles = await platform.fetch(
      new Request('http://embedded/api/user/profiles', { headers: { authorization: `Bearer ${tokens[1]}` } }),
    )
    const pathValues = [...PATH_VALUES, ((await profiles.json()) as { profiles: Array<{ id: string }> }).profiles[0]!.id]
    const next = random(SEED)
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!
    const ops = operations()
    const failures: string[] = []
    let inputs = 0
    for (const op of ops) {
      for (let i = 0; i < INPUTS_PER_OPERATION; i += 1) {
        const path = op.path.replace(/\{[^}]+\}/g, () => pick(pathValues))
        const query = new URLSearchParams()
        for (const name of op.queryNames) if (next() < 0.7) query.set(name, pick(TEXT_VALUES))
        if (next() < 0.3) query.set(pick(['rpp', 'page', 'to', 'locale', 'q', 'lastSeen']), pick(TEXT_VALUES))
        const url = query.size ? `${path}?${query}` : path
        const body = op.hasBody && op.method !== 'GET' ? pick(JSON_SHAPES)(pick(TEXT_VALUES)) : undefined
        const token = pick(tokens)
        const headers: Record<string, string> = { 'x-marquee-client-ip': `198.51.100.${(i % 200) + 1}` }
        let status: number
        try {
          status = await send(platform, op.method, url, { body, token, headers })
        } catch (error) {
          status = 599
          failures.push(`${op.method} ${url.slice(0, 120)} threw ${(error as Error).message}`)
        }
        inputs += 1
        if (status >= 500)
          failures.push(`${op.method} ${url.slice(0, 120)} body=${JSON.stringify(body)?.slice(0, 120)} → ${status}: ${lastError}`)
        lastError = ''
      }
    }
    console.info(`[fuzz] ${driver}: ${ops.length} operations, ${inputs} inputs, ${failures.length} answered 5xx (seed ${SEED})`)
    if (failures.length) console.info(failures.slice(0, 40).join('\n'))
    expect(failures).toEqual([])
  })
})
