/**
 * Catalogue rules beyond buckets: season and series pages (paged by number with an opaque
 * cursor), playlists (paged by page number), adjacent items, the programme guide, live and
 * upcoming events, content detail, search and the content grid. Access levels are the caller's,
 * computed as for content cards.
 */
import { ACCENTED, UNACCENTED } from '../db/schema.ts'
import type { Caller } from '../http.ts'
import type { FacetSelection } from './facets.ts'
import type { ChannelRow, ItemRow, ProgrammeRow, SearchGroup, SeasonSummary } from './library-store.ts'
import { SEARCH_TYPES } from './library-store.ts'
import { accessLevel, toCard, type AccessLevel, type ContentCard, type Paging } from './cards.ts'
import type { CatalogueStore } from './store.ts'

/** Channels per guide page when no channel is asked for (spec: 25 channels per carousel fetch). */
export const EPG_CHANNELS_PER_PAGE = 25

type Viewer = { isGuest: boolean; held: string[] }

/** Paging for cursor-based lists (cursor = the last number seen). */
function cursorPaging(
  rpp: number,
  cursor: number,
  data: { before: number; total: number; more: boolean },
  last: number | undefined,
): Paging {
  return {
    page: Math.floor(data.before / rpp) + 1,
    lastSeen: last !== undefined ? String(last) : cursor > 0 ? String(cursor) : null,
    moreDataAvailable: data.more,
    totalResults: data.total,
  }
}

/** Paging for page-numbered lists; lastSeen is how many items the pages so far held. */
function pagePaging(page: number, rpp: number, shown: number, total: number): Paging {
  const seen = Math.min((page - 1) * rpp + shown, total)
  return { page, lastSeen: shown > 0 ? String(seen) : null, moreDataAvailable: (page - 1) * rpp + shown < total, totalResults: total }
}

/**
 * The words of a search, lower-cased with accents folded as the search column folds them, as a
 * tsquery: every word must match, the last one as a prefix. Undefined when no word is left.
 */
export function searchQuery(text: string): string | undefined {
  const folded = [...text.normalize('NFC').toLowerCase()]
    .map((ch) => {
      const i = ACCENTED.indexOf(ch)
      return i >= 0 ? UNACCENTED[i] : ch
    })
    .join('')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
  const words = folded
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 12)
  if (words.length === 0) return undefined
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ')
}

export interface ChannelCard {
  eventId: string
  name: string
  logoUrl: string | null
  accessLevel: AccessLevel
  programmes: Array<{
    id: string
    title: string
    startDate: string
    endDate: string
    thumbnailUrl: string | null
    episode: string | null
    isLive: boolean
  }>
}

