/** The typed client against a remote platform (PLATFORM_URL), the platform mocked with MSW. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createMockPlatform, PLATFORM } from '#tests/msw/server.ts'
import { createPlatformClient, PlatformError, remoteTransport, retryAfterSecondsOf } from './client.server.ts'

const mock = createMockPlatform({ 'page/home': { id: 'home', title: 'Home', blocks: [] } })
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => mock.server.resetHandlers())
afterAll(() => mock.server.close())

const transport = remoteTransport(PLATFORM)

describe('platform client', () => {
  it('signs in and reports a wrong password as a 401 with the platform’s message', async () => {
    const client = createPlatformClient(transport)
    await expect(client.login('ana@example.com', 'right')).resolves.toMatchObject({
      authorisationToken: 'access-1',
      refreshToken: 'refresh-1',
    })
    const failure = await client.login('ana@example.com', 'wrong').catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(PlatformError)
    expect(failure).toMatchObject({ status: 401, code: 'FAILED_AUTHENTICATION', message: 'The email or password is incorrect.' })
  })

  it('keeps field errors of a 400', async () => {
    const failure = (await createPlatformClient(transport)
      .login('', 'x')
      .catch((e: unknown) => e)) as PlatformError
    expect(failure.status).toBe(400)
    expect(failure.fields).toEqual({ id: ['Required'] })
  })

  it('refreshes an expired access token once and retries the call', async () => {
    let access = 'expired-access'
    const client = createPlatformClient(transport, {
      accessToken: () => access,
      refresh: async () => {
        const pair = await createPlatformClient(transport).refresh('refresh-1')
        access = pair.authorisationToken
        return access
      },
    })
    await expect(client.me()).resolves.toMatchObject({ name: 'Ana', isGuest: false })
    expect(mock.state.refreshes).toBe(1)
    expect(access).toBe('access-2')
  })

  it('gives up with a 401 when the refresh fails, without looping', async () => {
    let refreshCalls = 0
    const client = createPlatformClient(transport, { accessToken: () => 'expired', refresh: async () => (refreshCalls++, undefined) })
    await expect(client.me()).rejects.toMatchObject({ status: 401 })
    expect(refreshCalls).toBe(1)
  })

  it('answers null for a missing document, and throws for a failing bucket', async () => {
    const client = createPlatformClient(transport)
    await expect(client.getDocument('page', 'home')).resolves.toMatchObject({ version: 3, body: { title: 'Home' } })
    await expect(client.getDocument('page', 'gone')).resolves.toBeNull()
    await expect(client.getBucket('flaky')).rejects.toMatchObject({ status: 500 })
    await expect(client.getBucket('gone')).rejects.toMatchObject({ status: 404 })
  })
})

describe('a transport that holds answers as values (the embedded platform in this process)', () => {
  const held = (status: number, value: unknown) => ({
    // a body that is not JSON: the client must take the value beside it, never read this
    response: new Response(status === 204 ? null : 'never read', { status }),
    held: { value },
  })

  it('gives the value itself, and turns a refusal into the same error as over HTTP', async () => {
    const page = Object.freeze({ id: 'home', title: 'Home', blocks: [] })
    const seen: string[] = []
    const client = createPlatformClient({
      baseUrl: 'http://embedded',
      fetch: () => Promise.reject(new Error('JSON calls go through answer')),
      answer: async (request) => {
        const { pathname } = new URL(request.url)
        seen.push(`${request.method} ${pathname}`)
        if (pathname === '/api/cms/documents/page/home') return held(200, { kind: 'page', id: 'home', version: 3, body: page })
        if (pathname === '/api/cms/documents/page/gone') return held(404, { code: 'NOT_FOUND', message: 'No such document.' })
        return held(409, { code: 'ALREADY_SUBSCRIBED', message: 'You already have this plan.' })
      },
    })
    const record = await client.getDocument('page', 'home')
    expect(record?.body).toBe(page)
    await expect(client.getDocument('page', 'gone')).resolves.toBeNull()
    await expect(client.getBucket('films')).rejects.toMatchObject({ status: 409, code: 'ALREADY_SUBSCRIBED' })
    expect(seen).toEqual(['GET /api/cms/documents/page/home', 'GET /api/cms/documents/page/gone', 'GET /api/buckets/films'])
  })

  it("makes its requests with the transport's own request maker when it has one", async () => {
    const made: Array<{ url: string; method: string; authorization: string | null; body?: string; request: Request }> = []
    const answered: Request[] = []
    const client = createPlatformClient(
      {
        baseUrl: 'http://embedded',
        fetch: () => Promise.reject(new Error('JSON calls go through answer')),
        request: (url, init) => {
          const request = new Request(url, init)
          made.push({ url, method: init.method, authorization: init.headers.get('authorization'), body: init.body, request })
          return request
        },
        answer: async (request) => (answered.push(request), held(200, { items: [] })),
      },
      { accessToken: () => 'token-1', refresh: async () => undefined },
    )
    await client.getBucket('films', { rpp: 5 })
    await client.getDocument('page', 'home')
    expect(made.map(({ url, method, authorization, body }) => ({ url, method, authorization, body }))).toEqual([
      { url: 'http://embedded/api/buckets/films?rpp=5', method: 'GET', authorization: 'Bearer token-1', body: undefined },
      { url: 'http://embedded/api/cms/documents/page/home', method: 'GET', authorization: null, body: undefined },
    ])
    expect(answered).toHaveLength(2)
    answered.forEach((request, i) => expect(request === made[i]!.request).toBe(true))
  })

  it('refreshes an expired token and asks again through the same path', async () => {
    let access = 'expired'
    const client = createPlatformClient(
      {
        baseUrl: 'http://embedded',
        fetch: () => Promise.reject(new Error('JSON calls go through answer')),
        answer: async (request) =>
          request.headers.get('authorization') === 'Bearer fresh'
            ? held(200, { id: 'acc-1', email: 'ana@example.com' })
            : held(401, { code: 'FAILED_AUTHENTICATION', message: 'expired' }),
      },
      { accessToken: () => access, refresh: async () => (access = 'fresh') },
    )
    await expect(client.me()).resolves.toMatchObject({ id: 'acc-1' })
  })
})

describe('Retry-After of a refusal', () => {
  it('reads seconds or an HTTP date, and nothing else', () => {
    const now = Date.parse('2026-11-25T00:00:00Z')
    expect(retryAfterSecondsOf('1500', now)).toBe(1500)
    expect(retryAfterSecondsOf('Wed, 25 Nov 2026 00:10:00 GMT', now)).toBe(600)
    expect(retryAfterSecondsOf('Tue, 24 Nov 2026 23:00:00 GMT', now)).toBe(0)
    expect(retryAfterSecondsOf(null, now)).toBeNull()
    expect(retryAfterSecondsOf('soon', now)).toBeNull()
  })
})
