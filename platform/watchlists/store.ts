/** Watchlist queries: lists, their ordered items, and each account's shelf of lists. */
import { and, asc, count, desc, eq, gt, inArray, lt, max, sql } from 'drizzle-orm'
import type { DrizzleDb } from '../db/database.ts'
import { contentItems, watchlistItems, watchlists, watchlistShelf } from '../db/schema.ts'

export type WatchlistRow = typeof watchlists.$inferSelect

export interface ItemRow {
  id: string
  contentType: string
  title: string
  thumbnailUrl: string | null
  position: number
}

/** Whether `error` (or what it wraps) is Postgres refusing a second list of the same name for one owner. */
function nameTaken(error: unknown): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505' && e.constraint === 'watchlists_owner_name_uq') return true
  }
  return false
}

const itemColumns = {
  id: watchlistItems.contentId,
  contentType: contentItems.type,
  title: contentItems.title,
  thumbnailUrl: sql<string | null>`coalesce(${contentItems.thumbnailUrl}, ${contentItems.posterUrl})`,
  position: watchlistItems.position,
}

export function createWatchlistStore(db: DrizzleDb) {
  return {
    async find(id: string): Promise<WatchlistRow | undefined> {
      const [row] = await db.select().from(watchlists).where(eq(watchlists.id, id)).limit(1)
      return row
    },

    async onShelf(accountId: string, watchlistId: string): Promise<boolean> {
      const [row] = await db
        .select({ seq: watchlistShelf.seq })
        .from(watchlistShelf)
        .where(and(eq(watchlistShelf.accountId, accountId), eq(watchlistShelf.watchlistId, watchlistId)))
        .limit(1)
      return !!row
    },

    /** The account's lists, newest entry first, after the cursor `lastSeen` (a shelf seq). */
    async shelf(accountId: string, lastSeen: number | undefined, limit: number) {
      return db
        .select({ list: watchlists, seq: watchlistShelf.seq })
        .from(watchlistShelf)
        .innerJoin(watchlists, eq(watchlists.id, watchlistShelf.watchlistId))
        .where(and(eq(watchlistShelf.accountId, accountId), lastSeen === undefined ? undefined : lt(watchlistShelf.seq, lastSeen)))
        .orderBy(desc(watchlistShelf.seq))
        .limit(limit)
    },

    /** The artwork of the first `n` items of each list, and each list's item count. */
    async summaries(ids: string[], n: number): Promise<Map<string, { thumbnails: string[]; itemCount: number }>> {
      const out = new Map(ids.map((id) => [id, { thumbnails: [] as string[], itemCount: 0 }]))
      if (ids.length === 0) return out
      const counts = await db
        .select({ id: watchlistItems.watchlistId, n: count() })
        .from(watchlistItems)
        .where(inArray(watchlistItems.watchlistId, ids))
        .groupBy(watchlistItems.watchlistId)
      for (const c of counts) out.get(c.id)!.itemCount = c.n
      await Promise.all(
        ids.map(async (id) => {
          const rows = await db
            .select({ url: itemColumns.thumbnailUrl })
            .from(watchlistItems)
            .innerJoin(contentItems, eq(contentItems.id, watchlistItems.contentId))
            .where(eq(watchlistItems.watchlistId, id))
            .orderBy(asc(watchlistItems.position), asc(watchlistItems.contentId))
            .limit(n)
          out.get(id)!.thumbnails = rows.map((r) => r.url).filter((u): u is string => !!u)
        }),
      )
      return out
    },

    /** Items in list order after the cursor `lastSeen` (a position). */
    async items(watchlistId: string, lastSeen: number | undefined, limit: number): Promise<ItemRow[]> {
      return db
        .select(itemColumns)
        .from(watchlistItems)
        .innerJoin(contentItems, eq(contentItems.id, watchlistItems.contentId))
        .where(and(eq(watchlistItems.watchlistId, watchlistId), lastSeen === undefined ? undefined : gt(watchlistItems.position, lastSeen)))
        .orderBy(asc(watchlistItems.position), asc(watchlistItems.contentId))
        .limit(limit)
    },

    /** Up to `size` items either side of one, or undefined when it is not in the list. */
    async around(watchlistId: string, contentId: string, size: number) {
      const [item] = await db
        .select({ position: watchlistItems.position })
        .from(watchlistItems)
        .where(and(eq(watchlistItems.watchlistId, watchlistId), eq(watchlistItems.contentId, contentId)))
        .limit(1)
      if (!item) return undefined
      const page = () => db.select(itemColumns).from(watchlistItems).innerJoin(contentItems, eq(contentItems.id, watchlistItems.contentId))
      const [before, after] = await Promise.all([
        page()
          .where(and(eq(watchlistItems.watchlistId, watchlistId), lt(watchlistItems.position, item.position)))
          .orderBy(desc(watchlistItems.position))
          .limit(size),
        page()
          .where(and(eq(watchlistItems.watchlistId, watchlistId), gt(watchlistItems.position, item.position)))
          .orderBy(asc(watchlistItems.position))
          .limit(size),
      ])
      return { preceding: before.reverse(), following: after }
    },

    /**
     * Makes the list and puts it on its owner's shelf; 'name-taken' (and nothing made) when the
     * owner has a list of that name already, ignoring case (the database's unique index decides,
     * so two creates at once cannot both win).
     */
    async create(row: typeof watchlists.$inferInsert): Promise<true | 'name-taken'> {
      try {
        await db.transaction(async (tx) => {
          await tx.insert(watchlists).values(row)
          await tx.insert(watchlistShelf).values({ accountId: row.ownerId, watchlistId: row.id, addedAt: row.createdAt })
        })
        return true
      } catch (error) {
        if (nameTaken(error)) return 'name-taken'
        throw error
      }
    },

    /** Renames the list; 'name-taken' (and no change) when another list of its owner has that name, ignoring case. */
    async rename(id: string, name: string): Promise<true | 'name-taken'> {
      try {
        await db.update(watchlists).set({ name }).where(eq(watchlists.id, id))
        return true
      } catch (error) {
        if (nameTaken(error)) return 'name-taken'
        throw error
      }
    },

    /** Which of the lists `ids` hold the title `contentId`. */
    async holding(ids: string[], contentId: string): Promise<Set<string>> {
      if (ids.length === 0) return new Set()
      const rows = await db
        .select({ id: watchlistItems.watchlistId })
        .from(watchlistItems)
        .where(and(inArray(watchlistItems.watchlistId, ids), eq(watchlistItems.contentId, contentId)))
      return new Set(rows.map((r) => r.id))
    },

    /** Deletes the list itself: its items and every account's shelf entry go with it. */
    async remove(id: string): Promise<void> {
      await db.delete(watchlists).where(eq(watchlists.id, id))
    },

    async unshelve(accountId: string, watchlistId: string): Promise<void> {
      await db.delete(watchlistShelf).where(and(eq(watchlistShelf.accountId, accountId), eq(watchlistShelf.watchlistId, watchlistId)))
    },

    async shelve(accountId: string, watchlistId: string, at: Date): Promise<void> {
      await db.insert(watchlistShelf).values({ accountId, watchlistId, addedAt: at }).onConflictDoNothing()
    },

    /** The content items among `ids` that exist, with their types. */
    async existingContent(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map()
      const rows = await db.select({ id: contentItems.id, type: contentItems.type }).from(contentItems).where(inArray(contentItems.id, ids))
      return new Map(rows.map((r) => [r.id, r.type]))
    },

    /**
     * Appends items after the last one, or answers the ids already in the list (and adds nothing).
     * The list row is locked so two adds at once cannot take the same position.
     */
    async append(watchlistId: string, contentIds: string[], at: Date): Promise<{ duplicates: string[] }> {
      return db.transaction(async (tx) => {
        await tx.select({ id: watchlists.id }).from(watchlists).where(eq(watchlists.id, watchlistId)).for('update')
        const present = await tx
          .select({ id: watchlistItems.contentId })
          .from(watchlistItems)
          .where(and(eq(watchlistItems.watchlistId, watchlistId), inArray(watchlistItems.contentId, contentIds)))
        if (present.length) return { duplicates: present.map((p) => p.id) }
        const [last] = await tx
          .select({ position: max(watchlistItems.position) })
          .from(watchlistItems)
          .where(eq(watchlistItems.watchlistId, watchlistId))
        const start = (last?.position ?? 0) + 1
        await tx
          .insert(watchlistItems)
          .values(contentIds.map((contentId, i) => ({ watchlistId, contentId, position: start + i, addedAt: at })))
        return { duplicates: [] }
      })
    },

    /** Removes one item; false when it was not in the list with that content type. */
    async removeItem(watchlistId: string, contentType: string, contentId: string): Promise<boolean> {
      const [item] = await db
        .select({ id: watchlistItems.contentId })
        .from(watchlistItems)
        .innerJoin(contentItems, eq(contentItems.id, watchlistItems.contentId))
        .where(
          and(eq(watchlistItems.watchlistId, watchlistId), eq(watchlistItems.contentId, contentId), eq(contentItems.type, contentType)),
        )
        .limit(1)
      if (!item) return false
      await db.delete(watchlistItems).where(and(eq(watchlistItems.watchlistId, watchlistId), eq(watchlistItems.contentId, contentId)))
      return true
    },

    /**
     * Puts the given items in the given order, in the positions they held between them; answers
     * false (and changes nothing) unless every one is in the list after `lastSeen`.
     */
    async reorder(watchlistId: string, lastSeen: number, contentIds: string[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.select({ id: watchlists.id }).from(watchlists).where(eq(watchlists.id, watchlistId)).for('update')
        const rows = await tx
          .select({ id: watchlistItems.contentId, position: watchlistItems.position })
          .from(watchlistItems)
          .where(
            and(
              eq(watchlistItems.watchlistId, watchlistId),
              inArray(watchlistItems.contentId, contentIds),
              gt(watchlistItems.position, lastSeen),
            ),
          )
        if (rows.length !== contentIds.length) return false
        const slots = rows.map((r) => r.position).sort((a, b) => a - b)
        for (const [i, contentId] of contentIds.entries()) {
          await tx
            .update(watchlistItems)
            .set({ position: slots[i]! })
            .where(and(eq(watchlistItems.watchlistId, watchlistId), eq(watchlistItems.contentId, contentId)))
        }
        return true
      })
    },
  }
}
export type WatchlistStore = ReturnType<typeof createWatchlistStore>
