import { beforeEach, describe, expect, it } from 'vitest'
import { createCatalogueStore } from '../catalogue/store.ts'
import { createPersonalStore } from './store.ts'
import { createPlaybackStore } from '../playback/store.ts'
import { testDrivers, useTestDatabase } from '../test/databases.ts'
import { call, countSelects, createAccount, guestToken, platformFactory, signIn, testVod } from '../test/helpers.ts'

const START = new Date('2026-06-01T12:00:00Z')
const vod = testVod

describe.each(testDrivers)('watch history and multi-view heartbeat on %s', (driver) => {
  const t = useTestDatabase(driver)
  const makePlatform = platformFactory()
  let clock = START
  const platform = () => makePlatform(t.database, { now: () => clock, trustForwardedFor: true })
  const tick = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000))

  beforeEach(async () => {
    clock = START
    await createCatalogueStore(t.database.db).upsertContent(Array.from({ length: 15 }, (_, i) => vod(`f${i + 1}`)) as never)
    await createPlaybackStore(t.database.db).upsertMedia(
      Array.from({ length: 15 }, (_, i) => ({ contentId: `f${i + 1}`, clip: 'test-card' })),
    )
  })

  const viewer = async (p: ReturnType<typeof platform>, email = 'viewer@example.test') => {
    await createAccount(t.database, { email })
    return signIn(p, email)
  }
  const put = (p: ReturnType<typeof platform>, token: string | undefined, id: string, body: unknown) =>
    call(p, 'PUT', `/api/v1/watch-history/${id}`, { token, body })
  const resumeOf = async (p: ReturnType<typeof platform>, token: string, id: string) =>
    (await call(p, 'POST', `/api/v5/manifest/video/${id}?includePlaybackDetails=URL`, { token })).body.playback.resumePosition

  it('stores the reported position and the manifest answers it as the resume position', async () => {
    const p = platform()
    const token = await viewer(p)
    expect(await resumeOf(p, token, 'f1')).toBeUndefined()
    expect((await put(p, token, 'f1', { position: 12.7, duration: 20 })).status).toBe(204)
    expect(await resumeOf(p, token, 'f1')).toBe(12)
    // near the end counts as finished: start again from the beginning
    expect((await put(p, token, 'f1', { position: 19, duration: 20 })).status).toBe(204)
    expect(await resumeOf(p, token, 'f1')).toBeUndefined()
    // another viewer has their own history
    expect(await resumeOf(p, await viewer(p, 'b@example.test'), 'f1')).toBeUndefined()
  })

  it('lists the history most recent first, a page at a time, for the HISTORY page', async () => {
    const p = platform()
    const token = await viewer(p)
    for (let i = 1; i <= 14; i++) {
      expect((await put(p, token, `f${i}`, { position: i, duration: 20 })).status).toBe(204)
      tick(5)
    }
    await put(p, token, 'f2', { position: 7, duration: 20 }) // watched again: now the most recent
    const first = await call(p, 'GET', '/api/v1/watch-history?rpp=12', { token })
    expect(first.status).toBe(200)
    expect(first.body.items.map((i: { id: string }) => i.id)).toEqual([
      'f2',
      'f14',
      'f13',
      'f12',
      'f11',
      'f10',
      'f9',
      'f8',
      'f7',
      'f6',
      'f5',
      'f4',
    ])
    expect(first.body.items[0]).toEqual({
      id: 'f2',
      type: 'VOD',
      title: 'Film f2',
      thumbnailUrl: '/media/artwork/f2.svg',
      duration: 20,
      position: 7,
      finished: false,
      updatedAt: clock.toISOString(),
      favourite: false,
    })
    expect(first.body.paging).toEqual({ page: 1, moreDataAvailable: true, totalResults: 14 })
    const second = await call(p, 'GET', '/api/v1/watch-history?rpp=12&p=2', { token })
    expect(second.body.items.map((i: { id: string }) => i.id)).toEqual(['f3', 'f1'])
    expect(second.body.paging).toEqual({ page: 2, moreDataAvailable: false, totalResults: 14 })
  })

  it('reads a page of history with its total in one query, and counts a page past the end apart', async () => {
    const p = platform()
    const accountId = await createAccount(t.database, { email: 'pages@example.test' })
    const token = await signIn(p, 'pages@example.test')
    for (const id of ['f1', 'f2', 'f3']) {
      tick(1)
      await put(p, token, id, { position: id === 'f2' ? 19 : 3, duration: 20 }) // f2 is finished
    }
    const store = createPersonalStore(t.database.db)
    const ids = (page: { rows: Array<{ contentId: string }> }) => page.rows.map((row) => row.contentId)
    const queries = countSelects(t.database.db)
    try {
      const first = await store.page(accountId, 0, 2)
      expect([ids(first), first.total, queries.count()]).toEqual([['f3', 'f2'], 3, 1])
      const last = await store.page(accountId, 2, 2)
      expect([ids(last), last.total, queries.count()]).toEqual([['f1'], 3, 2])
      const inProgress = await store.page(accountId, 0, 2, { inProgress: true })
      expect([ids(inProgress), inProgress.total, queries.count()]).toEqual([['f3', 'f1'], 2, 3])
      // past the end there is no row to carry the total: it is counted apart
      expect(await store.page(accountId, 4, 2)).toEqual({ rows: [], total: 3 })
      expect(queries.count()).toBe(5)
      // no history at all: the first page says so in one query
      const none = await createAccount(t.database, { email: 'no-history@example.test' })
      expect(await store.page(none, 0, 2)).toEqual({ rows: [], total: 0 })
      expect(queries.count()).toBe(6)
    } finally {
      queries.restore()
    }
  })

  it('removes one entry or clears all', async () => {
    const p = platform()
    const token = await viewer(p)
    await put(p, token, 'f1', { position: 3 })
    await put(p, token, 'f2', { position: 4 })
    expect((await call(p, 'DELETE', '/api/v1/watch-history/f1', { token })).status).toBe(204)
    expect((await call(p, 'GET', '/api/v1/watch-history', { token })).body.items.map((i: { id: string }) => i.id)).toEqual(['f2'])
    expect((await call(p, 'DELETE', '/api/v1/watch-history', { token })).status).toBe(204)
    expect((await call(p, 'GET', '/api/v1/watch-history', { token })).body.paging.totalResults).toBe(0)
  })

  it('keeps no history for guests (401)', async () => {
    const p = platform()
    for (const token of [undefined, await guestToken(p)]) {
      expect((await put(p, token, 'f1', { position: 3 })).status).toBe(401)
      expect((await call(p, 'GET', '/api/v1/watch-history', { token })).status).toBe(401)
    }
  })

  it('answers 400 with field messages for bad input and changes nothing; 404 for unknown items', async () => {
    const p = platform()
    const token = await viewer(p)
    const bad = await put(p, token, 'f1', { position: -1, duration: 'long' })
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toEqual({ position: ['position cannot be negative'], duration: ['duration must be a number of seconds'] })
    expect((await put(p, token, 'f1', {})).body.fields).toEqual({ position: ['position must be a number of seconds'] })
    expect((await put(p, token, 'f1', { position: 1, streamId: 'nope' })).body.fields.streamId).toEqual([
      'streamId must be the streamId of a manifest answer',
    ])
    const query = await call(p, 'GET', '/api/v1/watch-history?rpp=500&p=0', { token })
    expect(query.status).toBe(400)
    expect(query.body.fields).toEqual({ p: ['p must be an integer between 1 and 10000'], rpp: ['rpp must be an integer between 1 and 50'] })
    expect((await put(p, token, 'nope', { position: 1 })).status).toBe(404)
    expect((await call(p, 'GET', '/api/v1/watch-history', { token })).body.paging.totalResults).toBe(0)
  })

  it('position reports and the multi-view heartbeat keep streams alive against the limit', async () => {
    const p = makePlatform(t.database, { now: () => clock, trustForwardedFor: true, maxConcurrentStreams: 1 })
    const token = await viewer(p)
    const open = (id: string) => call(p, 'POST', `/api/v5/manifest/video/${id}?includePlaybackDetails=URL`, { token })
    const first = await open('f1')
    expect(first.status).toBe(200)
    tick(50)
    expect((await put(p, token, 'f1', { position: 50, streamId: first.body.playback.streamId })).status).toBe(204)
    tick(50) // 100 s after the manifest, 50 s after the report: still watching
    expect((await open('f2')).status).toBe(409)
    const beat = await call(p, 'POST', '/api/v1/multiviewHeartbeat', { token, body: { eventIds: ['f1'] } })
    expect(beat.body).toEqual({ eventIds: ['f1'], activeStreams: 1 })
    tick(59)
    expect((await open('f2')).status).toBe(409)
    tick(2) // 61 s since the heartbeat
    expect((await open('f2')).status).toBe(200)
  })

  it('multi-view heartbeat validates its ids and answers guests too', async () => {
    const p = platform()
    const bad = await call(p, 'POST', '/api/v1/multiviewHeartbeat', { body: { eventIds: [] } })
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toEqual({ eventIds: ['eventIds needs at least one id'] })
    const five = await call(p, 'POST', '/api/v1/multiviewHeartbeat', { body: { eventIds: ['a', 'b', 'c', 'd', 'e'] } })
    expect(five.body.fields).toEqual({ eventIds: ['eventIds takes at most 4 ids'] })
    expect((await call(p, 'POST', '/api/v1/multiviewHeartbeat', { body: { eventIds: ['a', 'b'] } })).body).toEqual({
      eventIds: ['a', 'b'],
      activeStreams: 0,
    })
  })
})
