/**
 * MULTI_VIEW (/multi-video/{eventId}): the layout and the selected live events from the query
 * (?layout=&v=&v=), each selected event's stream for this viewer, and a page (12) of live events
 * to pick from. Without JavaScript the layout and the picks are links.
 */
import { data, type AppLoadContext } from '@remix-run/node'
import * as z from 'zod'
import { PAGE_SIZES, pageCount } from '#app/catalogue/paging.ts'
import { catalogueRequest } from '#app/catalogue/request.server.ts'
import { contentId, parseId } from '#app/catalogue/params.server.ts'
import { cachePolicy } from '#app/utils/http.ts'
import { clientAddressOf, asPath } from './playback.server.ts'
import { outcomeOf } from './access.ts'
import { DEFAULT_LAYOUT, isLayout, isLayoutValid, requiredVideos, type MultiViewLayout } from './multiview.ts'
import type { PlaybackDetails, PlayerErrorKind } from './types.ts'

const pageParam = z.coerce.number().int().min(1).max(10_000)

export interface MultiViewSlot {
  id: string
  title: string
  thumbnailUrl: string | null
  url: string | null
  playback: PlaybackDetails | null
  error: PlayerErrorKind | null
}

export async function loadMultiView(opts: { request: Request; context: AppLoadContext; eventId: string | undefined }) {
  const { locale, client, isGuest, url } = await catalogueRequest(opts.request, opts.context)
  const primary = parseId(opts.eventId)
  const layoutParam = url.searchParams.get('layout')
  const layout: MultiViewLayout = isLayout(layoutParam) ? layoutParam : DEFAULT_LAYOUT
  const pageParsed = pageParam.safeParse(url.searchParams.get('p') ?? '1')
  const p = pageParsed.success ? pageParsed.data : 1
  const picked = [...new Set(url.searchParams.getAll('v').filter((v) => contentId.safeParse(v).success))]

  const [live, primaryDetail] = await Promise.all([
    client.getEvents('live', { p, rpp: PAGE_SIZES.multiView }),
    client.getLiveDetail(primary),
  ])
  if (!primaryDetail) throw new Response('Not found', { status: 404, headers: { 'Cache-Control': cachePolicy.none } })

  // No picks yet: the event of the address, then live events this viewer may watch.
  let selected = picked.slice(0, requiredVideos[layout])
  if (!picked.length) {
    const firstPage = p === 1 ? live : await client.getEvents('live', { p: 1, rpp: PAGE_SIZES.multiView })
    const watchable = firstPage.events.filter(
      (e) => e.id !== primary && (e.accessLevel === 'GRANTED' || (e.accessLevel === 'GRANTED_ON_SIGN_IN' && !isGuest)),
    )
    selected = [primary, ...watchable.map((e) => e.id)].slice(0, requiredVideos[layout])
  }

  const known = new Map(live.events.map((e) => [e.id, e]))
  known.set(primaryDetail.id, primaryDetail)
  const clientAddress = clientAddressOf(opts.request)
  const slots: MultiViewSlot[] = await Promise.all(
    selected.map(async (id) => {
      const card = known.get(id) ?? (await client.getLiveDetail(id).catch(() => null))
      const result = await client.getManifest('event', id, { clientAddress, deviceId: `multiview-${id}` }).catch(() => null)
      const outcome = result ? outcomeOf(result, { signIn: '', vod: () => '' }) : null
      const playback = outcome?.kind === 'play' ? { ...outcome.playback, url: asPath(outcome.playback.url) } : null
      return {
        id,
        title: card?.title ?? id,
        thumbnailUrl: card?.thumbnailUrl ?? null,
        url: playback?.url ?? null,
        playback,
        error: outcome?.kind === 'error' ? outcome.error : outcome?.kind === 'signIn' ? 'SIGN_IN_REQUIRED' : outcome ? null : 'GENERIC',
      }
    }),
  )

  return data(
    {
      locale,
      isGuest,
      primary: { id: primaryDetail.id, title: primaryDetail.title },
      layout,
      selected: slots.map((s) => s.id),
      slots,
      valid: isLayoutValid(layout, slots),
      carousel: live.events.map((e) => ({ id: e.id, title: e.title, thumbnailUrl: e.thumbnailUrl, accessLevel: e.accessLevel })),
      page: p,
      totalPages: pageCount(live.paging.totalResults, PAGE_SIZES.multiView),
      hasMore: live.paging.moreDataAvailable,
      pathname: url.pathname,
    },
    // Signed stream URLs for this viewer: never stored anywhere.
    { headers: { 'Cache-Control': cachePolicy.none } },
  )
}

export type MultiViewData = Awaited<ReturnType<typeof loadMultiView>>['data']
