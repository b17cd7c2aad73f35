/**
 * Shapes of the platform API's answers, as the web app sees them (platform/openapi.yaml is
 * the reference). Shared by server and browser code: no runtime imports here.
 */

export type AccessLevel = 'GRANTED' | 'DENIED' | 'GRANTED_ON_SIGN_IN' | 'GEOBLOCKED'
export type ContentType = 'VOD' | 'LIVE' | 'VOD_PLAYLIST' | 'SERIES' | 'SEASON' | 'EPG' | 'SECTION_LINK'

export interface ContentCard {
  id: string
  type: ContentType
  title: string
  description: string
  duration: number | null
  genres: string[]
  year: number | null
  rating: string | null
  thumbnailUrl: string
  posterUrl: string
  titleImageUrl: string | null
  startDate: string | null
  endDate: string | null
  displayLiveBadge: boolean
  accessLevel: AccessLevel
}

export interface Paging {
  page: number
  lastSeen: string | null
  moreDataAvailable: boolean
  totalResults: number
}

export interface BucketPage {
  bucketId: string
  exid: string
  name: string
  type: string
  contentList: ContentCard[]
  paging: Paging
}

export interface SessionUser {
  id: string
  loc: string
  rol: string[]
  isGuest: boolean
  /** the chosen profile's id */
  pro: string | null
  /** the chosen profile's type */
  tp?: 'ADULT' | 'CHILD' | null
  email?: string
  name?: string
}

export interface TokenPair {
  authorisationToken: string
  refreshToken: string
}

export interface LoginResponse extends TokenPair {
  linkedAccounts: Array<{ provider: string }>
  missingInformationStatus: 'NOT_REQUIRED' | 'REQUIRED' | string
}

export interface Profile {
  id: string
  name: string
  tp: 'ADULT' | 'CHILD'
  hasPin: boolean
}

export interface OutboxMessage {
  id: number
  to: string
  subject: string
  text: string
  html: string
  kind: string
  createdAt: string
}

export interface CmsRecord<T> {
  kind: string
  id: string
  version: number
  body: T
}

export interface ValidationIssue {
  pointer: string
  message: string
  keyword?: string
}

/** A season as the series page lists it. */
export interface SeasonSummary {
  id: string
  title: string
  number: number
  episodeCount: number
}

/** GET /v4/series/{id}: the series and one page of its seasons (cursor = last season number seen). */
export interface SeriesPage {
  seriesId: string
  title: string
  description: string
  thumbnailUrl: string | null
  posterUrl: string | null
  seasons: { items: SeasonSummary[]; paging: Paging }
}

/** GET /v4/season/{id}: the season and one page of its episodes (cursor = last episode number seen). */
export interface SeasonPage extends SeasonSummary {
  seriesId: string
  seriesTitle: string
  episodes: ContentCard[]
  paging: Paging
}

export interface ComputedRelease {
  type: 'LIVE' | 'PREMIERE' | 'ON_DEMAND'
  startDate: string | null
  endDate: string | null
}

/** GET /v4/vod/{id} and /v4/vods/live/{id}: a card with what a detail page adds. */
export interface ContentDetail extends ContentCard {
  series?: { seriesId: string; title: string }
  seasonId?: string
  episode?: number | null
  premiereRelease?: { startDate: string }
  computedReleases: ComputedRelease[]
  licences: string[]
  availableLicences: string[]
}

/** GET /event/live and /event/upcoming. */
export interface EventsPage {
  events: ContentCard[]
  paging: Paging
}

export type SearchContentType = 'LIVE' | 'VOD' | 'VOD_PLAYLIST'

export interface SearchGroupResult {
  hits: ContentCard[]
  totalHits: number
  totalPages: number
  page: number
}

/** GET /content-search: hits per type. */
export interface SearchResults {
  liveEvents: SearchGroupResult
  vodVideos: SearchGroupResult
  vodPlaylists: SearchGroupResult
  totalCount: number
}

/** A programme of the guide (GET /v4/epg). */
export interface EpgProgramme {
  id: string
  title: string
  startDate: string
  endDate: string
  thumbnailUrl: string | null
  /** e.g. "S1 E2" */
  episode: string | null
  /** startDate <= now < endDate */
  isLive: boolean
}

/** A guide channel: its eventId is the live view's id. */
export interface EpgChannel {
  eventId: string
  name: string
  logoUrl: string | null
  accessLevel: 'GRANTED' | 'GRANTED_ON_SIGN_IN' | 'DENIED'
  programmes: EpgProgramme[]
}

/** GET /v4/epg: channels (25 a page, or the one asked for) with their programmes in [from, to). */
export interface EpgGuide {
  channels: EpgChannel[]
  paging: Paging
}

/** GET /vod/playlist/{id}: a playlist and one page of its videos. */
export interface PlaylistPage {
  id: string
  title: string
  description: string
  thumbnailUrl: string | null
  posterUrl: string | null
  videos: { vods: ContentCard[]; totalPages: number; page: number }
  paging: Paging
  socialSharingDetail?: { url: string; title: string }
}
