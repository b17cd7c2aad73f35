/** Watch-together presence rows: who joined a live event, and when each was last seen. */
import { and, asc, eq, gte, lt } from 'drizzle-orm'
import type { DrizzleDb } from '../db/database.ts'
import { accounts, contentItems, profiles, watchTogetherPresence } from '../db/schema.ts'

export interface PresenceKey {
  eventId: string
  accountId: string
  /** '' when no profile is chosen */
  profileId: string
}

export function createWatchTogetherStore(db: DrizzleDb) {
  const t = watchTogetherPresence
  const keyMatches = (k: PresenceKey) => and(eq(t.eventId, k.eventId), eq(t.accountId, k.accountId), eq(t.profileId, k.profileId))
  return {
    async liveEvent(id: string) {
      const [row] = await db
        .select({ id: contentItems.id, type: contentItems.type, title: contentItems.title, startDate: contentItems.startDate, endDate: contentItems.endDate })
        .from(contentItems)
        .where(eq(contentItems.id, id))
        .limit(1)
      return row?.type === 'LIVE' ? row : undefined
    },

    /** The name shown to the others: the chosen profile's, else the account's. */
    async displayName(accountId: string, profileId: string): Promise<string | undefined> {
      if (profileId) {
        const [profile] = await db
          .select({ name: profiles.name })
          .from(profiles)
          .where(and(eq(profiles.id, profileId), eq(profiles.accountId, accountId)))
          .limit(1)
        if (profile) return profile.name
      }
      const [account] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId)).limit(1)
      return account?.name
    },

    /** Joins (or joins again): the first join time is kept, the name and last-seen time renewed. */
    async upsert(key: PresenceKey, displayName: string, at: Date): Promise<void> {
      await db
        .insert(t)
        .values({ ...key, displayName, joinedAt: at, lastSeenAt: at })
        .onConflictDoUpdate({ target: [t.eventId, t.accountId, t.profileId], set: { displayName, lastSeenAt: at } })
    },

    /**
     * A still-valid presence seen again; a lapsed one (last seen before `validSince`) stays lapsed:
     * the viewer has to join again. True when a row was moved.
     */
    async touch(key: PresenceKey, at: Date, validSince: Date): Promise<boolean> {
      const rows = await db
        .update(t)
        .set({ lastSeenAt: at })
        .where(and(keyMatches(key), gte(t.lastSeenAt, validSince)))
        .returning({ eventId: t.eventId })
      return rows.length > 0
    },

    /** True when there was a row to remove. */
    async remove(key: PresenceKey): Promise<boolean> {
      const rows = await db.delete(t).where(keyMatches(key)).returning({ eventId: t.eventId })
      return rows.length > 0
    },

    /** Who counts as watching: seen since `validSince`, the earliest joined first. */
    async present(eventId: string, validSince: Date) {
      return db
        .select({ accountId: t.accountId, profileId: t.profileId, displayName: t.displayName, joinedAt: t.joinedAt })
        .from(t)
        .where(and(eq(t.eventId, eventId), gte(t.lastSeenAt, validSince)))
        .orderBy(asc(t.joinedAt), asc(t.displayName), asc(t.accountId), asc(t.profileId))
    },

    /**
     * Removes every presence not seen since `validSince` and answers the events they were in. A
     * DELETE … RETURNING gives each row to exactly one process, so one process tells the others.
     */
    async sweep(validSince: Date): Promise<string[]> {
      const rows = await db.delete(t).where(lt(t.lastSeenAt, validSince)).returning({ eventId: t.eventId })
      return [...new Set(rows.map((r) => r.eventId))]
    },
  }
}
export type WatchTogetherStore = ReturnType<typeof createWatchTogetherStore>
