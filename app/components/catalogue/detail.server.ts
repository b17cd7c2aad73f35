/**
 * VOD and LIVE detail pages (the player comes later): the item, its series and season, and the
 * viewer's access to it (spec part 1 §4 "Video access"). A live id the platform does not know
 * may be an on-demand video now (spec: "On a failed load with 404 for live content, the product
 * looks up a matching on-demand item and redirects to it").
 */
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { contentLink } from '#app/catalogue/links.ts'
import { localizedPath } from '#app/utils/paths.ts'
import { parseId } from './params.ts'
import { catalogueRequest, notFound } from './request.server.ts'

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
    const target = localizedPath(`/interstitial/${encodeURIComponent(id)}`, locale)
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
  const season = item.seasonId ? await client.getSeason(item.seasonId, { rpp: 1 }).catch(() => null) : null
  const series = item.series
    ? { title: item.series.title, href: contentLink({ id: item.series.seriesId, type: 'SERIES', title: item.series.title }, { locale }) }
    : null
  const here = url.pathname + url.search
  return data(
    {
      locale,
      isGuest,
      kind: opts.kind,
      item,
      series,
      season: season ? { title: season.title, href: contentLink({ id: season.id, type: 'SEASON', title: season.title }, { locale }) } : null,
      liveState: opts.kind === 'live' ? liveState(item.startDate, item.endDate, new Date()) : null,
      // GRANTED_ON_SIGN_IN content passes its target and the state to the login route (spec part 2 §1).
      loginHref: `${localizedPath('/login', locale)}?from=${encodeURIComponent(here)}${item.accessLevel === 'GRANTED_ON_SIGN_IN' ? '&isGrantedOnSignIn=true' : ''}`,
    },
    { headers },
  )
}

export type DetailData = Awaited<ReturnType<typeof loadDetail>>['data']
