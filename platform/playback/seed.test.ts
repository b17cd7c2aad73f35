import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { seed } from '../seed.ts'
import { useTestDatabase } from '../test/databases.ts'
import { call, platformFactory, signIn } from '../test/helpers.ts'
import { loadClips } from './clips.ts'
import { clipFor } from './seed.ts'

const query = async <T>(database: ReturnType<typeof useTestDatabase>['database'], q: ReturnType<typeof sql>) =>
  ((await database.db.execute(q)) as unknown as { rows: T[] }).rows

describe('playback media seed (the demo realm)', () => {
  const t = useTestDatabase('pglite')
  const makePlatform = platformFactory()

  it('gives every VOD, LIVE item and guide channel a committed clip; recordings exist', async () => {
    const report = await seed(t.database)
    const rows = await query<{
      content_id: string
      clip: string
      online_playback: boolean
      vod_id: string | null
      vod_type: string | null
    }>(
      t.database,
      sql`select m.content_id, m.clip, m.online_playback, m.vod_id, v.type as vod_type
          from playback_media m left join content_items v on v.id = m.vod_id`,
    )
    const playable = await query(
      t.database,
      sql`select id from content_items where type in ('VOD', 'LIVE') union all select id from epg_channels`,
    )
    expect(rows).toHaveLength(playable.length)
    expect(report.playbackMedia).toBe(playable.length)
    const clips = loadClips()
    for (const r of rows) expect(clips.has(r.clip), r.content_id).toBe(true)
    for (const r of rows.filter((r) => r.vod_id)) expect(r.vod_type, r.content_id).toBe('VOD')
    expect(rows.find((r) => r.content_id === 'tiny-tractors')?.online_playback).toBe(false)
    expect(rows.find((r) => r.content_id === 'city-of-lanterns-marathon')?.vod_id).toBe('replay-marathon-highlights')
    // several clips are in use, so items do not all look alike
    expect(new Set(rows.map((r) => r.clip)).size).toBe(5)
    // idempotent
    await seed(t.database)
    expect(await query(t.database, sql`select count(*)::int as n from playback_media`)).toEqual([{ n: rows.length }])
  })

  it('the demo ids of docs/playback-contract.md answer as documented', async () => {
    const now = new Date('2026-06-01T12:00:00Z')
    await seed(t.database, { now })
    const p = makePlatform(t.database, { now: () => now, trustForwardedFor: true })
    const viewer = await signIn(p, 'viewer@marquee.test', 'viewer-demo-2026')
    const status = async (kind: string, id: string, token?: string) => {
      const res = await call(p, 'POST', `/api/v5/manifest/${kind}/${id}?includePlaybackDetails=URL`, { token })
      return [res.status, res.body.code ?? res.body.accessLevel, res.body.vodId ?? null]
    }
    expect(await status('video', 'winter-orchard')).toEqual([200, 'GRANTED', null])
    expect(await status('video', 'tiny-tractors')).toEqual([424, 'NO_ONLINE_PLAYBACK', null])
    expect(await status('video', 'the-ninth-floor')).toEqual([401, 'SIGN_IN_REQUIRED', null])
    expect(await status('video', 'the-ninth-floor', viewer)).toEqual([428, 'MISSING_INFORMATION', null])
    expect(await status('event', 'city-of-lanterns-marathon')).toEqual([404, 'NOT_LIVE', 'replay-marathon-highlights'])
    expect(await status('event', 'jazz-on-the-pier')).toEqual([404, 'EVENT_ENDED', null])
    expect(await status('event', 'harbour-city-derby')).toEqual([200, 'GRANTED', null])
    expect(await status('event', 'channel-marquee-one')).toEqual([200, 'GRANTED', null])
    expect(await status('event', 'coastal-open-final-day', viewer)).toEqual([403, 'DENIED', null])
    expect(await status('event', 'night-of-sirens-live')).toEqual([401, 'SIGN_IN_REQUIRED', null])
    expect(await status('event', 'night-of-sirens-live', viewer)).toEqual([200, 'GRANTED', null])
  })

  it('chooses clips by a stable hash of the id', () => {
    expect(clipFor('some-film', ['a', 'b', 'c'])).toBe(clipFor('some-film', ['a', 'b', 'c']))
    expect(new Set(Array.from({ length: 50 }, (_, i) => clipFor(`film-${i}`, ['a', 'b', 'c']))).size).toBe(3)
  })
})
