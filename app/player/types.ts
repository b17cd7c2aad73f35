/**
 * Shapes of playback as the web app sees them (the platform's manifest call, watch history,
 * multi-view). Shared by server and browser code: no runtime imports here.
 */
import type { PurchaseOffer } from '#app/commerce/offers.server.ts'

export type ManifestKind = 'video' | 'event'

export interface SubtitleTrack {
  language: string
  label: string
  url: string
}

export interface AudioTrackInfo {
  language: string
  label: string
}

export interface SkipMarker {
  type: 'INTRO' | 'CREDITS'
  start: number
  end: number
}

export interface Chapter {
  start: number
  title: string
  thumbnail: string
  percentage: number
}

/** The `playback` of a GRANTED manifest answer. */
export interface PlaybackDetails {
  protocol: 'HLS'
  url: string
  live: boolean
  dvr: boolean
  expiresAt: string
  subtitles: SubtitleTrack[]
  audioTracks: AudioTrackInfo[]
  skipMarkers: SkipMarker[]
  watermark: { text: string } | null
  annotations: { chapters: Chapter[]; thumbnailsUrl: string | null } | null
  countdownDuration?: number | null
  startDate?: string | null
  resumePosition?: number | null
  /** The stream session (concurrency); sent back with position reports. */
  streamId?: string
}

export interface ManifestAnswer {
  accessLevel: 'GRANTED'
  playback: PlaybackDetails
}

/** What the player does with a load attempt. */
export type PlayerErrorKind =
  | 'SIGN_IN_REQUIRED' // 401
  | 'DENIED' // 403 DENIED, carries licences
  | 'GEOBLOCKED' // 403 GEOBLOCKED, no stream data
  | 'AGE_RESTRICTED' // 403 DENIED with reason AGE: adults only (a child's profile, or under 18)
  | 'CONCURRENT_STREAMS' // 409
  | 'NO_ONLINE_PLAYBACK' // 424, carries licences
  | 'MISSING_INFORMATION' // 428
  | 'NOT_LIVE' // 404 on a stream
  | 'EVENT_ENDED' // 404 EVENT_ENDED
  | 'NOT_FOUND'
  | 'GENERIC'

export type PlaybackOutcome =
  | { kind: 'play'; playback: PlaybackDetails }
  | { kind: 'signIn'; href: string }
  | { kind: 'redirect'; href: string }
  | {
      kind: 'error'
      error: PlayerErrorKind
      /** the licences' ids the refusal names: what the server asks the offers for, never shown */
      licences: string[]
      /**
       * DENIED: what would open it, as on a locked title's page (Subscribe / Buy into the checkout,
       * with the plans' names in the page's language); absent or empty when nothing is for sale
       */
      offers?: PurchaseOffer[]
      status: number
    }

export interface HistoryEntry {
  id: string
  title: string
  thumbnailUrl: string
  duration: number | null
  position: number
  updatedAt: string
  type?: string
  /** whether the viewer keeps it as a favourite */
  favourite?: boolean
}

export interface HistoryPage {
  items: HistoryEntry[]
  paging: { page: number; moreDataAvailable: boolean; totalResults: number; lastSeen?: string | null }
}
