/**
 * The OpenAPI document is the platform's contract: every route the platform serves is described
 * in it, every operation it describes is served, and the answers of a representative set of calls
 * match the schemas it gives for them (status code and body).
 */
import { readFileSync } from 'node:fs'
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { beforeEach, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { seed } from './seed.ts'
import { testDrivers, useTestDatabase } from './test/databases.ts'
import { call, createAccount, guestToken, platformFactory, signIn } from './test/helpers.ts'

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

interface OperationDoc {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }>; $ref?: string }>
}
interface OpenApiDoc {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], OperationDoc>>>
  components: Record<string, Record<string, unknown>>
}

const doc = parse(readFileSync(new URL('./openapi.yaml', import.meta.url), 'utf8')) as OpenApiDoc

/**
 * `/api/vod/:id` and `/api/vod/{id}` both become `/api/vod/{}`: parameter names may differ. A
 * trailing wildcard (the rest of a signed media path) is one `{file}` parameter in the document.
 */
const shape = (path: string) =>
  path
    .replace(/:[A-Za-z0-9_]+(\{[^}]*\})?/g, '{}')
    .replace(/\{[^}]+\}/g, '{}')
    .replace(/\/\*$/, '/{}')

const described = new Set(
  Object.entries(doc.paths).flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${shape(path)}`)),
)

describe.each(testDrivers)('openapi.yaml on %s', (driver) => {
  const t = useTestDatabase(driver)
  const makePlatform = platformFactory()

  it('describes every route the platform serves, and the platform serves every operation it describes', async () => {
    // with the development routes too (the outbox and the commerce clock), which the document describes
    const platform = makePlatform(t.database, { exposeOutbox: true, clockControl: true })
    const served = new Set((await platform.routes()).map((r) => `${r.method} ${shape(r.path)}`))
    expect([...served].filter((r) => !described.has(r)).sort(), 'served but not described').toEqual([])
    expect([...described].filter((r) => !served.has(r)).sort(), 'described but not served').toEqual([])
  })
})

/** The document's schemas, compiled once: `#/components/...` references resolve inside it. */
const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats(ajv)
ajv.addSchema({ $id: 'openapi', components: doc.components })
const refs = (schema: unknown): unknown =>
  JSON.parse(JSON.stringify(schema ?? {}).replace(/"\$ref":"#\/components\//g, '"$ref":"openapi#/components/'))

/** The document's path template that `path` (no query) falls under, e.g. `/api/content/{id}` for `/api/content/vod-1`. */
function templateOf(path: string): string | undefined {
  return Object.keys(doc.paths).find((template) => new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path))
}

/** The JSON schema of the answer `status` to `method path`, with response references followed. */
function answerSchema(method: string, path: string, status: number): unknown {
  const template = templateOf(path)
  if (!template) throw new Error(`${path} is under no path of the document`)
  const operation = doc.paths[template]![method.toLowerCase() as (typeof METHODS)[number]]
  if (!operation) throw new Error(`${method} ${template} is not in the document`)
  let response = operation.responses?.[String(status)] ?? operation.responses?.default
  if (!response) throw new Error(`${method} ${template} does not document the status ${status}`)
  if (response.$ref) response = (doc.components.responses as Record<string, typeof response>)[response.$ref.split('/').pop()!]!
  return response.content?.['application/json']?.schema
}

describe.each(testDrivers)('answers match openapi.yaml on %s', (driver) => {
  const t = useTestDatabase(driver)
  const makePlatform = platformFactory()
  const NOW = new Date('2026-06-01T12:00:00Z')

  beforeEach(async () => {
    await seed(t.database, { now: NOW })
  })

  it('a guest, a viewer and bad requests get the documented status and body', async () => {
    const platform = makePlatform(t.database, { now: () => NOW })
    const guest = await guestToken(platform)
    await createAccount(t.database, { email: 'contract@example.test', name: 'Contract Viewer' })
    const viewer = await signIn(platform, 'contract@example.test')

    const first = async (path: string, key: string) => (await call(platform, 'GET', path, { token: guest })).body[key]?.[0]
    const bucket = await call(platform, 'GET', '/api/buckets/trending?rpp=3', { token: guest })
    expect(bucket.status).toBe(200)
    const vod = 'the-salt-road'
    const fighter = (await first('/api/v4/fighters', 'fighters'))?.id ?? 'none'
    const licence = (await first('/api/licences', 'licences'))?.id ?? 'none'

    const calls: Array<{ method: string; path: string; token?: string; body?: unknown }> = [
      { method: 'GET', path: '/api/health' },
      { method: 'GET', path: '/api/ready' },
      { method: 'POST', path: '/api/login/guest' },
      { method: 'POST', path: '/api/login', body: { id: 'contract@example.test', secret: 'correct horse battery' } },
      { method: 'POST', path: '/api/login', body: { id: 'contract@example.test', secret: 'wrong' } },
      { method: 'GET', path: '/api/user/me', token: viewer },
      { method: 'GET', path: '/api/user/me' },
      { method: 'GET', path: '/api/user/consents', token: viewer },
      { method: 'GET', path: '/api/user/profiles', token: viewer },
      { method: 'GET', path: '/api/auth-providers' },
      { method: 'GET', path: '/api/cms/documents/page/home', token: guest },
      { method: 'GET', path: '/api/cms/menus', token: guest },
      { method: 'GET', path: '/api/cms/settings', token: guest },
      { method: 'GET', path: '/api/cms/version', token: guest },
      { method: 'GET', path: '/api/buckets/trending?rpp=3', token: guest },
      { method: 'GET', path: '/api/buckets/live-and-upcoming', token: viewer },
      { method: 'GET', path: '/api/v4/series/series-the-lighthouse-keepers', token: guest },
      { method: 'GET', path: '/api/vod/playlist/playlist-goals-of-the-season', token: guest },
      { method: 'GET', path: '/api/v4/vods/live/harbour-city-derby', token: guest },
      { method: 'GET', path: '/api/buckets/nope', token: guest },
      { method: 'GET', path: `/api/content/${vod}`, token: viewer },
      { method: 'GET', path: '/api/content/nope', token: guest },
      { method: 'GET', path: `/api/v4/vod/${vod}`, token: guest },
      { method: 'GET', path: `/api/v4/vod/${vod}/adjacent`, token: guest },
      { method: 'GET', path: '/api/v4/epg?from=2026-06-01T00:00:00Z&to=2026-06-02T00:00:00Z', token: guest },
      { method: 'GET', path: '/api/event/live', token: guest },
      { method: 'GET', path: '/api/event/upcoming', token: guest },
      { method: 'GET', path: '/api/content-search?query=the', token: guest },
      { method: 'GET', path: '/api/content-search?query=', token: guest },
      { method: 'GET', path: '/api/v4/releases', token: guest },
      { method: 'GET', path: '/api/v4/schedule', token: guest },
      { method: 'GET', path: '/api/v4/news', token: guest },
      { method: 'GET', path: '/api/v4/fighters', token: guest },
      { method: 'GET', path: `/api/v4/fighters/${fighter}`, token: guest },
      { method: 'GET', path: '/api/v1/territory', token: guest },
      { method: 'GET', path: '/api/v1/watch-history', token: viewer },
      { method: 'GET', path: '/api/favourite/vods', token: viewer },
      { method: 'GET', path: '/api/licences', token: guest },
      { method: 'GET', path: '/api/user/licence', token: viewer },
      { method: 'POST', path: '/api/basket', token: viewer, body: { licenceId: licence } },
      { method: 'GET', path: '/api/customer/basket', token: viewer },
      { method: 'GET', path: '/api/customer/payment-providers', token: viewer },
      {
        method: 'POST',
        path: '/api/payment-method/validate',
        token: viewer,
        body: {
          provider: 'sandbox',
          details: { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', cardHolder: 'Contract Viewer' },
        },
      },
      { method: 'GET', path: '/api/customer/cards', token: viewer },
      { method: 'GET', path: '/api/customer/payment-history', token: viewer },
      { method: 'GET', path: '/api/gift/products', token: guest },
      { method: 'GET', path: '/api/v1/watchlists', token: viewer },
      { method: 'POST', path: '/api/v1/watchlists', token: viewer, body: { name: '' } },
      { method: 'POST', path: '/api/v1/watchlists', token: viewer, body: { name: 'Contract list' } },
      { method: 'POST', path: '/api/v1/watchlists', token: viewer, body: { name: 'contract LIST' } },
      { method: 'GET', path: `/api/v1/watchlists?item=${vod}`, token: viewer },
      { method: 'GET', path: '/api/v1/countries', token: guest },
      { method: 'GET', path: '/api/v1/user/details', token: viewer },
      { method: 'GET', path: '/api/v1/user/preferences', token: viewer },
      { method: 'GET', path: '/api/v1/user/marketing-preferences', token: viewer },
      { method: 'GET', path: '/api/v1/user/addresses', token: viewer },
    ]
    const problems: string[] = []
    let validated = 0
    for (const { method, path, token, body } of calls) {
      const answer = await call(platform, method, path, { token, body })
      const where = `${method} ${path} → ${answer.status}`
      try {
        const schema = answerSchema(method, path.split('?')[0]!, answer.status)
        if (schema) validated++
        if (schema && !ajv.validate(refs(schema) as object, answer.body))
          problems.push(`${where}: ${ajv.errorsText(ajv.errors, { separator: '; ' })} in ${JSON.stringify(answer.body).slice(0, 300)}`)
      } catch (error) {
        problems.push(`${where}: ${(error as Error).message}`)
      }
    }
    expect(problems).toEqual([])
    // nearly every call above has a documented body, so the check above compared real answers
    expect(validated).toBeGreaterThan(calls.length - 5)

    // and the comparison does refuse an answer the document does not allow
    const card = structuredClone(bucket.body.contentList[0])
    delete card.accessLevel
    expect(ajv.validate(refs({ $ref: '#/components/schemas/ContentCard' }) as object, card)).toBe(false)
  })
})
