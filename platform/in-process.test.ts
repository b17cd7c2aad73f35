import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { answerInProcess, inProcessAnswers, inProcessRequest, sealAsJson } from './in-process.ts'
import { seed } from './seed.ts'
import { testDrivers, useTestDatabase } from './test/databases.ts'
import { guestToken, platformFactory, signIn, TEST_FIXTURES_DIR } from './test/helpers.ts'

describe('sealAsJson', () => {
  it('freezes a value JSON carries unchanged, all the way down', () => {
    const value = { title: 'Film', year: 2021, live: false, art: null, genres: ['drama'], rows: [{ id: 'a', n: 1.5 }] }
    expect(sealAsJson(value)).toBe(true)
    expect(Object.isFrozen(value)).toBe(true)
    expect(Object.isFrozen(value.genres)).toBe(true)
    expect(Object.isFrozen(value.rows[0])).toBe(true)
    expect(() => {
      ;(value.rows[0] as { id: string }).id = 'changed'
    }).toThrow(TypeError)
    expect(() => value.genres.push('comedy')).toThrow(TypeError)
    expect(value).toEqual(JSON.parse(JSON.stringify(value)))
  })

  it.each([
    ['a date', { at: new Date(0) }],
    ['an undefined member', { a: 1, b: undefined }],
    ['NaN', { n: Number.NaN }],
    ['Infinity', [1, Number.POSITIVE_INFINITY]],
    // eslint-disable-next-line no-sparse-arrays -- the hole is the case
    ['a hole in an array', [1, , 3]],
    ['undefined in an array', [1, undefined]],
    ['a class instance', { m: new Map() }],
    ['an object with toJSON', { t: { toJSON: () => 'x' } }],
    ['a function', { f: () => 1 }],
    ['a symbol key', { [Symbol('s')]: 1 }],
    ['a bigint', { b: 1n }],
  ])('leaves %s to JSON, and does not freeze it', (_name, value) => {
    expect(sealAsJson(value)).toBe(false)
    expect(Object.isFrozen(value)).toBe(false)
  })

  it('leaves a cycle or a nesting too deep to JSON', () => {
    const cycle: Record<string, unknown> = { a: 1 }
    cycle.self = cycle
    expect(sealAsJson(cycle)).toBe(false)
    let deep: unknown = 'end'
    for (let i = 0; i < 100; i++) deep = { deep }
    expect(sealAsJson(deep)).toBe(false)
  })
})

describe('inProcessAnswers', () => {
  const app = new Hono()
  app.use('*', inProcessAnswers())
  const kept = { plan: { id: 'p1', priceMinor: 999 } }
  app.get('/plain', (c) => c.json(kept))
  app.get('/dated', (c) => c.json({ at: new Date(0), gone: undefined }, 201, { 'x-extra': 'yes' }))
  app.get('/text', (c) => c.text('not json'))
  const inProcess = answerInProcess(async (request: Request) => app.fetch(request))

  it('answers a request from this process without a body, the value frozen and shared', async () => {
    const first = await inProcess(new Request('http://embedded/plain'))
    expect(first.response.status).toBe(200)
    expect(first.response.headers.get('content-type')).toBe('application/json')
    expect(first.response.body).toBeNull()
    expect(first.held).toEqual({ value: { plan: { id: 'p1', priceMinor: 999 } } })
    const second = await inProcess(new Request('http://embedded/plain'))
    expect(second.held!.value).toBe(first.held!.value)
    expect(() => {
      ;(second.held!.value as typeof kept).plan.priceMinor = 0
    }).toThrow(TypeError)
    expect(kept.plan.priceMinor).toBe(999)
  })

  it('gives what JSON would for a value JSON changes, with the status and headers the route set', async () => {
    const value = { at: new Date(0), gone: undefined }
    const { response, held } = await inProcess(new Request('http://embedded/dated'))
    expect(response.status).toBe(201)
    expect(response.headers.get('x-extra')).toBe('yes')
    expect(held).toEqual({ value: JSON.parse(JSON.stringify(value)) })
    expect(Object.keys(held!.value as object)).toEqual(['at'])
  })

  it('answers every other request, and every answer that is not JSON, with a body as before', async () => {
    const over = await app.fetch(new Request('http://embedded/plain'))
    expect(over.headers.get('content-type')).toBe('application/json')
    expect(await over.json()).toEqual({ plan: { id: 'p1', priceMinor: 999 } })
    const text = await inProcess(new Request('http://embedded/text'))
    expect(text.held).toBeUndefined()
    expect(await text.response.text()).toBe('not json')
  })
})

