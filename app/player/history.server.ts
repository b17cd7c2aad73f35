/** The HISTORY page's data: the signed-in viewer's watch history, a page at a time (?p=). */
import type { AppLoadContext } from '@remix-run/node'
import { data } from '@remix-run/node'
import { catalogueRequest } from '#app/catalogue/request.server.ts'
import { eventsQuery, parseQuery } from '#app/catalogue/params.server.ts'
import { cachePolicy } from '#app/utils/http.ts'
import { loginHref } from '#app/i18n/locale-path.ts'
import { PAGE_SIZES } from '#app/catalogue/paging.ts'

export async function loadHistory({ request, context }: { request: Request; context: AppLoadContext }) {
  const { locale, client, isGuest, url } = await catalogueRequest(request, context)
  const { p } = parseQuery(eventsQuery, url)
  const headers = { 'Cache-Control': cachePolicy.personal, Vary: 'Cookie' }
  const signIn = loginHref(locale, url.pathname + url.search)
  if (isGuest)
    return data({ locale, isGuest, page: p, items: [], moreDataAvailable: false, loginHref: signIn, pathname: url.pathname }, { headers })
  const history = await client.getWatchHistory({ p, rpp: PAGE_SIZES.history })
  return data(
    {
      locale,
      isGuest,
      page: p,
      items: history.items,
      moreDataAvailable: history.paging.moreDataAvailable,
      loginHref: signIn,
      pathname: url.pathname,
    },
    { headers },
  )
}

export type HistoryData = Awaited<ReturnType<typeof loadHistory>>['data']
