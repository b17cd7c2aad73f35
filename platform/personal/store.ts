/** Watch history queries: one row per (account, item), the latest position. */
import { and, count, desc, eq } from 'drizzle-orm'
import type { DrizzleDb } from '../db/database.ts'
import { contentItems, watchHistory } from '../db/schema.ts'

export interface HistoryRow {
  contentId: string
  positionSeconds: number
  durationSeconds: number | null
  finished: boolean
  updatedAt: Date
  title: string
  type: string
  thumbnailUrl: string | null
  itemDuration: number | null
}

export function createPersonalStore(db: DrizzleDb) {
  return {
    async contentExists(id: string): Promise<{ type: string; durationSeconds: number | null } | undefined> {
      const [row] = await db.select({ type: contentItems.type, durationSeconds: contentItems.durationSeconds }).from(contentItems).where(eq(contentItems.id, id)).limit(1)
      return row
    },

    async savePosition(row: typeof watchHistory.$inferInsert): Promise<void> {
      await db
        .insert(watchHistory)
        .values(row)
        .onConflictDoUpdate({
          target: [watchHistory.accountId, watchHistory.contentId],
          set: { positionSeconds: row.positionSeconds, durationSeconds: row.durationSeconds, finished: row.finished, updatedAt: row.updatedAt },
        })
    },

    async entry(accountId: string, contentId: string) {
      const [row] = await db
        .select()
        .from(watchHistory)
        .where(and(eq(watchHistory.accountId, accountId), eq(watchHistory.contentId, contentId)))
        .limit(1)
      return row
    },

    /** Most recent first; `offset`/`limit` paging (the page number is the cursor). */
    async page(accountId: string, offset: number, limit: number): Promise<{ rows: HistoryRow[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            contentId: watchHistory.contentId,
            positionSeconds: watchHistory.positionSeconds,
            durationSeconds: watchHistory.durationSeconds,
            finished: watchHistory.finished,
            updatedAt: watchHistory.updatedAt,
            title: contentItems.title,
            type: contentItems.type,
            thumbnailUrl: contentItems.thumbnailUrl,
            itemDuration: contentItems.durationSeconds,
          })
          .from(watchHistory)
          .innerJoin(contentItems, eq(contentItems.id, watchHistory.contentId))
          .where(eq(watchHistory.accountId, accountId))
          .orderBy(desc(watchHistory.updatedAt), watchHistory.contentId)
          .offset(offset)
          .limit(limit),
        db
          .select({ n: count() })
          .from(watchHistory)
          .innerJoin(contentItems, eq(contentItems.id, watchHistory.contentId))
          .where(eq(watchHistory.accountId, accountId)),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    async remove(accountId: string, contentId?: string): Promise<void> {
      await db
        .delete(watchHistory)
        .where(contentId ? and(eq(watchHistory.accountId, accountId), eq(watchHistory.contentId, contentId)) : eq(watchHistory.accountId, accountId))
    },
  }
}
export type PersonalStore = ReturnType<typeof createPersonalStore>
