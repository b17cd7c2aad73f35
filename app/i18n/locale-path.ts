/**
 * The one place that knows how a path carries its language: English unprefixed, Spanish and
 * Portuguese under /es and /pt with translated path words (app/route-table.js). Every link,
 * form action, redirect and mail link is built by `localePath`, so none can leave the language.
 * Pure: no router, no React (the hooks are in app/i18n/links.tsx).
 */
import { defaultLocale, localizeConcretePath, pathWords, routeTable, translatePath } from '#app/route-table.js'
import { isLocale, type Locale } from './resources.ts'

/** The language of a path, from its prefix: "/es/inicio" → es, "/essay" and "/home" → en. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split(/[/?#]/)[1]
  return isLocale(first) && first !== defaultLocale ? first : defaultLocale
}

/** A path's segments after its locale prefix: "/es/iniciar-sesion/x?y" → ["iniciar-sesion", "x"]. */
export function pathWordsOf(path: string): string[] {
  const segments = path.split(/[?#]/)[0]!.split('/').filter(Boolean)
  return segments[0] && segments[0] !== defaultLocale && isLocale(segments[0]) ? segments.slice(1) : segments
}

/**
 * The language of an address: its path's prefix; on the editors' previews and tools (`/_admin/…`)
 * and the developer tools (`/_dev/…`), never prefixed, the `?locale=` they ask for, so a draft
 * shows as a visitor of that language will see it (and a tool's page title is in that language).
 */
export function localeOfUrl(pathname: string, search: string): Locale {
  if (!pathname.startsWith('/_admin/') && !pathname.startsWith('/_dev/')) return localeOfPath(pathname)
  const asked = new URLSearchParams(search).get('locale')
  return isLocale(asked ?? undefined) ? (asked as Locale) : defaultLocale
}

/** The locale of a request (`localeOfUrl`). */
export function localeOfRequest(request: Request): Locale {
  const url = new URL(request.url)
  return localeOfUrl(url.pathname, url.search)
}

/** First path segments of routes that are never localized (resource routes, editor tools) and of static files. */
const localizedFirstWords = new Set(routeTable.filter((r) => r.localized).map((r) => r.path.split('/')[1]!))
const unlocalizedFirstWords = new Set([
  ...routeTable.map((r) => r.path.split('/')[1]!).filter((word) => word !== '*' && !localizedFirstWords.has(word)),
  'build',
  'media',
  'plugins',
  'api',
])

/** Same-origin absolute paths only: "https://…", "//host", "mailto:", "#top", "?q=" and relative paths are kept. */
function isInternalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//')
}

function isUnlocalized(path: string): boolean {
  const pathname = path.split(/[?#]/)[0]!
  const segments = pathname.split('/').filter(Boolean)
  if (segments.length === 0) return false
  if (unlocalizedFirstWords.has(segments[0]!)) return true
  // Where identity providers post back: a registered address, the same in every language.
  if (segments[0] === 'login' && segments[2] === 'return' && segments.length === 3) return true
  // A file (favicon.svg, robots.txt): no page, no language.
  return /\.[a-z0-9]+$/i.test(segments[segments.length - 1]!)
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
 * `/es/seccion/sport` → pt `/pt/seccao/sport`, → en `/section/sport`.
 */
export function localizeCurrentPath(pathname: string, targetLocale: Locale): string {
  return pathOfPage(pageOf(pathname), targetLocale)
}

/** A path read against the route table: its language, its words, and the site's page it names (if any). */
interface PageOfPath {
  from: Locale
  segments: string[]
  entry: (typeof routeTable)[number] | null
  params: Record<string, string> | null
}

function pageOf(pathname: string): PageOfPath {
  const from = localeOfPath(pathname)
  const segments = stripLocale(pathname.replace(/\/+$/, '') || '/', from)
    .split('/')
    .filter(Boolean)
  for (const entry of routeTable) {
    if (!entry.localized || entry.path === '/' || entry.path === '*') continue
    const params = matchRoute(segments, entry.path, from)
    if (params) return { from, segments, entry, params }
  }
  return { from, segments, entry: null, params: null }
}

function pathOfPage(page: PageOfPath, targetLocale: Locale): string {
  if (page.entry && page.params) return localizedRoute(page.entry.path, targetLocale, page.params)
  const english = '/' + page.segments.map((s) => englishWord(s, page.from)).join('/')
  return translatePath(english, targetLocale)
}

/**
 * A same-origin path in another language when it is one of the site's pages in some language
 * (`/es/explorar?p=2` → en `/browse?p=2`), with its query and hash; anything else (a tool under
 * `/_admin`, an API, a file) as it is. Where a page sends a visitor back after a step taken in
 * another language (sign-in on the English page, reached from a Spanish one), it goes back in the
 * language they chose.
 */
export function pageInLocale(path: string, targetLocale: Locale): string {
  const url = new URL(path, 'http://same.origin')
  if (localeOfPath(url.pathname) === targetLocale) return path
  const page = pageOf(url.pathname)
  const isPage = page.segments.length === 0 || page.entry !== null
  return isPage ? pathOfPage(page, targetLocale) + url.search + url.hash : path
}

/**
 * Links already worked out, per locale. Pages build the same few hundred links on every request
 * (their artwork and other unlocalized paths among them), so a bounded number is remembered. The
 * paths come from the page's data, the same strings from request to request, so looking one up in
 * its locale's map hashes nothing new; a key joining locale and path was a fresh string to build
 * and hash for every link (about 4 % of the guest home's components' own time).
 */
const remembered = new Map<Locale, Map<string, string>>()

/**
 * `path` in `target`'s language. `target` is a locale or the request whose language counts.
 *
 * - An English path is translated through the route table ("/section/sport" → "/es/seccion/sport");
 *   parameters, query and hash are kept as they are.
 * - A path already in the target language is returned as it is; one in another language is
 *   moved to the target ("/pt/seccao/x" → "/es/seccion/x").
 * - External URLs, relative paths, resource routes and static files are returned as they are.
 */
export function localePath(target: Locale | Request, path: string): string {
  const locale = typeof target === 'string' ? target : localeOfRequest(target)
  let known = remembered.get(locale)
  if (known === undefined) remembered.set(locale, (known = new Map()))
  let out = known.get(path)
  if (out === undefined) {
    out = !isInternalPath(path) || isUnlocalized(path) ? path : translate(locale, path)
    if (known.size >= 5000) known.clear()
    known.set(path, out)
  }
  return out
}

function translate(locale: Locale, path: string): string {
  const from = localeOfPath(path)
  if (from === defaultLocale) return localizeConcretePath(path, locale)
  if (from === locale) return path
  const cut = path.search(/[?#]/)
  const pathname = cut === -1 ? path : path.slice(0, cut)
  return localizeCurrentPath(pathname, locale) + (cut === -1 ? '' : path.slice(cut))
}

/**
 * The one way to build a "sign in and come back" link: the sign-in page of a locale, coming back
 * to `from` (a same-origin path) once signed in, with any further query the sign-in page reads.
 * `from` is what sign-in follows back; `redirectTo` is only for sign-up and purchase entry pages.
 * A loader or action that needs a signed-in viewer uses requireSignedIn (app/auth).
 */
export function loginHref(locale: Locale, from?: string | null, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(from ? { from, ...query } : query).toString()
  const login = localePath(locale, '/login')
  return params ? `${login}?${params}` : login
}
