import { beforeEach, describe, expect, it } from 'vitest'
import { seed } from '../seed.ts'
import { testDrivers, useTestDatabase } from '../test/databases.ts'
import { call, createAccount, guestToken, platformFactory, readEvents, signIn, TEST_FIXTURES_DIR } from '../test/helpers.ts'
import { createLiveAnnouncer, createLiveNowStore, LIVE_MAX_LAG_MS, type LiveAnnouncement } from './live-now.ts'

// Seed time. Test fixtures: `live-now` started 30 min before it, `live-later` starts 120 min after (ends at 210).
const NOW = new Date('2026-06-01T12:00:00Z')
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000)
const silent = { info() {}, warn() {}, error() {} }

describe.each(testDrivers)('live-now announcements on %s', (driver) => {
  const t = useTestDatabase(driver)
  const makePlatform = platformFactory()
  let clock: Date

  beforeEach(async () => {
    clock = NOW
    await seed(t.database, { fixturesDir: TEST_FIXTURES_DIR, now: NOW })
  })

  async function announcer(database = t.database) {
    const a = await createLiveAnnouncer({
      database,
      store: createLiveNowStore(database.db),
      now: () => clock,
      logger: silent,
      intervalMs: 0,
    })
    const heard: LiveAnnouncement[] = []
    a.subscribe((x) => heard.push(x))
    return { a, heard }
  }
  /** NOTIFY reaches listeners asynchronously on Postgres. */
  const settle = async (until: () => boolean) => {
    for (let i = 0; i < 100 && !until(); i++) await new Promise((r) => setTimeout(r, 20))
  }

  it('announces an event when the clock reaches its start, once, and not events that went live long before', async () => {
    const { a, heard } = await announcer()
    try {
      expect(await a.check()).toEqual([]) // live-now has been live for 30 min: not new
      clock = minutes(119)
      expect(await a.check()).toEqual([])

      clock = minutes(120)
      const announced = await a.check()
      expect(announced).toEqual([
        {
          id: 'live-later',
          title: expect.any(String),
          thumbnailUrl: '/media/artwork/live-later-thumb.svg',
          startDate: minutes(120).toISOString(),
          endDate: minutes(210).toISOString(),
        },
      ])
      await settle(() => heard.length > 0)
      expect(heard.map((x) => x.id)).toEqual(['live-later'])

      clock = minutes(121)
      expect(await a.check()).toEqual([]) // already announced
    } finally {
      await a.close()
    }
  })

  it('does not announce a start first noticed after the lag window, or an event that already ended', async () => {
    const { a } = await announcer()
    try {
      clock = new Date(minutes(120).getTime() + LIVE_MAX_LAG_MS + 1)
      expect(await a.check()).toEqual([])
      clock = minutes(215)
      expect(await a.check()).toEqual([])
    } finally {
      await a.close()
    }
  })

  it('with two processes checking at the same moment, announces once and both hear it', async () => {
    const peer = await t.openPeer()
    const first = await announcer()
    const second = await announcer(peer)
    try {
      clock = minutes(120)
      const [x, y] = await Promise.all([first.a.check(), second.a.check()])
      expect([...x, ...y].map((a) => a.id)).toEqual(['live-later'])
      await settle(() => first.heard.length > 0 && second.heard.length > 0)
      expect(first.heard.map((a) => a.id)).toEqual(['live-later'])
      expect(second.heard.map((a) => a.id)).toEqual(['live-later'])
    } finally {
      await first.a.close()
      await second.a.close()
    }
  })

  describe('HTTP', () => {
    let operator: string
    let viewer: string
    const platform = () => makePlatform(t.database, { now: () => clock, liveCheckIntervalMs: 0 })

    beforeEach(async () => {
      await createAccount(t.database, { email: 'op@example.test', roles: ['operator'] })
      await createAccount(t.database, { email: 'vi@example.test', roles: ['viewer'] })
    })

    it('streams an announcement to a signed-in viewer when an operator starts an event now', async () => {
      const p = platform()
      ;[operator, viewer] = await Promise.all([signIn(p, 'op@example.test'), signIn(p, 'vi@example.test')])
      const abort = new AbortController()
      const stream = await p.fetch(
        new Request('http://embedded/api/event/live/stream', { headers: { authorization: `Bearer ${viewer}` }, signal: abort.signal }),
      )
      expect(stream.status).toBe(200)
      expect(stream.headers.get('content-type')).toContain('text/event-stream')
      expect(stream.headers.get('cache-control')).toContain('no-transform')
      const received = readEvents(stream, (events) => events.length > 0)

      clock = minutes(5) // (within the tokens' lifetime)
      const res = await call(p, 'POST', '/api/event/live-later/schedule', { token: operator, body: {} })
      expect(res.status).toBe(200)
      // The start moves to now; the length (90 min) is kept.
      expect(res.body).toEqual({ id: 'live-later', startDate: minutes(5).toISOString(), endDate: minutes(95).toISOString() })

      const events = await received
      abort.abort()
      expect(events[0]!.event).toBe('live')
      expect(JSON.parse(events[0]!.data)).toMatchObject({ id: 'live-later', startDate: minutes(5).toISOString() })

      // It is live now for everyone: the live events list has it.
      const live = await call(p, 'GET', '/api/event/live')
      expect(live.body.events.map((e: { id: string }) => e.id)).toContain('live-later')
    })

    it('ends open streams when asked (a server shutting down), and when the caller goes away', async () => {
      const p = platform()
      viewer = await signIn(p, 'vi@example.test')
      const open = () => p.fetch(new Request('http://embedded/api/event/live/stream', { headers: { authorization: `Bearer ${viewer}` } }))
      const first = await open()
      const reader = first.body!.getReader()
      expect(new TextDecoder().decode((await reader.read()).value)).toContain(': connected')
      p.endStreams()
      expect((await reader.read()).done).toBe(true)

      const abort = new AbortController()
      const second = await p.fetch(
        new Request('http://embedded/api/event/live/stream', { headers: { authorization: `Bearer ${viewer}` }, signal: abort.signal }),
      )
      const secondReader = second.body!.getReader()
      await secondReader.read()
      abort.abort()
      expect((await secondReader.read()).done).toBe(true)
    })

    it('keeps the stream to signed-in callers and scheduling to operators, and checks the schedule', async () => {
      const p = platform()
      ;[operator, viewer] = await Promise.all([signIn(p, 'op@example.test'), signIn(p, 'vi@example.test')])
      expect((await call(p, 'GET', '/api/event/live/stream')).status).toBe(401)
      expect((await call(p, 'GET', '/api/event/live/stream', { token: await guestToken(p) })).status).toBe(401)

      expect((await call(p, 'POST', '/api/event/live-later/schedule', { body: {} })).status).toBe(401)
      expect((await call(p, 'POST', '/api/event/live-later/schedule', { token: viewer, body: {} })).status).toBe(403)
      expect((await call(p, 'POST', '/api/event/no-such-event/schedule', { token: operator, body: {} })).status).toBe(404)

      const bad = await call(p, 'POST', '/api/event/live-later/schedule', { token: operator, body: { startDate: 'tomorrow' } })
      expect(bad.status).toBe(400)
      expect(bad.body.fields.startDate[0]).toMatch(/ISO 8601/)
      const backwards = await call(p, 'POST', '/api/event/live-later/schedule', {
        token: operator,
        body: { startDate: minutes(10).toISOString(), endDate: minutes(5).toISOString() },
      })
      expect(backwards.status).toBe(400)
      expect(backwards.body.fields.endDate).toEqual(['must be later than startDate'])
      // Nothing changed.
      const upcoming = await call(p, 'GET', '/api/event/upcoming')
      expect(upcoming.body.events.find((e: { id: string }) => e.id === 'live-later')).toMatchObject({
        startDate: minutes(120).toISOString(),
      })
    })
  })
})
