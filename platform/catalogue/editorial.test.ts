import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { seed } from '../seed.ts'
import { testDrivers, useTestDatabase } from '../test/databases.ts'
import { call, createAccount, platformFactory, signIn } from '../test/helpers.ts'

const NOW = new Date('2026-06-01T12:00:00Z')
const MIN = 60_000
const iso = (minutes: number) => new Date(NOW.getTime() + minutes * MIN).toISOString()

const vod = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'VOD',
  title,
  description: `${title}, a film`,
  durationSeconds: 3600,
  genres: ['drama'],
  year: 2026,
  ...extra,
})
const live = (id: string, start: number, end: number, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'LIVE',
  title: `Event ${id}`,
  description: 'A live event',
  genres: ['sport'],
  startOffsetMinutes: start,
  endOffsetMinutes: end,
  ...extra,
})
const items = [
  // premieres: one over (released), one on now, three later; one not a premiere at all
  vod('prem-past', 'Past Premiere', { premiereOffsetMinutes: -24 * 60 }),
  vod('prem-now', 'Premiering Now', { premiereOffsetMinutes: -30 }),
  vod('prem-soon', 'Soon Premiere', { premiereOffsetMinutes: 60, licences: ['premium'] }),
  vod('prem-tomorrow', 'Tomorrow Premiere', { premiereOffsetMinutes: 24 * 60 + 60, requiresSignIn: true }),
  vod('prem-later', 'Later Premiere', { premiereOffsetMinutes: 3 * 24 * 60 }),
  vod('plain', 'Plain Film'),
  live('ev-yesterday', -26 * 60, -25 * 60),
  live('ev-on', -60, 60),
  live('ev-today', 120, 240),
  live('ev-tomorrow', 24 * 60 + 30, 24 * 60 + 90),
]
const news = [
  {
    name: 'headlines',
    title: 'Headlines',
    description: 'Top stories',
    items: Array.from({ length: 12 }, (_, i) => ({
      id: `story-${i + 1}`,
      title: `Story ${i + 1}`,
      summary: `Summary ${i + 1}`,
      body: [`Paragraph one of ${i + 1}`, 'Paragraph two'],
      publishedOffsetMinutes: -(i + 1) * 60,
      ...(i === 0 ? { contentId: 'ev-on', author: 'Desk' } : {}),
    })),
  },
  {
    name: 'matchday',
    title: 'Matchday',
    items: [{ id: 'team-news', title: 'Team news', body: ['Both sides are fit.'], publishedOffsetMinutes: -30 }],
  },
  { name: 'empty-feed', title: 'Empty', items: [] },
]
const bout = (outcome: string, method: string, daysAgo: number, extra: Record<string, unknown> = {}) => ({
  opponent: 'Someone',
  eventName: 'Fight Night',
  daysAgo,
  outcome,
  method,
  ...extra,
})
const fighters = [
  {
    id: 'zed-champion',
    name: 'Zed Champion',
    weightClass: 'Heavyweight',
    rank: 0,
    country: 'GB',
    bouts: [
      bout('win', 'koTko', 10, { round: 2, contentId: 'ev-yesterday' }),
      bout('win', 'koTko', 100, { round: 1 }),
      bout('win', 'decisionSplit', 200, { round: 5 }),
      bout('loss', 'submission', 300, { round: 3 }),
      bout('noContest', 'others', 400),
    ],
  },
  {
    id: 'amy-contender',
    name: 'amy Contender',
    weightClass: 'Heavyweight',
    rank: 1,
    bouts: [bout('win', 'decisionUnanimous', 20), bout('loss', 'koTko', 60)],
  },
  { id: 'lia-light', name: 'Lia Light', weightClass: 'Lightweight', rank: 0, bouts: [bout('win', 'submission', 30)] },
  { id: 'bo-unranked', name: 'Bo Unranked', weightClass: 'Lightweight', bouts: [] },
]

