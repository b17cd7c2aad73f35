/**
 * Content links. Pure: no router, no React.
 *
 * - Live, EPG and upcoming content goes to the live view; a premiere release goes to the video view.
 * - Season goes to the season view, or to the series view when enhanced metadata AND the series
 *   interstitial are both enabled.
 * - Series → series view; playlist → playlist view; video → video view or interstitial view.
 * - Data feed item → news item view; section link → section view; plugin → plugin view;
 *   watchlist → watchlists view.
 * - Query parameters: seasonId, playlistId, seriesId, watchlistId, owner, showInterstitial=true.
 *
 * Slugs are made here (slugify) and cards reuse these rules, so every link of the product agrees.
 */
import { localePath } from '#app/i18n/locale-path.ts'
import type { Locale } from '#app/i18n/resources.ts'

/**
 * A title as a URL slug: lowercased, spaces and dots to hyphens,
 * other punctuation removed, repeated hyphens collapsed. Letters of any script are kept.
 */
export function slugify(title: string): string {
  let slug = slugs.get(title)
  if (slug === undefined) {
    slug = title
      .normalize('NFC')
      .toLowerCase()
      .replace(/[\s.]+/gu, '-')
      .replace(/[^\p{L}\p{N}-]+/gu, '')
      .replace(/-{2,}/g, '-')
      .replace(/^-+|-+$/g, '')
    // A page renders the same titles on every request (the home page ~150 card links): remember a bounded number.
    if (slugs.size >= 5000) slugs.clear()
    slugs.set(title, slug)
  }
  return slug
}
const slugs = new Map<string, string>()

/** Every content type a link can be built for. */
export const linkContentTypes = [
  'VOD',
  'VOD_VIDEO',
  'EPG',
  'LIVE',
  'UPCOMING',
  'SEASON',
  'VOD_SEASON',
  'SEASON_VOD',
  'SERIES',
  'VOD_SERIES',
  'PLAYLIST',
  'VOD_PLAYLIST',
  'DATA_FEED',
  'SECTION_LINK',
  'PLUGIN',
  'WATCHLIST',
] as const
export type LinkContentType = (typeof linkContentTypes)[number]

/** The fields of a content item that a link may need. Only `id` and `type` are always required. */
export interface LinkableItem {
  id: string
  /** One of `LinkContentType`; case, spaces and hyphens are forgiven ("upcoming", "data feed"). */
  type: string
  title?: string | null
  /** Any truthy value marks a premiere release (sent to the video view, not the live view). */
  premiereRelease?: unknown
  /** A season's own id when it differs from `id`. */
  seasonId?: string | null
  /** The series of a season, as the API gives it. */
  series?: { seriesId: string; title?: string | null } | null
  seriesId?: string | null
  seriesTitle?: string | null
  /** Data feed items: the feed and the item within it. `newId` falls back to `id`. */
  feedName?: string | null
  newId?: string | null
  /** Watchlists: the external id, falling back to `id`. */
  watchlistId?: string | null
  watchlistExternalId?: string | null
}

/** The query parameters a content link may carry, always in the same order, so equal links compare equal. */
export interface ContentLinkQuery {
  seasonId?: string | null
  playlistId?: string | null
  seriesId?: string | null
  watchlistId?: string | null
  owner?: string | null
  /** Emitted as `showInterstitial=true` when true; omitted otherwise. */
  showInterstitial?: boolean
}

export interface ContentLinkOptions {
  /** A video (or premiere) goes to the interstitial view instead of the video view. */
  interstitial?: boolean
  /** Realm settings: a season links to its series only when BOTH are on. */
  settings?: { enhancedMetadata?: boolean; seriesInterstitial?: boolean }
  query?: ContentLinkQuery
  /** The visitor's locale; paths go through `localePath`. */
  locale?: Locale
}

const queryOrder = ['seasonId', 'playlistId', 'seriesId', 'watchlistId', 'owner'] as const

