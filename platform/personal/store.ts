/** Watch history queries (one row per account and item, the latest position) and favourites. */
import { and, count, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm'
import { anyOf, slot } from '../db/prepared.ts'
import { coalesceReads } from '../db/coalesce.ts'
import type { DrizzleDb } from '../db/database.ts'
import { contentItems, favourites, watchHistory } from '../db/schema.ts'

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

/** Which history rows a read wants: every one of the account's, or only titles in progress. */
function historyWhere(accountId: string | Placeholder, inProgress: boolean): SQL {
  if (!inProgress) return eq(watchHistory.accountId, accountId)
  const duration = sql`coalesce(${watchHistory.durationSeconds}, ${contentItems.durationSeconds})`
  return and(
    eq(watchHistory.accountId, accountId),
    eq(watchHistory.finished, false),
    sql`${duration} > 0`,
    sql`${watchHistory.positionSeconds} >= 0.05 * ${duration}`,
    sql`${watchHistory.positionSeconds} <= 0.95 * ${duration}`,
  )!
}

export function createPersonalStore(db: DrizzleDb) {
  // a page of the history, newest first, with the total (platform/db/prepared.ts)
  const historyPage = (inProgress: boolean) =>
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
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(watchHistory)
      .innerJoin(contentItems, eq(contentItems.id, watchHistory.contentId))
      .where(historyWhere(slot('accountId'), inProgress))
      .orderBy(desc(watchHistory.updatedAt), watchHistory.contentId)
      .offset(slot('offset'))
      .limit(slot('limit'))
      .prepare(inProgress ? 'personal_history_in_progress' : 'personal_history')
  const historyInProgress = historyPage(true)
  const historyAll = historyPage(false)
  // the favourite asks queued in one turn: one query over their accounts and ids together
  const favouritesAmong = db
    .select({ accountId: favourites.accountId, contentId: favourites.contentId })
    .from(favourites)
    .where(and(anyOf(favourites.accountId, 'accountIds'), anyOf(favourites.contentId, 'contentIds')))
    .prepare('personal_favourites_among')
  const favouriteIdsOf = coalesceReads(async (asks: Array<{ accountId: string; ids: string[] }>) => {
    const rows = await favouritesAmong.execute({
      accountIds: [...new Set(asks.map((a) => a.accountId))],
      contentIds: [...new Set(asks.flatMap((a) => a.ids))],
    })
    return asks.map((a) => {
      const wanted = new Set(a.ids)
      return new Set(rows.filter((r) => r.accountId === a.accountId && wanted.has(r.contentId)).map((r) => r.contentId))
    })
  })
  return {
    async contentExists(id: string): Promise<{ type: string; durationSeconds: number | null } | undefined> {
      const [row] = await db
        .select({ type: contentItems.type, durationSeconds: contentItems.durationSeconds })
        .from(contentItems)
        .where(eq(contentItems.id, id))
        .limit(1)
      return row
    },

    async savePosition(row: typeof watchHistory.$inferInsert): Promise<void> {
      await db
        .insert(watchHistory)
        .values(row)
        .onConflictDoUpdate({
          target: [watchHistory.accountId, watchHistory.contentId],
          set: {
            positionSeconds: row.positionSeconds,
            durationSeconds: row.durationSeconds,
            finished: row.finished,
            updatedAt: row.updatedAt,
          },
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

    /**
     * Most recent first; `offset`/`limit` paging (the page number is the cursor). `inProgress`
     * keeps only items started and not finished: between 5 % and 95 % of their duration.
     */
    async page(
      accountId: string,
      offset: number,
      limit: number,
      opts: { inProgress?: boolean } = {},
    ): Promise<{ rows: HistoryRow[]; total: number }> {
      // The page and the total in one query (a window count over every matching row). A page past
      // the end has no row to carry the total, so only then is it counted apart.
      const found = await (opts.inProgress ? historyInProgress : historyAll).execute({ accountId, offset, limit })
      const rows: HistoryRow[] = found.map(({ total: _total, ...row }) => row)
      if (found.length > 0) return { rows, total: found[0]!.total }
      if (offset === 0) return { rows, total: 0 }
      const [counted] = await db
        .select({ n: count() })
        .from(watchHistory)
        .innerJoin(contentItems, eq(contentItems.id, watchHistory.contentId))
        .where(historyWhere(accountId, opts.inProgress ?? false))
      return { rows, total: counted?.n ?? 0 }
    },

    async remove(accountId: string, contentId?: string): Promise<void> {
      await db
        .delete(watchHistory)
        .where(
          contentId
            ? and(eq(watchHistory.accountId, accountId), eq(watchHistory.contentId, contentId))
            : eq(watchHistory.accountId, accountId),
        )
    },

    // ── favourites ──
    async addFavourite(accountId: string, contentId: string, at: Date): Promise<void> {
      await db.insert(favourites).values({ accountId, contentId, createdAt: at }).onConflictDoNothing()
    },

    async removeFavourite(accountId: string, contentId: string): Promise<void> {
      await db.delete(favourites).where(and(eq(favourites.accountId, accountId), eq(favourites.contentId, contentId)))
    },

    /**
     * Which of `ids` the account keeps as favourites. Every row of a signed-in viewer's page asks;
     * the asks of one turn of the event loop share a query.
     */
    async favouriteIds(accountId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set()
      return favouriteIdsOf({ accountId, ids })
    },

    /** The latest added first; items no longer in the catalogue drop out. */
    async favouritesPage(accountId: string, offset: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            contentId: favourites.contentId,
            createdAt: favourites.createdAt,
            title: contentItems.title,
            type: contentItems.type,
            thumbnailUrl: contentItems.thumbnailUrl,
            durationSeconds: contentItems.durationSeconds,
          })
          .from(favourites)
          .innerJoin(contentItems, eq(contentItems.id, favourites.contentId))
          .where(eq(favourites.accountId, accountId))
          .orderBy(desc(favourites.createdAt), favourites.contentId)
          .offset(offset)
          .limit(limit),
        db
          .select({ n: count() })
          .from(favourites)
          .innerJoin(contentItems, eq(contentItems.id, favourites.contentId))
          .where(eq(favourites.accountId, accountId)),
      ])
      return { rows, total: total?.n ?? 0 }
    },
  }
}
export type PersonalStore = ReturnType<typeof createPersonalStore>
