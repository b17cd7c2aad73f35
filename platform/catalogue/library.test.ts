import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { seed } from '../seed.ts'
import { testDrivers, useTestDatabase } from '../test/databases.ts'
import { call, createAccount, platformFactory, signIn } from '../test/helpers.ts'
import { matchingShare, searchTerms } from './library-store.ts'
import { createCatalogueStore } from './store.ts'

const NOW = new Date('2026-06-01T12:00:00Z')
const MIN = 60_000

const vod = (id: string, title: string, description: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'VOD',
  title,
  description,
  durationSeconds: 600,
  genres: ['drama'],
  year: 2025,
  rating: 'U',
  ...extra,
})
const items = [
  vod('film-a', 'Café Society', 'A quiet story in a busy café', { genres: ['drama', 'comedy'], year: 2025 }),
  vod('film-b', 'Harbour Lights', 'Boats come home at dusk', { genres: ['comedy'], year: 2024 }),
  vod('film-c', 'Night Harbour', 'A thriller on the water', { genres: ['thriller'], year: 2025, licences: ['premium'] }),
  vod('film-d', 'Évora Nights', 'Music in the old town', { genres: ['music'], year: 2023, requiresSignIn: true }),
  {
    id: 'live-on',
    type: 'LIVE',
    title: 'Harbour Derby Live',
    description: 'On now',
    genres: ['sport'],
    startOffsetMinutes: -30,
    endOffsetMinutes: 60,
  },
  {
    id: 'live-ending',
    type: 'LIVE',
    title: 'Final Lap',
    description: 'Ending soon',
    genres: ['sport'],
    startOffsetMinutes: -90,
    endOffsetMinutes: 10,
  },
  {
    id: 'live-next',
    type: 'LIVE',
    title: 'Kick-off',
    description: 'Soon',
    genres: ['sport'],
    startOffsetMinutes: 30,
    endOffsetMinutes: 120,
  },
  {
    id: 'live-later',
    type: 'LIVE',
    title: 'Late Show',
    description: 'Later',
    genres: ['sport'],
    startOffsetMinutes: 300,
    endOffsetMinutes: 400,
  },
  {
    id: 'live-over',
    type: 'LIVE',
    title: 'Morning Race',
    description: 'Over',
    genres: ['sport'],
    startOffsetMinutes: -300,
    endOffsetMinutes: -200,
  },
  { id: 'pl-1', type: 'VOD_PLAYLIST', title: 'Harbour Collection', description: 'Films by the sea', genres: ['drama'] },
]
const seasonsOf = (prefix: string, n: number, episodes: (i: number) => number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `${prefix}-s${i + 1}`,
    title: `Season ${i + 1}`,
    number: i + 1,
    episodes: Array.from({ length: episodes(i + 1) }, (_, j) => ({
      id: `${prefix}-s${i + 1}e${j + 1}`,
      number: j + 1,
      title: `${prefix} ${i + 1}.${j + 1}`,
      description: 'An episode',
      durationSeconds: 1200,
    })),
  }))
const series = [
  { id: 'series-25', title: 'Twenty-five', seasons: seasonsOf('tf', 25, () => 1) },
  { id: 'series-27', title: 'Twenty-seven', seasons: seasonsOf('ts', 27, (n) => (n % 3) + 1) },
  {
    id: 'series-small',
    title: 'Small',
    description: 'Three seasons',
    genres: ['drama'],
    requiresSignIn: true,
    seasons: [
      ...seasonsOf('sm', 1, () => 7),
      { id: 'sm-s2', title: 'Season 2', number: 2, episodes: [] },
      {
        id: 'sm-s3',
        title: 'Season 3',
        number: 3,
        episodes: [
          {
            id: 'sm-s3e1',
            number: 1,
            title: 'Premiere night',
            description: 'The return',
            durationSeconds: 1800,
            premiereOffsetMinutes: 120,
          },
        ],
      },
    ],
  },
]
const playlists = [{ id: 'pl-1', items: ['film-a', 'film-b', 'film-c', 'film-d', 'sm-s1e1'] }]
// 26 channels: a page of 25 and one more; programmes of 30 and 90 minutes from midnight yesterday
const epg = {
  startDaysAgo: 1,
  days: 2,
  channels: Array.from({ length: 26 }, (_, i) => ({
    id: `ch-${String(i + 1).padStart(2, '0')}`,
    name: `Channel ${i + 1}`,
    ...(i === 1 ? { requiresSignIn: true } : {}),
    programmes: [
      { title: 'Short', durationMinutes: 30, episode: 'S1 E1' },
      { title: 'Long', durationMinutes: 90 },
    ],
  })),
}

