/**
 * SERIES and SEASON pages share one view: the series, its season selector and one page of the
 * selected season's episodes. SERIES selects the first season that has episodes; SEASON selects
 * its own. Seasons without episodes are left out of the selector (spec part 1 §4 "Season cache").
 */
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { contentLink } from '#app/catalogue/links.ts'
import { SEASON_PAGE } from '#app/catalogue/paging.ts'
import type { PlatformClient } from '#app/platform/client.server.ts'
import type { SeasonPage, SeasonSummary, SeriesPage } from '#app/platform/types.ts'
import { parseId, parseQuery, seriesQuery, type SeriesQuery } from './params.ts'
import { catalogueRequest, notFound } from './request.server.ts'

/** At most this many season pages (of 25) are read for the selector. */
const MAX_SEASON_PAGES = 8

/** Every season of a series, page after page (the selector lists them all), without empty ones. */
async function allSeasons(client: PlatformClient, first: SeriesPage): Promise<SeasonSummary[]> {
  const seasons = [...first.seasons.items]
  let paging = first.seasons.paging
  for (let i = 1; i < MAX_SEASON_PAGES && paging.moreDataAvailable && paging.lastSeen; i++) {
    const next = await client.getSeries(first.seriesId, { rpp: SEASON_PAGE, lastSeen: paging.lastSeen })
    if (!next) break
    const known = new Set(seasons.map((s) => s.id))
    seasons.push(...next.seasons.items.filter((s) => !known.has(s.id)))
    paging = next.seasons.paging
  }
  return seasons.filter((s) => s.episodeCount > 0)
}

export interface SeasonLink extends SeasonSummary {
  href: string
}

export async function loadSeriesView(opts: {
  request: Request
  context: AppLoadContext
  seriesId?: string
  seasonId?: string
}) {
  const { locale, client, isGuest, url, headers } = await catalogueRequest(opts.request, opts.context)
  const query = parseQuery(seriesQuery, url)
  const keep = { watchlistId: query.watchlistId, owner: query.owner }

  let season: SeasonPage | null = null
  let seriesId: string
  if (opts.seasonId !== undefined) {
    season = await client.getSeason(parseId(opts.seasonId), { rpp: SEASON_PAGE, lastSeen: query.lastSeen })
    if (!season) throw notFound()
    seriesId = season.seriesId
  } else {
    seriesId = parseId(opts.seriesId)
  }
  const first = await client.getSeries(seriesId, { rpp: SEASON_PAGE })
  if (!first) throw notFound()
  const seasons = await allSeasons(client, first)
  const seasonLink = (s: SeasonSummary) => contentLink({ id: s.id, type: 'SEASON', title: s.title }, { locale, query: keep }) ?? '#'

  // The season <select> (narrow screens, no JavaScript) submits ?season=<id>: go to that season.
  if (query.season) {
    const picked = seasons.find((s) => s.id === query.season)
    if (picked) throw redirect(seasonLink(picked), { headers })
  }

  if (!season && seasons[0]) season = await client.getSeason(seasons[0].id, { rpp: SEASON_PAGE, lastSeen: query.lastSeen })

  return data(
    {
      locale,
      isGuest,
      series: { id: first.seriesId, title: first.title, description: first.description, thumbnailUrl: first.thumbnailUrl, posterUrl: first.posterUrl },
      seasons: seasons.map((s): SeasonLink => ({ ...s, href: seasonLink(s) })),
      season: season
        ? { id: season.id, title: season.title, number: season.number, episodeCount: season.episodeCount, episodes: season.episodes, paging: season.paging }
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
