/**
 * The fighters list's tab state: the tabs are rankings and A-to-Z, and the choice resets when
 * the visitor leaves the fighter, fighters, vod, live and multi-view routes. Pure rules plus one
 * in-memory slot for the browser.
 *
 * The tab a viewer picks is remembered while they move between those routes (a fighter, the list,
 * a fight's video or live view, multi-view) and forgotten as soon as they go anywhere else.
 */
import { defaultLocale, locales, pathWords } from '#app/route-table.js'

export const fighterTabs = ['rankings', 'az'] as const
export type FighterTab = (typeof fighterTabs)[number]
export const DEFAULT_FIGHTER_TAB: FighterTab = 'rankings'

/** The first path word of the routes that keep the tab: FIGHTER and FIGHTERS, VOD, LIVE, MULTI_VIEW. */
export const rankingsKeepingViews = ['fighters', 'video', 'live', 'multi-video'] as const

function translateWord(word: string, locale: string): string {
  if (locale === defaultLocale) return word
  const words = pathWords as Record<string, Partial<Record<string, string>>>
  return words[word]?.[locale] ?? word
}

/** True when `pathname` (any locale) is a fighter, fighters, vod, live or multi-view route. */
export function keepsRankings(pathname: string): boolean {
  const segments = (pathname.split(/[?#]/)[0] ?? '').split('/').filter(Boolean)
  const locale = locales.find((l) => l !== defaultLocale && l === segments[0]) ?? defaultLocale
  const [word, id] = locale === defaultLocale ? segments : segments.slice(1)
  if (word === undefined) return false
  const view = rankingsKeepingViews.find((v) => translateWord(v, locale) === word)
  if (!view) return false
  // /fighters is the list itself; the others need their id (/video alone is no route).
  return view === 'fighters' || id !== undefined
}

/** The remembered tab after navigating to `pathname`: kept on the listed routes, reset elsewhere. */
export function rankingsAfterRouteChange(tab: FighterTab | null, pathname: string): FighterTab | null {
  return keepsRankings(pathname) ? tab : null
}

/** The tab to show: the one the address names, else the remembered one, else rankings. */
export function initialFighterTab(fromUrl: FighterTab | null | undefined, remembered: FighterTab | null): FighterTab {
  return fromUrl ?? remembered ?? DEFAULT_FIGHTER_TAB
}

/**
 * The browser's remembered tab. Written only from event handlers and effects (never on the
 * server, where module state would be shared between visitors).
 */
let remembered: FighterTab | null = null
export const rankingsMemory = {
  get: (): FighterTab | null => (typeof window === 'undefined' ? null : remembered),
  set(tab: FighterTab) {
    if (typeof window !== 'undefined') remembered = tab
  },
  onRouteChange(pathname: string) {
    remembered = rankingsAfterRouteChange(remembered, pathname)
  },
}
