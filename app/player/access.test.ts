import { describe, expect, it } from 'vitest'
import { outcomeOf } from './access.ts'
import type { PlaybackDetails } from './types.ts'

const links = { signIn: '/login?from=%2Fvideo%2Fx', vod: (id: string) => `/video/${id}` }
const playback: PlaybackDetails = {
  protocol: 'HLS',
  url: '/media/hls/a/master.m3u8?sig=1',
  live: false,
  dvr: false,
  expiresAt: '2030-01-01T00:00:00Z',
  subtitles: [],
  audioTracks: [],
  skipMarkers: [],
  watermark: null,
  annotations: null,
}
const refused = (status: number, body: unknown) => outcomeOf({ ok: false, refusal: { status, body } }, links)

describe('outcomeOf (video access and load refusals)', () => {
  it('plays a GRANTED answer with a stream url', () => {
    expect(outcomeOf({ ok: true, answer: { accessLevel: 'GRANTED', playback } }, links)).toEqual({ kind: 'play', playback })
  })
  it('sends a guest to sign in and back on 401', () => {
    expect(refused(401, { code: 'SIGN_IN_REQUIRED' })).toEqual({ kind: 'signIn', href: links.signIn })
  })
  it('maps 403 DENIED to an error carrying the licences, GEOBLOCKED without them', () => {
    expect(refused(403, { code: 'DENIED', licences: ['premium', { id: 'sport', name: 'Sport pass' }] })).toEqual({
      kind: 'error',
      error: 'DENIED',
      licences: ['premium', 'sport'],
      status: 403,
    })
    expect(refused(403, { code: 'GEOBLOCKED', licences: ['premium'] })).toEqual({
      kind: 'error',
      error: 'GEOBLOCKED',
      licences: [],
      status: 403,
    })
  })
  it('names the licences the viewer lacks (their ids, which the server turns into plans), none for an age refusal', () => {
    const denied = { code: 'DENIED', licences: ['premium', 'sport'], availableLicences: ['sport'] }
    expect(refused(403, denied)).toMatchObject({ error: 'DENIED', licences: ['sport'] })
    // a child's profile on a title for adults: the account may hold the plan already, so none is
    // offered, and the refusal is its own kind, saying why
    expect(refused(403, { code: 'DENIED', licences: ['premium'], availableLicences: [], reason: 'AGE' })).toEqual({
      kind: 'error',
      error: 'AGE_RESTRICTED',
      licences: [],
      status: 403,
    })
  })
  it('maps 409, 424 (with licences) and 428 to their kinds', () => {
    expect(refused(409, { code: 'CONCURRENT_STREAMS' })).toMatchObject({ error: 'CONCURRENT_STREAMS' })
    expect(refused(424, { code: 'NO_ONLINE_PLAYBACK', licences: ['premium'] })).toMatchObject({
      error: 'NO_ONLINE_PLAYBACK',
      licences: ['premium'],
    })
    expect(refused(428, { code: 'MISSING_INFORMATION' })).toMatchObject({ error: 'MISSING_INFORMATION' })
  })
  it('redirects a live item that is not live to its on-demand item; an ended event says so', () => {
    expect(refused(404, { code: 'NOT_LIVE', vodId: 'replay-x' })).toEqual({ kind: 'redirect', href: '/video/replay-x' })
    expect(refused(404, { code: 'NOT_LIVE' })).toMatchObject({ error: 'NOT_LIVE' })
    expect(refused(404, { code: 'EVENT_ENDED' })).toMatchObject({ error: 'EVENT_ENDED' })
    expect(refused(404, { code: 'NOT_FOUND' })).toMatchObject({ error: 'NOT_FOUND' })
  })
  it('shows GEOBLOCKED for a displayGeoblocked answer, without stream data', () => {
    expect(outcomeOf({ ok: true, answer: { accessLevel: 'GEOBLOCKED', territory: 'OUTSIDE' } as never }, links)).toEqual({
      kind: 'error',
      error: 'GEOBLOCKED',
      licences: [],
      status: 403,
    })
  })
  it('never plays an answer without a url', () => {
    expect(outcomeOf({ ok: true, answer: { accessLevel: 'GRANTED', playback: { ...playback, url: '' } } }, links)).toMatchObject({
      kind: 'error',
      error: 'DENIED',
    })
    expect(refused(500, null)).toMatchObject({ kind: 'error', error: 'GENERIC', status: 500 })
  })
})
