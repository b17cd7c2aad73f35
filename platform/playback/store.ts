/** Playback queries: what plays an item, stream sessions, viewer details. */
import { randomUUID } from 'node:crypto'
import { and, count, eq, gt, lt, ne, sql } from 'drizzle-orm'
import type { DrizzleDb } from '../db/database.ts'
import { contentItems, epgChannels, playbackMedia, streamSessions, viewerDetails } from '../db/schema.ts'

export type MediaRow = typeof playbackMedia.$inferSelect

/** What the manifest call needs to know about a playable thing. */
export interface Playable {
  id: string
  kind: 'VOD' | 'LIVE' | 'CHANNEL'
  title: string
  requiresSignIn: boolean
  licences: string[]
  rating: string | null
  durationSeconds: number | null
  startDate: Date | null
  endDate: Date | null
  /** a VOD released as a premiere: not playable before this time */
  premiereStart: Date | null
  media: MediaRow | null
}

export function createPlaybackStore(db: DrizzleDb) {
  async function mediaOf(id: string): Promise<MediaRow | null> {
    const [row] = await db.select().from(playbackMedia).where(eq(playbackMedia.contentId, id)).limit(1)
    return row ?? null
  }

  return {
    mediaOf,

    /** A VOD content item, or (events) a LIVE content item or a guide channel. */
    async findPlayable(kind: 'video' | 'event', id: string): Promise<Playable | undefined> {
      const [item] = await db.select().from(contentItems).where(eq(contentItems.id, id)).limit(1)
      if (item && ((kind === 'video' && item.type === 'VOD') || (kind === 'event' && item.type === 'LIVE'))) {
        return {
          id: item.id,
          kind: item.type === 'VOD' ? 'VOD' : 'LIVE',
          title: item.title,
          requiresSignIn: item.requiresSignIn,
          licences: item.licences,
          rating: item.rating ?? null,
          durationSeconds: item.durationSeconds ?? null,
          startDate: item.startDate ?? null,
          endDate: item.endDate ?? null,
          premiereStart: item.type === 'VOD' ? (item.premiereStart ?? null) : null,
          media: await mediaOf(item.id),
        }
      }
      if (kind !== 'event' || item) return undefined
      const [channel] = await db.select().from(epgChannels).where(eq(epgChannels.id, id)).limit(1)
      if (!channel) return undefined
      return {
        id: channel.id,
        kind: 'CHANNEL',
        title: channel.name,
        requiresSignIn: channel.requiresSignIn,
        licences: channel.licences,
        rating: null,
        durationSeconds: null,
        startDate: null,
        endDate: null,
        premiereStart: null,
        media: await mediaOf(channel.id),
      }
    },

    async upsertMedia(rows: Array<typeof playbackMedia.$inferInsert>): Promise<void> {
      if (rows.length === 0) return
      await db
        .insert(playbackMedia)
        .values(rows)
        .onConflictDoUpdate({
          target: playbackMedia.contentId,
          set: { clip: sql`excluded.clip`, onlinePlayback: sql`excluded.online_playback`, vodId: sql`excluded.vod_id` },
        })
    },

    /**
     * Opens (or refreshes) the stream `key` of an account unless `limit` other streams are active
     * since `activeSince`. Returns the stream id, or null when the limit is reached.
     */
    async openStream(
      accountId: string,
      key: string,
      contentId: string,
      at: Date,
      activeSince: Date,
      limit: number,
    ): Promise<string | null> {
      return db.transaction(async (tx) => {
        // one account's stream openings queue behind each other, so two tabs cannot both slip in
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`streams:${accountId}`}))`)
        // streams not seen for a while are over: forget them, so the table stays small
        await tx.delete(streamSessions).where(and(eq(streamSessions.accountId, accountId), lt(streamSessions.lastSeenAt, activeSince)))
        const [others] = await tx
          .select({ n: count() })
          .from(streamSessions)
          .where(
            and(eq(streamSessions.accountId, accountId), ne(streamSessions.streamKey, key), gt(streamSessions.lastSeenAt, activeSince)),
          )
        if ((others?.n ?? 0) >= limit) return null
        const [row] = await tx
          .insert(streamSessions)
          .values({ id: randomUUID(), accountId, streamKey: key, contentId, lastSeenAt: at })
          .onConflictDoUpdate({
            target: [streamSessions.accountId, streamSessions.streamKey],
            set: { contentId, lastSeenAt: at },
          })
          .returning({ id: streamSessions.id })
        return row!.id
      })
    },

    /** Keeps an account's streams alive: by stream id, or every stream of the given items. */
    async touchStreams(accountId: string, at: Date, by: { streamId?: string; contentIds?: string[] }): Promise<number> {
      let n = 0
      if (by.streamId) {
        const rows = await db
          .update(streamSessions)
          .set({ lastSeenAt: at })
          .where(and(eq(streamSessions.accountId, accountId), eq(streamSessions.id, by.streamId)))
          .returning({ id: streamSessions.id })
        n += rows.length
      }
      for (const contentId of by.contentIds ?? []) {
        const rows = await db
          .update(streamSessions)
          .set({ lastSeenAt: at })
          .where(and(eq(streamSessions.accountId, accountId), eq(streamSessions.contentId, contentId)))
          .returning({ id: streamSessions.id })
        n += rows.length
      }
      return n
    },

    async activeStreams(accountId: string, activeSince: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(streamSessions)
        .where(and(eq(streamSessions.accountId, accountId), gt(streamSessions.lastSeenAt, activeSince)))
      return row?.n ?? 0
    },

    async birthDate(accountId: string): Promise<string | null> {
      const [row] = await db
        .select({ birthDate: viewerDetails.birthDate })
        .from(viewerDetails)
        .where(eq(viewerDetails.accountId, accountId))
        .limit(1)
      return row?.birthDate ?? null
    },

    async setBirthDate(accountId: string, birthDate: string, at: Date): Promise<void> {
      await db
        .insert(viewerDetails)
        .values({ accountId, birthDate, updatedAt: at })
        .onConflictDoUpdate({ target: viewerDetails.accountId, set: { birthDate, updatedAt: at } })
    },
  }
}
export type PlaybackStore = ReturnType<typeof createPlaybackStore>
