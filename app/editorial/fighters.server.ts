/**
 * FIGHTERS (/fighters?tab=az&p=&weightClass=): the rankings tab (ranked fighters by weight class)
 * and the A–Z tab (everyone, 12 a page). Both lists are loaded, so switching tabs with JavaScript
 * is instant; without it the tabs are links (?tab=). FIGHTER (/fighters/{id}): a fighter's record
 * by result method and outcome, and their fights.
 */
import { data, type AppLoadContext } from '@remix-run/node'
import * as z from 'zod'
import { contentLink } from '#app/catalogue/links.ts'
import { pageCount, PAGE_SIZES } from '#app/catalogue/paging.ts'
import { fighterTabs, type FighterTab } from '#app/catalogue/rankings.ts'
import { pageNumber, parseId, parseQuery } from '#app/catalogue/params.server.ts'
import { catalogueRequest, notFound } from '#app/catalogue/request.server.ts'
import type { Locale } from '#app/i18n/resources.ts'
import type { FighterSummary } from '#app/platform/types.ts'
import { localePath } from '#app/i18n/locale-path.ts'
import { orBadQuery } from './common.server.ts'

export const fightersQuery = z.object({
  tab: z.enum(fighterTabs).optional(),
  p: pageNumber,
  weightClass: z
    .string()
    .regex(/^[A-Za-z ]{1,40}$/)
    .optional(),
})
export const fighterQuery = z.object({ tab: z.enum(fighterTabs).optional() })

/** The FIGHTER link; from the A–Z tab it carries the tab, so "All fighters" leads back to it (also without JavaScript). */
export function fighterHref(id: string, locale: Locale, tab?: FighterTab): string {
  return localePath(locale, `/fighters/${encodeURIComponent(id)}${tab === 'az' ? '?tab=az' : ''}`)
}

export async function loadFighters(opts: { request: Request; context: AppLoadContext }) {
  const { locale, client, isGuest, url, headers } = await catalogueRequest(opts.request, opts.context)
  const { tab, p, weightClass } = parseQuery(fightersQuery, url)
  const [rankings, az] = await Promise.all([
    client.getFighters({ sort: 'rankings', rpp: PAGE_SIZES.rankings }),
    orBadQuery('weightClass', () => client.getFighters({ sort: 'az', weightClass, p, rpp: PAGE_SIZES.fightersAz })),
  ])
  const withHref = (f: FighterSummary, from: FighterTab) => ({ ...f, href: fighterHref(f.id, locale, from) })
  return data(
    {
      locale,
      isGuest,
      /** null when the address names no tab: the view then shows the remembered one (or rankings) */
      tab: tab ?? null,
      rankings: rankings.fighters.map((f) => withHref(f, 'rankings')),
      az: az.fighters.map((f) => withHref(f, 'az')),
      weightClasses: az.weightClasses,
      weightClass: weightClass ?? null,
      page: p,
      totalPages: pageCount(az.paging.totalResults, PAGE_SIZES.fightersAz),
      hasMore: az.paging.moreDataAvailable,
      pathname: url.pathname,
    },
    { headers },
  )
}
export type FightersData = Awaited<ReturnType<typeof loadFighters>>['data']

export async function loadFighter(opts: { request: Request; context: AppLoadContext; id: string | undefined }) {
  const { locale, client, isGuest, url, headers } = await catalogueRequest(opts.request, opts.context)
  const id = parseId(opts.id)
  const { tab } = parseQuery(fighterQuery, url)
  const fighter = await client.getFighter(id)
  if (!fighter) throw notFound()
  // The fights' replays and live events, for their links (a removed item just has no link).
  const contentIds = [...new Set(fighter.bouts.map((b) => b.contentId).filter((c): c is string => Boolean(c)))]
  const cards = await Promise.all(contentIds.map((c) => client.getContent(c).catch(() => null)))
  const links = new Map(cards.filter((c) => c !== null).map((c) => [c.id, { title: c.title, href: contentLink(c, { locale }) }]))
  const fightersPath = localePath(locale, '/fighters')
  return data(
    {
      locale,
      isGuest,
      fighter,
      bouts: fighter.bouts.map((b) => ({ ...b, content: b.contentId ? (links.get(b.contentId) ?? null) : null })),
      backHref: tab === 'az' ? `${fightersPath}?tab=az` : fightersPath,
    },
    { headers },
  )
}
export type FighterData = Awaited<ReturnType<typeof loadFighter>>['data']