describe.each(testDrivers)('catalogue library on %s', (driver) => {
  const t = useTestDatabase(driver)
  const makePlatform = platformFactory()
  let dir: string

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'marquee-library-'))
    await mkdir(path.join(dir, 'catalogue'))
    const files = { 'items.json': items, 'series.json': series, 'playlists.json': playlists, 'epg.json': epg }
    for (const [name, body] of Object.entries(files)) await writeFile(path.join(dir, 'catalogue', name), JSON.stringify(body))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })
  beforeEach(async () => {
    // the shared reset empties content items; the tables this feature adds are emptied here
    await t.database.db.execute(sql`TRUNCATE "series", "seasons", "epg_channels", "epg_programmes", "playlist_items" CASCADE`)
    await seed(t.database, { fixturesDir: dir, now: NOW })
  })
  const platform = () => makePlatform(t.database, { now: () => NOW })
  const get = (p: ReturnType<typeof platform>, url: string, token?: string) => call(p, 'GET', url, { token })
  const ids = (list: Array<{ id: string }>) => list.map((x) => x.id)

  describe('GET /api/v4/season/:id', () => {
    it('pages episodes in number order with the lastSeen cursor', async () => {
      const p = platform()
      const first = await get(p, '/api/v4/season/sm-s1?rpp=3')
      expect(first.status).toBe(200)
      expect(first.body).toMatchObject({ id: 'sm-s1', title: 'Season 1', seriesId: 'series-small', seriesTitle: 'Small', episodeCount: 7 })
      expect(ids(first.body.episodes)).toEqual(['sm-s1e1', 'sm-s1e2', 'sm-s1e3'])
      expect(first.body.episodes[0]).toMatchObject({ type: 'VOD', accessLevel: 'GRANTED_ON_SIGN_IN' })
      expect(first.body.paging).toEqual({ page: 1, lastSeen: expect.any(String), moreDataAvailable: true, totalResults: 7 })
      const second = await get(p, `/api/v4/season/sm-s1?rpp=3&lastSeen=${first.body.paging.lastSeen}`)
      expect(ids(second.body.episodes)).toEqual(['sm-s1e4', 'sm-s1e5', 'sm-s1e6'])
      const last = await get(p, `/api/v4/season/sm-s1?rpp=3&lastSeen=${second.body.paging.lastSeen}`)
      expect(ids(last.body.episodes)).toEqual(['sm-s1e7'])
      expect(last.body.paging).toMatchObject({ page: 3, moreDataAvailable: false })
    })

    it('answers an empty page past the end and for a season with no episodes; defaults rpp to 25', async () => {
      const p = platform()
      const past = await get(p, '/api/v4/season/sm-s1?lastSeen=999')
      expect(past.body.episodes).toEqual([])
      expect(past.body.paging).toMatchObject({ moreDataAvailable: false, totalResults: 7 })
      const empty = await get(p, '/api/v4/season/sm-s2')
      expect(empty.body).toMatchObject({
        episodeCount: 0,
        episodes: [],
        paging: { page: 1, moreDataAvailable: false, totalResults: 0, lastSeen: null },
      })
      expect((await get(p, '/api/v4/season/sm-s1')).body.episodes).toHaveLength(7)
    })

    it('refuses bad parameters with 400 and unknown seasons with 404', async () => {
      const p = platform()
      for (const rpp of ['0', '51', 'x', '']) {
        const res = await get(p, `/api/v4/season/sm-s1?rpp=${rpp}`)
        expect(res.status, rpp).toBe(400)
        expect(res.body).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'rpp must be an integer between 1 and 50.',
          fields: { rpp: ['rpp must be an integer between 1 and 50'] },
        })
      }
      const cursor = await get(p, '/api/v4/season/sm-s1?lastSeen=abc')
      expect(cursor).toMatchObject({
        status: 400,
        body: { fields: { lastSeen: ['lastSeen must be a cursor returned by a previous page'] } },
      })
      expect(await get(p, '/api/v4/season/nope')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
    })
  })

  describe('GET /api/v4/series/:id', () => {
    it('says no more data at exactly 25 seasons with rpp 25', async () => {
      const res = await get(platform(), '/api/v4/series/series-25?rpp=25')
      expect(res.body.seasons.items).toHaveLength(25)
      expect(res.body.seasons.paging).toMatchObject({ page: 1, moreDataAvailable: false, totalResults: 25 })
    })

    it('pages 27 seasons as 25 and 2, then an empty page', async () => {
      const p = platform()
      const first = await get(p, '/api/v4/series/series-27')
      expect(first.body).toMatchObject({ seriesId: 'series-27', title: 'Twenty-seven' })
      expect(first.body.seasons.items).toHaveLength(25)
      expect(first.body.seasons.items[0]).toEqual({ id: 'ts-s1', title: 'Season 1', number: 1, episodeCount: 2 })
      expect(first.body.seasons.paging).toMatchObject({ page: 1, moreDataAvailable: true, totalResults: 27 })
      const second = await get(p, `/api/v4/series/series-27?lastSeen=${first.body.seasons.paging.lastSeen}`)
      expect(ids(second.body.seasons.items)).toEqual(['ts-s26', 'ts-s27'])
      expect(second.body.seasons.paging).toMatchObject({ page: 2, moreDataAvailable: false })
      const third = await get(p, `/api/v4/series/series-27?lastSeen=${second.body.seasons.paging.lastSeen}`)
      expect(third.body.seasons).toMatchObject({ items: [], paging: { moreDataAvailable: false, totalResults: 27 } })
    })

    it('lists seasons with no episodes, with their counts', async () => {
      const res = await get(platform(), '/api/v4/series/series-small')
      expect(res.body.seasons.items.map((s: { episodeCount: number }) => s.episodeCount)).toEqual([7, 0, 1])
      expect(res.body.description).toBe('Three seasons')
    })

    it('answers 404 for an unknown series and 400 for a bad rpp', async () => {
      const p = platform()
      expect((await get(p, '/api/v4/series/nope')).status).toBe(404)
      expect((await get(p, '/api/v4/series/series-27?rpp=99')).status).toBe(400)
    })
  })

  describe('GET /api/v4/series/:seriesId/adjacentTo/:seasonId', () => {
    it('gives up to size seasons either side, in season order', async () => {
      const p = platform()
      const mid = await get(p, '/api/v4/series/series-27/adjacentTo/ts-s10?size=3')
      expect(ids(mid.body.precedingSeasons)).toEqual(['ts-s7', 'ts-s8', 'ts-s9'])
      expect(ids(mid.body.followingSeasons)).toEqual(['ts-s11', 'ts-s12', 'ts-s13'])
      const end = await get(p, '/api/v4/series/series-27/adjacentTo/ts-s27')
      expect(end.body.precedingSeasons).toHaveLength(25)
      expect(end.body.followingSeasons).toEqual([])
      expect(end.body.precedingSeasons[0]).toMatchObject({ id: 'ts-s2', episodeCount: 3 })
    })

    it('answers 404 when the season is not in the series, 400 for a bad size', async () => {
      const p = platform()
      expect((await get(p, '/api/v4/series/series-25/adjacentTo/ts-s1')).status).toBe(404)
      expect((await get(p, '/api/v4/series/series-25/adjacentTo/nope')).status).toBe(404)
      expect((await get(p, '/api/v4/series/series-25/adjacentTo/tf-s1?size=0')).status).toBe(400)
    })
  })

  describe('playlists and adjacent videos', () => {
    it('pages a playlist by page number', async () => {
      const p = platform()
      const first = await get(p, '/api/vod/playlist/pl-1?rpp=2')
      expect(first.body).toMatchObject({
        id: 'pl-1',
        title: 'Harbour Collection',
        videos: { totalPages: 3, page: 1 },
        socialSharingDetail: { url: '/playlist/pl-1', title: 'Harbour Collection' },
        paging: { page: 1, moreDataAvailable: true, totalResults: 5, lastSeen: '2' },
      })
      expect(ids(first.body.videos.vods)).toEqual(['film-a', 'film-b'])
      const last = await get(p, '/api/vod/playlist/pl-1?rpp=2&p=3')
      expect(ids(last.body.videos.vods)).toEqual(['sm-s1e1'])
      expect(last.body.paging).toMatchObject({ moreDataAvailable: false })
      const past = await get(p, '/api/vod/playlist/pl-1?rpp=2&p=4')
      expect(past.body.videos.vods).toEqual([])
      expect(past.body.paging).toMatchObject({ moreDataAvailable: false, totalResults: 5 })
      expect((await get(p, '/api/vod/playlist/film-a')).status).toBe(404)
      expect((await get(p, '/api/vod/playlist/pl-1?p=0')).body.fields.p).toEqual(['p must be an integer between 1 and 100000'])
    })

    it('gives the items either side of a playlist item', async () => {
      const p = platform()
      const res = await get(p, '/api/playlist/pl-1/adjacentTo/film-c?size=1')
      expect([ids(res.body.preceding), ids(res.body.following)]).toEqual([['film-b'], ['film-d']])
      const edge = await get(p, '/api/playlist/pl-1/adjacentTo/film-a')
      expect([ids(edge.body.preceding), ids(edge.body.following)]).toEqual([[], ['film-b', 'film-c', 'film-d', 'sm-s1e1']])
      expect((await get(p, '/api/playlist/pl-1/adjacentTo/live-on')).status).toBe(404)
    })

    it('gives the episodes either side of a VOD in its season, or in a playlist', async () => {
      const p = platform()
      const res = await get(p, '/api/v4/vod/sm-s1e4/adjacent?size=2')
      expect([ids(res.body.preceding), ids(res.body.following)]).toEqual([
        ['sm-s1e2', 'sm-s1e3'],
        ['sm-s1e5', 'sm-s1e6'],
      ])
      const inPlaylist = await get(p, '/api/v4/vod/sm-s1e1/adjacent?playlistId=pl-1&size=2')
      expect([ids(inPlaylist.body.preceding), ids(inPlaylist.body.following)]).toEqual([['film-c', 'film-d'], []])
      expect((await get(p, '/api/v4/vod/film-a/adjacent')).body).toEqual({ preceding: [], following: [] })
      expect((await get(p, '/api/v4/vod/sm-s1e2/adjacent?playlistId=pl-1')).status).toBe(404)
      expect((await get(p, '/api/v4/vod/nope/adjacent')).status).toBe(404)
      expect((await get(p, '/api/v4/vod/sm-s1e2/adjacent?size=abc')).status).toBe(400)
    })
  })

  describe('GET /api/v4/epg', () => {
    const window = `from=${new Date(NOW.getTime() - 60 * MIN).toISOString()}&to=${new Date(NOW.getTime() + 120 * MIN).toISOString()}`

    it('pages 25 channels, each with programmes overlapping the window, flagging the one on now', async () => {
      const p = platform()
      const first = await get(p, `/api/v4/epg?${window}&rpp=20`)
      expect(first.status).toBe(200)
      expect(first.body.channels).toHaveLength(25)
      expect(first.body.paging).toMatchObject({ page: 1, moreDataAvailable: true, totalResults: 26 })
      const ch = first.body.channels[0]
      expect(ch).toMatchObject({ eventId: 'ch-01', name: 'Channel 1', logoUrl: null, accessLevel: 'GRANTED' })
      expect(first.body.channels[1].accessLevel).toBe('GRANTED_ON_SIGN_IN')
      // programmes cycle 30 + 90 minutes from midnight; 11:00–14:00 overlaps 10:30–12:00, 12:00–12:30, 12:30–14:00
      expect(ch.programmes.map((x: { startDate: string; isLive: boolean }) => [x.startDate.slice(11, 16), x.isLive])).toEqual([
        ['10:30', false],
        ['12:00', true],
        ['12:30', false],
      ])
      expect(ch.programmes[0]).toMatchObject({ title: 'Long', endDate: '2026-06-01T12:00:00.000Z', episode: null, thumbnailUrl: null })
      expect(ch.programmes[1]).toMatchObject({ title: 'Short', episode: 'S1 E1' })
      const second = await get(p, `/api/v4/epg?${window}&lastSeen=${first.body.paging.lastSeen}`)
      expect(second.body.channels.map((c: { eventId: string }) => c.eventId)).toEqual(['ch-26'])
      expect(second.body.paging).toMatchObject({ page: 2, moreDataAvailable: false })
      const past = await get(p, `/api/v4/epg?${window}&lastSeen=999`)
      expect(past.body).toMatchObject({ channels: [], paging: { moreDataAvailable: false } })
    })

    it('limits programmes per channel to rpp and pages one channel', async () => {
      const p = platform()
      const all = await get(p, `/api/v4/epg?${window}&rpp=1`)
      expect(all.body.channels.every((c: { programmes: unknown[] }) => c.programmes.length === 1)).toBe(true)
      const one = await get(p, `/api/v4/epg?${window}&channel=ch-03&rpp=2`)
      expect(one.body.channels).toHaveLength(1)
      expect(one.body.channels[0].programmes).toHaveLength(2)
      expect(one.body.paging).toMatchObject({ moreDataAvailable: true, totalResults: 3 })
      const rest = await get(p, `/api/v4/epg?${window}&channel=ch-03&rpp=2&lastSeen=${one.body.paging.lastSeen}`)
      expect(rest.body.channels[0].programmes.map((x: { startDate: string }) => x.startDate.slice(11, 16))).toEqual(['12:30'])
      expect(rest.body.paging).toMatchObject({ page: 2, moreDataAvailable: false })
      expect((await get(p, `/api/v4/epg?${window}&channel=nope`)).status).toBe(404)
    })

    it('refuses a window that is reversed, longer than 7 days or not ISO', async () => {
      const p = platform()
      const reversed = await get(p, '/api/v4/epg?from=2026-06-02T00:00:00Z&to=2026-06-01T00:00:00Z')
      expect(reversed).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', message: 'to must be later than from.' } })
      const long = await get(p, '/api/v4/epg?from=2026-06-01T00:00:00Z&to=2026-06-08T00:00:01Z')
      expect(long.body.message).toBe('to must be at most 7 days after from.')
      expect((await get(p, '/api/v4/epg?from=2026-06-01T00:00:00Z&to=2026-06-08T00:00:00Z')).status).toBe(200)
      const bad = await get(p, '/api/v4/epg?from=yesterday')
      expect(bad.body.fields.from).toEqual(['from must be an ISO 8601 date-time such as 2026-06-01T12:00:00Z'])
    })
  })

  describe('live and upcoming events', () => {
    it('lists events on now, soonest ending first, and upcoming ones, soonest first', async () => {
      const p = platform()
      const live = await get(p, '/api/event/live')
      expect(ids(live.body.events)).toEqual(['live-ending', 'live-on'])
      expect(live.body.events.every((e: { displayLiveBadge: boolean }) => e.displayLiveBadge)).toBe(true)
      expect(live.body.paging).toMatchObject({ page: 1, moreDataAvailable: false, totalResults: 2 })
      const upcoming = await get(p, '/api/event/upcoming?rpp=1')
      expect(ids(upcoming.body.events)).toEqual(['live-next'])
      expect(upcoming.body.paging).toMatchObject({ moreDataAvailable: true, totalResults: 2 })
      expect(ids((await get(p, '/api/event/upcoming?rpp=1&p=2')).body.events)).toEqual(['live-later'])
      expect((await get(p, '/api/event/upcoming?rpp=1&p=3')).body.events).toEqual([])
      expect((await get(p, '/api/event/live?rpp=0')).status).toBe(400)
    })
  })

  describe('content detail', () => {
    it('describes an episode with its series, season, premiere and releases, for the caller', async () => {
      await createAccount(t.database, { email: 'member@example.test' })
      const p = platform()
      const guest = await get(p, '/api/v4/vod/sm-s3e1')
      const premiere = new Date(NOW.getTime() + 120 * MIN)
      expect(guest.body).toMatchObject({
        id: 'sm-s3e1',
        type: 'VOD',
        title: 'Premiere night',
        accessLevel: 'GRANTED_ON_SIGN_IN',
        series: { seriesId: 'series-small', title: 'Small' },
        seasonId: 'sm-s3',
        episode: 1,
        premiereRelease: { startDate: premiere.toISOString() },
        computedReleases: [
          { type: 'PREMIERE', startDate: premiere.toISOString(), endDate: new Date(premiere.getTime() + 30 * MIN).toISOString() },
          { type: 'ON_DEMAND', startDate: new Date(premiere.getTime() + 30 * MIN).toISOString(), endDate: null },
        ],
        licences: [],
        availableLicences: [],
      })
      const member = await signIn(p, 'member@example.test')
      expect((await get(p, '/api/v4/vod/sm-s3e1', member)).body.accessLevel).toBe('GRANTED')
      const licensed = await get(p, '/api/v4/vod/film-c', member)
      expect(licensed.body).toMatchObject({ accessLevel: 'DENIED', licences: ['premium'], availableLicences: ['premium'] })
      expect(licensed.body).not.toHaveProperty('series')
      expect(licensed.body.computedReleases).toEqual([{ type: 'ON_DEMAND', startDate: null, endDate: null }])
    })

    it('describes a live event, and answers 404 for the wrong kind or an unknown id', async () => {
      const p = platform()
      const live = await get(p, '/api/v4/vods/live/live-on')
      expect(live.body).toMatchObject({ id: 'live-on', displayLiveBadge: true, computedReleases: [{ type: 'LIVE' }] })
      expect((await get(p, '/api/v4/vods/live/film-a')).status).toBe(404)
      expect((await get(p, '/api/v4/vod/live-on')).status).toBe(404)
      expect((await get(p, '/api/v4/vod/nope')).status).toBe(404)
    })

    it('describes a guide channel as a live event, with the programme on now and the channel’s access', async () => {
      const p = platform()
      const channel = await get(p, '/api/v4/vods/live/ch-01')
      expect(channel.status).toBe(200)
      expect(channel.body).toMatchObject({ id: 'ch-01', type: 'LIVE', title: 'Channel 1', displayLiveBadge: true, accessLevel: 'GRANTED' })
      expect(channel.body.description).toMatch(/^On now: (Short|Long)/)
      expect(channel.body.computedReleases).toEqual([{ type: 'LIVE', startDate: channel.body.startDate, endDate: channel.body.endDate }])
      expect((await get(p, '/api/v4/vods/live/ch-02')).body.accessLevel).toBe('GRANTED_ON_SIGN_IN')
      expect((await get(p, '/api/v4/vod/ch-01')).status).toBe(404)
    })
  })

  describe('GET /api/content-search', () => {
    it('finds words with case and accents folded, the last word as a prefix, grouped by type', async () => {
      const p = platform()
      const cafe = await get(p, '/api/content-search?query=CAFE')
      expect(ids(cafe.body.vodVideos.hits)).toEqual(['film-a'])
      const evora = await get(p, '/api/content-search?query=evo')
      expect(ids(evora.body.vodVideos.hits)).toEqual(['film-d'])
      const harbour = await get(p, '/api/content-search?query=harb')
      expect(ids(harbour.body.liveEvents.hits)).toEqual(['live-on'])
      expect(ids(harbour.body.vodPlaylists.hits)).toEqual(['pl-1'])
      // title matches (weight A) rank above description-only matches
      expect(harbour.body.vodVideos.totalHits).toBe(2)
      expect(harbour.body.totalCount).toBe(4)
      expect(ids((await get(p, '/api/content-search?query=night%20harb')).body.vodVideos.hits)).toEqual(['film-c'])
    })

    it('pages hits, filters by type and refuses an empty query', async () => {
      const p = platform()
      const page1 = await get(p, '/api/content-search?query=harbour&rpp=1&type=VOD')
      expect(page1.body.vodVideos).toMatchObject({ totalHits: 2, totalPages: 2, page: 1 })
      expect(page1.body.liveEvents).toEqual({ hits: [], totalHits: 0, totalPages: 0, page: 1 })
      expect(page1.body.totalCount).toBe(2)
      const page2 = await get(p, '/api/content-search?query=harbour&rpp=1&p=2&type=VOD')
      expect(page2.body.vodVideos.hits).toHaveLength(1)
      expect(page2.body.vodVideos.hits[0].id).not.toBe(page1.body.vodVideos.hits[0].id)
      for (const q of ['', '%20%20', '!!!']) expect((await get(p, `/api/content-search?query=${q}`)).status, q).toBe(400)
      expect((await get(p, '/api/content-search')).body.fields.query).toBeDefined()
      expect((await get(p, '/api/content-search?query=x&type=SERIES')).body.message).toBe('type must be one of LIVE, VOD, VOD_PLAYLIST.')
      expect((await get(p, '/api/content-search?query=zzzz')).body.totalCount).toBe(0)
    })

    it('ranks and counts a bounded number of matches per group, whatever the catalogue holds', async () => {
      // two VOD titles match "harbour"; with room for one candidate the work stops at one
      const store = createCatalogueStore(t.database.db, { searchCandidates: 1 })
      const [vod] = await store.search('harbour', ['vodVideos'], 0, 20)
      expect(vod!.total).toBe(1)
      expect(vod!.rows).toHaveLength(1)
      const [past] = await store.search('harbour', ['vodVideos'], 1, 20)
      expect(past!.rows).toEqual([])
      const [all] = await createCatalogueStore(t.database.db).search('harbour', ['vodVideos'], 0, 20)
      expect(all!.total).toBe(2)
    })

    it('pages each group in rank order (title matches first, then by title), counting every match', async () => {
      const { contentItems } = await import('../db/schema.ts')
      // eight more VODs and three more live events with "tide": in the title or only in the description
      await t.database.db
        .insert(contentItems)
        .values([
          ...['Tide Echo', 'Amber Tide', 'Tide', 'Quiet Tide'].map((title, i) => vod(`tide-t${i}`, title, 'A film')),
          ...['Zephyr', 'Brook', 'Marsh', 'Cove'].map((title, i) => vod(`tide-d${i}`, title, 'When the tide turns')),
          ...['Tide Live', 'Ebb'].map((title, i) => ({ id: `tide-l${i}`, type: 'LIVE', title, description: i ? 'the tide' : 'Live' })),
        ])
      const store = createCatalogueStore(t.database.db)
      const first = await store.search('tide', ['liveEvents', 'vodVideos', 'vodPlaylists'], 0, 3)
      const byGroup = Object.fromEntries(first.map((g) => [g.group, { ids: g.rows.map((r) => r.id), total: g.total }]))
      // a title match ranks above a description match; equal ranks go by title
      expect(byGroup.vodVideos).toEqual({ ids: ['tide-t1', 'tide-t3', 'tide-t2'], total: 8 })
      expect(byGroup.liveEvents).toEqual({ ids: ['tide-l0', 'tide-l1'], total: 2 })
      expect(byGroup.vodPlaylists).toEqual({ ids: [], total: 0 })
      const [second] = await store.search('tide', ['vodVideos'], 3, 3)
      expect(second!.rows.map((r) => r.id)).toEqual(['tide-t0', 'tide-d1', 'tide-d3'])
      expect(second!.total).toBe(8)
      // the rows are whole cards, not only what ranking needed
      expect(second!.rows[0]).toMatchObject({ title: 'Tide Echo', durationSeconds: 600, genres: ['drama'], year: 2025 })
    })

    /** The plan of `statement`; with `noSeqScan`, as on a catalogue too large to read whole. */
    const planOf = (statement: SQL, noSeqScan = false) =>
      t.database.db.transaction(async (tx) => {
        if (noSeqScan) await tx.execute(sql`SET LOCAL enable_seqscan = off`)
        const result = await tx.execute(sql`EXPLAIN ${statement}`)
        return (result as unknown as { rows: Array<Record<string, string>> }).rows.map((r) => Object.values(r)[0]).join('\n')
      })

    it("has a GIN index that answers the search column's matches", async () => {
      const plan = await planOf(sql`select id from content_items where search @@ to_tsquery('simple', 'harbour & ni:*')`, true)
      expect(plan).toContain('content_items_search_idx')
    })

    it('estimates from the column statistics how much of the catalogue a query matches', () => {
      const stats = {
        rows: 1000,
        lexemes: new Map([
          ['story', 1],
          ['storm', 0.1],
          ['harbour', 0.2],
          ['night', 0.5],
        ]),
      }
      expect(searchTerms('harbour & ni:*')).toEqual([
        { word: 'harbour', prefix: false },
        { word: 'ni', prefix: true },
      ])
      expect(matchingShare(searchTerms('sto:*'), stats)).toBe(1) // story and storm, at most every row
      expect(matchingShare(searchTerms('harbour & ni:*'), stats)).toBeCloseTo(0.1)
      expect(matchingShare(searchTerms('harbour & storm'), stats)).toBeCloseTo(0.02)
      // a word rarer than every common lexeme is taken as rare
      expect(matchingShare(searchTerms('harbour & zephyr:*'), stats)).toBe(0)
    })

    it('reads the table in order for a query that matches most of it, finding what the index finds', async () => {
      const { contentItems } = await import('../db/schema.ts')
      // 3,000 more titles, every description with "story" in it; a tenth of the titles with "Storm"
      await t.database.db
        .insert(contentItems)
        .values(Array.from({ length: 3000 }, (_, i) => vod(`story-${i}`, `${i % 10 ? 'Calm' : 'Storm'} ${i}`, `A story of ${i}`)))
      await t.database.db.execute(sql`ANALYZE content_items`)
      const groups = ['liveEvents', 'vodVideos', 'vodPlaylists'] as const
      // room for 5 candidates a group: 15 in all, and "sto" matches far more than ten times that
      const store = createCatalogueStore(t.database.db, { searchCandidates: 5, statisticsMaxAgeMs: 0 })
      const dense = await store.searchSql('sto:*', [...groups])
      expect(dense.scan).toBe('table')
      // written so that no index answers the match, even where reading the table is discouraged
      expect(await planOf(dense.statement)).toContain('Seq Scan on content_items')
      expect(await planOf(dense.statement, true)).not.toContain('content_items_search_idx')
      // a word that matches little asks the index
      expect((await store.searchSql('harbour & ni:*', [...groups])).scan).toBe('index')

      // the same answers as the index gives, page by page
      const viaIndex = createCatalogueStore(t.database.db, { searchCandidates: 5, denseSearchFactor: Infinity })
      expect((await viaIndex.searchSql('sto:*', [...groups])).scan).toBe('index')
      for (const offset of [0, 3]) {
        const answer = async (s: typeof store) =>
          (await s.search('sto:*', [...groups], offset, 3)).map((g) => ({ group: g.group, ids: g.rows.map((r) => r.id), total: g.total }))
        const read = await answer(store)
        expect(read).toEqual(await answer(viaIndex))
        expect(read.find((g) => g.group === 'vodVideos')).toMatchObject({ total: 5 })
      }
    })
  })

  describe('GET /api/v1/view/content-grid', () => {
    it('filters by facets and counts each facet among the items matching the others', async () => {
      const p = platform()
      const res = await get(p, '/api/v1/view/content-grid?facets=genre:drama,comedy;year:2025')
      expect(res.status).toBe(200)
      expect(ids(res.body.items)).toEqual(['film-a'])
      expect(res.body.paging).toMatchObject({ page: 1, moreDataAvailable: false, totalResults: 1 })
      const facet = (name: string) => res.body.facets.find((f: { name: string }) => f.name === name)
      // genre counts among 2025 items (film-a: drama+comedy, film-c: thriller); episodes are left out
      expect(facet('genre')).toEqual({
        name: 'genre',
        selected: ['drama', 'comedy'],
        values: [
          { value: 'comedy', count: 1 },
          { value: 'drama', count: 1 },
          { value: 'thriller', count: 1 },
        ],
      })
      // year counts among drama or comedy items: film-a 2025, film-b 2024, playlist pl-1 has no year
      expect(facet('year').values).toEqual([
        { value: '2025', count: 1 },
        { value: '2024', count: 1 },
      ])
    })

    it('pages the grid and refuses bad facet syntax with a clear message', async () => {
      const p = platform()
      const all = await get(p, '/api/v1/view/content-grid?rpp=4')
      expect(all.body.items).toHaveLength(4)
      expect(all.body.paging).toMatchObject({ moreDataAvailable: true, totalResults: items.length })
      const past = await get(p, '/api/v1/view/content-grid?rpp=4&p=9')
      expect(past.body).toMatchObject({ items: [], paging: { moreDataAvailable: false } })
      const bad = await get(p, '/api/v1/view/content-grid?facets=mood:happy')
      expect(bad).toMatchObject({
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'Unknown facet "mood": use one of genre, year, type.',
          fields: { facets: [expect.any(String)] },
        },
      })
      expect((await get(p, '/api/v1/view/content-grid?facets=genre')).status).toBe(400)
    })
  })

  it('seeds again without changing anything', async () => {
    const count = async () =>
      (
        (await t.database.db.execute(
          sql`select (select count(*) from seasons) + (select count(*) from epg_programmes) + (select count(*) from playlist_items) + (select count(*) from content_items) as n`,
        )) as unknown as { rows: Array<{ n: string | number }> }
      ).rows[0]!.n
    const before = Number(await count())
    const report = await seed(t.database, { fixturesDir: dir, now: NOW })
    expect(report).toMatchObject({ series: 3, seasons: 55, playlists: 1, channels: 26 })
    expect(Number(await count())).toBe(before)
  })
})
