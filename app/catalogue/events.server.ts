/** LIVE_EVENTS (/livenow, 15 a page) and UPCOMING (/upcoming, 12 a page), paged by ?p=. */
import { data, type AppLoadContext } from '@remix-run/node'
import { PAGE_SIZES, pageCount } from '#app/catalogue/paging.ts'
import { eventsQuery, parseQuery } from './params.server.ts'
import { catalogueRequest } from './request.server.ts'

export const eventsPageSize = { live: PAGE_SIZES.liveEvents, upcoming: PAGE_SIZES.upcoming } as const

export async function loadEvents(opts: { request: Request; context: AppLoadContext; kind: 'live' | 'upcoming' }) {
  const { locale, client, isGuest, url, headers } = await catalogueRequest(opts.request, opts.context)
  const { p } = parseQuery(eventsQuery, url)
  const rpp = eventsPageSize[opts.kind]
  const page = await client.getEvents(opts.kind, { p, rpp })
  return data(
    {
      locale,
      isGuest,
      kind: opts.kind,
      events: page.events,
      page: p,
      totalPages: pageCount(page.paging.totalResults, rpp),
      hasMore: page.paging.moreDataAvailable,
      pathname: url.pathname,
    },
    { headers },
  )
}

export type EventsData = Awaited<ReturnType<typeof loadEvents>>['data']
