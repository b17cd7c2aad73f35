import type { ContentCard, ContentType } from '#app/platform/types.ts'

/** Turns a path of the default language into the visitor's locale (the app passes its own). */
export type LocalizePath = (path: string) => string

const identity: LocalizePath = (path) => path

/**
 * A title as a URL slug (spec part 1 §2 Link building): lowercased, spaces and dots to hyphens,
 * other punctuation removed, repeated hyphens collapsed. Letters of any script are kept.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s.]+/gu, '-')
    .replace(/[^\p{L}\p{N}-]+/gu, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
}

const prefixes: Record<ContentType, string | null> = {
  VOD: 'video',
  LIVE: 'live',
  EPG: 'live',
  VOD_PLAYLIST: 'playlist',
  SERIES: 'series',
  SEASON: 'season',
  SECTION_LINK: 'section',
}

/** `/{prefix}/{id}/{slug}` with no slug segment when the title gives none. */
export function contentPath(
  item: Pick<ContentCard, 'id' | 'type' | 'title'>,
  localizePath: LocalizePath = identity,
): string {
  const prefix = prefixes[item.type] ?? 'video'
  const id = encodeURIComponent(item.id)
  // A section link is addressed by its id only (/section/{id}).
  if (item.type === 'SECTION_LINK') return localizePath(`/${prefix}/${id}`)
  const slug = slugify(item.title)
  return localizePath(slug ? `/${prefix}/${id}/${encodeURIComponent(slug)}` : `/${prefix}/${id}`)
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
