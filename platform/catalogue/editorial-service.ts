/**
 * Rules of the editorial pages: premiere releases, the schedule, news and fighters. Content in
 * them is carded with the caller's access level, as everywhere in the catalogue.
 */
import type { Caller } from '../http.ts'
import type { BoutRow, FighterSummaryRow, NewsItemRow } from './editorial-store.ts'
import { RESULT_METHODS } from './editorial-store.ts'
import { toCard, type ContentCard, type Paging } from './cards.ts'
import type { CatalogueStore } from './store.ts'

type Viewer = { isGuest: boolean; held: string[] }
type ItemRow = Parameters<typeof toCard>[0]

/** Paging for page-numbered lists; lastSeen is how many items the pages so far held. */
function pagePaging(page: number, rpp: number, shown: number, total: number): Paging {
  const seen = Math.min((page - 1) * rpp + shown, total)
  return { page, lastSeen: shown > 0 ? String(seen) : null, moreDataAvailable: (page - 1) * rpp + shown < total, totalResults: total }
}

export interface ReleaseCard extends ContentCard {
  premiereRelease: { startDate: string; endDate: string }
  /** 'UPCOMING' before the premiere starts, 'PREMIERING' during it, 'RELEASED' after. */
  releaseState: 'UPCOMING' | 'PREMIERING' | 'RELEASED'
}

export interface ScheduleEntry {
  kind: 'LIVE' | 'PREMIERE'
  startDate: string
  endDate: string | null
  /** the event's or the video's card; a premiere's card carries premiereRelease */
  item: ContentCard & { premiereRelease?: { startDate: string; endDate: string } }
}

export function createEditorialService(deps: {
  store: CatalogueStore
  now: () => Date
  viewer: (caller: Caller | null) => Promise<Viewer>
}) {
  const { store, now, viewer } = deps

  const premiere = (row: ItemRow) => {
    const start = row.premiereStart!
    const end = new Date(start.getTime() + (row.durationSeconds ?? 0) * 1000)
    return { startDate: start.toISOString(), endDate: end.toISOString(), start, end }
  }
  const releaseCard = (row: ItemRow, v: Viewer, at: Date): ReleaseCard => {
    const p = premiere(row)
    return {
      ...toCard(row, v.isGuest, v.held, at),
      premiereRelease: { startDate: p.startDate, endDate: p.endDate },
      releaseState: at < p.start ? 'UPCOMING' : at < p.end ? 'PREMIERING' : 'RELEASED',
    }
  }
  const newsItem = (row: NewsItemRow) => ({
    feedName: row.feedName,
    newId: row.id,
    id: row.id,
    type: 'DATA_FEED' as const,
    title: row.title,
    summary: row.summary,
    author: row.author ?? null,
    imageUrl: row.imageUrl ?? null,
    publishedAt: row.publishedAt.toISOString(),
  })
  const fighter = (row: FighterSummaryRow) => ({
    id: row.id,
    name: row.name,
    nickname: row.nickname ?? null,
    country: row.country ?? null,
    weightClass: row.weightClass,
    rank: row.rank ?? null,
    champion: row.rank === 0,
    imageUrl: row.imageUrl ?? null,
    record: { wins: row.wins, losses: row.losses, noContests: row.noContests },
  })
  const bout = (row: BoutRow) => ({
    id: row.id,
    opponent: row.opponent,
    eventName: row.eventName,
    date: row.date.toISOString(),
    outcome: row.outcome,
    method: row.method,
    round: row.round ?? null,
    contentId: row.contentId ?? null,
  })

  return {
    /** The platform's clock: the default start of a schedule window. */
    clock: () => now(),

    async releases(status: 'upcoming' | 'released', page: number, rpp: number, caller: Caller | null) {
      const at = now()
      const [v, data] = await Promise.all([viewer(caller), store.releases(status, at, (page - 1) * rpp, rpp)])
      return { status, releases: data.rows.map((r) => releaseCard(r, v, at)), paging: pagePaging(page, rpp, data.rows.length, data.total) }
    },

    async schedule(from: Date, to: Date, page: number, rpp: number, caller: Caller | null) {
      const at = now()
      const [v, data] = await Promise.all([viewer(caller), store.schedule(from, to, (page - 1) * rpp, rpp)])
      const entries: ScheduleEntry[] = data.rows.map((row) => {
        if (row.premiereStart) {
          const p = premiere(row)
          return {
            kind: 'PREMIERE',
            startDate: p.startDate,
            endDate: p.endDate,
            item: { ...toCard(row, v.isGuest, v.held, at), premiereRelease: { startDate: p.startDate, endDate: p.endDate } },
          }
        }
        return {
          kind: 'LIVE',
          startDate: row.startDate!.toISOString(),
          endDate: row.endDate?.toISOString() ?? null,
          item: toCard(row, v.isGuest, v.held, at),
        }
      })
      return { from: from.toISOString(), to: to.toISOString(), entries, paging: pagePaging(page, rpp, entries.length, data.total) }
    },

    /** The feeds, and a page of items of one feed (or all). Undefined for an unknown feed. */
    async news(feedName: string | undefined, page: number, rpp: number) {
      const feeds = await store.newsFeeds()
      if (feedName !== undefined && !feeds.some((f) => f.name === feedName)) return undefined
      const data = await store.newsItems(feedName, (page - 1) * rpp, rpp)
      return {
        feeds: feeds.map((f) => ({ name: f.name, title: f.title, description: f.description, itemCount: f.itemCount })),
        feed: feedName ?? null,
        items: data.rows.map(newsItem),
        paging: pagePaging(page, rpp, data.rows.length, data.total),
      }
    },

    /** One news item with its body, its related content card and its older and newer neighbours. */
    async newsItem(feedName: string, id: string, caller: Caller | null) {
      const found = await store.findNewsItem(feedName, id)
      if (!found) return undefined
      const row = found.item
      const [v, related, around] = await Promise.all([
        viewer(caller),
        row.contentId ? store.findItem(row.contentId) : Promise.resolve(undefined),
        store.newsNeighbours(feedName, row.publishedAt, row.id),
      ])
      return {
        ...newsItem(row),
        feedTitle: found.feedTitle,
        body: row.body,
        content: related ? toCard(related, v.isGuest, v.held, now()) : null,
        older: around.older ? newsItem(around.older) : null,
        newer: around.newer ? newsItem(around.newer) : null,
      }
    },

    async fighters(sort: 'rankings' | 'az', weightClass: string | undefined, page: number, rpp: number) {
      const [data, weightClasses] = await Promise.all([store.fighterPage(sort, weightClass, (page - 1) * rpp, rpp), store.weightClasses()])
      return {
        sort,
        weightClass: weightClass ?? null,
        weightClasses,
        fighters: data.rows.map(fighter),
        paging: pagePaging(page, rpp, data.rows.length, data.total),
      }
    },

    /** A fighter, their record by result method and outcome (every method listed, zeros too), and their bouts. */
    async fighter(id: string) {
      const found = await store.findFighter(id)
      if (!found) return undefined
      const [byMethod, bouts] = await Promise.all([store.fighterRecord(id), store.fighterBouts(id)])
      const counted = new Map(byMethod.map((m) => [m.method, m]))
      const base = fighter(found)
      return {
        ...base,
        record: {
          ...base.record,
          byMethod: RESULT_METHODS.map((method) => {
            const m = counted.get(method)
            return { method, wins: m?.wins ?? 0, losses: m?.losses ?? 0, noContests: m?.noContests ?? 0 }
          }),
        },
        bouts: bouts.map(bout),
      }
    },
  }
}