/** "data feed", "data-feed", "Vod_Video" → "DATA_FEED", "VOD_VIDEO". */
export function normaliseContentType(type: string): LinkContentType | null {
  const key = type
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_')
  return (linkContentTypes as readonly string[]).includes(key) ? (key as LinkContentType) : null
}

/** `/{view}/{id}/{slug}`; no slug segment when the title gives none. */
function withSlug(view: string, id: string, title: string | null | undefined): string {
  const slug = slugify(title ?? '')
  const base = `/${view}/${encodeURIComponent(id)}`
  return slug ? `${base}/${encodeURIComponent(slug)}` : base
}

function segment(view: string, ...ids: string[]): string {
  return `/${view}/${ids.map(encodeURIComponent).join('/')}`
}

/** The query string (with its "?") of a content link, or "" when nothing is set. */
export function contentLinkQuery(query: ContentLinkQuery = {}): string {
  const params = new URLSearchParams()
  for (const name of queryOrder) {
    const value = query[name]
    if (value) params.set(name, value)
  }
  if (query.showInterstitial === true) params.set('showInterstitial', 'true')
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** Query of a playback link started from a watchlist: it carries watchlistId and owner. */
export function watchlistPlaybackQuery(watchlistId: string, owner: string): ContentLinkQuery {
  return { watchlistId, owner }
}

/** Query of a playback link started from a playlist: it carries playlistId. */
export function playlistPlaybackQuery(playlistId: string): ContentLinkQuery {
  return { playlistId }
}

/** The path (without query) of an item, or null for a type no view shows. */
export function contentPathFor(item: LinkableItem, opts: Pick<ContentLinkOptions, 'interstitial' | 'settings'> = {}): string | null {
  const type = normaliseContentType(item.type)
  if (type === null || !item.id) return null
  const videoView = () => withSlug(opts.interstitial ? 'interstitial' : 'video', item.id, item.title)

  switch (type) {
    case 'VOD':
    case 'VOD_VIDEO':
      return videoView()
    case 'EPG':
    case 'LIVE':
    case 'UPCOMING':
      // "A premiere release goes to the video view instead."
      return item.premiereRelease ? videoView() : withSlug('live', item.id, item.title)
    case 'SEASON':
    case 'VOD_SEASON':
    case 'SEASON_VOD': {
      const seriesId = item.series?.seriesId ?? item.seriesId
      const toSeries = opts.settings?.enhancedMetadata === true && opts.settings?.seriesInterstitial === true
      // Without a series id the series view cannot be built; the season view is the safe fallback.
      if (toSeries && seriesId) return withSlug('series', seriesId, item.series?.title ?? item.seriesTitle)
      return withSlug('season', item.seasonId ?? item.id, item.title)
    }
    case 'SERIES':
    case 'VOD_SERIES':
      return withSlug('series', item.seriesId ?? item.id, item.title)
    case 'PLAYLIST':
    case 'VOD_PLAYLIST':
      return withSlug('playlist', item.id, item.title)
    case 'DATA_FEED':
      return item.feedName ? segment('news', item.feedName, item.newId ?? item.id) : null
    case 'SECTION_LINK':
      return segment('section', item.id)
    case 'PLUGIN':
      return segment('plugin', item.id)
    case 'WATCHLIST':
      return segment('watchlists', item.watchlistExternalId ?? item.watchlistId ?? item.id)
  }
}

/**
 * The link of a content item: path, query parameters and, given a locale, the localized path.
 * Returns null when the type is unknown (or a data feed item has no feed name) so callers render
 * no link rather than a wrong one.
 */
export function contentLink(item: LinkableItem, opts: ContentLinkOptions = {}): string | null {
  const path = contentPathFor(item, opts)
  if (path === null) return null
  const link = path + contentLinkQuery(opts.query)
  return opts.locale ? localePath(opts.locale, link) : link
}
