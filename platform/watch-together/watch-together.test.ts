import { beforeEach, describe, expect, it } from 'vitest'
import { createCatalogueStore } from '../catalogue/store.ts'
import { testDrivers, useTestDatabase } from '../test/databases.ts'
import { call, createAccount, guestToken, platformFactory, readEvents, signIn, testVod } from '../test/helpers.ts'
import { createWatchTogether, PRESENCE_TTL_MS, type WatchTogetherRoom } from './service.ts'
import { createWatchTogetherStore } from './store.ts'

const START = new Date('2026-06-01T12:00:00Z')
const silent = { info() {}, warn() {}, error() {} }
const item = (id: string, type: 'LIVE' | 'VOD') => ({
  ...testVod(id, 3600),
  type,
  title: `Event ${id}`,
  ...(type === 'LIVE' ? { startDate: new Date('2026-06-01T11:00:00Z'), endDate: new Date('2026-06-01T15:00:00Z') } : {}),
})

describe.each(testDrivers)('watch together on %s', (driver) => {
  const t = useTestDatabase(driver)
  const makePlatform = platformFactory()
  let clock = START
  const platform = (database = t.database) =>
    makePlatform(database, { now: () => clock, watchTogetherSweepIntervalMs: 0, liveCheckIntervalMs: 0 })
  const tick = (ms: number) => (clock = new Date(clock.getTime() + ms))

  beforeEach(async () => {
    clock = START
    await createCatalogueStore(t.database.db).upsertContent([item('gala', 'LIVE'), item('match', 'LIVE'), item('film', 'VOD')] as never)
  })

  const viewer = async (p: ReturnType<typeof platform>, email: string, name: string) => {
    await createAccount(t.database, { email, name })
    return signIn(p, email)
  }
  const state = (p: ReturnType<typeof platform>, token: string | undefined, id = 'gala') =>
    call(p, 'GET', `/api/v1/watch-together/${id}`, { token })
  const join = (p: ReturnType<typeof platform>, token: string | undefined, id = 'gala') =>
    call(p, 'PUT', `/api/v1/watch-together/${id}/presence`, { token })
  const leave = (p: ReturnType<typeof platform>, token: string | undefined, id = 'gala') =>
    call(p, 'DELETE', `/api/v1/watch-together/${id}/presence`, { token })
  const names = (body: { viewers: Array<{ name: string }> }) => body.viewers.map((v) => v.name)

  it('joins and leaves explicitly; each viewer sees the others by name, never by email', async () => {
    const p = platform()
    const ana = await viewer(p, 'ana@example.test', 'Ana')
    const ben = await viewer(p, 'ben@example.test', 'Ben')

    const empty = await state(p, ana)
    expect(empty.status).toBe(200)
    expect(empty.headers.get('cache-control')).toContain('no-store')
    expect(empty.body).toMatchObject({
      eventId: 'gala',
      title: 'Event gala',
      viewers: [],
      joined: false,
      presenceTtlSeconds: PRESENCE_TTL_MS / 1000,
    })

    const joined = await join(p, ana)
    expect(joined.status).toBe(200)
    expect(joined.body.joined).toBe(true)
    expect(joined.body.viewers).toEqual([{ viewerId: joined.body.you, name: 'Ana', joinedAt: START.toISOString() }])

    tick(5_000)
    expect(names((await join(p, ben)).body)).toEqual(['Ana', 'Ben'])
    const seenByAna = await state(p, ana)
    expect(names(seenByAna.body)).toEqual(['Ana', 'Ben'])
    // viewer ids are opaque: not account ids, and no email anywhere in the answer
    const text = JSON.stringify(seenByAna.body)
    expect(text).not.toContain('@example.test')
    expect(seenByAna.body.viewers.every((v: { viewerId: string }) => /^[A-Za-z0-9_-]{22}$/.test(v.viewerId))).toBe(true)

    // joining again keeps the first join time (and one row)
    tick(5_000)
    const again = await join(p, ana)
    expect(again.body.viewers).toHaveLength(2)
    expect(again.body.viewers[0]).toMatchObject({ name: 'Ana', joinedAt: START.toISOString() })

    const left = await leave(p, ana)
    expect(left.status).toBe(200)
    expect(left.body.joined).toBe(false)
    expect(names(left.body)).toEqual(['Ben'])
    // leaving when not there is no error and changes nothing
    expect(names((await leave(p, ana)).body)).toEqual(['Ben'])
    // another event has its own list
    expect((await state(p, ben, 'match')).body.viewers).toEqual([])
  })

  it('shows the chosen profile’s name rather than the account’s', async () => {
    const p = platform()
    const token = await viewer(p, 'family@example.test', 'The Family Account')
    const profile = await call(p, 'POST', '/api/user/profiles', { token, body: { name: 'Kim', type: 'ADULT' } })
    expect(profile.status).toBe(201)
    const selected = await call(p, 'POST', `/api/user/profiles/${profile.body.id}/select`, { token, body: {} })
    expect(selected.status).toBe(200)
    expect(names((await join(p, selected.body.authorisationToken)).body)).toEqual(['Kim'])
    // the account without a profile chosen is a separate viewer
    expect(names((await join(p, token)).body)).toEqual(['Kim', 'The Family Account'])
  })

  it('lets a presence lapse after its lifetime without being seen; the stream keeps it seen', async () => {
    const p = platform()
    const ana = await viewer(p, 'ana@example.test', 'Ana')
    const ben = await viewer(p, 'ben@example.test', 'Ben')
    await join(p, ana)
    await join(p, ben)
    tick(PRESENCE_TTL_MS - 1_000)
    expect(names((await state(p, ana)).body)).toEqual(['Ana', 'Ben'])

    // Ben's page holds the stream open: opening it marks him seen
    const abort = new AbortController()
    const stream = await p.fetch(
      new Request('http://embedded/api/v1/watch-together/gala/stream', {
        headers: { authorization: `Bearer ${ben}` },
        signal: abort.signal,
      }),
    )
    expect(stream.status).toBe(200)
    await readEvents(stream, (events) => events.length > 0)
    abort.abort()

    tick(2_000) // Ana not seen for longer than the lifetime
    const after = await state(p, ben)
    expect(names(after.body)).toEqual(['Ben'])
    expect((await state(p, ana)).body.joined).toBe(false)

    // a lapsed presence is not revived by being seen: the viewer joins again
    const service = await createWatchTogether({
      database: t.database,
      store: createWatchTogetherStore(t.database.db),
      now: () => clock,
      logger: silent,
      sweepIntervalMs: 0,
    })
    try {
      const anaCaller = {
        sub: (await call(p, 'GET', '/api/user/me', { token: ana })).body.id,
        id: '',
        loc: 'en',
        rol: [],
        isGuest: false,
        pro: null,
        tp: null,
      } as const
      expect(await service.touch({ ...anaCaller, rol: [] }, 'gala')).toBe(false)
      expect(await service.sweep()).toEqual(['gala'])
      expect(await service.sweep()).toEqual([])
    } finally {
      await service.close()
    }
    expect(names((await join(p, ana)).body)).toEqual(['Ben', 'Ana'])
  })

  it('refuses guests, unknown events, titles that are not live events and bad ids, changing nothing', async () => {
    const p = platform()
    const ana = await viewer(p, 'ana@example.test', 'Ana')
    for (const token of [undefined, await guestToken(p)]) {
      expect((await state(p, token)).status).toBe(401)
      expect((await join(p, token)).status).toBe(401)
      expect((await leave(p, token)).status).toBe(401)
      expect((await call(p, 'GET', '/api/v1/watch-together/gala/stream', { token })).status).toBe(401)
    }
    expect((await join(p, ana, 'nothing-here')).status).toBe(404)
    expect((await join(p, ana, 'film')).status).toBe(404)
    expect((await call(p, 'GET', '/api/v1/watch-together/film/stream', { token: ana })).status).toBe(404)
    const bad = await join(p, ana, '-bad%20id')
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toBeDefined()
    expect((await state(p, ana)).body.viewers).toEqual([])
  })

  it('streams the list at once and after each join, leave and sweep, from another process too', async () => {
    const p = platform()
    const peer = platform(await t.openPeer())
    const ana = await viewer(p, 'ana@example.test', 'Ana')
    const ben = await viewer(p, 'ben@example.test', 'Ben')
    const abort = new AbortController()
    try {
      const stream = await p.fetch(
        new Request('http://embedded/api/v1/watch-together/gala/stream', {
          headers: { authorization: `Bearer ${ana}` },
          signal: abort.signal,
        }),
      )
      expect(stream.status).toBe(200)
      expect(stream.headers.get('content-type')).toContain('text/event-stream')
      const seen: WatchTogetherRoom[][] = []
      const reading = readEvents<WatchTogetherRoom>(
        stream,
        (events) => {
          seen.push(events.map((e) => e.data))
          return events.length >= 4
        },
        JSON.parse,
      )
      // wait for the first (empty) list before changing anything
      for (let i = 0; i < 100 && seen.at(-1)?.length !== 1; i++) await new Promise((r) => setTimeout(r, 20))
      expect((await join(peer, ben)).status).toBe(200) // through the other process
      for (let i = 0; i < 100 && seen.at(-1)?.length !== 2; i++) await new Promise((r) => setTimeout(r, 20))
      expect((await leave(peer, ben)).status).toBe(200)
      for (let i = 0; i < 100 && seen.at(-1)?.length !== 3; i++) await new Promise((r) => setTimeout(r, 20))
      await join(peer, ben)
      const events = await reading
      expect(events.map((e) => e.event)).toEqual(['viewers', 'viewers', 'viewers', 'viewers'])
      expect(events.map((e) => names(e.data))).toEqual([[], ['Ben'], [], ['Ben']])
      expect(JSON.stringify(events)).not.toContain('@example.test')
    } finally {
      abort.abort()
    }

    // a sweep in one process reaches a subscriber of another
    const other = await createWatchTogether({
      database: await t.openPeer(),
      store: createWatchTogetherStore(t.database.db),
      now: () => clock,
      logger: silent,
      sweepIntervalMs: 0,
    })
    const heard: WatchTogetherRoom[] = []
    const unsubscribe = other.subscribe('gala', (room) => heard.push(room))
    try {
      tick(PRESENCE_TTL_MS + 1)
      const sweeper = await createWatchTogether({
        database: t.database,
        store: createWatchTogetherStore(t.database.db),
        now: () => clock,
        logger: silent,
        sweepIntervalMs: 0,
      })
      try {
        expect(await sweeper.sweep()).toEqual(['gala'])
      } finally {
        await sweeper.close()
      }
      for (let i = 0; i < 100 && heard.length === 0; i++) await new Promise((r) => setTimeout(r, 20))
      expect(heard).toEqual([{ eventId: 'gala', viewers: [] }])
    } finally {
      unsubscribe()
      await other.close()
    }
  })
})
