/**
 * SEARCH (/search?q=): hits per type, server-rendered so the nav's GET search form works without
 * JavaScript. All types show a first few hits with a "more results" link to that type alone,
 * which pages by ?p=.
 */
import { data, type AppLoadContext } from '@remix-run/node'
import { PlatformError } from '#app/platform/client.server.ts'
import type { SearchResults } from '#app/platform/types.ts'
import { parseQuery, searchQuery } from './params.server.ts'
export { searchGroups } from './search-groups.ts'
import { catalogueRequest } from './request.server.ts'
import { PAGE_SIZES } from '#app/catalogue/paging.ts'

export async function loadSearch(opts: { request: Request; context: AppLoadContext }) {
  const { locale, client, isGuest, url, headers } = await catalogueRequest(opts.request, opts.context)
  const { q, type, p } = parseQuery(searchQuery, url)
  let results: SearchResults | null = null
  if (q) {
    try {
      results = await client.searchContent(q, { type, p: type ? p : 1, rpp: type ? PAGE_SIZES.search : PAGE_SIZES.searchPreview })
    } catch (error) {
      // A query of punctuation only has nothing to match: show "nothing matches", not an error.
      if (!(error instanceof PlatformError && error.status === 400)) throw error
      results = null
    }
  }
  return data({ locale, isGuest, q, type: type ?? null, page: p, results, pathname: url.pathname }, { headers })
}

export type SearchData = Awaited<ReturnType<typeof loadSearch>>['data']
