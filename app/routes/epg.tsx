/**
 * EPG (/epg, /es/guia, /pt/guia): the programme guide for one UTC day. Everything is a link (day,
 * channel pages, a channel's further programmes, playback), so the guide works without JavaScript.
 *
 * Query: day=YYYY-MM-DD (default today, UTC); after=<channels cursor> pages the 25 channels;
 * channel=<id>&lastSeen=<n> shows one channel alone, its programmes 20 a page. Today's programmes
 * start with the current hour (what is on now first) and run at least six hours on, past midnight
 * if need be; other days show the whole day.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { contentLink } from '#app/catalogue/links.ts'
import { PAGE_SIZES } from '#app/catalogue/paging.ts'
import { epgQuery, parseQuery } from '#app/catalogue/params.server.ts'
import { catalogueRequest, notFound } from '#app/catalogue/request.server.ts'
import { EpgView, type EpgChannelLinks, type EpgData } from '#app/catalogue/EpgView.tsx'
import type { Locale } from '#app/i18n/resources.ts'
import type { EpgChannel } from '#app/platform/types.ts'
import { loginHref } from '#app/i18n/locale-path.ts'
import { epgStrings } from '#app/catalogue/EpgView.tsx'
import { pageTitle } from '#app/i18n/page-title.ts'
import { formatDay } from '#app/i18n/format.ts'
export { CatalogueErrorBoundary as ErrorBoundary } from '#app/catalogue/CatalogueErrorBoundary.tsx'
export { catalogueHeaders as headers } from '#app/catalogue/route-exports.ts'

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS
/** How far ahead the now-and-next cards look for the next programme. */
const NOW_AND_NEXT_WINDOW_MS = 12 * HOUR_MS
/** Today's rows reach at least this far past the current hour, into the night after it. */
const ROWS_AHEAD_MS = 6 * HOUR_MS

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The live view of a channel: plain for "Watch live", `?start=beginning` for "Start from beginning". */
function channelLinks(channel: EpgChannel, locale: Locale): Pick<EpgChannelLinks, 'liveHref' | 'beginningHref'> {
  const live = contentLink({ id: channel.eventId, type: 'EPG', title: channel.name }, { locale }) ?? '#'
  return { liveHref: live, beginningHref: `${live}${live.includes('?') ? '&' : '?'}start=beginning` }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale, client, isGuest, url, headers } = await catalogueRequest(request, context)
  const query = parseQuery(epgQuery, url)
  const now = Date.now()
  const today = isoDay(now)
  const selectedDay = query.day ?? today
  const from = Date.parse(`${selectedDay}T00:00:00Z`)
  // Today the channels' programmes start with the current hour: a channel's first page then holds
  // the programme on now, however late in the day it is, and late in the evening the rows run on
  // past midnight (at least ROWS_AHEAD_MS) rather than end with it. Both ends move once an hour,
  // so the channel pages' cursors (programmes seen since the start) stay put while a viewer pages.
  const rowsFrom = selectedDay === today ? Math.max(from, now - (now % HOUR_MS)) : from
  const rowsTo = selectedDay === today ? Math.max(from + DAY_MS, rowsFrom + ROWS_AHEAD_MS) : from + DAY_MS
  const window = { from: new Date(rowsFrom).toISOString(), to: new Date(rowsTo).toISOString() }

  const [guide, nowAndNext] = await Promise.all([
    query.channel
      ? client.getEpg({ ...window, rpp: PAGE_SIZES.epgProgrammes, channel: query.channel, lastSeen: query.lastSeen })
      : client.getEpg({ ...window, rpp: PAGE_SIZES.epgProgrammes, lastSeen: query.after }),
    // The now-and-next cards: from this minute on, each channel's programme on now and the one after.
    selectedDay === today && !query.channel
      ? client.getEpg({
          from: new Date(now).toISOString(),
          to: new Date(now + NOW_AND_NEXT_WINDOW_MS).toISOString(),
          rpp: 2,
          lastSeen: query.after,
        })
      : Promise.resolve(null),
  ])
  if (!guide) throw notFound()

  const here = url.pathname + url.search
  return data(
    {
      locale,
      isGuest,
      day: selectedDay,
      isToday: selectedDay === today,
      previousDay: isoDay(from - DAY_MS),
      nextDay: isoDay(from + DAY_MS),
      pathname: url.pathname,
      /** One channel alone (its programmes paged), or the channel page. */
      channel: query.channel ?? null,
      channelCursor: query.after ?? null,
      programmeCursor: query.lastSeen ?? null,
      channels: guide.channels.map((c) => ({ ...c, ...channelLinks(c, locale) })),
      paging: guide.paging,
      nowAndNext: (nowAndNext?.channels ?? []).map((c) => ({
        ...c,
        ...channelLinks(c, locale),
        programmes: c.programmes.filter((p) => Date.parse(p.endDate) > now).slice(0, 2),
      })),
      loginHref: loginHref(locale, here),
      rowsFrom: selectedDay === today ? new Date(rowsFrom).toISOString() : null,
    } satisfies EpgData,
    { headers },
  )
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: data ? pageTitle(matches, epgStrings, 'epg:epg.pageTitle', { values: { day: formatDay(data.day, data.locale) } }) : 'Marquee' },
]

export default function EpgRoute() {
  return <EpgView data={useLoaderData<typeof loader>()} />
}
