import type { ContentCard, ContentType } from '#app/platform/types.ts'
import { contentPathFor, slugify } from '#app/catalogue/links.ts'

export { slugify }

/** Turns a path of the default language into the visitor's locale (the app passes its own). */
export type LocalizePath = (path: string) => string

const identity: LocalizePath = (path) => path

/**
 * A card's link: the content link rules of app/catalogue/links.ts, falling back
 * to the video view for a type those rules do not know.
 */
export function contentPath(
  item: Pick<ContentCard, 'id' | 'title'> & { type: ContentType },
  localizePath: LocalizePath = identity,
): string {
  const path = contentPathFor({ id: item.id, type: item.type, title: item.title })
  return localizePath(path ?? `/video/${encodeURIComponent(item.id)}`)
}

/**
 * A name or value as `URLSearchParams` writes it (application/x-www-form-urlencoded): letters,
 * digits and `*-._` stay, a space becomes `+`, everything else is its UTF-8 bytes in `%XX`.
 * `encodeURIComponent` also leaves `!'()~` alone, so those are escaped after it. It throws on a
 * lone surrogate, which `URLSearchParams` writes as U+FFFD: such a text goes through it instead.
 */
function formEncode(text: string): string {
  try {
    return encodeURIComponent(text)
      .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
      .replace(/%20/g, '+')
  } catch {
    return new URLSearchParams([['', text]]).toString().slice(1)
  }
}

/**
 * The current URL with some query parameters set (string) or removed (null); keeps the others.
 *
 * Every row of a page asks for its next and previous links on every render. With no query yet
 * (a page as most visitors open it) the query is written directly; building a `URLSearchParams`
 * for it was about 3 % of the guest home's components' own time. The result is the same.
 */
export function withSearchParams(
  location: { pathname: string; search: string },
  changes: Record<string, string | null>,
  hash?: string,
): string {
  let query = ''
  if (location.search === '' || location.search === '?') {
    for (const name in changes) {
      const value = changes[name]
      if (value != null) query += `${query ? '&' : ''}${formEncode(name)}=${formEncode(value)}`
    }
  } else {
    const params = new URLSearchParams(location.search)
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) params.delete(name)
      else params.set(name, value)
    }
    query = params.toString()
  }
  return `${location.pathname}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`
}

/** Same-origin paths stay client-side; absolute https links open the other site. */
export function isExternal(link: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//')
}
