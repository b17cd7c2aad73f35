/**
 * SERIES and SEASON pages share one view: the series, its season selector and one page of the
 * selected season's episodes. SERIES selects the first season that has episodes; SEASON selects
 * its own. Seasons without episodes are left out of the selector.
 */
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { contentLink } from '#app/catalogue/links.ts'
import { PAGE_SIZES } from '#app/catalogue/paging.ts'
import { initialise, setAdjacent } from '#app/catalogue/season-cache.ts'
import { PlatformError, type PlatformClient } from '#app/platform/client.server.ts'
import type { AdjacentSeasons, SeasonPage, SeasonSummary, SeriesPage } from '#app/platform/types.ts'
import { logger } from '#app/utils/logger.server.ts'
import { parseId, parseQuery, seriesQuery, type SeriesQuery } from './params.server.ts'
import { catalogueRequest, notFound } from './request.server.ts'

/** At most this many season pages (of 25) are read looking for a series' first season with episodes. */
const MAX_SEASON_PAGES = 8

/** The series' first season that has episodes (the SERIES page shows it), reading pages of 25 as needed. */
async function firstSeasonWithEpisodes(client: PlatformClient, first: SeriesPage): Promise<SeasonSummary | undefined> {
  let page = first
  for (let i = 0; i < MAX_SEASON_PAGES; i++) {
    const found = page.seasons.items.find((s) => s.episodeCount > 0)
    if (found) return found
    const { moreDataAvailable, lastSeen } = page.seasons.paging
    if (!moreDataAvailable || !lastSeen) return undefined
    const next = await client.getSeries(first.seriesId, { rpp: PAGE_SIZES.season, lastSeen })
    if (!next) return undefined
    page = next
  }
  return undefined
}

export interface SeasonLink extends SeasonSummary {
  href: string
}

export async function loadSeriesView(opts: { request: Request; context: AppLoadContext; seriesId?: string; seasonId?: string }) {
  const { locale, client, isGuest, url, headers } = await catalogueRequest(opts.request, opts.context)
  const query = parseQuery(seriesQuery, url)
  const keep = { watchlistId: query.watchlistId, owner: query.owner }

  let season: SeasonPage | null = null
  let seriesId: string
  if (opts.seasonId !== undefined) {
    season = await client.getSeason(parseId(opts.seasonId), { rpp: PAGE_SIZES.season, lastSeen: query.lastSeen })
    if (!season) throw notFound()
    seriesId = season.seriesId
  } else {
    seriesId = parseId(opts.seriesId)
  }
  const first = await client.getSeries(seriesId, { rpp: PAGE_SIZES.season })
  if (!first) throw notFound()
  const seasonLink = (s: Pick<SeasonSummary, 'id' | 'title'>) =>
    contentLink({ id: s.id, type: 'SEASON', title: s.title }, { locale, query: keep }) ?? '#'

  // The season <select> (narrow screens, no JavaScript) submits ?season=<id>: go to that season of this series.
  if (query.season) {
    const picked = await client.getSeason(query.season, { rpp: 1 })
    if (picked && picked.seriesId === first.seriesId) throw redirect(seasonLink(picked), { headers })
  }

  if (!season) {
    const firstSeason = await firstSeasonWithEpisodes(client, first)
    if (firstSeason) season = await client.getSeason(firstSeason.id, { rpp: PAGE_SIZES.season, lastSeen: query.lastSeen })
  }

  // The selector shows the seasons around this one (25 either side);
  // more are loaded on demand (or, without JavaScript, by going to the first or last one shown).
  let around: AdjacentSeasons | null = null
  if (season) {
    try {
      around = await client.getSeasonsAround(first.seriesId, season.id, PAGE_SIZES.season)
    } catch (error) {
      if (error instanceof PlatformError && error.status < 500) throw error
      logger.warn({ event: 'series.seasons_around_failed', seriesId: first.seriesId, message: (error as Error)?.message })
    }
  }
  const current = season ? { id: season.id, title: season.title, number: season.number, episodeCount: season.episodeCount } : null
  const window = setAdjacent(initialise(current ? [current] : []), around ?? {})
  const seasons = window.seasons.map((s): SeasonLink => ({ ...(s as SeasonSummary), href: seasonLink(s) }))

  return data(
    {
      locale,
      isGuest,
      series: {
        id: first.seriesId,
        title: first.title,
        description: first.description,
        thumbnailUrl: first.thumbnailUrl,
        posterUrl: first.posterUrl,
      },
      seasons,
      /** The seasons known around the current one, as the platform gave them (null when that call failed). */
      seasonsAround: season ? { current, around, hasMoreBefore: window.hasMoreBefore, hasMoreAfter: window.hasMoreAfter } : null,
      season: season
        ? {
            id: season.id,
            title: season.title,
            number: season.number,
            episodeCount: season.episodeCount,
            episodes: season.episodes,
            paging: season.paging,
          }
        : null,
      cursor: query.lastSeen ? Number(query.lastSeen) : 0,
      keep: { watchlistId: query.watchlistId ?? null, owner: query.owner ?? null },
      /** The path the page was asked for (series or season view), without the query. */
      pathname: url.pathname,
      isSeasonView: opts.seasonId !== undefined,
    },
    { headers },
  )
}

export type SeriesViewData = Awaited<ReturnType<typeof loadSeriesView>>['data']
export type { SeriesQuery }
