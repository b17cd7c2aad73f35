/** NEWS (/news?feed=&p=, 10 a page) and NEWS_ITEM (/news/{feedName}/{newId}). */
import { data, type AppLoadContext } from '@remix-run/node'
import * as z from 'zod'
import { contentLink } from '#app/catalogue/links.ts'
import { pageCount, PAGE_SIZES } from '#app/catalogue/paging.ts'
import { pageNumber, parseId, parseQuery } from '#app/catalogue/params.server.ts'
import { catalogueRequest, notFound } from '#app/catalogue/request.server.ts'
import type { Locale } from '#app/i18n/resources.ts'
import type { NewsItemSummary } from '#app/platform/types.ts'
import { localePath } from '#app/i18n/locale-path.ts'

export const newsQuery = z.object({
  feed: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,99}$/)
    .optional(),
  p: pageNumber,
})

/** The NEWS_ITEM link of a story (a data feed item opens as a news item view). */
export function newsItemHref(item: Pick<NewsItemSummary, 'feedName' | 'newId'>, locale: Locale): string {
  return contentLink({ id: item.newId, type: 'DATA_FEED', feedName: item.feedName, newId: item.newId }, { locale }) ?? '#'
}

export async function loadNews(opts: { request: Request; context: AppLoadContext }) {
  const { locale, client, isGuest, url, headers } = await catalogueRequest(opts.request, opts.context)
  const { feed, p } = parseQuery(newsQuery, url)
  const news = await client.getNews({ feed, p, rpp: PAGE_SIZES.news })
  if (!news) throw notFound()
  const newsPath = localePath(locale, '/news')
  return data(
    {
      locale,
      isGuest,
      feed: news.feed,
      feeds: news.feeds.map((f) => ({ ...f, href: `${newsPath}?feed=${encodeURIComponent(f.name)}` })),
      allHref: newsPath,
      items: news.items.map((i) => ({
        ...i,
        href: newsItemHref(i, locale),
        feedTitle: news.feeds.find((f) => f.name === i.feedName)?.title ?? i.feedName,
      })),
      page: p,
      totalPages: pageCount(news.paging.totalResults, PAGE_SIZES.news),
      hasMore: news.paging.moreDataAvailable,
      pathname: url.pathname,
    },
    { headers },
  )
}
export type NewsData = Awaited<ReturnType<typeof loadNews>>['data']

export async function loadNewsItem(opts: {
  request: Request
  context: AppLoadContext
  feedName: string | undefined
  newId: string | undefined
}) {
  const { locale, client, isGuest, headers } = await catalogueRequest(opts.request, opts.context)
  const feedName = parseId(opts.feedName)
  const newId = parseId(opts.newId)
  const item = await client.getNewsItem(feedName, newId)
  if (!item) throw notFound()
  return data(
    {
      locale,
      isGuest,
      item,
      content: item.content ? { ...item.content, href: contentLink(item.content, { locale }) } : null,
      older: item.older ? { title: item.older.title, href: newsItemHref(item.older, locale) } : null,
      newer: item.newer ? { title: item.newer.title, href: newsItemHref(item.newer, locale) } : null,
      feedHref: `${localePath(locale, '/news')}?feed=${encodeURIComponent(item.feedName)}`,
    },
    { headers },
  )
}
export type NewsItemData = Awaited<ReturnType<typeof loadNewsItem>>['data']
