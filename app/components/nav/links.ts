/**
 * Links of the site navigation, built from the one route table (app/route-table.js) so a
 * path and its Spanish and Portuguese words are written once.
 */
import type { MenuItem, SettingsDocument } from '#schemas/generated/types.ts'
import { defaultLocale, locales, pathWords, routeTable, translatePath } from '#app/route-table.js'

export type Locale = 'en' | 'es' | 'pt'

/** Route paths of VIEW items whose key is not a lower-cased path (spec part 1 §2). */
const viewPaths: Record<string, string> = {
  HOME: '/home',
  BROWSE: '/browse',
  LIVE_EVENTS: '/livenow',
  EPG: '/epg',
  SCHEDULE: '/schedule',
}

/** The default-language route pattern of a route key, when the route table has one without parameters. */
function staticRoutePath(key: string): string | undefined {
  const entry = routeTable.find((r) => r.key === key)
  return entry && !entry.path.includes(':') && entry.path !== '*' ? entry.path : undefined
}

/** Fill ":name" / ":name?" parameters of a (translated) route pattern. */
function fill(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/\/:(\w+)(\?)?/g, (_, name: string, optional?: string) => {
    const value = params[name]
    return value ? `/${encodeURIComponent(value)}` : optional ? '' : '/'
  })
}

/** A route pattern translated for a locale, with its parameters filled. Parameters are never translated. */
export function localizedRoute(pattern: string, locale: Locale, params: Record<string, string> = {}): string {
  return fill(translatePath(pattern, locale), params)
}

export function isExternalUrl(href: string): boolean {
  return /^https?:\/\//i.test(href)
}

/**
 * The href of a CMS menu item, localized for es/pt:
 * VIEW → the view's route, SECTION → /section/{id}, PLUGIN → /plugin/{id},
 * EXTERNAL_PAGE → /externalpage/{id}, PAGE → /{id}, URL → data.url as given.
 */
export function menuItemHref(item: MenuItem, locale: Locale): string {
  const id = item.data.id ?? item.id
  switch (item.type) {
    case 'VIEW': {
      const view = (item.data.view ?? 'HOME').toUpperCase()
      const path = viewPaths[view] ?? staticRoutePath(view) ?? `/${view.toLowerCase()}`
      return translatePath(path, locale)
    }
    case 'SECTION':
      return localizedRoute('/section/:id', locale, { id })
    case 'PLUGIN':
      return localizedRoute('/plugin/:id', locale, { id })
    case 'EXTERNAL_PAGE':
      return localizedRoute('/externalpage/:pageId', locale, { pageId: id })
    case 'PAGE':
      return localizedRoute('/:id', locale, { id })
    case 'URL':
      return item.data.url ?? '#'
  }
}

/** Where the logo goes: the realm's default page (HOME unless settings say BROWSE). */
export function defaultPageHref(settings: Pick<SettingsDocument, 'defaultPage'>, locale: Locale): string {
  return translatePath(settings.defaultPage === 'BROWSE' ? '/browse' : '/home', locale)
}

/** The locale a path is in, from its prefix (/es/…, /pt/…); the default language otherwise. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1]
  return (locales as readonly string[]).includes(first ?? '') && first !== defaultLocale ? (first as Locale) : defaultLocale
}

function stripLocale(pathname: string, locale: Locale): string {
  if (locale === defaultLocale) return pathname || '/'
  const rest = pathname.slice(locale.length + 1)
  return rest === '' ? '/' : rest
}

/** Path words back to the default language, for a source locale. */
function englishWord(word: string, from: Locale): string {
  if (from === defaultLocale) return word
  for (const [english, translations] of Object.entries(pathWords) as [string, Partial<Record<Locale, string>>][]) {
    if (translations[from] === word) return english
  }
  return word
}

/** Match a locale-less path against a route pattern translated for `from`; the parameters on success. */
function matchRoute(segments: string[], pattern: string, from: Locale): Record<string, string> | undefined {
  const patternSegments = stripLocale(translatePath(pattern, from), from).split('/').filter(Boolean)
  const params: Record<string, string> = {}
  if (segments.length > patternSegments.length) return undefined
  for (let i = 0; i < patternSegments.length; i++) {
    const p = patternSegments[i]!
    const s = segments[i]
    if (p.startsWith(':')) {
      if (s === undefined) {
        if (p.endsWith('?')) continue
        return undefined
      }
      params[p.replace(/^:|\?$/g, '')] = decodeURIComponent(s)
    } else if (p !== s) return undefined
  }
  return params
}

/**
 * The current path in another language: strip the locale prefix, map the path words back to
 * English (through the route table's patterns, so parameters such as a section id are kept as they
 * are, else word by word through `pathWords`), then translate to the target.
 * `/es/seccion/sport` → pt `/pt/secao/sport`, → en `/section/sport`.
 */
export function localizeCurrentPath(pathname: string, targetLocale: Locale): string {
  const from = localeOfPath(pathname)
  const rest = stripLocale(pathname.replace(/\/+$/, '') || '/', from)
  const segments = rest.split('/').filter(Boolean)
  for (const entry of routeTable) {
    if (!entry.localized || entry.path === '/' || entry.path === '*') continue
    const params = matchRoute(segments, entry.path, from)
    if (params) return localizedRoute(entry.path, targetLocale, params)
  }
  const english = '/' + segments.map((s) => englishWord(s, from)).join('/')
  return translatePath(english, targetLocale)
}

/** Same path, ignoring a trailing slash; the locale root counts as the default page. */
export function isCurrentPath(href: string, pathname: string, defaultHref?: string): boolean {
  const norm = (p: string) => p.replace(/\/+$/, '') || '/'
  const current = norm(pathname)
  if (norm(href) === current) return true
  const locale = localeOfPath(current)
  const isRoot = current === translatePath('/', locale)
  return Boolean(isRoot && defaultHref && norm(defaultHref) === norm(href))
}

/** The sign-in link, carrying where to come back to (`from`, a same-origin path). */
export function signInHref(locale: Locale, pathname: string, search = ''): string {
  return `${translatePath('/login', locale)}?from=${encodeURIComponent(pathname + search)}`
}

export function signUpHref(locale: Locale): string {
  return translatePath('/signup', locale)
}

export function logoutAction(locale: Locale): string {
  return translatePath('/logout', locale)
}

export function searchAction(locale: Locale): string {
  return translatePath('/search', locale)
}

export function accountHref(locale: Locale): string {
  return translatePath('/account', locale)
}
