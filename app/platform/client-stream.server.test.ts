/** The typed client's streaming call (live-now server-sent events) against a remote platform mocked with MSW. */
import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createMockPlatform, PLATFORM } from '#tests/msw/server.ts'
import { createPlatformClient, PlatformError, remoteTransport } from './client.server.ts'

const mock = createMockPlatform()
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => mock.server.resetHandlers())
afterAll(() => mock.server.close())

const transport = remoteTransport(PLATFORM)
const announcement = { id: 'ev-1', title: 'Event', thumbnailUrl: null, startDate: '2026-06-01T12:00:00.000Z', endDate: null }

/** GET /api/event/live/stream: one `event: live` for a valid token, 401 otherwise. */
function streamHandler(seenTokens: string[]) {
  return http.get(`${PLATFORM}/api/event/live/stream`, ({ request }) => {
    const token = request.headers.get('authorization')?.replace('Bearer ', '') ?? ''
    seenTokens.push(token)
    if (!mock.state.validAccess.has(token))
      return HttpResponse.json({ code: 'UNAUTHENTICATED', message: 'Sign in to continue.' }, { status: 401 })
    const body = `retry: 5000\n: connected\n\nevent: live\ndata: ${JSON.stringify(announcement)}\n\n`
    return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } })
  })
}

describe('platform client: live-now stream', () => {
  it('hands back the platform’s stream unread, refreshing an expired token once', async () => {
    const seen: string[] = []
    mock.server.use(streamHandler(seen))
    let access = 'expired-access'
    const client = createPlatformClient(transport, {
      accessToken: () => access,
      refresh: async () => {
        access = (await createPlatformClient(transport).refresh('refresh-1')).authorisationToken
        return access
      },
    })
    const response = await client.liveNowStream()
    expect(response.headers.get('content-type')).toContain('text/event-stream')
    expect(await response.text()).toContain(`event: live\ndata: ${JSON.stringify(announcement)}`)
    expect(seen).toEqual(['expired-access', 'access-2'])
  })

  it('throws the platform’s error when it refuses the stream', async () => {
    mock.server.use(streamHandler([]))
    const failure = await createPlatformClient(transport)
      .liveNowStream()
      .catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(PlatformError)
    expect(failure).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', message: 'Sign in to continue.' })
  })
})
