/**
 * Seeds `playback_media` from fixtures/media/playback.json: every VOD and LIVE item and every
 * guide channel in the database gets a clip (stable hash of its id, or the fixture's choice).
 * Idempotent; run by platform/seed.ts after the catalogue.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { inArray } from 'drizzle-orm'
import * as z from 'zod'
import type { Database } from '../db/database.ts'
import { contentItems, epgChannels } from '../db/schema.ts'
import { createPlaybackStore } from './store.ts'

const Clip = z.string().regex(/^[a-z0-9-]+$/)
export const PlaybackFixture = z.object({
  $comment: z.string().optional(),
  clips: z.array(Clip).min(1),
  items: z
    .record(z.string(), z.object({ clip: Clip.optional(), onlinePlayback: z.boolean().optional(), vodId: z.string().optional() }).strict())
    .default({}),
})

export function clipFor(id: string, clips: readonly string[]): string {
  const n = createHash('sha256').update(id).digest().readUInt32BE(0)
  return clips[n % clips.length]!
}

export async function seedPlaybackMedia(database: Database, file: string): Promise<number> {
  if (!existsSync(file)) return 0
  const fixture = PlaybackFixture.parse(JSON.parse(await readFile(file, 'utf8')))
  const ids = [
    ...(
      await database.db
        .select({ id: contentItems.id })
        .from(contentItems)
        .where(inArray(contentItems.type, ['VOD', 'LIVE']))
    ).map((r) => r.id),
    ...(await database.db.select({ id: epgChannels.id }).from(epgChannels)).map((r) => r.id),
  ]
  const rows = ids.map((id) => {
    const o = fixture.items[id] ?? {}
    return { contentId: id, clip: o.clip ?? clipFor(id, fixture.clips), onlinePlayback: o.onlinePlayback ?? true, vodId: o.vodId ?? null }
  })
  await createPlaybackStore(database.db).upsertMedia(rows)
  return rows.length
}
