import { beforeEach, describe, expect, it } from 'vitest'
import { createCatalogueStore } from '../catalogue/store.ts'
import { bucketItems, buckets } from '../db/schema.ts'
import { testDrivers, useTestDatabase } from '../test/databases.ts'
import { call, createAccount, guestToken, platformFactory, signIn, testVod } from '../test/helpers.ts'

const START = new Date('2026-06-01T12:00:00Z')
const vod = testVod
const live = (id: string) => ({
  ...vod(id),
  type: 'LIVE',
  startDate: new Date('2026-06-01T10:00:00Z'),
  endDate: new Date('2026-06-01T14:00:00Z'),
})

describe.each(testDrivers)('favourites on %s', (driver) => {
  const t = useTestDatabase(driver)
  const makePlatform = platformFactory()
  let clock = START
  const platform = () => makePlatform(t.database, { now: () => clock })
  const tick = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000))

  beforeEach(async () => {
    clock = START
    await createCatalogueStore(t.database.db).upsertContent([
      ...Array.from({ length: 20 }, (_, i) => vod(`f${i + 1}`)),
      live('l1'),
    ] as never)
  })

  const viewer = async (p: ReturnType<typeof platform>, email = 'viewer@example.test') => {
    await createAccount(t.database, { email })
    return signIn(p, email)
  }
  const add = (p: ReturnType<typeof platform>, token: string | undefined, id: string) =>
    call(p, 'PUT', `/api/favourite/vods/${id}`, { token })
  const remove = (p: ReturnType<typeof platform>, token: string | undefined, id: string) =>
    call(p, 'DELETE', `/api/favourite/vods/${id}`, { token })
  const list = (p: ReturnType<typeof platform>, token: string | undefined, query = '') =>
    call(p, 'GET', `/api/favourite/vods${query}`, { token })
  const ids = (body: { items: Array<{ id: string }> }) => body.items.map((i) => i.id)

  it('adds, lists (latest first) and removes favourites; adding twice keeps one', async () => {
    const p = platform()
    const token = await viewer(p)
    expect((await add(p, token, 'f1')).status).toBe(204)
    tick(5)
    expect((await add(p, token, 'f2')).status).toBe(204)
    tick(5)
    expect((await add(p, token, 'f1')).status).toBe(204)
    const first = await list(p, token)
    expect(first.status).toBe(200)
    expect(first.body.items).toEqual([
      {
        id: 'f2',
        type: 'VOD',
        title: 'Film f2',
        thumbnailUrl: '/media/artwork/f2.svg',
        duration: 600,
        favourite: true,
        addedAt: new Date(START.getTime() + 5000).toISOString(),
      },
      {
        id: 'f1',
        type: 'VOD',
        title: 'Film f1',
        thumbnailUrl: '/media/artwork/f1.svg',
        duration: 600,
        favourite: true,
        addedAt: START.toISOString(),
      },
    ])
    expect(first.body.paging).toEqual({ page: 1, moreDataAvailable: false, totalResults: 2 })
    expect((await remove(p, token, 'f2')).status).toBe(204)
    expect(ids((await list(p, token)).body)).toEqual(['f1'])
    // removing one that is not kept changes nothing and is not an error
    expect((await remove(p, token, 'f2')).status).toBe(204)
    // another account has its own favourites
    expect((await list(p, await viewer(p, 'other@example.test'))).body.paging.totalResults).toBe(0)
  })

  it('pages by 9: empty, exactly a page, one more, and past the end', async () => {
    const p = platform()
    const token = await viewer(p)
    expect((await list(p, token)).body).toEqual({ items: [], paging: { page: 1, moreDataAvailable: false, totalResults: 0 } })
    for (let i = 1; i <= 9; i++) {
      await add(p, token, `f${i}`)
      tick(1)
    }
    const full = await list(p, token)
    expect(full.body.items).toHaveLength(9)
    expect(full.body.paging).toEqual({ page: 1, moreDataAvailable: false, totalResults: 9 })
    await add(p, token, 'f10')
    const first = await list(p, token)
    expect(ids(first.body)).toEqual(['f10', 'f9', 'f8', 'f7', 'f6', 'f5', 'f4', 'f3', 'f2'])
    expect(first.body.paging).toEqual({ page: 1, moreDataAvailable: true, totalResults: 10 })
    const second = await list(p, token, '?p=2')
    expect(ids(second.body)).toEqual(['f1'])
    expect(second.body.paging).toEqual({ page: 2, moreDataAvailable: false, totalResults: 10 })
    expect((await list(p, token, '?p=3')).body).toEqual({ items: [], paging: { page: 3, moreDataAvailable: false, totalResults: 10 } })
    expect(ids((await list(p, token, '?rpp=4&p=3')).body)).toEqual(['f2', 'f1'])
  })

  it('flags favourites on the content, video and history answers of a signed-in caller only', async () => {
    const p = platform()
    const token = await viewer(p)
    await add(p, token, 'f3')
    expect((await call(p, 'GET', '/api/content/f3', { token })).body.favourite).toBe(true)
    expect((await call(p, 'GET', '/api/content/f4', { token })).body.favourite).toBe(false)
    expect((await call(p, 'GET', '/api/v4/vod/f3', { token })).body.favourite).toBe(true)
    await call(p, 'PUT', '/api/v1/watch-history/f3', { token, body: { position: 60 } })
    tick(5)
    await call(p, 'PUT', '/api/v1/watch-history/f4', { token, body: { position: 60 } })
    const history = await call(p, 'GET', '/api/v1/watch-history', { token })
    expect(history.body.items.map((i: { id: string; favourite: boolean }) => [i.id, i.favourite])).toEqual([
      ['f4', false],
      ['f3', true],
    ])
    await remove(p, token, 'f3')
    expect((await call(p, 'GET', '/api/v4/vod/f3', { token })).body.favourite).toBe(false)
    // guests' answers carry no flag
    expect((await call(p, 'GET', '/api/content/f3')).body).not.toHaveProperty('favourite')
  })

  it('flags favourites on a signed-in caller’s bucket cards (videos only), never on a guest’s', async () => {
    const p = platform()
    await t.database.db.insert(buckets).values({ id: 'row', name: 'Row', type: 'VOD' })
    await t.database.db
      .insert(bucketItems)
      .values(['f1', 'f2', 'l1'].map((contentId, i) => ({ bucketId: 'row', contentId, position: i + 1 })))
    const token = await viewer(p)
    await add(p, token, 'f2')
    const flags = async (tk?: string) =>
      (await call(p, 'GET', '/api/buckets/row', { token: tk })).body.contentList.map((c: { id: string; favourite?: boolean }) => [
        c.id,
        c.favourite,
      ])
    expect(await flags(token)).toEqual([
      ['f1', false],
      ['f2', true],
      ['l1', undefined],
    ])
    await remove(p, token, 'f2')
    expect(await flags(token)).toEqual([
      ['f1', false],
      ['f2', false],
      ['l1', undefined],
    ])
    await add(p, token, 'f1')
    for (const guest of [undefined, await guestToken(p)]) {
      const cards = (await call(p, 'GET', '/api/buckets/row', { token: guest })).body.contentList
      expect(cards.some((c: object) => 'favourite' in c)).toBe(false)
    }
  })

  it('refuses guests (401), bad ids and queries (400), and unknown or non-video ids (404), changing nothing', async () => {
    const p = platform()
    for (const guest of [undefined, await guestToken(p)]) {
      expect((await add(p, guest, 'f1')).status).toBe(401)
      expect((await remove(p, guest, 'f1')).status).toBe(401)
      expect((await list(p, guest)).status).toBe(401)
    }
    const token = await viewer(p)
    const unknown = await add(p, token, 'nope')
    expect(unknown.status).toBe(404)
    expect((await add(p, token, 'l1')).status).toBe(404)
    const bad = await add(p, token, '-bad!')
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toEqual({ id: ['id must be a content id'] })
    expect((await remove(p, token, '-bad!')).status).toBe(400)
    const query = await list(p, token, '?p=0&rpp=51')
    expect(query.status).toBe(400)
    expect(query.body.fields).toEqual({ p: ['p must be an integer between 1 and 10000'], rpp: ['rpp must be an integer between 1 and 50'] })
    expect((await list(p, token, '?p=x')).status).toBe(400)
    expect((await list(p, token)).body.paging.totalResults).toBe(0)
  })

  it('lists what to continue watching: started, not finished (5 % to 95 %), latest first', async () => {
    const p = platform()
    const token = await viewer(p)
    const report = async (id: string, position: number) => {
      expect((await call(p, 'PUT', `/api/v1/watch-history/${id}`, { token, body: { position, duration: 100 } })).status).toBe(204)
      tick(5)
    }
    await report('f1', 4) // under 5 %: barely started
    await report('f2', 5) // 5 %: in
    await report('f3', 50)
    await report('f4', 95) // 95 % counts as finished
    await report('f5', 80)
    await report('f6', 99)
    const answer = await call(p, 'GET', '/api/v1/watch-history?inProgress=true', { token })
    expect(answer.status).toBe(200)
    expect(ids(answer.body)).toEqual(['f5', 'f3', 'f2'])
    expect(answer.body.paging).toEqual({ page: 1, moreDataAvailable: false, totalResults: 3 })
    expect(ids((await call(p, 'GET', '/api/v1/watch-history?inProgress=true&rpp=2&p=2', { token })).body)).toEqual(['f2'])
    expect((await call(p, 'GET', '/api/v1/watch-history?inProgress=yes', { token })).body.fields).toEqual({
      inProgress: ['inProgress must be true or false'],
    })
  })
})
