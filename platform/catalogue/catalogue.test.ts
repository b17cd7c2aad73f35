import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { randomUUID } from 'node:crypto'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { CATALOGUE_CHANNEL } from './service.ts'
import { createCatalogueStore } from './store.ts'
import { entitlements, licences } from '../db/schema.ts'
import { seed } from '../seed.ts'
import { testDrivers, useTestDatabase } from '../test/databases.ts'
import { call, createAccount, guestToken, platformFactory, signIn, TEST_FIXTURES_DIR } from '../test/helpers.ts'

const NOW = new Date('2026-06-01T12:00:00Z')

describe.each(testDrivers)('catalogue on %s', (driver) => {
  const t = useTestDatabase(driver)
  const makePlatform = platformFactory()
  let clock: Date

  beforeEach(async () => {
    clock = NOW
    await seed(t.database, { fixturesDir: TEST_FIXTURES_DIR, now: NOW })
  })
  const platform = () => makePlatform(t.database, { now: () => clock })
  const ids = (body: { contentList: Array<{ id: string }> }) => body.contentList.map((c) => c.id)

  describe('GET /api/buckets/:id paging', () => {
    it('walks a bucket page by page with the lastSeen cursor', async () => {
      const p = platform()
      const first = await call(p, 'GET', '/api/buckets/films?rpp=3')
      expect(first.status).toBe(200)
      expect(first.body).toMatchObject({ bucketId: 'films', exid: 'films', name: 'Films', type: 'VOD' })
      expect(ids(first.body)).toEqual(['vod-1', 'vod-2', 'vod-3'])
      expect(first.body.paging).toEqual({ page: 1, lastSeen: expect.any(String), moreDataAvailable: true, totalResults: 7 })

      const middle = await call(p, 'GET', `/api/buckets/films?rpp=3&lastSeen=${first.body.paging.lastSeen}`)
      expect(ids(middle.body)).toEqual(['vod-4', 'vod-5', 'vod-6'])
      expect(middle.body.paging).toMatchObject({ page: 2, moreDataAvailable: true, totalResults: 7 })

      const last = await call(p, 'GET', `/api/buckets/films?rpp=3&lastSeen=${middle.body.paging.lastSeen}`)
      expect(ids(last.body)).toEqual(['vod-7'])
      expect(last.body.paging).toMatchObject({ page: 3, moreDataAvailable: false })
    })

    it('says no more data when a page ends exactly at the end', async () => {
      const p = platform()
      const all = await call(p, 'GET', '/api/buckets/films?rpp=7')
      expect(ids(all.body)).toHaveLength(7)
      expect(all.body.paging.moreDataAvailable).toBe(false)
      const live = await call(p, 'GET', '/api/buckets/live?rpp=1')
      const end = await call(p, 'GET', `/api/buckets/live?rpp=1&lastSeen=${live.body.paging.lastSeen}`)
      expect(ids(end.body)).toEqual(['live-later'])
      expect(end.body.paging).toMatchObject({ page: 2, moreDataAvailable: false, totalResults: 2 })
    })

    it('answers an empty page for a cursor past the end, and for an empty bucket', async () => {
      const p = platform()
      const past = await call(p, 'GET', '/api/buckets/films?rpp=3&lastSeen=999')
      expect(past.status).toBe(200)
      expect(past.body.contentList).toEqual([])
      expect(past.body.paging).toMatchObject({ moreDataAvailable: false, totalResults: 7 })
      const empty = await call(p, 'GET', '/api/buckets/empty')
      expect(empty.body).toMatchObject({ contentList: [], paging: { page: 1, moreDataAvailable: false, totalResults: 0 } })
    })

    it('defaults rpp to 10 and refuses a bad rpp or cursor with 400', async () => {
      const p = platform()
      expect(ids((await call(p, 'GET', '/api/buckets/films')).body)).toHaveLength(7)
      for (const rpp of ['0', '51', 'ten', '2.5', '-1', '']) {
        const res = await call(p, 'GET', `/api/buckets/films?rpp=${rpp}`)
        expect(res.status, `rpp=${rpp}`).toBe(400)
        expect(res.body).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'rpp must be an integer between 1 and 50',
          fields: { rpp: ['rpp must be an integer between 1 and 50'] },
        })
      }
      expect((await call(p, 'GET', '/api/buckets/films?rpp=50')).status).toBe(200)
      const badCursor = await call(p, 'GET', '/api/buckets/films?lastSeen=abc')
      expect(badCursor.status).toBe(400)
      expect(badCursor.body.fields.lastSeen).toBeDefined()
    })

    it('answers 404 for an unknown bucket', async () => {
      expect(await call(platform(), 'GET', '/api/buckets/nope')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
    })
  })

  describe('content cards', () => {
    it('maps every field and shows the live badge only while a live event is on', async () => {
      const p = platform()
      const live = await call(p, 'GET', '/api/content/live-now')
      expect(live.body).toEqual({
        id: 'live-now',
        type: 'LIVE',
        title: 'Live now',
        description: 'On air',
        duration: 5400,
        genres: ['sport'],
        year: 2026,
        rating: 'U',
        thumbnailUrl: '/media/artwork/live-now-thumb.svg',
        posterUrl: '/media/artwork/live-now-poster.svg',
        titleImageUrl: '/media/artwork/live-now-title.svg',
        startDate: new Date(NOW.getTime() - 30 * 60_000).toISOString(),
        endDate: new Date(NOW.getTime() + 60 * 60_000).toISOString(),
        displayLiveBadge: true,
        accessLevel: 'GRANTED',
      })
      expect((await call(p, 'GET', '/api/content/live-later')).body.displayLiveBadge).toBe(false)
      expect((await call(p, 'GET', '/api/content/vod-1')).body).toMatchObject({ displayLiveBadge: false, titleImageUrl: null })
      clock = new Date(NOW.getTime() + 61 * 60_000)
      expect((await call(p, 'GET', '/api/content/live-now')).body.displayLiveBadge).toBe(false)
      expect((await call(p, 'GET', '/api/content/nope')).status).toBe(404)
    })

    it("lets shared caches keep a guest's answer until a live badge in it changes, and never a signed-in caller's", async () => {
      await createAccount(t.database, { email: 'member@example.test' })
      const p = platform()
      const cacheControl = async (path: string, token?: string) => (await call(p, 'GET', path, { token })).headers.get('cache-control')
      const sharedSeconds = async (path: string) =>
        Number(/^public, max-age=0, s-maxage=(\d+)$/.exec((await cacheControl(path)) ?? '')?.[1])
      expect(await cacheControl('/api/content/vod-1')).toBe('public, max-age=0, s-maxage=30')
      expect(await cacheControl('/api/buckets/films?rpp=3')).toBe('public, max-age=0, s-maxage=30')
      // a shared cache must not give a guest's answer to a caller with a token
      expect((await call(p, 'GET', '/api/buckets/films?rpp=3')).headers.get('vary')).toBe('Authorization')
      // live-now ends an hour after NOW: twelve and a half seconds before that, its answers are
      // true for twelve more seconds, the live row's for twelve at most
      const liveNowEnds = NOW.getTime() + 60 * 60_000
      clock = new Date(liveNowEnds - 12_500)
      expect(await sharedSeconds('/api/content/live-now')).toBe(12)
      expect(await sharedSeconds('/api/buckets/live')).toBeLessThanOrEqual(12)
      expect(await sharedSeconds('/api/buckets/live')).toBeGreaterThanOrEqual(1)
      // under a second before the badge goes: not kept at all
      clock = new Date(liveNowEnds - 400)
      expect(await cacheControl('/api/content/live-now')).toBe('no-cache')
      expect(await cacheControl('/api/buckets/live')).toBe('no-cache')

      const viewer = await signIn(p, 'member@example.test')
      expect(await cacheControl('/api/content/vod-1', viewer)).toBe('private, no-store')
      expect(await cacheControl('/api/buckets/films?rpp=3', viewer)).toBe('private, no-store')
      expect(await cacheControl('/api/buckets/films?rpp=3', await guestToken(p))).toBe('private, no-store')
    })

    it('computes the access level for the caller: guest, anonymous or signed in', async () => {
      await createAccount(t.database, { email: 'member@example.test' })
      const p = platform()
      const guest = await guestToken(p)
      const viewer = await signIn(p, 'member@example.test')
      const level = async (id: string, token?: string) => (await call(p, 'GET', `/api/content/${id}`, { token })).body.accessLevel

      expect(await level('vod-2')).toBe('GRANTED_ON_SIGN_IN') // requires sign-in, anonymous
      expect(await level('vod-2', guest)).toBe('GRANTED_ON_SIGN_IN')
      expect(await level('vod-2', viewer)).toBe('GRANTED')
      expect(await level('vod-3', guest)).toBe('DENIED') // licensed; nobody holds licences yet
      expect(await level('vod-3', viewer)).toBe('DENIED')
      expect(await level('vod-1', guest)).toBe('GRANTED')

      const forGuest = await call(p, 'GET', '/api/buckets/films?rpp=3', { token: guest })
      const forViewer = await call(p, 'GET', '/api/buckets/films?rpp=3', { token: viewer })
      expect(forGuest.body.contentList.map((c: { accessLevel: string }) => c.accessLevel)).toEqual([
        'GRANTED',
        'GRANTED_ON_SIGN_IN',
        'DENIED',
      ])
      expect(forViewer.body.contentList.map((c: { accessLevel: string }) => c.accessLevel)).toEqual(['GRANTED', 'GRANTED', 'DENIED'])
    })

    it('holds the licences of the entitlements in force at the given time, and none for guests', async () => {
      const store = createCatalogueStore(t.database.db)
      const at = new Date('2026-03-01T00:00:00Z')
      expect(await store.heldLicences('guest-anyone', at)).toEqual([])
      const accountId = await createAccount(t.database, { email: 'holder@example.test' })
      expect(await store.heldLicences(accountId, at)).toEqual([])
      await t.database.db.insert(licences).values({
        id: 'premium',
        name: 'Premium',
        family: 'premium',
        type: 'STANDARD',
        purchaseStrategy: 'PPV',
        amount: 500,
        currency: 'GBP',
        scale: 2,
        sku: 'PREMIUM',
      })
      await t.database.db.insert(entitlements).values({
        id: randomUUID(),
        accountId,
        licenceId: 'premium',
        startsAt: at,
        endsAt: new Date('2026-04-01T00:00:00Z'),
        source: 'GRANT',
        createdAt: at,
      })
      expect(await store.heldLicences(accountId, at)).toEqual(['premium'])
      expect(await store.heldLicences(accountId, new Date('2026-04-01T00:00:00Z'))).toEqual([])
      expect(await store.heldLicences(accountId, new Date('2026-02-28T23:59:59Z'))).toEqual([])
    })

    it('answers 401 for an invalid token rather than treating the caller as a guest', async () => {
      expect((await call(platform(), 'GET', '/api/buckets/films', { token: 'garbage' })).status).toBe(401)
    })
  })

  describe('answers handed to a caller in this process', () => {
    /** The value a caller in this process gets (the embedded platform's own path). */
    const held = async <T>(p: ReturnType<typeof platform>, path: string, token?: string) => {
      const answer = await p.answerInProcess(
        new Request(`http://embedded${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }),
      )
      expect(answer.response.status).toBe(200)
      return answer.held!.value as T
    }
    type Page = { contentList: Array<{ id: string; accessLevel: string; displayLiveBadge: boolean; favourite?: boolean }> }

    it('gives callers who see a bucket alike the same cards and page, and new ones once a card changes', async () => {
      const p = platform()
      const first = await held<Page>(p, '/api/buckets/live?rpp=2')
      const again = await held<Page>(p, '/api/buckets/live?rpp=2')
      expect(again).toBe(first)
      expect(Object.isFrozen(first.contentList[0])).toBe(true)
      expect(first.contentList.map((c) => [c.id, c.displayLiveBadge])).toEqual([
        ['live-now', true],
        ['live-later', false],
      ])
      // a content item's card, too
      expect(await held(p, '/api/content/live-later')).toBe(await held(p, '/api/content/live-later'))

      // the live event ends: its card changes, the other one is still the same object
      clock = new Date(NOW.getTime() + 61 * 60_000)
      const later = await held<Page>(p, '/api/buckets/live?rpp=2')
      expect(later).not.toBe(first)
      expect(later.contentList.map((c) => c.displayLiveBadge)).toEqual([false, false])
      expect(later.contentList[1]).toBe(first.contentList[1])
      expect(first.contentList[0]!.displayLiveBadge).toBe(true)
    })

    it("gives a signed-in caller their own access levels and favourites, never a guest's cards", async () => {
      await createAccount(t.database, { email: 'member@example.test' })
      const p = platform()
      const viewer = await signIn(p, 'member@example.test')
      const guest = await held<Page>(p, '/api/buckets/films?rpp=3')
      const member = await held<Page>(p, '/api/buckets/films?rpp=3', viewer)
      expect(member).not.toBe(guest)
      expect(guest.contentList.map((c) => c.accessLevel)).toEqual(['GRANTED', 'GRANTED_ON_SIGN_IN', 'DENIED'])
      expect(member.contentList.map((c) => c.accessLevel)).toEqual(['GRANTED', 'GRANTED', 'DENIED'])
      expect(member.contentList.map((c) => c.favourite)).toEqual([false, false, false])
      expect(guest.contentList.some((c) => 'favourite' in c)).toBe(false)
      // the guest's page is still theirs afterwards
      expect(await held<Page>(p, '/api/buckets/films?rpp=3')).toBe(guest)
    })

    it('gives a signed-in caller who sees the same cards the same page again, and a new one when a favourite changes', async () => {
      await createAccount(t.database, { email: 'fan@example.test' })
      const p = platform()
      const viewer = await signIn(p, 'fan@example.test')
      const first = await held<Page>(p, '/api/buckets/films?rpp=3', viewer)
      expect(await held<Page>(p, '/api/buckets/films?rpp=3', viewer)).toBe(first)
      const id = first.contentList[0]!.id
      const put = await p.fetch(
        new Request(`http://embedded/api/favourite/vods/${id}`, { method: 'PUT', headers: { authorization: `Bearer ${viewer}` } }),
      )
      expect(put.ok).toBe(true)
      const after = await held<Page>(p, '/api/buckets/films?rpp=3', viewer)
      expect(after).not.toBe(first)
      expect(after.contentList.map((c) => c.favourite)).toEqual([true, false, false])
      expect(first.contentList.map((c) => c.favourite)).toEqual([false, false, false])
      expect(after.contentList[1]).toBe(first.contentList[1])
      expect(Object.isFrozen(after.contentList[0])).toBe(true)
      // a guest's page in between does not displace it
      expect((await held<Page>(p, '/api/buckets/films?rpp=3')).contentList.some((c) => 'favourite' in c)).toBe(false)
      expect(await held<Page>(p, '/api/buckets/films?rpp=3', viewer)).toBe(after)
    })
  })

  it("drops guests' cached bucket pages when the catalogue is seeded again", async () => {
    const p = platform()
    expect(ids((await call(p, 'GET', '/api/buckets/live')).body)).toEqual(['live-now', 'live-later'])
    // new fixtures reorder the bucket
    const dir = await mkdtemp(path.join(tmpdir(), 'marquee-fixtures-'))
    await cp(TEST_FIXTURES_DIR, dir, { recursive: true })
    const bucketsFile = path.join(dir, 'catalogue', 'buckets.json')
    const buckets = JSON.parse(await readFile(bucketsFile, 'utf8')) as Array<{ id: string; items: string[] }>
    buckets.find((b) => b.id === 'live')!.items = ['live-later', 'live-now']
    await writeFile(bucketsFile, JSON.stringify(buckets))
    try {
      await seed(t.database, { fixturesDir: dir, now: NOW })
      await expect
        .poll(async () => ids((await call(p, 'GET', '/api/buckets/live')).body), { timeout: 2000, interval: 5 })
        .toEqual(['live-later', 'live-now'])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('serves every caller the cached rows: a write that is not announced is not seen, an announced one is', async () => {
    const p = platform()
    await createAccount(t.database, { email: 'member@example.test' })
    const member = await signIn(p, 'member@example.test')
    expect(ids((await call(p, 'GET', '/api/buckets/live')).body)).toEqual(['live-now', 'live-later'])
    const store = createCatalogueStore(t.database.db)
    await store.replaceBucket({ id: 'live', name: 'Live', type: 'LIVE' }, ['live-later'])
    expect(ids((await call(p, 'GET', '/api/buckets/live')).body)).toEqual(['live-now', 'live-later'])
    // the rows do not depend on the caller: a signed-in caller shares them (its access levels are its own)
    expect(ids((await call(p, 'GET', '/api/buckets/live', { token: member })).body)).toEqual(['live-now', 'live-later'])
    await t.database.notify(CATALOGUE_CHANNEL, 'test')
    for (const token of [undefined, member]) {
      await expect
        .poll(async () => ids((await call(p, 'GET', '/api/buckets/live', { token })).body), { timeout: 2000, interval: 5 })
        .toEqual(['live-later'])
    }
  })
})
