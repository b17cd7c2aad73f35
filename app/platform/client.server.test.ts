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
