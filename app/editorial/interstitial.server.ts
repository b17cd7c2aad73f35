/**
 * INTERSTITIAL (/interstitial/{eventId}/{eventTitle?}): the page shown before a video when a link
 * asks for it with showInterstitial=true (a video link goes either to the video view or to this
 * view with the same parameters). For a video (or a live event) it shows what is about to play,
 * its series and season and the viewer's access, with "Continue to video". For a series
 * (the member page's "More info") it shows the series, its seasons and "Start watching".
 */
import { data, type AppLoadContext } from '@remix-run/node'
import * as z from 'zod'
import { contentLink, type ContentLinkQuery } from '#app/catalogue/links.ts'
import { contentId, parseId, parseQuery } from '#app/catalogue/params.server.ts'
import { catalogueRequest, notFound } from '#app/catalogue/request.server.ts'
import { loginHref } from '#app/i18n/locale-path.ts'

/** The content-link parameters the interstitial passes on to the video view. */
export const interstitialQuery = z.object({
  seasonId: contentId.optional(),
  playlistId: contentId.optional(),
  seriesId: contentId.optional(),
  watchlistId: z.string().trim().min(1).max(100).optional(),
  owner: z.string().trim().min(1).max(100).optional(),
})

export async function loadInterstitial(opts: { request: Request; context: AppLoadContext; eventId: string | undefined }) {
  const { locale, client, isGuest, url, headers } = await catalogueRequest(opts.request, opts.context)
  const id = parseId(opts.eventId)
  const keep: ContentLinkQuery = parseQuery(interstitialQuery, url)
  const signIn = loginHref(locale, url.pathname + url.search)

  // a live event's "More info" (the hero's second button) shows it the same way, continuing to its live view
  const vod = client.getVodDetail(id)
  const video = (await vod) ?? (await client.getLiveDetail(id))
  if (video) {
    const season = video.seasonId ? await client.getSeason(video.seasonId, { rpp: 1 }).catch(() => null) : null
    return data(
      {
        kind: 'video' as const,
        /** a live event: Continue goes to its live view */
        live: !(await vod),
        locale,
        isGuest,
        loginHref: signIn,
        video,
        continueHref: contentLink(video, { locale, query: keep }) ?? '#',
        series: video.series
          ? {
              title: video.series.title,
              href: contentLink({ id: video.series.seriesId, type: 'SERIES', title: video.series.title }, { locale }),
            }
          : null,
        season: season
          ? { title: season.title, href: contentLink({ id: season.id, type: 'SEASON', title: season.title }, { locale }) }
          : null,
      },
      { headers },
    )
  }

  const series = await client.getSeries(id)
  if (!series) throw notFound()
  const seasons = series.seasons.items.filter((s) => s.episodeCount > 0)
  const first = seasons[0] ? await client.getSeason(seasons[0].id, { rpp: 1 }).catch(() => null) : null
  const firstEpisode = first?.episodes[0]
  return data(
    {
      kind: 'series' as const,
      locale,
      isGuest,
      loginHref: signIn,
      series: { id: series.seriesId, title: series.title, description: series.description, thumbnailUrl: series.thumbnailUrl },
      seriesHref: contentLink({ id: series.seriesId, type: 'SERIES', title: series.title }, { locale }) ?? '#',
      seasons: seasons.map((s) => ({ ...s, href: contentLink({ id: s.id, type: 'SEASON', title: s.title }, { locale }) ?? '#' })),
      totalSeasons: series.seasons.paging.totalResults,
      startHref: firstEpisode ? contentLink(firstEpisode, { locale, query: { seasonId: first.id } }) : null,
      firstEpisode: firstEpisode ? { title: firstEpisode.title, accessLevel: firstEpisode.accessLevel } : null,
    },
    { headers },
  )
}
export type InterstitialData = Awaited<ReturnType<typeof loadInterstitial>>['data']