export function createLibraryService(deps: { store: CatalogueStore; now: () => Date; viewer: (caller: Caller | null) => Promise<Viewer> }) {
  const { store, now, viewer } = deps
  const cards = (rows: ItemRow[], v: Viewer, at: Date) => rows.map((r) => toCard(r, v.isGuest, v.held, at))
  const season = (s: SeasonSummary) => ({ id: s.id, title: s.title, number: s.number, episodeCount: s.episodeCount })

  const programme = (p: ProgrammeRow, at: Date): ChannelCard['programmes'][number] => ({
    id: p.id,
    title: p.title,
    startDate: p.startDate.toISOString(),
    endDate: p.endDate.toISOString(),
    thumbnailUrl: p.thumbnailUrl ?? null,
    episode: p.episode ?? null,
    isLive: p.startDate.getTime() <= at.getTime() && at.getTime() < p.endDate.getTime(),
  })
  const channelCard = (c: ChannelRow, programmes: ProgrammeRow[], v: Viewer, at: Date): ChannelCard => ({
    eventId: c.id,
    name: c.name,
    logoUrl: c.logoUrl ?? null,
    accessLevel: accessLevel(c, v.isGuest, v.held),
    programmes: programmes.map((p) => programme(p, at)),
  })

  /**
   * A programme-guide channel seen as a live event (the guide's "Watch live" opens /live/{channel}):
   * its programme on now gives the title's subtitle, dates and artwork; access is the channel's.
   */
  async function channelDetail(id: string, caller: Caller | null) {
    const channel = await store.findChannel(id)
    if (!channel) return undefined
    const at = now()
    const [v, { rows }] = await Promise.all([
      viewer(caller),
      store.programmes([channel.id], new Date(at.getTime() - 12 * 3600_000), new Date(at.getTime() + 12 * 3600_000), 0, 50),
    ])
    const current = rows.find((p) => p.startDate <= at && at < p.endDate)
    const level = accessLevel(channel, v.isGuest, v.held)
    return {
      id: channel.id,
      type: 'LIVE',
      title: channel.name,
      description: current ? `On now: ${current.title}${current.episode ? ` (${current.episode})` : ''}` : 'Nothing is on right now.',
      duration: current ? Math.round((current.endDate.getTime() - current.startDate.getTime()) / 1000) : null,
      genres: [],
      year: null,
      rating: null,
      thumbnailUrl: current?.thumbnailUrl ?? channel.logoUrl ?? null,
      posterUrl: current?.thumbnailUrl ?? channel.logoUrl ?? null,
      titleImageUrl: null,
      startDate: current?.startDate.toISOString() ?? null,
      endDate: current?.endDate.toISOString() ?? null,
      displayLiveBadge: Boolean(current),
      accessLevel: level,
      computedReleases: current
        ? [{ type: 'LIVE', startDate: current.startDate.toISOString(), endDate: current.endDate.toISOString() }]
        : [],
      licences: channel.licences,
      availableLicences: channel.licences.filter((l) => !v.held.includes(l)),
    }
  }

  return {
    async season(id: string, cursor: number, rpp: number, caller: Caller | null) {
      const found = await store.findSeason(id)
      if (!found) return undefined
      const [v, data] = await Promise.all([viewer(caller), store.seasonEpisodes(id, cursor, rpp)])
      return {
        id: found.id,
        title: found.title,
        number: found.number,
        seriesId: found.seriesId,
        seriesTitle: found.seriesTitle,
        episodeCount: found.episodeCount,
        episodes: cards(data.rows, v, now()),
        paging: cursorPaging(rpp, cursor, data, data.rows.at(-1)?.episodeNumber ?? undefined),
      }
    },

    async series(id: string, cursor: number, rpp: number) {
      const found = await store.findSeries(id)
      if (!found) return undefined
      const data = await store.seriesSeasons(id, cursor, rpp)
      return {
        seriesId: found.id,
        title: found.title,
        description: found.description,
        thumbnailUrl: found.thumbnailUrl ?? null,
        posterUrl: found.posterUrl ?? null,
        seasons: { items: data.rows.map(season), paging: cursorPaging(rpp, cursor, data, data.rows.at(-1)?.number) },
      }
    },

    /** Undefined when the series or the season is unknown, or the season is not the series'. */
    async adjacentSeasons(seriesId: string, seasonId: string, size: number) {
      const found = await store.findSeason(seasonId)
      if (!found || found.seriesId !== seriesId) return undefined
      const { preceding, following } = await store.adjacentSeasons(seriesId, found.number, size)
      return { precedingSeasons: preceding.map(season), followingSeasons: following.map(season) }
    },

    async playlist(id: string, page: number, rpp: number, caller: Caller | null) {
      const found = await store.findItem(id)
      if (!found || found.type !== 'VOD_PLAYLIST') return undefined
      const [v, data] = await Promise.all([viewer(caller), store.playlistPage(id, (page - 1) * rpp, rpp)])
      return {
        id: found.id,
        title: found.title,
        description: found.description,
        thumbnailUrl: found.thumbnailUrl ?? null,
        posterUrl: found.posterUrl ?? null,
        videos: { vods: cards(data.rows, v, now()), totalPages: Math.ceil(data.total / rpp), page },
        paging: pagePaging(page, rpp, data.rows.length, data.total),
        socialSharingDetail: { url: `/playlist/${found.id}`, title: found.title },
      }
    },

    /** Undefined when the playlist is unknown or does not hold the item. */
    async playlistAdjacent(playlistId: string, itemId: string, size: number, caller: Caller | null) {
      const [v, found] = await Promise.all([viewer(caller), store.adjacentInPlaylist(playlistId, itemId, size)])
      if (!found) return undefined
      const at = now()
      return { preceding: cards(found.preceding, v, at), following: cards(found.following, v, at) }
    },

    /**
     * Episodes either side of a VOD in its season, or items either side of it in `playlistId`.
     * 'not-found' for an unknown VOD; 'not-in-playlist' when the playlist does not hold it.
     */
    async vodAdjacent(id: string, size: number, playlistId: string | undefined, caller: Caller | null) {
      const found = await store.findItem(id)
      if (!found || found.type === 'LIVE') return 'not-found' as const
      const v = await viewer(caller)
      const at = now()
      if (playlistId !== undefined) {
        const around = await store.adjacentInPlaylist(playlistId, id, size)
        if (!around) return 'not-in-playlist' as const
        return { preceding: cards(around.preceding, v, at), following: cards(around.following, v, at) }
      }
      if (!found.seasonId || found.episodeNumber == null) return { preceding: [], following: [] }
      const around = await store.adjacentEpisodes(found.seasonId, found.episodeNumber, size)
      return { preceding: cards(around.preceding, v, at), following: cards(around.following, v, at) }
    },

    /**
     * The guide for [from, to). Without `channel`: a page of channels (cursor = channel position),
     * each with its first rpp programmes. With `channel`: that channel, its programmes paged by rpp
     * (cursor = programmes seen). Undefined for an unknown channel.
     */
    async epg(q: { from: Date; to: Date; rpp: number; channel?: string; cursor: number }, caller: Caller | null) {
      const v = await viewer(caller)
      const at = now()
      if (q.channel !== undefined) {
        const channel = await store.findChannel(q.channel)
        if (!channel) return undefined
        const { rows, totals } = await store.programmes([channel.id], q.from, q.to, q.cursor, q.rpp)
        const total = totals.get(channel.id) ?? 0
        const seen = Math.min(q.cursor, total) + rows.length
        return {
          channels: [channelCard(channel, rows, v, at)],
          paging: {
            page: Math.floor(Math.min(q.cursor, total) / q.rpp) + 1,
            lastSeen: rows.length ? String(seen) : q.cursor > 0 ? String(q.cursor) : null,
            moreDataAvailable: seen < total,
            totalResults: total,
          },
        }
      }
      const page = await store.channelPage(q.cursor, EPG_CHANNELS_PER_PAGE)
      const { rows } = await store.programmes(
        page.rows.map((c) => c.id),
        q.from,
        q.to,
        0,
        q.rpp,
      )
      return {
        channels: page.rows.map((c) =>
          channelCard(
            c,
            rows.filter((p) => p.channelId === c.id),
            v,
            at,
          ),
        ),
        paging: cursorPaging(EPG_CHANNELS_PER_PAGE, q.cursor, page, page.rows.at(-1)?.position),
      }
    },

    async events(kind: 'live' | 'upcoming', page: number, rpp: number, caller: Caller | null) {
      const at = now()
      const [v, data] = await Promise.all([viewer(caller), store.events(kind, at, (page - 1) * rpp, rpp)])
      return { events: cards(data.rows, v, at), paging: pagePaging(page, rpp, data.rows.length, data.total) }
    },

    /** Detail of a VOD (`kind` vod) or a live event (`kind` live); undefined for anything else. */
    async detail(id: string, kind: 'vod' | 'live', caller: Caller | null) {
      const item = await store.findItem(id)
      if (!item && kind === 'live') return channelDetail(id, caller)
      if (!item || (kind === 'live' ? item.type !== 'LIVE' : item.type !== 'VOD')) return undefined
      const v = await viewer(caller)
      const at = now()
      const found = item.seasonId ? await store.findSeason(item.seasonId) : undefined
      const durationMs = (item.durationSeconds ?? 0) * 1000
      const iso = (d: Date | null) => d?.toISOString() ?? null
      const computedReleases =
        item.type === 'LIVE'
          ? [{ type: 'LIVE', startDate: iso(item.startDate), endDate: iso(item.endDate) }]
          : item.premiereStart
            ? [
                { type: 'PREMIERE', startDate: iso(item.premiereStart), endDate: iso(new Date(item.premiereStart.getTime() + durationMs)) },
                { type: 'ON_DEMAND', startDate: iso(new Date(item.premiereStart.getTime() + durationMs)), endDate: null },
              ]
            : [{ type: 'ON_DEMAND', startDate: null, endDate: null }]
      return {
        ...toCard(item, v.isGuest, v.held, at),
        ...(found
          ? { series: { seriesId: found.seriesId, title: found.seriesTitle }, seasonId: found.id, episode: item.episodeNumber }
          : {}),
        ...(item.premiereStart ? { premiereRelease: { startDate: item.premiereStart.toISOString() } } : {}),
        computedReleases,
        licences: item.licences,
        availableLicences: item.licences.filter((l) => !v.held.includes(l)),
      }
    },

    async search(tsquery: string, only: SearchGroup | undefined, page: number, rpp: number, caller: Caller | null) {
      const groups = only ? [only] : (Object.keys(SEARCH_TYPES) as SearchGroup[])
      const [v, results] = await Promise.all([viewer(caller), store.search(tsquery, groups, (page - 1) * rpp, rpp)])
      const at = now()
      const empty = { hits: [] as ContentCard[], totalHits: 0, totalPages: 0, page }
      const out = { liveEvents: empty, vodVideos: empty, vodPlaylists: empty, totalCount: 0 }
      for (const r of results) {
        out[r.group] = { hits: cards(r.rows, v, at), totalHits: r.total, totalPages: Math.ceil(r.total / rpp), page }
        out.totalCount += r.total
      }
      return out
    },

    async grid(facets: FacetSelection, page: number, rpp: number, caller: Caller | null) {
      const [v, data] = await Promise.all([viewer(caller), store.grid(facets, (page - 1) * rpp, rpp)])
      return {
        items: cards(data.rows, v, now()),
        facets: data.facets.map((f) => ({ name: f.name, selected: facets[f.name as keyof FacetSelection] ?? [], values: f.values })),
        paging: pagePaging(page, rpp, data.rows.length, data.total),
      }
    },
  }
}
