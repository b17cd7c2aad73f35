/**
 * Catalogue queries for the editorial pages: premiere releases (RELEASES), the schedule of live
 * events and premieres (SCHEDULE), news feeds and their items (NEWS, NEWS_ITEM) and fighters with
 * their records (FIGHTERS, FIGHTER). Records are counted in SQL from the bouts.
 */
import { and, asc, count, desc, eq, getTableColumns, gt, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
import type { DrizzleDb } from '../db/database.ts'
import { contentItems, fighterBouts, fighters, newsFeeds, newsItems } from '../db/schema.ts'

const { search: _search, ...item } = getTableColumns(contentItems)
type ItemRow = Omit<typeof contentItems.$inferSelect, 'search'>
export type NewsFeedRow = typeof newsFeeds.$inferSelect
export type NewsItemRow = typeof newsItems.$inferSelect
export type FighterRow = typeof fighters.$inferSelect
export type BoutRow = typeof fighterBouts.$inferSelect

/** Weight classes, lightest first: the rankings' order. Fixtures may use only these. */
export const WEIGHT_CLASSES = [
  'Flyweight',
  'Bantamweight',
  'Featherweight',
  'Lightweight',
  'Welterweight',
  'Middleweight',
  'Light Heavyweight',
  'Heavyweight',
] as const
export const OUTCOMES = ['win', 'loss', 'noContest'] as const
export const RESULT_METHODS = [
  'koTko',
  'submission',
  'decisionUnanimous',
  'decisionSplit',
  'decisionMajority',
  'disqualified',
  'others',
] as const
export type Outcome = (typeof OUTCOMES)[number]
export type ResultMethod = (typeof RESULT_METHODS)[number]

const num = (s: SQL) => s.mapWith(Number)
/** When a premiere ends: its start plus the video's duration. */
const premiereEnd = sql`(${contentItems.premiereStart} + make_interval(secs => coalesce(${contentItems.durationSeconds}, 0)))`

/** Wins, losses and no contests of a fighter, counted from the bouts table. */
const recordColumns = {
  wins: num(sql`(select count(*) from "fighter_bouts" b where b."fighter_id" = "fighters"."id" and b."outcome" = 'win')`),
  losses: num(sql`(select count(*) from "fighter_bouts" b where b."fighter_id" = "fighters"."id" and b."outcome" = 'loss')`),
  noContests: num(sql`(select count(*) from "fighter_bouts" b where b."fighter_id" = "fighters"."id" and b."outcome" = 'noContest')`),
}
export type FighterSummaryRow = FighterRow & { wins: number; losses: number; noContests: number }

const weightOrder = sql`array_position(array[${sql.join(
  WEIGHT_CLASSES.map((w) => sql`${w}`),
  sql`, `,
)}]::text[], ${fighters.weightClass})`

export function createEditorialQueries(db: DrizzleDb) {
  return {
    /**
     * Premiere releases: 'upcoming' = not yet over (premiering now or later), soonest first;
     * 'released' = premiere over, latest first. Offset-paged.
     */
    async releases(status: 'upcoming' | 'released', now: Date, offset: number, rpp: number) {
      const at = now.toISOString()
      const where =
        status === 'upcoming'
          ? and(isNotNull(contentItems.premiereStart), sql`${premiereEnd} > ${at}::timestamptz`)
          : and(isNotNull(contentItems.premiereStart), sql`${premiereEnd} <= ${at}::timestamptz`)
      const order =
        status === 'upcoming'
          ? [asc(contentItems.premiereStart), asc(contentItems.id)]
          : [desc(contentItems.premiereStart), asc(contentItems.id)]
      const [rows, [counts]] = await Promise.all([
        db
          .select(item)
          .from(contentItems)
          .where(where)
          .orderBy(...order)
          .limit(rpp)
          .offset(offset),
        db.select({ total: count() }).from(contentItems).where(where),
      ])
      return { rows: rows as ItemRow[], total: counts?.total ?? 0 }
    },

    /**
     * What is scheduled in [from, to): LIVE events and premieres overlapping the window, by the
     * time they start (then id). Offset-paged.
     */
    async schedule(from: Date, to: Date, offset: number, rpp: number) {
      const f = from.toISOString()
      const t = to.toISOString()
      const live = and(
        eq(contentItems.type, 'LIVE'),
        isNotNull(contentItems.startDate),
        sql`${contentItems.startDate} < ${t}::timestamptz`,
        or(isNull(contentItems.endDate), sql`${contentItems.endDate} > ${f}::timestamptz`),
      )
      const premiere = and(
        isNotNull(contentItems.premiereStart),
        sql`${contentItems.premiereStart} < ${t}::timestamptz`,
        sql`${premiereEnd} > ${f}::timestamptz`,
      )
      const where = or(live, premiere)
      const startsAt = sql`coalesce(${contentItems.premiereStart}, ${contentItems.startDate})`
      const [rows, [counts]] = await Promise.all([
        db.select(item).from(contentItems).where(where).orderBy(asc(startsAt), asc(contentItems.id)).limit(rpp).offset(offset),
        db.select({ total: count() }).from(contentItems).where(where),
      ])
      return { rows: rows as ItemRow[], total: counts?.total ?? 0 }
    },

    /** Every feed in page order with how many items it holds. */
    async newsFeeds() {
      return db
        .select({
          ...getTableColumns(newsFeeds),
          itemCount: num(sql`(select count(*) from "news_items" i where i."feed_name" = "news_feeds"."name")`),
        })
        .from(newsFeeds)
        .orderBy(asc(newsFeeds.position))
    },

    /** News items, newest first, of one feed or of all; offset-paged. */
    async newsItems(feedName: string | undefined, offset: number, rpp: number) {
      const where = feedName === undefined ? undefined : eq(newsItems.feedName, feedName)
      const [rows, [counts]] = await Promise.all([
        db
          .select()
          .from(newsItems)
          .where(where)
          .orderBy(desc(newsItems.publishedAt), asc(newsItems.feedName), asc(newsItems.id))
          .limit(rpp)
          .offset(offset),
        db.select({ total: count() }).from(newsItems).where(where),
      ])
      return { rows, total: counts?.total ?? 0 }
    },

    async findNewsItem(feedName: string, id: string) {
      const [row] = await db
        .select({ item: newsItems, feedTitle: newsFeeds.title })
        .from(newsItems)
        .innerJoin(newsFeeds, eq(newsFeeds.name, newsItems.feedName))
        .where(and(eq(newsItems.feedName, feedName), eq(newsItems.id, id)))
        .limit(1)
      return row
    },

    /** The items published just before and just after one item in its feed (older, newer). */
    async newsNeighbours(feedName: string, publishedAt: Date, id: string) {
      const at = publishedAt.toISOString()
      const [older, newer] = await Promise.all([
        db
          .select()
          .from(newsItems)
          .where(
            and(
              eq(newsItems.feedName, feedName),
              or(lt(newsItems.publishedAt, publishedAt), and(eq(newsItems.publishedAt, publishedAt), gt(newsItems.id, id))),
            ),
          )
          .orderBy(desc(newsItems.publishedAt), asc(newsItems.id))
          .limit(1),
        db
          .select()
          .from(newsItems)
          .where(
            and(
              eq(newsItems.feedName, feedName),
              or(sql`${newsItems.publishedAt} > ${at}::timestamptz`, and(eq(newsItems.publishedAt, publishedAt), lt(newsItems.id, id))),
            ),
          )
          .orderBy(asc(newsItems.publishedAt), desc(newsItems.id))
          .limit(1),
      ])
      return { older: older[0], newer: newer[0] }
    },

    async findNewsFeed(name: string): Promise<NewsFeedRow | undefined> {
      const [row] = await db.select().from(newsFeeds).where(eq(newsFeeds.name, name)).limit(1)
      return row
    },

    /**
     * Fighters with their record. 'rankings': ranked fighters only, by weight class (lightest
     * first) then rank (0 = champion); 'az': everyone by name. Optionally one weight class.
     */
    async fighterPage(sort: 'rankings' | 'az', weightClass: string | undefined, offset: number, rpp: number) {
      const where = and(
        sort === 'rankings' ? isNotNull(fighters.rank) : undefined,
        weightClass ? eq(fighters.weightClass, weightClass) : undefined,
      )
      const order =
        sort === 'rankings'
          ? [asc(weightOrder), asc(fighters.rank), asc(fighters.id)]
          : [asc(sql`lower(${fighters.name})`), asc(fighters.id)]
      const [rows, [counts]] = await Promise.all([
        db
          .select({ ...getTableColumns(fighters), ...recordColumns })
          .from(fighters)
          .where(where)
          .orderBy(...order)
          .limit(rpp)
          .offset(offset),
        db.select({ total: count() }).from(fighters).where(where),
      ])
      return { rows: rows as FighterSummaryRow[], total: counts?.total ?? 0 }
    },

    /** The weight classes that have fighters, lightest first. */
    async weightClasses(): Promise<string[]> {
      const rows = await db.selectDistinct({ name: fighters.weightClass }).from(fighters)
      const order = (name: string) => (WEIGHT_CLASSES as readonly string[]).indexOf(name)
      return rows.map((r) => r.name).sort((a, b) => order(a) - order(b))
    },

    async findFighter(id: string): Promise<FighterSummaryRow | undefined> {
      const [row] = await db
        .select({ ...getTableColumns(fighters), ...recordColumns })
        .from(fighters)
        .where(eq(fighters.id, id))
        .limit(1)
      return row as FighterSummaryRow | undefined
    },

    /** A fighter's record by result method and outcome, counted in SQL. */
    async fighterRecord(id: string) {
      return db
        .select({
          method: fighterBouts.method,
          wins: num(sql`count(*) filter (where ${fighterBouts.outcome} = 'win')`),
          losses: num(sql`count(*) filter (where ${fighterBouts.outcome} = 'loss')`),
          noContests: num(sql`count(*) filter (where ${fighterBouts.outcome} = 'noContest')`),
        })
        .from(fighterBouts)
        .where(eq(fighterBouts.fighterId, id))
        .groupBy(fighterBouts.method)
    },

    /** A fighter's bouts, latest first. */
    async fighterBouts(id: string): Promise<BoutRow[]> {
      return db.select().from(fighterBouts).where(eq(fighterBouts.fighterId, id)).orderBy(desc(fighterBouts.date), asc(fighterBouts.id))
    },

    /** Creates or updates a feed and replaces its items, atomically. */
    async replaceNewsFeed(feed: typeof newsFeeds.$inferInsert, items: Array<typeof newsItems.$inferInsert>): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(newsFeeds)
          .values(feed)
          .onConflictDoUpdate({
            target: newsFeeds.name,
            set: { title: feed.title, description: feed.description, position: feed.position },
          })
        await tx.delete(newsItems).where(eq(newsItems.feedName, feed.name))
        if (items.length) await tx.insert(newsItems).values(items)
      })
    },

    /** Creates or updates a fighter and replaces their bouts, atomically. */
    async replaceFighter(fighter: typeof fighters.$inferInsert, bouts: Array<typeof fighterBouts.$inferInsert>): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(fighters)
          .values(fighter)
          .onConflictDoUpdate({
            target: fighters.id,
            set: {
              name: fighter.name,
              nickname: fighter.nickname,
              country: fighter.country,
              weightClass: fighter.weightClass,
              rank: fighter.rank,
              imageUrl: fighter.imageUrl,
            },
          })
        await tx.delete(fighterBouts).where(eq(fighterBouts.fighterId, fighter.id))
        if (bouts.length) await tx.insert(fighterBouts).values(bouts)
      })
    },
  }
}
