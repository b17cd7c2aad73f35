/** Catalogue queries: content items, buckets and their ordered items. */
import { and, asc, count, eq, gt, lte, notInArray, sql } from 'drizzle-orm'
import { coalescedActiveLicenceIds } from '../commerce/store.ts'
import type { DrizzleDb } from '../db/database.ts'
import { bucketItems, buckets, contentItems, epgChannels, epgProgrammes, playlistItems, seasons, series } from '../db/schema.ts'
import { createEditorialQueries } from './editorial-store.ts'
import { createLibraryQueries } from './library-store.ts'

export type ContentRow = typeof contentItems.$inferSelect
export type BucketRow = typeof buckets.$inferSelect

export interface BucketPageRows {
  bucket: BucketRow
  /** the items after the cursor, at most rpp, each with its position */
  rows: Array<{ position: number; item: ContentRow }>
  /** how many items sit at or before the cursor */
  before: number
  total: number
  more: boolean
}

export function createCatalogueStore(db: DrizzleDb, options: Parameters<typeof createLibraryQueries>[1] = {}) {
  return {
    ...createLibraryQueries(db, options),
    ...createEditorialQueries(db),

    async findContent(id: string): Promise<ContentRow | undefined> {
      const [row] = await db.select().from(contentItems).where(eq(contentItems.id, id)).limit(1)
      return row
    },

    async bucketPage(bucketId: string, afterPosition: number, rpp: number): Promise<BucketPageRows | undefined> {
      const [bucket] = await db.select().from(buckets).where(eq(buckets.id, bucketId)).limit(1)
      if (!bucket) return undefined
      const [rows, [counts]] = await Promise.all([
        db
          .select({ position: bucketItems.position, item: contentItems })
          .from(bucketItems)
          .innerJoin(contentItems, eq(contentItems.id, bucketItems.contentId))
          .where(and(eq(bucketItems.bucketId, bucketId), gt(bucketItems.position, afterPosition)))
          .orderBy(asc(bucketItems.position))
          .limit(rpp + 1),
        db
          .select({
            total: count(),
            before: sql<number>`count(*) filter (where ${lte(bucketItems.position, afterPosition)})`.mapWith(Number),
          })
          .from(bucketItems)
          .where(eq(bucketItems.bucketId, bucketId)),
      ])
      return {
        bucket,
        rows: rows.slice(0, rpp),
        before: counts?.before ?? 0,
        total: counts?.total ?? 0,
        more: rows.length > rpp,
      }
    },

    /**
     * The licences an account holds at `at`: its entitlements in force then (commerce). Access
     * levels of cards, detail pages and stream URLs are all computed from this.
     */
    heldLicences: coalescedActiveLicenceIds(db),

    async upsertContent(rows: Array<typeof contentItems.$inferInsert>): Promise<void> {
      if (rows.length === 0) return
      await db
        .insert(contentItems)
        .values(rows)
        .onConflictDoUpdate({
          target: contentItems.id,
          set: {
            type: sql`excluded.type`,
            title: sql`excluded.title`,
            description: sql`excluded.description`,
            durationSeconds: sql`excluded.duration_seconds`,
            genres: sql`excluded.genres`,
            year: sql`excluded.year`,
            rating: sql`excluded.rating`,
            requiresSignIn: sql`excluded.requires_sign_in`,
            licences: sql`excluded.licences`,
            thumbnailUrl: sql`excluded.thumbnail_url`,
            posterUrl: sql`excluded.poster_url`,
            titleImageUrl: sql`excluded.title_image_url`,
            startDate: sql`excluded.start_date`,
            endDate: sql`excluded.end_date`,
            seasonId: sql`excluded.season_id`,
            episodeNumber: sql`excluded.episode_number`,
            premiereStart: sql`excluded.premiere_start`,
          },
        })
    },

    /** Creates or renames the bucket and replaces its item list, atomically. */
    async replaceBucket(bucket: typeof buckets.$inferInsert, contentIds: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(buckets)
          .values(bucket)
          .onConflictDoUpdate({ target: buckets.id, set: { name: bucket.name, type: bucket.type } })
        await tx.delete(bucketItems).where(eq(bucketItems.bucketId, bucket.id))
        if (contentIds.length)
          await tx.insert(bucketItems).values(contentIds.map((contentId, i) => ({ bucketId: bucket.id, contentId, position: i + 1 })))
      })
    },

    /** Creates or updates a series and its seasons; seasons no longer listed are removed. */
    async upsertSeries(row: typeof series.$inferInsert, seasonRows: Array<typeof seasons.$inferInsert>): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(series)
          .values(row)
          .onConflictDoUpdate({
            target: series.id,
            set: { title: row.title, description: row.description, thumbnailUrl: row.thumbnailUrl, posterUrl: row.posterUrl },
          })
        const ids = seasonRows.map((r) => r.id)
        await tx
          .delete(seasons)
          .where(ids.length ? and(eq(seasons.seriesId, row.id), notInArray(seasons.id, ids)) : eq(seasons.seriesId, row.id))
        for (const season of seasonRows)
          await tx
            .insert(seasons)
            .values(season)
            .onConflictDoUpdate({ target: seasons.id, set: { seriesId: season.seriesId, title: season.title, number: season.number } })
      })
    },

    /** Replaces a playlist's ordered item list, atomically. */
    async replacePlaylist(playlistId: string, contentIds: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(playlistItems).where(eq(playlistItems.playlistId, playlistId))
        if (contentIds.length)
          await tx.insert(playlistItems).values(contentIds.map((contentId, i) => ({ playlistId, contentId, position: i + 1 })))
      })
    },

    /** Creates or updates a guide channel and replaces its programmes, atomically. */
    async replaceChannel(channel: typeof epgChannels.$inferInsert, programmes: Array<typeof epgProgrammes.$inferInsert>): Promise<void> {
      await db.transaction(async (tx) => {
        // positions are unique: move a channel that holds this one's position out of the way first
        await tx
          .update(epgChannels)
          .set({ position: sql`-${epgChannels.position}` })
          .where(and(eq(epgChannels.position, channel.position), sql`${epgChannels.id} <> ${channel.id}`))
        await tx
          .insert(epgChannels)
          .values(channel)
          .onConflictDoUpdate({
            target: epgChannels.id,
            set: {
              name: channel.name,
              logoUrl: channel.logoUrl,
              position: channel.position,
              requiresSignIn: channel.requiresSignIn,
              licences: channel.licences,
            },
          })
        await tx.delete(epgProgrammes).where(eq(epgProgrammes.channelId, channel.id))
        for (let i = 0; i < programmes.length; i += 500) await tx.insert(epgProgrammes).values(programmes.slice(i, i + 500))
      })
    },
  }
}
export type CatalogueStore = ReturnType<typeof createCatalogueStore>
