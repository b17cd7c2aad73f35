/**
 * Catalogue read queries beyond buckets: series and seasons, playlists, the programme guide,
 * live and upcoming events, full-text search and the faceted content grid.
 */
import { and, arrayOverlaps, asc, count, desc, eq, getTableColumns, gt, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm'
import type { DrizzleDb } from '../db/database.ts'
import { contentItems, epgChannels, epgProgrammes, playlistItems, seasons, series } from '../db/schema.ts'

type ContentRow = typeof contentItems.$inferSelect
export type SeriesRow = typeof series.$inferSelect
export type ChannelRow = typeof epgChannels.$inferSelect
export type ProgrammeRow = typeof epgProgrammes.$inferSelect

/** A content item without its search vector (never sent, never needed outside SQL). */
const { search: _search, ...item } = getTableColumns(contentItems)
export type ItemRow = Omit<ContentRow, 'search'>

const num = (s: SQL) => s.mapWith(Number)

export interface SeasonSummary {
  id: string
  title: string
  number: number
  episodeCount: number
}

const seasonSummary = {
  id: seasons.id,
  title: seasons.title,
  number: seasons.number,
  // spelled out: inside a one-table select Drizzle leaves column names unqualified
  episodeCount: num(sql`(select count(*) from "content_items" e where e."season_id" = "seasons"."id")`),
}

/** How many matches of one search group are ranked and counted at most (search below; tests lower it). */
export const SEARCH_CANDIDATES = 1000

/** A row of the search statement: a page's item (id and position set), or a group's count (id null). */
interface SearchHit {
  id: string | null
  type: string
  total: string | number | null
  position: string | number | null
}

interface StatisticsRow {
  rows: string | number | null
  lexemes: string[] | null
  freqs: number[] | null
}

/** The search groups of content-search, by content type. */
export const SEARCH_TYPES = { liveEvents: 'LIVE', vodVideos: 'VOD', vodPlaylists: 'VOD_PLAYLIST' } as const
export type SearchGroup = keyof typeof SEARCH_TYPES

export const FACET_COLUMNS = ['genre', 'year', 'type'] as const
export type FacetName = (typeof FACET_COLUMNS)[number]

/** A term of a tsquery as the service builds it (`searchQuery`): a whole lexeme, or a prefix of lexemes. */
export interface SearchTerm {
  word: string
  prefix: boolean
}

export function searchTerms(tsquery: string): SearchTerm[] {
  return tsquery.split(' & ').map((t) => (t.endsWith(':*') ? { word: t.slice(0, -2), prefix: true } : { word: t, prefix: false }))
}

/** What the last ANALYZE of content_items saw of its search column: its rows and its most common lexemes' shares of them. */
export interface SearchStatistics {
  rows: number
  lexemes: Map<string, number>
}

/**
 * The share of the catalogue estimated to match every term: a lexeme's share as ANALYZE counted
 * it, a prefix's the sum of the shares of the common lexemes it begins (at most all), and the
 * terms taken as independent. A word that is not among the common lexemes counts as rare (0).
 */
export function matchingShare(terms: SearchTerm[], statistics: SearchStatistics): number {
  let share = 1
  for (const { word, prefix } of terms) {
    let own = 0
    if (!prefix) own = statistics.lexemes.get(word) ?? 0
    else for (const [lexeme, freq] of statistics.lexemes) if (lexeme.startsWith(word)) own += freq
    share *= Math.min(1, own)
  }
  return share
}

/**
 * A search whose matches are estimated at this many times its candidates or more reads the table
 * in order and stops at the last candidate (it reads at most a tenth of the table to find them)
 * instead of asking the GIN index for every match first.
 */
export const DENSE_SEARCH_FACTOR = 10

/** How long the search column's statistics are trusted before they are read again. */
const STATISTICS_MAX_AGE_MS = 60_000

export function createLibraryQueries(
  db: DrizzleDb,
  options: { searchCandidates?: number; statisticsMaxAgeMs?: number; denseSearchFactor?: number } = {},
) {
  const searchCandidates = options.searchCandidates ?? SEARCH_CANDIDATES
  const denseSearchFactor = options.denseSearchFactor ?? DENSE_SEARCH_FACTOR
  const statisticsMaxAge = options.statisticsMaxAgeMs ?? STATISTICS_MAX_AGE_MS
  const selectItems = () => db.select(item).from(contentItems)

  let statistics: { read: number; value: Promise<SearchStatistics | null> } | undefined
  /** The search column's statistics, read at most once a STATISTICS_MAX_AGE_MS; null before any ANALYZE. */
  function searchStatistics(): Promise<SearchStatistics | null> {
    const now = Date.now()
    if (statistics && now - statistics.read < statisticsMaxAge) return statistics.value
    const value = (async () => {
      const result = (await db.execute(sql`
        select (select reltuples from pg_class where oid = to_regclass('content_items')) as rows,
               s.most_common_elems::text::text[] as lexemes, s.most_common_elem_freqs::float8[] as freqs
        from pg_stats s
        where s.schemaname = current_schema() and s.tablename = 'content_items' and s.attname = 'search'`)) as unknown as
        { rows?: StatisticsRow[] } | StatisticsRow[]
      const [row] = Array.isArray(result) ? result : (result.rows ?? [])
      const rows = Number(row?.rows ?? -1)
      if (!row?.lexemes || !row.freqs || !(rows > 0)) return null
      // the frequencies end with three figures about the column (least and most frequent, nulls)
      return { rows, lexemes: new Map(row.lexemes.map((lexeme, i) => [lexeme, Number(row.freqs![i])])) }
    })().catch(() => null) // without statistics every search asks the index, as the planner would
    statistics = { read: now, value }
    return value
  }

  /**
   * The search statement (see `search`). `scan` says how the candidates are found: through the
   * GIN index, or (`table`) by reading the table in order until there are enough: the match is
   * written `(… @@ …) is true`, a condition no index answers, so the planner reads the table.
   */
  function searchStatement(tsquery: string, groups: SearchGroup[], offset: number, rpp: number, scan: 'index' | 'table') {
    const query = sql`to_tsquery('simple', ${tsquery})`
    const types = groups.map((g) => SEARCH_TYPES[g])
    const { id, type, title, search } = contentItems
    const matches = scan === 'index' ? sql`${search} @@ ${query}` : sql`(${search} @@ ${query}) is true`
    // One scan for every group: the matches, as many as the groups may rank, narrowed to what
    // ranking needs. Then each group's page is picked from them with a bounded sort (it keeps
    // only offset + rpp rows), and each group's matches are counted. Sorting every candidate
    // with its card columns, as a window over all of them, was most of a vague query's time on
    // a large catalogue; the card columns are read afterwards for the page's rows only.
    // A group's page carries each row's position, since the union's own order is not promised.
    const pages = types.map(
      (t) =>
        sql`(select p.id, p.type, null::bigint as total, row_number() over (order by p.rank desc, p.title, p.id) as position
             from (select c.id, c.type, c.rank, c.title from candidates c where c.type = ${t}
                   order by c.rank desc, c.title, c.id limit ${rpp} offset ${offset}) p)`,
    )
    const counts = sql`(select null as id, c.type, count(*) as total, null::bigint as position from candidates c group by c.type)`
    return sql`
      with candidates as (
        select ${id} as id, ${type} as type, ${title} as title, ts_rank(${search}, ${query}) as rank
        from ${contentItems}
        where ${matches} and ${inArray(type, types)}
        limit ${searchCandidates * groups.length}
      )
      ${sql.join([...pages, counts], sql` union all `)}`
  }

  /** How a search finds its candidates: `table` when its matches are estimated dense (DENSE_SEARCH_FACTOR). */
  async function searchScan(tsquery: string, groups: SearchGroup[]): Promise<'index' | 'table'> {
    const stats = await searchStatistics()
    if (!stats) return 'index'
    const matches = matchingShare(searchTerms(tsquery), stats) * stats.rows
    return matches >= denseSearchFactor * searchCandidates * groups.length ? 'table' : 'index'
  }

  return {
    async findItem(id: string): Promise<ItemRow | undefined> {
      const [row] = await selectItems().where(eq(contentItems.id, id)).limit(1)
      return row
    },

    async findSeason(id: string) {
      const [row] = await db
        .select({ ...seasonSummary, seriesId: series.id, seriesTitle: series.title })
        .from(seasons)
        .innerJoin(series, eq(series.id, seasons.seriesId))
        .where(eq(seasons.id, id))
        .limit(1)
      return row
    },

    /** Episodes of a season after episode number `after`, at most rpp, with counts for paging. */
    async seasonEpisodes(seasonId: string, after: number, rpp: number) {
      const [rows, [counts]] = await Promise.all([
        selectItems()
          .where(and(eq(contentItems.seasonId, seasonId), gt(contentItems.episodeNumber, after)))
          .orderBy(asc(contentItems.episodeNumber))
          .limit(rpp + 1),
        db
          .select({ total: count(), before: num(sql`count(*) filter (where ${lte(contentItems.episodeNumber, after)})`) })
          .from(contentItems)
          .where(eq(contentItems.seasonId, seasonId)),
      ])
      return { rows: rows.slice(0, rpp), more: rows.length > rpp, total: counts?.total ?? 0, before: counts?.before ?? 0 }
    },

    async findSeries(id: string): Promise<SeriesRow | undefined> {
      const [row] = await db.select().from(series).where(eq(series.id, id)).limit(1)
      return row
    },

    /** Seasons of a series after season number `after`, at most rpp, each with its episode count. */
    async seriesSeasons(seriesId: string, after: number, rpp: number) {
      const [rows, [counts]] = await Promise.all([
        db
          .select(seasonSummary)
          .from(seasons)
          .where(and(eq(seasons.seriesId, seriesId), gt(seasons.number, after)))
          .orderBy(asc(seasons.number))
          .limit(rpp + 1),
        db
          .select({ total: count(), before: num(sql`count(*) filter (where ${lte(seasons.number, after)})`) })
          .from(seasons)
          .where(eq(seasons.seriesId, seriesId)),
      ])
      return { rows: rows.slice(0, rpp), more: rows.length > rpp, total: counts?.total ?? 0, before: counts?.before ?? 0 }
    },

    /** Up to `size` seasons either side of a season's number, in season order. */
    async adjacentSeasons(seriesId: string, number: number, size: number) {
      const [before, after] = await Promise.all([
        db
          .select(seasonSummary)
          .from(seasons)
          .where(and(eq(seasons.seriesId, seriesId), lt(seasons.number, number)))
          .orderBy(desc(seasons.number))
          .limit(size),
        db
          .select(seasonSummary)
          .from(seasons)
          .where(and(eq(seasons.seriesId, seriesId), gt(seasons.number, number)))
          .orderBy(asc(seasons.number))
          .limit(size),
      ])
      return { preceding: before.reverse(), following: after }
    },

    /** Up to `size` episodes either side of an episode number within a season. */
    async adjacentEpisodes(seasonId: string, number: number, size: number) {
      const [before, after] = await Promise.all([
        selectItems()
          .where(and(eq(contentItems.seasonId, seasonId), lt(contentItems.episodeNumber, number)))
          .orderBy(desc(contentItems.episodeNumber))
          .limit(size),
        selectItems()
          .where(and(eq(contentItems.seasonId, seasonId), gt(contentItems.episodeNumber, number)))
          .orderBy(asc(contentItems.episodeNumber))
          .limit(size),
      ])
      return { preceding: before.reverse(), following: after }
    },

    /** A page of a playlist's videos (offset-based) and how many it has. */
    async playlistPage(playlistId: string, offset: number, rpp: number) {
      const [rows, [counts]] = await Promise.all([
        db
          .select({ position: playlistItems.position, item })
          .from(playlistItems)
          .innerJoin(contentItems, eq(contentItems.id, playlistItems.contentId))
          .where(eq(playlistItems.playlistId, playlistId))
          .orderBy(asc(playlistItems.position))
          .limit(rpp)
          .offset(offset),
        db.select({ total: count() }).from(playlistItems).where(eq(playlistItems.playlistId, playlistId)),
      ])
      return { rows: rows.map((r) => r.item as ItemRow), total: counts?.total ?? 0 }
    },

    /** The item's position in the playlist and up to `size` items either side; undefined when absent. */
    async adjacentInPlaylist(playlistId: string, contentId: string, size: number) {
      const [at] = await db
        .select({ position: playlistItems.position })
        .from(playlistItems)
        .where(and(eq(playlistItems.playlistId, playlistId), eq(playlistItems.contentId, contentId)))
      if (!at) return undefined
      const around = (cmp: SQL, order: SQL) =>
        db
          .select({ item })
          .from(playlistItems)
          .innerJoin(contentItems, eq(contentItems.id, playlistItems.contentId))
          .where(and(eq(playlistItems.playlistId, playlistId), cmp))
          .orderBy(order)
          .limit(size)
      const [before, after] = await Promise.all([
        around(lt(playlistItems.position, at.position), desc(playlistItems.position)),
        around(gt(playlistItems.position, at.position), asc(playlistItems.position)),
      ])
      return { preceding: before.reverse().map((r) => r.item as ItemRow), following: after.map((r) => r.item as ItemRow) }
    },

    async findChannel(id: string): Promise<ChannelRow | undefined> {
      const [row] = await db.select().from(epgChannels).where(eq(epgChannels.id, id)).limit(1)
      return row
    },

    /** Channels in guide order after position `after`, at most `limit`, and how many there are. */
    async channelPage(after: number, limit: number) {
      const [rows, [counts]] = await Promise.all([
        db
          .select()
          .from(epgChannels)
          .where(gt(epgChannels.position, after))
          .orderBy(asc(epgChannels.position))
          .limit(limit + 1),
        db.select({ total: count(), before: num(sql`count(*) filter (where ${lte(epgChannels.position, after)})`) }).from(epgChannels),
      ])
      return { rows: rows.slice(0, limit), more: rows.length > limit, total: counts?.total ?? 0, before: counts?.before ?? 0 }
    },

    /**
     * Programmes of the given channels overlapping [from, to), in start order: for each channel the
     * ones ranked skip+1 … skip+take. `totals` counts each channel's programmes in the window.
     */
    async programmes(channelIds: string[], from: Date, to: Date, skip: number, take: number) {
      if (channelIds.length === 0) return { rows: [] as ProgrammeRow[], totals: new Map<string, number>() }
      const inWindow = and(inArray(epgProgrammes.channelId, channelIds), gt(epgProgrammes.endDate, from), lt(epgProgrammes.startDate, to))
      const ranked = db
        .select({
          id: epgProgrammes.id,
          rank: sql<number>`row_number() over (partition by ${epgProgrammes.channelId} order by ${epgProgrammes.startDate}, ${epgProgrammes.id})`.as(
            'rank',
          ),
        })
        .from(epgProgrammes)
        .where(inWindow)
        .as('ranked')
      const [rows, totals] = await Promise.all([
        db
          .select({ programme: epgProgrammes })
          .from(epgProgrammes)
          .innerJoin(ranked, eq(ranked.id, epgProgrammes.id))
          .where(and(gt(ranked.rank, skip), lte(ranked.rank, skip + take)))
          .orderBy(asc(epgProgrammes.channelId), asc(epgProgrammes.startDate), asc(epgProgrammes.id)),
        db.select({ channelId: epgProgrammes.channelId, n: count() }).from(epgProgrammes).where(inWindow).groupBy(epgProgrammes.channelId),
      ])
      return { rows: rows.map((r) => r.programme), totals: new Map(totals.map((t) => [t.channelId, t.n])) }
    },

    /** LIVE items on now (soonest ending first) or upcoming (soonest starting first), offset-paged. */
    async events(kind: 'live' | 'upcoming', now: Date, offset: number, rpp: number) {
      const where =
        kind === 'live'
          ? and(
              eq(contentItems.type, 'LIVE'),
              lte(contentItems.startDate, now),
              or(isNull(contentItems.endDate), gt(contentItems.endDate, now)),
            )
          : and(eq(contentItems.type, 'LIVE'), gt(contentItems.startDate, now))
      const order =
        kind === 'live'
          ? [sql`${contentItems.endDate} asc nulls last`, asc(contentItems.id)]
          : [asc(contentItems.startDate), asc(contentItems.id)]
      const [rows, [counts]] = await Promise.all([
        selectItems()
          .where(where)
          .orderBy(...order)
          .limit(rpp)
          .offset(offset),
        db.select({ total: count() }).from(contentItems).where(where),
      ])
      return { rows, total: counts?.total ?? 0 }
    },

    /**
     * Full-text search: `tsquery` is built by the service from letters and digits only. Hits are
     * ranked by ts_rank (title weighs more than description), then title.
     *
     * The work is bounded whatever the catalogue's size: per group, at most SEARCH_CANDIDATES
     * matches (as the index yields them) are ranked and counted. A query that narrows the
     * catalogue (the words of a title) sees every match; a vague one ("s", a word every
     * description holds) ranks the first SEARCH_CANDIDATES and says so in its total, which is
     * then a floor, not a count. Nobody pages through a thousand hits of one group.
     *
     * The GIN index answers with every match before the first is read, so a vague query's work
     * would still grow with the catalogue: "sto" as a prefix matches every row whose description
     * says "story". When the column's statistics put a query's matches at DENSE_SEARCH_FACTOR
     * times its candidates or more, the table is read in order instead, and the read stops at the
     * last candidate. Both ways rank the first matches they meet. Read by one process, as on
     * PGlite, those are the same rows either way: the table's order is the order in which a bitmap
     * scan visits them too. A parallel read on a Postgres server may meet others first.
     */
    async search(tsquery: string, groups: SearchGroup[], offset: number, rpp: number) {
      const scan = await searchScan(tsquery, groups)
      const result = (await db.execute(searchStatement(tsquery, groups, offset, rpp, scan))) as unknown as
        { rows?: SearchHit[] } | SearchHit[]
      const hits = Array.isArray(result) ? result : (result.rows ?? [])
      const onPage = hits.filter((h) => h.id !== null).map((h) => h.id!)
      const rows = onPage.length ? await selectItems().where(inArray(contentItems.id, onPage)) : []
      const byId = new Map(rows.map((r) => [r.id, r]))
      return groups.map((group) => {
        const mine = hits.filter((h) => h.type === SEARCH_TYPES[group])
        const page = mine.filter((h) => h.id !== null).sort((a, b) => Number(a.position) - Number(b.position))
        return {
          group,
          // in rank order; an item deleted between the two reads is left out rather than shown half-known
          rows: page.flatMap((h) => (byId.has(h.id!) ? [byId.get(h.id!)!] : [])),
          // a group holds at most searchCandidates of the shared candidates it is counted among
          total: Math.min(Number(mine.find((h) => h.id === null)?.total ?? 0), searchCandidates),
        }
      })
    },

    /** The statement a search runs and how it finds its candidates, for EXPLAIN in tests. */
    async searchSql(tsquery: string, groups: SearchGroup[] = ['liveEvents', 'vodVideos', 'vodPlaylists']) {
      const scan = await searchScan(tsquery, groups)
      return { scan, statement: searchStatement(tsquery, groups, 0, 20, scan) }
    },

    /**
     * The content grid: top-level items (not episodes) matching every selected facet (values of one
     * facet are alternatives), offset-paged; and for each facet the counts of its values among the
     * items matching the other facets' selections.
     */
    async grid(selected: Partial<Record<FacetName, string[]>>, offset: number, rpp: number) {
      const filter = (name: FacetName): SQL | undefined => {
        const values = selected[name]
        if (!values?.length) return undefined
        if (name === 'genre') return arrayOverlaps(contentItems.genres, values)
        if (name === 'year') return inArray(contentItems.year, values.map(Number))
        return inArray(contentItems.type, values)
      }
      const where = (except?: FacetName) => and(isNull(contentItems.seasonId), ...FACET_COLUMNS.filter((f) => f !== except).map(filter))
      const genre = sql<string>`g.value`
      const [rows, [counts], genres, years, types] = await Promise.all([
        selectItems()
          .where(where())
          .orderBy(sql`${contentItems.year} desc nulls last`, asc(contentItems.title), asc(contentItems.id))
          .limit(rpp)
          .offset(offset),
        db.select({ total: count() }).from(contentItems).where(where()),
        db
          .select({ value: genre, count: count() })
          .from(sql`${contentItems} cross join lateral unnest(${contentItems.genres}) as g(value)`)
          .where(where('genre'))
          .groupBy(genre)
          .orderBy(desc(count()), asc(genre)),
        db
          .select({ value: sql<string>`${contentItems.year}::text`, count: count() })
          .from(contentItems)
          .where(and(where('year'), sql`${contentItems.year} is not null`))
          .groupBy(contentItems.year)
          .orderBy(desc(contentItems.year)),
        db
          .select({ value: contentItems.type, count: count() })
          .from(contentItems)
          .where(where('type'))
          .groupBy(contentItems.type)
          .orderBy(desc(count()), asc(contentItems.type)),
      ])
      return {
        rows,
        total: counts?.total ?? 0,
        facets: [
          { name: 'genre', values: genres },
          { name: 'year', values: years },
          { name: 'type', values: types },
        ],
      }
    },
  }
}
