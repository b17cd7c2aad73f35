/**
 * Links of the site navigation, built from the one route table (app/route-table.js) so a
 * path and its Spanish and Portuguese words are written once.
 */
import type { MenuItem, SettingsDocument } from '#schemas/generated/types.ts'
import { routeTable, translatePath } from '#app/route-table.js'
import { localeOfPath, localePath, localizedRoute, localizeCurrentPath } from '#app/i18n/locale-path.ts'
import type { Locale } from '#app/i18n/resources.ts'
import { loginHref } from '#app/i18n/locale-path.ts'

export type { Locale }
export { localeOfPath, localizedRoute, localizeCurrentPath }

/** Route paths of VIEW items whose key is not a lower-cased path. */
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

export function isExternalUrl(href: string): boolean {
  return /^https?:\/\//i.test(href)
}

/**
 * The href of a CMS menu item, localized for es/pt:
 * VIEW → the view's route, SECTION → /section/{id}, PLUGIN → /plugin/{id},
 * EXTERNAL_PAGE → /externalpage/{id}, PAGE → /{id}, URL → data.url (a same-origin path in the locale).
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
      // An editor's same-origin path ("/gift") stays in the language; other sites are left as they are.
      return item.data.url ? localePath(locale, item.data.url) : '#'
  }
}

/** Where the logo goes: the realm's default page (HOME unless settings say BROWSE). */
export function defaultPageHref(settings: Pick<SettingsDocument, 'defaultPage'>, locale: Locale): string {
  return translatePath(settings.defaultPage === 'BROWSE' ? '/browse' : '/home', locale)
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
  return loginHref(locale, pathname + search)
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

export function profilesHref(locale: Locale): string {
  return translatePath('/profiles', locale)
}
