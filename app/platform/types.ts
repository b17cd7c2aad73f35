/**
 * Shapes of the platform API's answers, as the web app sees them (platform/openapi.yaml is
 * the reference). Shared by server and browser code: no runtime imports here.
 */
import type { ConsentTerm } from '#schemas/consent.ts'
import type { components } from '#schemas/generated/api.ts'

/**
 * The API's schemas as openapi.yaml describes them (`npm run schemas:gen` writes them): the types
 * below that the document describes the same way are taken from it rather than kept by hand.
 */
type Api = components['schemas']

export type AccessLevel = 'GRANTED' | 'DENIED' | 'GRANTED_ON_SIGN_IN' | 'GEOBLOCKED'
export type ContentType = 'VOD' | 'LIVE' | 'VOD_PLAYLIST' | 'SERIES' | 'SEASON' | 'EPG' | 'SECTION_LINK'

/** A title as rows, searches and detail pages list it (the platform's ContentCard answer). */
export type ContentCard = Api['ContentCard']

/** What a row's card shows of a title: all a bucket row sends the browser (blocks/bucket/bucket.server.ts). */
export type RowCard = Pick<ContentCard, 'id' | 'type' | 'title' | 'duration' | 'year' | 'rating' | 'displayLiveBadge' | 'accessLevel'> &
  /** A row's cards carry only the artwork field the row shows (blocks/bucket/Card.tsx `artworkField`). */
  Partial<Pick<ContentCard, 'description' | 'favourite' | 'thumbnailUrl' | 'posterUrl' | 'titleImageUrl'>>

export type Paging = Api['Paging']

/** One page of a row (GET /buckets/{bucketId}). */
export type BucketPage = Api['BucketPage']
/** A bucket's page as a row sends it to the browser: its cards trimmed to `RowCard`. */
export type RowPage = Omit<BucketPage, 'contentList'> & { contentList: RowCard[] }

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
  /** the account holder's name */
  name?: string
  /** the chosen profile's name, once one is chosen: the one the header shows */
  profileName?: string
  /** signed-in viewers: REQUIRED while the realm's required consent terms are not all agreed */
  missingInformationStatus?: MissingInformationStatus
}

export type MissingInformationStatus = 'NOT_REQUIRED' | 'REQUIRED'

/** GET/PUT /user/consents: the realm's terms with the viewer's answers. */
export interface AccountConsents {
  terms: ConsentTerm[]
  answers: Record<string, boolean>
  missingInformationStatus: MissingInformationStatus
}

export type TokenPair = Api['TokenPair']

export interface LoginResponse extends TokenPair {
  linkedAccounts: Array<{ provider: string }>
  missingInformationStatus: 'NOT_REQUIRED' | 'REQUIRED' | string
}

export type Profile = Api['Profile']

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

export type SeasonSummary = Api['SeasonSummary']

/** GET /v4/series/{id}/adjacentTo/{seasonId}?size=25: the seasons before and after one, nearest last / first. */
export interface AdjacentSeasons {
  precedingSeasons: SeasonSummary[]
  followingSeasons: SeasonSummary[]
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

export type LiveAnnouncement = Api['LiveAnnouncement']

// ── editorial pages: releases, schedule, news, fighters, grid (cat-pages) ─────

/** GET /v4/releases: a premiere release with its window and where it stands now. */
export interface ReleaseCard extends ContentCard {
  premiereRelease: { startDate: string; endDate: string }
  releaseState: 'UPCOMING' | 'PREMIERING' | 'RELEASED'
}

export interface ReleasesPage {
  status: 'upcoming' | 'released'
  releases: ReleaseCard[]
  paging: Paging
}

/** GET /v4/schedule: live events and premieres overlapping [from, to), by start time. */
export interface ScheduleEntry {
  kind: 'LIVE' | 'PREMIERE'
  startDate: string
  endDate: string | null
  item: ContentCard & { premiereRelease?: { startDate: string; endDate: string } }
}

export interface SchedulePage {
  from: string
  to: string
  entries: ScheduleEntry[]
  paging: Paging
}

export interface NewsFeed {
  name: string
  title: string
  description: string
  itemCount: number
}

/** A data feed item (link: NEWS_ITEM /news/{feedName}/{newId}). */
export interface NewsItemSummary {
  feedName: string
  newId: string
  id: string
  type: 'DATA_FEED'
  title: string
  summary: string
  author: string | null
  imageUrl: string | null
  publishedAt: string
}

/** GET /v4/news: the feeds and a page of items of one feed or all. */
export interface NewsPage {
  feeds: NewsFeed[]
  feed: string | null
  items: NewsItemSummary[]
  paging: Paging
}

/** GET /v4/news/{feedName}/{newId}. */
export interface NewsItemDetail extends NewsItemSummary {
  feedTitle: string
  body: string[]
  content: ContentCard | null
  older: NewsItemSummary | null
  newer: NewsItemSummary | null
}

export type FightOutcome = 'win' | 'loss' | 'noContest'
export type ResultMethod = 'koTko' | 'submission' | 'decisionUnanimous' | 'decisionSplit' | 'decisionMajority' | 'disqualified' | 'others'
export type FighterSort = 'rankings' | 'az'

export interface FighterSummary {
  id: string
  name: string
  nickname: string | null
  country: string | null
  weightClass: string
  /** 0 = champion, 1.. = contender, null = unranked */
  rank: number | null
  champion: boolean
  imageUrl: string | null
  record: { wins: number; losses: number; noContests: number }
}

/** GET /v4/fighters. */
export interface FightersPage {
  sort: FighterSort
  weightClass: string | null
  weightClasses: string[]
  fighters: FighterSummary[]
  paging: Paging
}

/** GET /v4/fighters/{id}: the record by result method and outcome, and the bouts (latest first). */
export interface FighterDetail extends FighterSummary {
  record: FighterSummary['record'] & { byMethod: Array<{ method: ResultMethod; wins: number; losses: number; noContests: number }> }
  bouts: Array<{
    id: string
    opponent: string
    eventName: string
    date: string
    outcome: FightOutcome
    method: ResultMethod
    round: number | null
    contentId: string | null
  }>
}

/** GET /v1/view/content-grid: items matching the facets, and each facet's value counts. */
export interface ContentGridPage {
  items: ContentCard[]
  facets: Array<{ name: 'genre' | 'year' | 'type'; selected: string[]; values: Array<{ value: string; count: number }> }>
  paging: Paging
}
