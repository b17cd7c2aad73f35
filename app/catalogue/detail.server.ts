/**
 * VOD and LIVE detail pages (the player comes later): the item, its series and season, and the
 * viewer's access to it. A live id the platform does not know
 * may be an on-demand video now (spec: "On a failed load with 404 for live content, the product
 * looks up a matching on-demand item and redirects to it").
 */
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { sharedWatchlistOf } from '#app/watchlists/shared.server.ts'
import { contentLink } from '#app/catalogue/links.ts'
import { localePath } from '#app/i18n/locale-path.ts'
import { purchaseOffers } from '#app/commerce/offers.server.ts'
import { nextItem } from '#app/player/preferences.ts'
import { contentId, parseId } from './params.server.ts'
import { catalogueRequest, notFound } from './request.server.ts'
import { loginHref } from '#app/i18n/locale-path.ts'

export type DetailKind = 'vod' | 'live'

/** Where a live item stands in time. */
export type LiveState = 'upcoming' | 'live' | 'ended'

export function liveState(startDate: string | null, endDate: string | null, now: Date): LiveState {
  const start = startDate ? Date.parse(startDate) : NaN
  const end = endDate ? Date.parse(endDate) : NaN
  if (!Number.isNaN(end) && end <= now.getTime()) return 'ended'
  if (!Number.isNaN(start) && start > now.getTime()) return 'upcoming'
  return 'live'
}

export async function loadDetail(opts: { request: Request; context: AppLoadContext; kind: DetailKind; eventId: string | undefined }) {
  const { locale, client, isGuest, url, headers } = await catalogueRequest(opts.request, opts.context)
  const id = parseId(opts.eventId)
  // "showInterstitial (true shows an interstitial before playback)": the interstitial view takes the
  // same parameters and its "Continue to video" comes back here without the flag.
  if (opts.kind === 'vod' && url.searchParams.get('showInterstitial') === 'true') {
    const keep = new URLSearchParams(url.search)
    keep.delete('showInterstitial')
    const target = localePath(locale, `/interstitial/${encodeURIComponent(id)}`)
    throw redirect(`${target}${keep.size ? `?${keep}` : ''}`, { headers })
  }
  const item = opts.kind === 'live' ? await client.getLiveDetail(id) : await client.getVodDetail(id)
  if (!item) {
    if (opts.kind === 'live') {
      const vod = await client.getVodDetail(id)
      if (vod) throw redirect(contentLink(vod, { locale }) ?? '/', { headers })
    }
    throw notFound()
  }
  const playlistId = opts.kind === 'vod' ? contentIdOrNull(url.searchParams.get('playlistId')) : null
  const seasonId =
    opts.kind === 'vod' ? (contentIdOrNull(url.searchParams.get('seasonId')) ?? item.seasonId ?? null) : (item.seasonId ?? null)
  const [season, playlist] = await Promise.all([
    seasonId ? client.getSeason(seasonId, { rpp: 25 }).catch(() => null) : null,
    playlistId ? client.getPlaylist(playlistId, { rpp: 50 }).catch(() => null) : null,
  ])
  // autoAdvance: the next item of the playlist the viewer came from, else of the season.
  const siblings = playlist ? playlist.videos.vods : (season?.episodes ?? [])
  const nextCard = opts.kind === 'vod' ? nextItem(siblings, item.id, true) : null
  const nextQuery = playlist ? { playlistId: playlist.id } : season ? { seasonId: season.id } : undefined
  // a title opened from a watchlist (watchlistId and owner): the list's neighbours (its adjacentTo call)
  const sharedWatchlist = await sharedWatchlistOf(client, isGuest, url, locale, item.id)
  // autoAdvance from a watchlist goes on to the list's next video, still in the list's view
  const listNext = opts.kind === 'vod' && sharedWatchlist?.next?.contentType === 'VOD' ? sharedWatchlist.next : null
  const next = listNext
    ? { title: listNext.title, href: listNext.href }
    : nextCard
      ? { title: nextCard.title, href: contentLink(nextCard, { locale, query: nextQuery }) ?? '' }
      : null
  const series = item.series
    ? { title: item.series.title, href: contentLink({ id: item.series.seriesId, type: 'SERIES', title: item.series.title }, { locale }) }
    : null
  const here = url.pathname + url.search
  const startAt = Number(url.searchParams.get('t'))
  // From the programme guide: "Start from beginning" (?start=beginning) or "Watch live" (?start=live).
  const startParam = url.searchParams.get('start')
  const startMode = opts.kind === 'live' && (startParam === 'beginning' || startParam === 'live') ? startParam : null
  let programmeStart: string | null = null
  if (startMode === 'beginning') {
    const now = Date.now()
    const guide = await client
      .getEpg({ from: new Date(now - 6 * 3600_000).toISOString(), to: new Date(now + 60_000).toISOString(), channel: id, rpp: 50 })
      .catch(() => null)
    programmeStart = guide?.channels[0]?.programmes.find((p) => p.isLive)?.startDate ?? null
  }
  // a locked title offers Subscribe (or Buy for a pay-per-view), back here after payment
  const purchase =
    item.accessLevel === 'DENIED'
      ? await purchaseOffers(client, item.availableLicences.length ? item.availableLicences : item.licences, here, locale)
      : []
  return data(
    {
      locale,
      isGuest,
      sharedWatchlist,
      purchase,
      kind: opts.kind,
      item,
      series,
      season: season
        ? { title: season.title, href: contentLink({ id: season.id, type: 'SEASON', title: season.title }, { locale }) }
        : null,
      liveState: opts.kind === 'live' ? liveState(item.startDate, item.endDate, new Date()) : null,
      // GRANTED_ON_SIGN_IN content passes its target and the state to the login route.
      loginHref: loginHref(locale, here, item.accessLevel === 'GRANTED_ON_SIGN_IN' ? { isGrantedOnSignIn: 'true' } : {}),
      here,
      next: next?.href ? next : null,
      autoStart: url.searchParams.get('autoplay') === '1' || startMode !== null,
      fromBeginning: startMode === 'beginning',
      programmeStart,
      fromHistory: url.searchParams.get('from') === 'history',
      startAt: Number.isFinite(startAt) && startAt > 0 && startAt < 86400 ? Math.floor(startAt) : null,
    },
    { headers },
  )
}

export type DetailData = Awaited<ReturnType<typeof loadDetail>>['data']

function contentIdOrNull(value: string | null): string | null {
  const parsed = contentId.safeParse(value)
  return parsed.success ? parsed.data : null
}
