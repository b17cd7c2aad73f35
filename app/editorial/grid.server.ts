/**
 * GRID (/grid?facets=genre:drama,comedy;year:2025&p=): the content grid with its facets (the
 * filter badge counts active filters). Every facet value is a
 * link that adds or removes it, so filtering works without JavaScript.
 */
import { data, type AppLoadContext } from '@remix-run/node'
import * as z from 'zod'
import { activeFacetCount, parseFacets, serializeFacets, toggleFacetValue, type Facet } from '#app/catalogue/facets.ts'
import { pageCount, PAGE_SIZES } from '#app/catalogue/paging.ts'
import { hrefWith } from '#app/catalogue/Pager.tsx'
import { pageNumber, parseQuery } from '#app/catalogue/params.server.ts'
import { catalogueRequest } from '#app/catalogue/request.server.ts'
import { badQuery, orBadQuery } from './common.server.ts'

export const gridQuery = z.object({ facets: z.string().max(500).optional(), p: pageNumber })

export async function loadGrid(opts: { request: Request; context: AppLoadContext }) {
  const { locale, client, isGuest, url, headers } = await catalogueRequest(opts.request, opts.context)
  const query = parseQuery(gridQuery, url)
  const parsed = parseFacets(query.facets)
  if (!parsed.ok) throw badQuery('facets')
  const selected: Facet[] = parsed.facets
  const facets = serializeFacets(selected)
  const grid = await orBadQuery('facets', () => client.getContentGrid({ facets, p: query.p, rpp: PAGE_SIZES.grid }))
  // Changing a filter goes back to the first page.
  const hrefFor = (next: Facet[]) => hrefWith(url.pathname, { facets: serializeFacets(next) || null })
  return data(
    {
      locale,
      isGuest,
      items: grid.items,
      facets: grid.facets.map((f) => {
        // A selected value no item matches any more is still listed (with 0), so it can be removed.
        const values = [
          ...f.values,
          ...f.selected.filter((v) => !f.values.some((x) => x.value === v)).map((value) => ({ value, count: 0 })),
        ]
        const chosen = selected.find((x) => x.name === f.name)?.values ?? []
        return {
          name: f.name,
          values: values.map((v) => ({
            value: v.value,
            count: v.count,
            selected: f.selected.includes(v.value),
            // toggle the value as the address spells it, so removing "Drama" works when the platform says "drama"
            href: hrefFor(toggleFacetValue(selected, f.name, chosen.find((c) => c.toLowerCase() === v.value.toLowerCase()) ?? v.value)),
          })),
        }
      }),
      activeCount: activeFacetCount(selected),
      clearHref: url.pathname,
      facetsParam: facets,
      page: query.p,
      totalPages: pageCount(grid.paging.totalResults, PAGE_SIZES.grid),
      totalResults: grid.paging.totalResults,
      hasMore: grid.paging.moreDataAvailable,
      pathname: url.pathname,
    },
    { headers },
  )
}
export type GridData = Awaited<ReturnType<typeof loadGrid>>['data']