describe('inProcessRequest', () => {
  const app = new Hono()
  app.get('/echo', (c) =>
    c.json({
      method: c.req.method,
      path: c.req.path,
      q: c.req.query('q'),
      accept: c.req.header('accept'),
      hasBody: c.req.raw.body !== null,
    }),
  )
  app.post('/echo', async (c) => c.json({ method: c.req.method, body: await c.req.json() }))

  it('gives a body-less GET as a Request that a Hono app reads as it reads a real one', async () => {
    const headers = new Headers({ accept: 'application/json', authorization: 'Bearer t' })
    const light = inProcessRequest('http://embedded/echo?q=salt%20road', { method: 'GET', headers })
    const real = new Request('http://embedded/echo?q=salt%20road', { method: 'GET', headers })
    expect(light).toBeInstanceOf(Request)
    expect(Object.getPrototypeOf(light) === Request.prototype).toBe(false)
    expect([light.url, light.method, light.headers, light.body]).toEqual([real.url, real.method, headers, null])
    expect(await (await app.fetch(light)).json()).toEqual(await (await app.fetch(real)).json())
    expect(await (await app.fetch(light)).json()).toEqual({
      method: 'GET',
      path: '/echo',
      q: 'salt road',
      accept: 'application/json',
      hasBody: false,
    })
  })

  it("answers what it does not hold from a real Request made from it: a signal, clone(), the body's text", async () => {
    const light = inProcessRequest('http://embedded/echo', { method: 'GET', headers: new Headers({ 'x-request-id': 'r1' }) })
    expect(light.signal).toBeInstanceOf(AbortSignal)
    expect(light.signal.aborted).toBe(false)
    expect(light.signal).toBe(light.signal)
    expect(light.cache).toBe('default')
    const copy = light.clone()
    expect(Object.getPrototypeOf(copy) === Request.prototype).toBe(true)
    expect([copy.url, copy.method, copy.headers.get('x-request-id')]).toEqual(['http://embedded/echo', 'GET', 'r1'])
    await expect(light.text()).resolves.toBe('')
  })

  it('makes a real Request for a call with a body', async () => {
    const post = inProcessRequest('http://embedded/echo', {
      method: 'POST',
      headers: new Headers({ 'content-type': 'application/json' }),
      body: '{"a":1}',
    })
    expect(Object.getPrototypeOf(post) === Request.prototype).toBe(true)
    expect(await (await app.fetch(post)).json()).toEqual({ method: 'POST', body: { a: 1 } })
  })
})

describe.each(testDrivers)('the platform answering in process, on %s', (driver) => {
  const t = useTestDatabase(driver)
  const makePlatform = platformFactory()

  it('hands over exactly what the same call over HTTP answers, for guests and signed-in callers', async () => {
    await seed(t.database, { fixturesDir: TEST_FIXTURES_DIR })
    const platform = makePlatform(t.database)
    const guest = await guestToken(platform)
    const viewer = await signIn(platform, 'viewer@example.test', 'viewer-password-1')
    const paths = [
      '/api/cms/documents/page/home',
      '/api/cms/documents/menu/web-top',
      '/api/buckets/films?rpp=3',
      '/api/content/vod-1',
      '/api/content/no-such-title',
      '/api/user/me',
    ]
    for (const token of [guest, viewer]) {
      for (const path of paths) {
        const headers = () => new Headers({ authorization: `Bearer ${token}` })
        const overHttp = await platform.fetch(new Request(`http://embedded${path}`, { headers: headers() }))
        // as the web app's embedded transport asks: a light request (inProcessRequest)
        const request = platform.requestInProcess(`http://embedded${path}`, { method: 'GET', headers: headers() })
        const { response, held } = await platform.answerInProcess(request)
        expect(response.status, path).toBe(overHttp.status)
        expect(response.headers.get('cache-control'), path).toBe(overHttp.headers.get('cache-control'))
        expect(response.body, path).toBeNull()
        expect(held, path).toEqual({ value: await overHttp.json() })
      }
    }
  })
})