describe.each(testDrivers)('catalogue editorial (releases, schedule, news, fighters) on %s', (driver) => {
  const t = useTestDatabase(driver)
  const makePlatform = platformFactory()
  let dir: string

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'marquee-editorial-'))
    await mkdir(path.join(dir, 'catalogue'))
    const files = { 'items.json': items, 'news.json': news, 'fighters.json': fighters }
    for (const [name, body] of Object.entries(files)) await writeFile(path.join(dir, 'catalogue', name), JSON.stringify(body))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })
  beforeEach(async () => {
    // the shared reset empties content items; the tables this feature adds are emptied here
    await t.database.db.execute(sql`TRUNCATE "news_feeds", "news_items", "fighters", "fighter_bouts" CASCADE`)
    await seed(t.database, { fixturesDir: dir, now: NOW })
  })
  const platform = () => makePlatform(t.database, { now: () => NOW })
  const get = (p: ReturnType<typeof platform>, url: string, token?: string) => call(p, 'GET', url, { token })
  const ids = (list: Array<{ id: string }>) => list.map((x) => x.id)

  describe('GET /api/v4/releases', () => {
    it('lists premieres not yet over, soonest first, with their premiere window and state', async () => {
      const res = await get(platform(), '/api/v4/releases')
      expect(res.status).toBe(200)
      expect(ids(res.body.releases)).toEqual(['prem-now', 'prem-soon', 'prem-tomorrow', 'prem-later'])
      expect(res.body.releases[0]).toMatchObject({
        type: 'VOD',
        releaseState: 'PREMIERING',
        premiereRelease: { startDate: iso(-30), endDate: iso(30) },
        accessLevel: 'GRANTED',
      })
      expect(res.body.releases[1]).toMatchObject({ releaseState: 'UPCOMING', accessLevel: 'DENIED' })
      expect(res.body.releases[2].accessLevel).toBe('GRANTED_ON_SIGN_IN')
      expect(res.body.paging).toEqual({ page: 1, lastSeen: '4', moreDataAvailable: false, totalResults: 4 })
    })

    it('lists released premieres latest first, pages them and answers an empty page past the end', async () => {
      const p = platform()
      const released = await get(p, '/api/v4/releases?status=released')
      expect(ids(released.body.releases)).toEqual(['prem-past'])
      expect(released.body.releases[0].releaseState).toBe('RELEASED')
      const first = await get(p, '/api/v4/releases?rpp=3')
      expect(first.body.paging).toMatchObject({ page: 1, moreDataAvailable: true, totalResults: 4 })
      const second = await get(p, '/api/v4/releases?rpp=3&p=2')
      expect(ids(second.body.releases)).toEqual(['prem-later'])
      expect(second.body.paging).toMatchObject({ page: 2, moreDataAvailable: false, lastSeen: '4' })
      const past = await get(p, '/api/v4/releases?rpp=3&p=3')
      expect(past.body).toMatchObject({ releases: [], paging: { moreDataAvailable: false, totalResults: 4, lastSeen: null } })
      const member = await createAccount(t.database, { email: 'member@example.test' }).then(() => signIn(p, 'member@example.test'))
      const signedIn = await get(p, '/api/v4/releases', member)
      expect(signedIn.body.releases[2].accessLevel).toBe('GRANTED')
    })

    it('refuses a bad status, p or rpp with 400 and a message naming it', async () => {
      const p = platform()
      expect(await get(p, '/api/v4/releases?status=soon')).toMatchObject({
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'status must be one of upcoming, released.',
          fields: { status: ['status must be one of upcoming, released'] },
        },
      })
      expect((await get(p, '/api/v4/releases?p=0')).body.fields.p).toEqual(['p must be an integer between 1 and 100000'])
      expect((await get(p, '/api/v4/releases?rpp=51')).body.message).toBe('rpp must be an integer between 1 and 50.')
    })
  })

  describe('GET /api/v4/schedule', () => {
    it('lists live events and premieres overlapping the window by start time', async () => {
      const res = await get(platform(), `/api/v4/schedule?from=${iso(-12 * 60)}&to=${iso(12 * 60)}`)
      expect(res.status).toBe(200)
      expect(res.body.entries.map((e: { kind: string; item: { id: string } }) => [e.kind, e.item.id])).toEqual([
        ['LIVE', 'ev-on'],
        ['PREMIERE', 'prem-now'],
        ['PREMIERE', 'prem-soon'],
        ['LIVE', 'ev-today'],
      ])
      expect(res.body.entries[0]).toMatchObject({ startDate: iso(-60), endDate: iso(60), item: { displayLiveBadge: true } })
      expect(res.body.entries[1]).toMatchObject({
        startDate: iso(-30),
        endDate: iso(30),
        item: { premiereRelease: { startDate: iso(-30) } },
      })
      expect(res.body).toMatchObject({ from: iso(-12 * 60), to: iso(12 * 60), paging: { totalResults: 4, moreDataAvailable: false } })
    })

    it('defaults to the next 24 hours, pages, and answers an empty page past the end', async () => {
      const p = platform()
      const next = await get(p, '/api/v4/schedule?rpp=2')
      expect(next.body.entries.map((e: { item: { id: string } }) => e.item.id)).toEqual(['ev-on', 'prem-now'])
      expect(next.body.paging).toEqual({ page: 1, lastSeen: '2', moreDataAvailable: true, totalResults: 4 })
      const two = await get(p, '/api/v4/schedule?rpp=2&p=2')
      expect(two.body.entries.map((e: { item: { id: string } }) => e.item.id)).toEqual(['prem-soon', 'ev-today'])
      expect(two.body.paging.moreDataAvailable).toBe(false)
      expect((await get(p, '/api/v4/schedule?rpp=2&p=3')).body).toMatchObject({ entries: [], paging: { moreDataAvailable: false } })
    })

    it('refuses a reversed, too long or malformed window', async () => {
      const p = platform()
      expect(await get(p, `/api/v4/schedule?from=${iso(60)}&to=${iso(0)}`)).toMatchObject({
        status: 400,
        body: { message: 'to must be later than from.' },
      })
      expect((await get(p, `/api/v4/schedule?from=${iso(0)}&to=${iso(14 * 24 * 60 + 1)}`)).body.message).toBe(
        'to must be at most 14 days after from.',
      )
      expect((await get(p, `/api/v4/schedule?from=${iso(0)}&to=${iso(14 * 24 * 60)}`)).status).toBe(200)
      expect((await get(p, '/api/v4/schedule?from=today')).body.fields.from).toEqual([
        'from must be an ISO 8601 date-time such as 2026-06-01T12:00:00Z',
      ])
    })
  })

  describe('news', () => {
    it('lists the feeds with their counts and all items newest first, 10 a page', async () => {
      const p = platform()
      const first = await get(p, '/api/v4/news')
      expect(first.status).toBe(200)
      expect(first.body.feeds).toEqual([
        { name: 'headlines', title: 'Headlines', description: 'Top stories', itemCount: 12 },
        { name: 'matchday', title: 'Matchday', description: '', itemCount: 1 },
        { name: 'empty-feed', title: 'Empty', description: '', itemCount: 0 },
      ])
      expect(first.body.items.map((i: { newId: string }) => i.newId).slice(0, 3)).toEqual(['team-news', 'story-1', 'story-2'])
      expect(first.body.items[1]).toMatchObject({
        feedName: 'headlines',
        type: 'DATA_FEED',
        title: 'Story 1',
        author: 'Desk',
        publishedAt: iso(-60),
      })
      expect(first.body.paging).toEqual({ page: 1, lastSeen: '10', moreDataAvailable: true, totalResults: 13 })
      const second = await get(p, '/api/v4/news?p=2')
      expect(second.body.items).toHaveLength(3)
      expect(second.body.paging.moreDataAvailable).toBe(false)
    })

    it('narrows to one feed; an empty feed and a page past the end are empty; an unknown feed is 404', async () => {
      const p = platform()
      const one = await get(p, '/api/v4/news?feed=matchday')
      expect(one.body).toMatchObject({ feed: 'matchday', items: [{ newId: 'team-news' }], paging: { totalResults: 1 } })
      expect((await get(p, '/api/v4/news?feed=empty-feed')).body).toMatchObject({
        items: [],
        paging: { totalResults: 0, moreDataAvailable: false },
      })
      expect((await get(p, '/api/v4/news?feed=headlines&p=3')).body).toMatchObject({ items: [], paging: { moreDataAvailable: false } })
      expect(await get(p, '/api/v4/news?feed=nope')).toMatchObject({
        status: 404,
        body: { code: 'NOT_FOUND', message: 'No such news feed.' },
      })
      expect((await get(p, '/api/v4/news?feed=Bad%20Feed')).body.fields.feed).toEqual(['feed must be lower-case letters, digits and "-"'])
      expect((await get(p, '/api/v4/news?rpp=x')).status).toBe(400)
    })

    it('gives an item with its body, related content and neighbours in its feed', async () => {
      const p = platform()
      const res = await get(p, '/api/v4/news/headlines/story-2')
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({
        feedName: 'headlines',
        feedTitle: 'Headlines',
        newId: 'story-2',
        body: ['Paragraph one of 2', 'Paragraph two'],
        content: null,
        newer: { newId: 'story-1' },
        older: { newId: 'story-3' },
      })
      const first = await get(p, '/api/v4/news/headlines/story-1')
      expect(first.body).toMatchObject({ newer: null, content: { id: 'ev-on', type: 'LIVE', displayLiveBadge: true } })
      expect((await get(p, '/api/v4/news/headlines/story-12')).body.older).toBeNull()
      expect((await get(p, '/api/v4/news/matchday/story-1')).status).toBe(404)
    })
  })

  describe('fighters', () => {
    it('ranks fighters by weight class (lightest first) then rank, leaving the unranked out', async () => {
      const res = await get(platform(), '/api/v4/fighters')
      expect(res.status).toBe(200)
      expect(res.body.sort).toBe('rankings')
      expect(ids(res.body.fighters)).toEqual(['lia-light', 'zed-champion', 'amy-contender'])
      expect(res.body.fighters[1]).toMatchObject({
        champion: true,
        rank: 0,
        weightClass: 'Heavyweight',
        record: { wins: 3, losses: 1, noContests: 1 },
      })
      expect(res.body.weightClasses).toEqual(['Lightweight', 'Heavyweight'])
      expect(res.body.paging).toMatchObject({ totalResults: 3, moreDataAvailable: false })
    })

    it('lists everyone A to Z (case folded), pages, and narrows to a weight class', async () => {
      const p = platform()
      const az = await get(p, '/api/v4/fighters?sort=az&rpp=3')
      expect(ids(az.body.fighters)).toEqual(['amy-contender', 'bo-unranked', 'lia-light'])
      expect(az.body.fighters[1]).toMatchObject({ rank: null, champion: false, record: { wins: 0, losses: 0, noContests: 0 } })
      expect(az.body.paging).toMatchObject({ page: 1, moreDataAvailable: true, totalResults: 4 })
      expect(ids((await get(p, '/api/v4/fighters?sort=az&rpp=3&p=2')).body.fighters)).toEqual(['zed-champion'])
      expect((await get(p, '/api/v4/fighters?sort=az&rpp=3&p=3')).body).toMatchObject({
        fighters: [],
        paging: { moreDataAvailable: false },
      })
      expect(ids((await get(p, '/api/v4/fighters?sort=az&weightClass=Lightweight')).body.fighters)).toEqual(['bo-unranked', 'lia-light'])
    })

    it('refuses an unknown sort or weight class', async () => {
      const p = platform()
      expect(await get(p, '/api/v4/fighters?sort=weight')).toMatchObject({
        status: 400,
        body: { message: 'sort must be one of rankings, az.' },
      })
      const wc = await get(p, '/api/v4/fighters?weightClass=Catchweight')
      expect(wc.status).toBe(400)
      expect(wc.body.fields.weightClass[0]).toMatch(/^weightClass must be one of Flyweight, /)
    })

    it('gives a fighter with the record by result method and outcome, and the bouts latest first', async () => {
      const p = platform()
      const res = await get(p, '/api/v4/fighters/zed-champion')
      expect(res.status).toBe(200)
      expect(res.body.record).toEqual({
        wins: 3,
        losses: 1,
        noContests: 1,
        byMethod: [
          { method: 'koTko', wins: 2, losses: 0, noContests: 0 },
          { method: 'submission', wins: 0, losses: 1, noContests: 0 },
          { method: 'decisionUnanimous', wins: 0, losses: 0, noContests: 0 },
          { method: 'decisionSplit', wins: 1, losses: 0, noContests: 0 },
          { method: 'decisionMajority', wins: 0, losses: 0, noContests: 0 },
          { method: 'disqualified', wins: 0, losses: 0, noContests: 0 },
          { method: 'others', wins: 0, losses: 0, noContests: 1 },
        ],
      })
      expect(res.body.bouts).toHaveLength(5)
      expect(res.body.bouts[0]).toEqual({
        id: 'zed-champion-1',
        opponent: 'Someone',
        eventName: 'Fight Night',
        date: '2026-05-22T00:00:00.000Z',
        outcome: 'win',
        method: 'koTko',
        round: 2,
        contentId: 'ev-yesterday',
      })
      expect((await get(p, '/api/v4/fighters/bo-unranked')).body).toMatchObject({ record: { wins: 0 }, bouts: [] })
      expect((await get(p, '/api/v4/fighters/nope')).status).toBe(404)
    })
  })

  it('seeds again without changing anything', async () => {
    const count = async () =>
      Number(
        (
          (await t.database.db.execute(
            sql`select (select count(*) from news_items) + (select count(*) from fighter_bouts) + (select count(*) from news_feeds) + (select count(*) from fighters) as n`,
          )) as unknown as { rows: Array<{ n: string | number }> }
        ).rows[0]!.n,
      )
    const before = await count()
    const report = await seed(t.database, { fixturesDir: dir, now: NOW })
    expect(report).toMatchObject({ newsFeeds: 3, newsItems: 13, fighters: 4, bouts: 8 })
    expect(await count()).toBe(before)
  })
})
