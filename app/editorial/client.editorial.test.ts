/** The typed client's editorial calls (releases, schedule, news, fighters, grid) against a mocked remote platform. */
import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createMockPlatform, PLATFORM } from '#tests/msw/server.ts'
import { createPlatformClient, remoteTransport } from '#app/platform/client.server.ts'

const mock = createMockPlatform()
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => mock.server.resetHandlers())
afterAll(() => mock.server.close())

const client = createPlatformClient(remoteTransport(PLATFORM))
const paging = { page: 1, lastSeen: null, moreDataAvailable: false, totalResults: 0 }
const notFound = () => HttpResponse.json({ code: 'NOT_FOUND', message: 'No such thing.' }, { status: 404 })

describe('editorial calls of the platform client', () => {
  it('sends the query parameters it is given and leaves the others out', async () => {
    const seen: string[] = []
    mock.server.use(
      http.get(`${PLATFORM}/api/v4/releases`, ({ request }) => (seen.push(new URL(request.url).search), HttpResponse.json({ status: 'released', releases: [], paging }))),
      http.get(`${PLATFORM}/api/v4/fighters`, ({ request }) => (seen.push(new URL(request.url).search), HttpResponse.json({ fighters: [], paging }))),
      http.get(`${PLATFORM}/api/v1/view/content-grid`, ({ request }) => (seen.push(new URL(request.url).search), HttpResponse.json({ items: [], facets: [], paging }))),
    )
    await client.getReleases({ status: 'released', p: 2 })
    await client.getFighters({ sort: 'az', weightClass: 'Light Heavyweight', rpp: 12 })
    await client.getContentGrid({ facets: '', p: 1 })
    await client.getContentGrid({ facets: 'genre:drama;year:2025' })
    expect(seen).toEqual(['?status=released&p=2', '?sort=az&weightClass=Light+Heavyweight&rpp=12', '?p=1', '?facets=genre%3Adrama%3Byear%3A2025'])
  })

  it('answers null for an unknown news feed, story or fighter', async () => {
    mock.server.use(
      http.get(`${PLATFORM}/api/v4/news`, notFound),
      http.get(`${PLATFORM}/api/v4/news/:feed/:id`, notFound),
      http.get(`${PLATFORM}/api/v4/fighters/:id`, notFound),
    )
    await expect(client.getNews({ feed: 'nope' })).resolves.toBeNull()
    await expect(client.getNewsItem('headlines', 'nope')).resolves.toBeNull()
    await expect(client.getFighter('nope')).resolves.toBeNull()
  })

  it('keeps the field messages of a refused schedule window', async () => {
    mock.server.use(
      http.get(`${PLATFORM}/api/v4/schedule`, () =>
        HttpResponse.json({ code: 'VALIDATION_FAILED', message: 'to must be later than from.', fields: { to: ['to must be later than from'] } }, { status: 400 }),
      ),
    )
    await expect(client.getSchedule({ from: '2026-06-02T00:00:00Z', to: '2026-06-01T00:00:00Z' })).rejects.toMatchObject({
      status: 400,
      fields: { to: ['to must be later than from'] },
    })
  })
})
