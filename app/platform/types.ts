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
  pro: string | null
  email?: string
  name?: string
}

export interface TokenPair {
  authorisationToken: string
  refreshToken: string
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
