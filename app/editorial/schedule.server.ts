/**
 * SCHEDULE (/schedule): live events and premieres of one UTC day, by start time, 20 a page, with a
 * week of day links; RELEASES (/releases): premieres coming up or released, 12 a page. Both page
 * by ?p= links, so they work without JavaScript.
 */
import { data, type AppLoadContext } from '@remix-run/node'
import * as z from 'zod'
import { contentLink } from '#app/catalogue/links.ts'
import { pageCount, PAGE_SIZES } from '#app/catalogue/paging.ts'
import { pageNumber, parseQuery } from '#app/catalogue/params.server.ts'
import { catalogueRequest } from '#app/catalogue/request.server.ts'
import { isDay, isoDay } from './common.server.ts'

/** Day links: today and the six days after it. */
export const SCHEDULE_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000

export const scheduleQuery = z.object({ day: z.string().refine(isDay).optional(), p: pageNumber })
export const releasesQuery = z.object({ status: z.enum(['upcoming', 'released']).optional(), p: pageNumber })

export async function loadSchedule(opts: { request: Request; context: AppLoadContext }) {
  const { locale, client, isGuest, url, headers } = await catalogueRequest(opts.request, opts.context)
  const { day: asked, p } = parseQuery(scheduleQuery, url)
  const now = Date.now()
  const today = isoDay(now)
  const day = asked ?? today
  const from = Date.parse(`${day}T00:00:00Z`)
  const page = await client.getSchedule({
    from: new Date(from).toISOString(),
    to: new Date(from + DAY_MS).toISOString(),
    p,
    rpp: PAGE_SIZES.schedule,
  })
  const todayMs = Date.parse(`${today}T00:00:00Z`)
  return data(
    {
      locale,
      isGuest,
      day,
      today,
      previousDay: isoDay(from - DAY_MS),
      nextDay: isoDay(from + DAY_MS),
      days: Array.from({ length: SCHEDULE_DAYS }, (_, i) => isoDay(todayMs + i * DAY_MS)),
      now,
      entries: page.entries.map((e) => ({ ...e, href: contentLink(e.item, { locale }) })),
      page: p,
      totalPages: pageCount(page.paging.totalResults, PAGE_SIZES.schedule),
      hasMore: page.paging.moreDataAvailable,
      pathname: url.pathname,
    },
    { headers },
  )
}
export type ScheduleData = Awaited<ReturnType<typeof loadSchedule>>['data']

export async function loadReleases(opts: { request: Request; context: AppLoadContext }) {
  const { locale, client, isGuest, url, headers } = await catalogueRequest(opts.request, opts.context)
  const { status = 'upcoming', p } = parseQuery(releasesQuery, url)
  const page = await client.getReleases({ status, p, rpp: PAGE_SIZES.releases })
  return data(
    {
      locale,
      isGuest,
      status,
      releases: page.releases.map((r) => ({ ...r, href: contentLink(r, { locale }) })),
      page: p,
      totalPages: pageCount(page.paging.totalResults, PAGE_SIZES.releases),
      hasMore: page.paging.moreDataAvailable,
      pathname: url.pathname,
    },
    { headers },
  )
}
export type ReleasesData = Awaited<ReturnType<typeof loadReleases>>['data']
