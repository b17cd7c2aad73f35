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

/** The current URL with some query parameters set (string) or removed (null); keeps the others. */
export function withSearchParams(
  location: { pathname: string; search: string },
  changes: Record<string, string | null>,
  hash?: string,
): string {
  const params = new URLSearchParams(location.search)
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name)
    else params.set(name, value)
  }
  const query = params.toString()
  return `${location.pathname}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`
}

/** Same-origin paths stay client-side; absolute https links open the other site. */
export function isExternal(link: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//')
}
