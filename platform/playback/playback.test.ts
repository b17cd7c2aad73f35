import { Parser } from 'm3u8-parser'
import { SignJWT } from 'jose'
import { beforeEach, describe, expect, it } from 'vitest'
import { createCatalogueStore } from '../catalogue/store.ts'
import { createCmsStore } from '../cms/store.ts'
import { testDrivers, useTestDatabase } from '../test/databases.ts'
import { call, createAccount, guestToken, platformFactory, signIn } from '../test/helpers.ts'
import type { PlatformDeps } from '../index.ts'
import { createPlaybackStore } from './store.ts'

const START = new Date('2026-06-01T12:00:00Z')
const MIN = 60_000
const GB = '192.0.2.10'
const FR = '198.51.100.10' // outside the realm's territories
const VPN = '198.51.100.200'

const item = (id: string, type: 'VOD' | 'LIVE', extra: Record<string, unknown> = {}) => ({
  id,
  type,
  title: id,
  description: '',
  durationSeconds: 600,
  genres: [],
  licences: [] as string[],
  requiresSignIn: false,
  rating: 'U',
  ...extra,
})

describe.each(testDrivers)('playback: manifest and signed media on %s', (driver) => {
  const t = useTestDatabase(driver)
  const makePlatform = platformFactory()
  let clock = START
  const now = () => clock
  const platform = (deps: Partial<PlatformDeps> = {}) => makePlatform(t.database, { now, trustForwardedFor: true, ...deps })

  beforeEach(async () => {
    clock = START
    const at = (m: number) => new Date(START.getTime() + m * MIN)
    await createCatalogueStore(t.database.db).upsertContent([
      item('free-film', 'VOD'),
      item('members-film', 'VOD', { requiresSignIn: true }),
      item('premium-film', 'VOD', { licences: ['premium'] }),
      item('offline-film', 'VOD'),
      item('adult-film', 'VOD', { rating: '18' }),
      item('replay', 'VOD'),
      item('premiere-soon', 'VOD', { premiereStart: at(10) }),
      item('premiere-later', 'VOD', { premiereStart: at(60) }),
      item('live-now', 'LIVE', { startDate: at(-30), endDate: at(60) }),
      item('live-soon', 'LIVE', { startDate: at(10), endDate: at(100) }),
      item('live-later', 'LIVE', { startDate: at(120), endDate: at(200) }),
      item('live-over', 'LIVE', { startDate: at(-300), endDate: at(-200) }),
      item('live-over-replayed', 'LIVE', { startDate: at(-300), endDate: at(-200) }),
    ] as never)
    await createPlaybackStore(t.database.db).upsertMedia([
      { contentId: 'free-film', clip: 'test-card' },
      { contentId: 'members-film', clip: 'colour-bars' },
      { contentId: 'premium-film', clip: 'fractal-dive' },
      { contentId: 'offline-film', clip: 'life-garden', onlinePlayback: false },
      { contentId: 'adult-film', clip: 'gradient-drift' },
      { contentId: 'replay', clip: 'test-card' },
      { contentId: 'premiere-soon', clip: 'test-card' },
      { contentId: 'premiere-later', clip: 'test-card' },
      { contentId: 'live-now', clip: 'colour-bars' },
      { contentId: 'live-soon', clip: 'colour-bars' },
      { contentId: 'live-later', clip: 'colour-bars' },
      { contentId: 'live-over', clip: 'colour-bars' },
      { contentId: 'live-over-replayed', clip: 'colour-bars', vodId: 'replay' },
    ])
    await createCatalogueStore(t.database.db).replaceChannel(
      { id: 'ch-1', name: 'Channel 1', logoUrl: null, position: 1, requiresSignIn: false, licences: [] },
      [],
    )
    await createPlaybackStore(t.database.db).upsertMedia([{ contentId: 'ch-1', clip: 'test-card' }])
    await createCmsStore(t.database.db).insertPublishedIfMissing(
      'settings',
      'realm',
      { id: 'realm', realmName: 'Test', navLayout: 'TOP', features: {}, territories: { allowed: ['GB', 'ES'] } },
      'test',
      START,
    )
  })

  const manifest = (
    p: ReturnType<typeof platform>,
    kind: string,
    id: string,
    opts: { token?: string; ip?: string; query?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) =>
    call(p, 'POST', `/api/v5/manifest/${kind}/${id}?${opts.query ?? 'includePlaybackDetails=URL'}`, {
      token: opts.token,
      body: opts.body,
      headers: { 'x-forwarded-for': opts.ip ?? GB, ...opts.headers },
    })
  const viewer = async (p: ReturnType<typeof platform>, email = 'viewer@example.test') => {
    await createAccount(t.database, { email })
    return signIn(p, email)
  }
  /** GET a signed URL as the platform's media route sees it (the server adds the session's token). */
  const media = (p: ReturnType<typeof platform>, url: string, token?: string) => call(p, 'GET', new URL(url).pathname, { token })
  const parse = (text: string) => {
    const parser = new Parser()
    parser.push(text)
    parser.end()
    return parser.manifest
  }

  describe('granted', () => {
    it('answers a signed, expiring URL with tracks, chapters, skip markers and a watermark', async () => {
      const p = platform()
      const token = await viewer(p)
      const res = await manifest(p, 'video', 'free-film', { token })
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      const pb = res.body.playback
      expect(res.body.accessLevel).toBe('GRANTED')
      expect(pb).toMatchObject({ protocol: 'HLS', live: false, dvr: false, watermark: { text: 'viewer@example.test' } })
      expect(pb.url).toMatch(/^http:\/\/embedded\/media\/hls\/vod\/free-film\/\d+\.[A-Za-z0-9_-]{43}\/master\.m3u8$/)
      expect(new Date(pb.expiresAt).getTime()).toBe(START.getTime() + 4 * 3600_000)
      expect(pb.subtitles.map((s: { language: string }) => s.language)).toEqual(['en', 'es'])
      expect(pb.audioTracks).toEqual([
        { language: 'en', label: 'English' },
        { language: 'es', label: 'Español' },
      ])
      expect(pb.skipMarkers).toEqual([
        { type: 'INTRO', start: 0, end: 4 },
        { type: 'CREDITS', start: 16, end: 20 },
      ])
      expect(pb.annotations.chapters.map((c: { start: number; percentage: number }) => [c.start, c.percentage])).toEqual([
        [0, 0],
        [5, 25],
        [10, 50],
        [15, 75],
      ])
      expect(pb.resumePosition).toBeUndefined()
      // every URL of the answer opens for this viewer
      for (const url of [
        pb.url,
        pb.annotations.thumbnailsUrl,
        pb.annotations.chapters[2].thumbnail,
        ...pb.subtitles.map((s: { url: string }) => s.url),
      ]) {
        expect((await media(p, url, token)).status, url).toBe(200)
      }
    })

    it('makes https URLs when the request came over https', async () => {
      const res = await manifest(platform(), 'video', 'free-film', {
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'watch.example.test' },
      })
      expect(res.body.playback.url).toMatch(/^https:\/\/watch\.example\.test\/media\/hls\/vod\/free-film\//)
    })

    it('lets guests play free items, without a watermark or stream session', async () => {
      const res = await manifest(platform(), 'video', 'free-film')
      expect(res.status).toBe(200)
      expect(res.body.playback).toMatchObject({ watermark: null, streamId: null })
    })

    it('serves the master, variant playlists and segments under the signed prefix only', async () => {
      const p = platform()
      const token = await viewer(p)
      const { url } = (await manifest(p, 'video', 'free-film', { token })).body.playback
      const master = await media(p, url, token)
      expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl')
      const parsed = parse(master.body)
      expect(parsed.playlists!.map((v) => v.uri)).toEqual(['v360/index.m3u8', 'v180/index.m3u8'])
      const variant = await media(p, new URL(parsed.playlists![0]!.uri, url).toString(), token)
      const segments = parse(variant.body).segments
      expect(segments).toHaveLength(10)
      expect(parse(variant.body).endList).toBe(true)
      const segment = await call(p, 'GET', new URL(segments[3]!.uri, new URL(parsed.playlists![0]!.uri, url)).pathname, { token })
      expect(segment.status).toBe(200)
      expect(segment.headers.get('content-type')).toBe('video/iso.segment')
      expect(segment.headers.get('cache-control')).toBe('private, max-age=3600')
      // names outside the clip's files, and traversal, are not found even with a good token
      const base = url.replace(/master\.m3u8$/, '')
      for (const bad of ['clip.json', 'v360/seg-3.m4s', '..%2Fclip.json', 'v360/../master.m3u8x', 'v720/index.m3u8']) {
        expect((await media(p, base + bad, token)).status, bad).toBe(404)
      }
    })
  })

  describe('refused', () => {
    it("an unsigned, tampered, expired or other viewer's media URL answers 403", async () => {
      const p = platform()
      const token = await viewer(p)
      const other = await viewer(p, 'other@example.test')
      const { url } = (await manifest(p, 'video', 'free-film', { token })).body.playback
      const path = new URL(url).pathname
      expect((await media(p, url, token)).status).toBe(200)
      // unsigned: the clip's own path, or the scope without a token
      expect((await call(p, 'GET', '/media/hls/test-card/master.m3u8', { token })).status).toBe(403)
      expect((await call(p, 'GET', '/media/hls/vod/free-film/master.m3u8', { token })).status).toBe(403)
      // tampered: another item under the same token, a changed expiry, a changed MAC
      expect((await call(p, 'GET', path.replace('/free-film/', '/premium-film/'), { token })).status).toBe(403)
      expect(
        (
          await call(
            p,
            'GET',
            path.replace(/\/(\d+)\./, (_m, e) => `/${Number(e) + 3600}.`),
            { token },
          )
        ).status,
      ).toBe(403)
      expect(
        (
          await call(
            p,
            'GET',
            path.replace(/\.([A-Za-z0-9_-])/, (_m, ch) => `.${ch === 'A' ? 'B' : 'A'}`),
            { token },
          )
        ).status,
      ).toBe(403)
      // another viewer, a guest, nobody, a forged token
      expect((await media(p, url, other)).status).toBe(403)
      expect((await media(p, url, await guestToken(p))).status).toBe(403)
      expect((await media(p, url)).status).toBe(403)
      const forged = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('x')
        .sign(new TextEncoder().encode('another-secret-that-is-long-enough-0000'))
      expect((await media(p, url, forged)).status).toBe(403)
      // expired: four hours later the same URL no longer opens
      clock = new Date(START.getTime() + 4 * 3600_000 + 1000)
      const expired = await media(p, url, token)
      expect(expired.status).toBe(403)
      expect(expired.body.code).toBe('FORBIDDEN_MEDIA')
    })

    it('a viewer whose 15-minute access token has expired can still fetch segments of their URL', async () => {
      const p = platform()
      const token = await viewer(p)
      const { url } = (await manifest(p, 'video', 'free-film', { token })).body.playback
      clock = new Date(START.getTime() + 60 * MIN)
      expect((await media(p, url, token)).status).toBe(200)
    })

    it('a guest URL opens for guests without a token only', async () => {
      const p = platform()
      const { url } = (await manifest(p, 'video', 'free-film')).body.playback
      expect((await media(p, url)).status).toBe(200)
      expect((await media(p, url, await viewer(p))).status).toBe(403)
    })

    it('GRANTED_ON_SIGN_IN sends guests to sign in, and plays for a signed-in viewer', async () => {
      const p = platform()
      for (const token of [undefined, await guestToken(p)]) {
        const res = await manifest(p, 'video', 'members-film', { token })
        expect(res.status).toBe(401)
        expect(res.body.code).toBe('SIGN_IN_REQUIRED')
        expect(res.body.playback).toBeUndefined()
      }
      expect((await manifest(p, 'video', 'members-film', { token: await viewer(p) })).status).toBe(200)
    })

    it('DENIED carries the licences and no stream URL', async () => {
      const p = platform()
      const res = await manifest(p, 'video', 'premium-film', { token: await viewer(p) })
      expect(res.status).toBe(403)
      expect(res.body).toMatchObject({ code: 'DENIED', licences: ['premium'], availableLicences: ['premium'] })
      expect(JSON.stringify(res.body)).not.toContain('/media/hls')
    })

    it('GRANTED without online playback is 424 with the licences', async () => {
      const res = await manifest(platform(), 'video', 'offline-film')
      expect(res.status).toBe(424)
      expect(res.body).toMatchObject({ code: 'NO_ONLINE_PLAYBACK', licences: [] })
    })

    it('a geoblocked address gets GEOBLOCKED without stream data; a VPN range too', async () => {
      const p = platform()
      const outside = await manifest(p, 'video', 'free-film', { ip: FR })
      expect(outside.status).toBe(403)
      expect(outside.body).toMatchObject({ code: 'GEOBLOCKED', territory: 'OUTSIDE', country: 'FR' })
      const vpn = await manifest(p, 'video', 'free-film', { ip: VPN })
      expect(vpn.body).toMatchObject({ code: 'GEOBLOCKED', territory: 'VPN' })
      const shown = await manifest(p, 'video', 'free-film', { ip: FR, query: 'includePlaybackDetails=URL&displayGeoblocked=true' })
      expect(shown.status).toBe(200)
      expect(shown.body).toEqual({ accessLevel: 'GEOBLOCKED', territory: 'OUTSIDE', country: 'FR' })
      // inside: Spain, IPv6 too when the realm allows it; loopback is the realm's own country
      expect((await manifest(p, 'video', 'free-film', { ip: '192.0.2.70' })).status).toBe(200)
      expect((await manifest(p, 'video', 'free-film', { ip: '127.0.0.1' })).status).toBe(200)
      expect((await manifest(p, 'video', 'free-film', { ip: '2001:db8:1::1' })).body.code).toBe('GEOBLOCKED') // DE
    })

    it('ignores X-Forwarded-For unless told to trust it', async () => {
      const res = await manifest(platform({ trustForwardedFor: false }), 'video', 'free-film', { ip: FR })
      expect(res.status).toBe(200)
    })

    it('tells the caller its territory', async () => {
      const p = platform()
      const get = (ip: string) => call(p, 'GET', '/api/v1/territory', { headers: { 'x-forwarded-for': ip } })
      expect((await get(GB)).body).toEqual({ country: 'GB', status: 'INSIDE' })
      expect((await get(FR)).body).toEqual({ country: 'FR', status: 'OUTSIDE' })
      expect((await get(`${VPN}, 10.0.0.1`)).body).toEqual({ country: 'NL', status: 'VPN' })
    })

    it('age-restricted items need a date of birth on record (428), then an adult', async () => {
      const p = platform()
      const token = await viewer(p)
      const missing = await manifest(p, 'video', 'adult-film', { token })
      expect(missing.status).toBe(428)
      expect(missing.body).toMatchObject({ code: 'MISSING_INFORMATION', missingFields: ['birthDate'] })
      const bad = await call(p, 'PUT', '/api/v1/user/birth-date', { token, body: { birthDate: '1990-02-30' } })
      expect(bad.status).toBe(400)
      expect(bad.body.fields.birthDate).toEqual(['birthDate must be a real date after 1900'])
      expect((await call(p, 'PUT', '/api/v1/user/birth-date', { token, body: { birthDate: '2010-01-01' } })).status).toBe(204)
      expect((await manifest(p, 'video', 'adult-film', { token })).body).toMatchObject({ code: 'DENIED', reason: 'AGE' })
      expect((await call(p, 'PUT', '/api/v1/user/birth-date', { token, body: { birthDate: '1990-04-25' } })).status).toBe(204)
      expect((await manifest(p, 'video', 'adult-film', { token })).status).toBe(200)
      expect((await manifest(p, 'video', 'adult-film')).status).toBe(401)
      // the adult account's child profile: never
      const kid = await call(p, 'POST', '/api/user/profiles', { token, body: { name: 'Kiddo', type: 'CHILD' } })
      const asKid = await call(p, 'POST', `/api/user/profiles/${kid.body.id}/select`, { token, body: {} })
      expect((await manifest(p, 'video', 'adult-film', { token: asKid.body.authorisationToken })).body).toMatchObject({
        code: 'DENIED',
        reason: 'AGE',
      })
      expect((await manifest(p, 'video', 'free-film', { token: asKid.body.authorisationToken })).status).toBe(200)
      // nor may it change the date of birth the rule goes by
      expect(
        await call(p, 'PUT', '/api/v1/user/birth-date', { token: asKid.body.authorisationToken, body: { birthDate: '1970-01-01' } }),
      ).toMatchObject({ status: 403, body: { code: 'KID_PROFILE_FORBIDDEN' } })
    })

    it('limits an account to four streams at once; a stream counts for 60 s after it was last seen', async () => {
      const p = platform({ maxConcurrentStreams: 2 })
      const token = await viewer(p)
      expect((await manifest(p, 'video', 'free-film', { token })).status).toBe(200)
      expect((await manifest(p, 'video', 'replay', { token })).status).toBe(200)
      // the same item again is the same stream, not a new one
      expect((await manifest(p, 'video', 'free-film', { token })).status).toBe(200)
      const third = await manifest(p, 'video', 'members-film', { token })
      expect(third.status).toBe(409)
      expect(third.body).toMatchObject({ code: 'CONCURRENT_STREAMS', limit: 2 })
      // another account is not affected
      expect((await manifest(p, 'video', 'members-film', { token: await viewer(p, 'b@example.test') })).status).toBe(200)
      // a device replaces its own stream
      expect((await manifest(p, 'video', 'members-film', { token, body: { deviceId: 'tv-1' } })).status).toBe(409)
      clock = new Date(START.getTime() + 61_000)
      expect((await manifest(p, 'video', 'members-film', { token, body: { deviceId: 'tv-1' } })).status).toBe(200)
      expect((await manifest(p, 'video', 'free-film', { token, body: { deviceId: 'tv-1' } })).status).toBe(200)
    })

    it('answers 400 with field messages for bad input, and 404 for unknown items', async () => {
      const p = platform()
      const bad = await manifest(p, 'movie', 'free-film', { query: 'includePlaybackDetails=DRM' })
      expect(bad.status).toBe(400)
      expect(bad.body.code).toBe('VALIDATION_FAILED')
      expect(bad.body.fields).toEqual({
        kind: ['kind must be video or event'],
        includePlaybackDetails: ['includePlaybackDetails must be URL'],
      })
      const body = await manifest(p, 'video', 'free-film', { body: { deviceId: 'no spaces please', extra: 1 } })
      expect(body.status).toBe(400)
      expect(Object.keys(body.body.fields).sort()).toEqual(['_', 'deviceId'])
      expect((await manifest(p, 'video', 'free-film', { body: '{not json' })).body.fields).toEqual({ body: ['the body must be JSON'] })
      expect((await manifest(p, 'video', 'no-such-film')).status).toBe(404)
      // a live event is not a video, and a video is not an event
      expect((await manifest(p, 'video', 'live-now')).status).toBe(404)
      expect((await manifest(p, 'event', 'free-film')).status).toBe(404)
    })
  })

  describe('live', () => {
    it('a live event answers a dvr live URL whose playlist moves forward with the clock', async () => {
      const p = platform()
      const token = await viewer(p)
      const res = await manifest(p, 'event', 'live-now', { token })
      expect(res.status).toBe(200)
      const pb = res.body.playback
      expect(pb).toMatchObject({
        live: true,
        dvr: true,
        subtitles: [],
        skipMarkers: [],
        startDate: new Date(START.getTime() - 30 * MIN).toISOString(),
      })
      expect(pb.url).toContain('/media/hls/live/live-now/')
      const master = parse((await media(p, pb.url, token)).body)
      const variantUrl = new URL(master.playlists![0]!.uri, pb.url).toString()
      const first = parse((await media(p, variantUrl, token)).body)
      expect(first.endList).toBeFalsy()
      expect(first.mediaSequence).toBe(900 - 60) // 30 min in = 900 segments of 2 s, 120 s DVR window
      clock = new Date(START.getTime() + 10_000)
      const later = parse((await media(p, variantUrl, token)).body)
      expect(later.mediaSequence).toBe(first.mediaSequence! + 5)
      expect(new Date(later.segments.at(-1)!.dateTimeString!).getTime()).toBeGreaterThan(
        new Date(first.segments.at(-1)!.dateTimeString!).getTime(),
      )
      const seg = await call(p, 'GET', new URL(later.segments.at(-1)!.uri, variantUrl).pathname, { token })
      expect(seg.status).toBe(200)
    })

    it('a guide channel is always live, with small counters and the same picture at the same time for everyone', async () => {
      const p = platform()
      const first = (await manifest(p, 'event', 'ch-1')).body.playback
      expect(first).toMatchObject({ live: true, dvr: true })
      const variant = (url: string) => new URL('v360/index.m3u8', url).toString()
      const a = parse((await media(p, variant(first.url))).body)
      // counted from shortly before the URL was issued, not from 1970
      expect(a.discontinuitySequence!).toBeLessThan(1000)
      expect(a.segments).toHaveLength(60)
      for (const seg of a.segments) {
        // clip segment k plays at wall-clock times ≡ 2k s (mod the 20 s loop) for every viewer
        const t = new Date(seg.dateTimeString!).getTime()
        expect(((t / 1000) % 20) / 2, seg.uri).toBe(Number(seg.uri.slice(4, 7)))
      }
      expect(new Date(a.segments.at(-1)!.dateTimeString!).getTime()).toBeLessThanOrEqual(START.getTime())
      // the same URL keeps counting; a URL issued later names the same segment at the same time
      clock = new Date(START.getTime() + 10_000)
      const b = parse((await media(p, variant(first.url))).body)
      expect(b.mediaSequence).toBe(a.mediaSequence! + 5)
      const later = (await manifest(p, 'event', 'ch-1')).body.playback
      const c = parse((await media(p, variant(later.url))).body)
      expect(c.segments.at(-1)!.dateTimeString).toBe(b.segments.at(-1)!.dateTimeString)
      expect(c.segments.at(-1)!.uri).toBe(b.segments.at(-1)!.uri)
    })

    it('the live stream answers 404 once the event is over (a stream 404 means not live)', async () => {
      const p = platform()
      const { url } = (await manifest(p, 'event', 'live-now')).body.playback
      clock = new Date(START.getTime() + 61 * MIN)
      const res = await media(p, url)
      expect(res.status).toBe(404)
      expect(res.body.code).toBe('NOT_LIVE')
    })

    it('an event starting soon answers its URL with a countdown; the stream is not live until then', async () => {
      const p = platform()
      const res = await manifest(p, 'event', 'live-soon')
      expect(res.status).toBe(200)
      expect(res.body.playback).toMatchObject({ countdownDuration: 600, startDate: new Date(START.getTime() + 10 * MIN).toISOString() })
      expect((await media(p, res.body.playback.url)).status).toBe(404)
      clock = new Date(START.getTime() + 10 * MIN + 5000)
      expect((await media(p, res.body.playback.url)).status).toBe(200)
    })

    it('a premiere opens at its scheduled time: a countdown shortly before, NOT_LIVE earlier', async () => {
      const p = platform()
      const later = await manifest(p, 'video', 'premiere-later')
      expect(later.status).toBe(404)
      expect(later.body).toMatchObject({ code: 'NOT_LIVE', premiere: true, startDate: new Date(START.getTime() + 60 * MIN).toISOString() })
      const soon = await manifest(p, 'video', 'premiere-soon')
      expect(soon.status).toBe(200)
      expect(soon.body.playback).toMatchObject({
        live: false,
        countdownDuration: 600,
        startDate: new Date(START.getTime() + 10 * MIN).toISOString(),
      })
      expect((await media(p, soon.body.playback.url)).status).toBe(404)
      clock = new Date(START.getTime() + 10 * MIN)
      expect((await media(p, soon.body.playback.url)).status).toBe(200)
      const open = await manifest(p, 'video', 'premiere-soon')
      expect(open.body.playback.countdownDuration).toBeUndefined()
    })

    it('not live: later events are NOT_LIVE, ended ones point at their recording or have ended', async () => {
      const p = platform()
      const later = await manifest(p, 'event', 'live-later')
      expect(later.status).toBe(404)
      expect(later.body).toMatchObject({ code: 'NOT_LIVE', startDate: new Date(START.getTime() + 120 * MIN).toISOString() })
      expect(later.body.vodId).toBeUndefined()
      const replayed = await manifest(p, 'event', 'live-over-replayed')
      expect(replayed.status).toBe(404)
      expect(replayed.body).toMatchObject({ code: 'NOT_LIVE', vodId: 'replay' })
      const ended = await manifest(p, 'event', 'live-over')
      expect(ended.status).toBe(404)
      expect(ended.body.code).toBe('EVENT_ENDED')
    })
  })
})
