/**
 * The manifest call's rules: territory, access level, online
 * playback, the live window and the concurrent-stream limit decide; a grant answers signed,
 * expiring stream URLs (signing.ts) with the clip's tracks, chapters and skip markers.
 */
import { accessLevel } from '../catalogue/cards.ts'
import type { CatalogueStore } from '../catalogue/store.ts'
import type { CmsService } from '../cms/service.ts'
import type { Caller } from '../http.ts'
import type { PersonalService } from '../personal/service.ts'
import type { Clip } from './clips.ts'
import type { GeoDatabase } from './geoip.ts'
import { ANONYMOUS_VIEWER, MEDIA_URL_SECONDS, type MediaSigner } from './signing.ts'
import type { Playable, PlaybackStore } from './store.ts'
import { territoryOf, type Territory } from './territory.ts'

/** An event starting this soon answers its stream URL with a countdown instead of NOT_LIVE. */
export const COUNTDOWN_WINDOW_SECONDS = 15 * 60
export const DEFAULT_MAX_CONCURRENT_STREAMS = 4
/** A stream counts as active this long after its manifest, position report or heartbeat. */
export const STREAM_ACTIVE_SECONDS = 60
export const ADULT_RATING = '18'
export const ADULT_AGE = 18

export interface PlaybackDetails {
  protocol: 'HLS'
  url: string
  live: boolean
  dvr: boolean
  expiresAt: string
  streamId: string | null
  subtitles: Array<{ language: string; label: string; url: string }>
  audioTracks: Array<{ language: string; label: string }>
  skipMarkers: Array<{ type: 'INTRO' | 'CREDITS'; start: number; end: number }>
  watermark: { text: string } | null
  annotations: { chapters: Array<{ start: number; title: string; thumbnail: string; percentage: number }>; thumbnailsUrl: string | null }
  countdownDuration?: number
  startDate?: string
  resumePosition?: number
}

export type ManifestResult =
  | { status: 200; body: { accessLevel: 'GRANTED'; playback: PlaybackDetails } }
  | { status: 200; body: { accessLevel: 'GEOBLOCKED'; territory: 'OUTSIDE' | 'VPN'; country: string } }
  | { status: 401 | 403 | 404 | 409 | 424 | 428; code: string; message: string; extra?: Record<string, unknown> }

export interface ManifestRequest {
  kind: 'video' | 'event'
  id: string
  caller: Caller | null
  address: string | null
  /** scheme and host the URLs are made for */
  origin: string
  displayGeoblocked: boolean
  deviceId?: string
}

/** A live event is on air between its start and end; a guide channel always is. */
export function liveState(item: Pick<Playable, 'kind' | 'startDate' | 'endDate'>, at: Date): 'LIVE' | 'UPCOMING' | 'ENDED' {
  if (item.kind === 'CHANNEL') return 'LIVE'
  const t = at.getTime()
  if (!item.startDate || t < item.startDate.getTime()) return 'UPCOMING'
  if (item.endDate && t >= item.endDate.getTime()) return 'ENDED'
  return 'LIVE'
}

/**
 * Where a live stream's loop is anchored (media sequence 0). An event: its start. A guide channel
 * runs forever, and counting from the epoch would make EXT-X-DISCONTINUITY-SEQUENCE ~10^8 (hls.js
 * keeps an array indexed by it, and stalls). So a channel counts from a loop boundary on the
 * epoch grid shortly before the signed URL was issued (its expiry minus the URL lifetime and the
 * DVR window): fixed for that URL's life, the same picture at the same wall-clock time for
 * everyone, and counters of a few thousand at most.
 */
export function liveAnchor(
  item: Pick<Playable, 'kind' | 'startDate'>,
  opts: { loopSeconds: number; tokenExpiresUnix: number; dvrWindowSeconds: number },
): Date {
  if (item.kind !== 'CHANNEL' && item.startDate) return item.startDate
  const issuedMs = (opts.tokenExpiresUnix - MEDIA_URL_SECONDS - opts.dvrWindowSeconds) * 1000
  const loopMs = opts.loopSeconds * 1000
  return new Date(Math.max(0, Math.floor(issuedMs / loopMs) * loopMs))
}

export function ageOn(birthDate: string, at: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number]
  let age = at.getUTCFullYear() - y
  if (at.getUTCMonth() + 1 < m || (at.getUTCMonth() + 1 === m && at.getUTCDate() < d)) age--
  return age
}

export function createPlaybackService(deps: {
  store: PlaybackStore
  catalogue: Pick<CatalogueStore, 'heldLicences'>
  cms: Pick<CmsService, 'published'>
  personal: Pick<PersonalService, 'resumePosition'>
  signer: MediaSigner
  geo: GeoDatabase
  clips: Map<string, Clip>
  now: () => Date
  defaultCountry?: string
  maxConcurrentStreams?: number
  viewerEmail?: (caller: Caller) => Promise<string | null>
}) {
  const { store, signer, now } = deps
  const limit = deps.maxConcurrentStreams ?? DEFAULT_MAX_CONCURRENT_STREAMS

  async function allowedTerritories(): Promise<string[] | undefined> {
    const settings = await deps.cms.published('settings', 'realm')
    const allowed = (settings?.body as { territories?: { allowed?: unknown } } | undefined)?.territories?.allowed
    return Array.isArray(allowed) ? allowed.filter((c): c is string => typeof c === 'string') : undefined
  }

  async function territory(address: string | null): Promise<Territory> {
    const allowed = await allowedTerritories()
    return territoryOf({ geo: deps.geo, address, allowed, defaultCountry: deps.defaultCountry ?? allowed?.[0] ?? 'GB' })
  }

  const viewerOf = (caller: Caller | null) => caller?.sub ?? ANONYMOUS_VIEWER

  /** The signed URL base of a scope, e.g. `https://host/media/hls/vod/item-1/<token>/`. */
  function signedBase(origin: string, scope: string, viewer: string, expires: Date) {
    const prefix = `/media/hls/${scope}/`
    return `${origin}${prefix}${signer.sign(prefix, viewer, expires)}/`
  }

  return {
    territory,

    async manifest(req: ManifestRequest): Promise<ManifestResult> {
      const at = now()
      const item = await store.findPlayable(req.kind, req.id)
      if (!item) return { status: 404, code: 'NOT_FOUND', message: 'No such video or event.' }

      const where = await territory(req.address)
      if (where.status !== 'INSIDE') {
        const status = where.status
        if (req.displayGeoblocked) return { status: 200, body: { accessLevel: 'GEOBLOCKED', territory: status, country: where.country } }
        return {
          status: 403,
          code: 'GEOBLOCKED',
          message: 'This is not available where you are.',
          extra: { territory: status, country: where.country },
        }
      }

      const caller = req.caller
      const isGuest = !caller || caller.isGuest
      const held = isGuest ? [] : await deps.catalogue.heldLicences(caller.sub, at)
      const level = accessLevel(item, isGuest, held)
      if (level === 'GRANTED_ON_SIGN_IN')
        return { status: 401, code: 'SIGN_IN_REQUIRED', message: 'Sign in to watch this.', extra: { licences: item.licences } }
      if (level === 'DENIED') {
        return {
          status: 403,
          code: 'DENIED',
          message: 'A licence is needed to watch this.',
          extra: { licences: item.licences, availableLicences: item.licences.filter((l) => !held.includes(l)) },
        }
      }

      if (item.rating === ADULT_RATING) {
        // age-restricted: the account must have a date of birth on record, and be an adult
        if (isGuest) return { status: 401, code: 'SIGN_IN_REQUIRED', message: 'Sign in to watch this.', extra: { licences: item.licences } }
        // a child's profile never, whoever holds the account
        if (caller.tp === 'CHILD')
          return {
            status: 403,
            code: 'DENIED',
            message: 'This is for adults only.',
            extra: { licences: item.licences, availableLicences: [], reason: 'AGE' },
          }
        const birthDate = await store.birthDate(caller.sub)
        if (!birthDate)
          return {
            status: 428,
            code: 'MISSING_INFORMATION',
            message: 'Add your date of birth to watch this.',
            extra: { missingFields: ['birthDate'] },
          }
        if (ageOn(birthDate, at) < ADULT_AGE)
          return {
            status: 403,
            code: 'DENIED',
            message: 'This is for adults only.',
            extra: { licences: item.licences, availableLicences: [], reason: 'AGE' },
          }
      }

      const clip = item.media?.onlinePlayback ? deps.clips.get(item.media.clip) : undefined
      if (!clip)
        return { status: 424, code: 'NO_ONLINE_PLAYBACK', message: 'This cannot be played online.', extra: { licences: item.licences } }

      let countdown: number | undefined
      let opensAt: Date | null = null
      if (item.kind === 'VOD' && item.premiereStart && item.premiereStart > at) {
        // a premiere opens at its scheduled time, like an event
        const seconds = Math.ceil((item.premiereStart.getTime() - at.getTime()) / 1000)
        if (seconds > COUNTDOWN_WINDOW_SECONDS)
          return {
            status: 404,
            code: 'NOT_LIVE',
            message: 'This premiere has not started yet.',
            extra: { startDate: item.premiereStart.toISOString(), premiere: true },
          }
        countdown = seconds
        opensAt = item.premiereStart
      }
      if (item.kind !== 'VOD') {
        const state = liveState(item, at)
        if (state === 'ENDED') {
          const vodId = item.media?.vodId
          return vodId
            ? {
                status: 404,
                code: 'NOT_LIVE',
                message: 'This event is over; its recording is available.',
                extra: { vodId, endDate: item.endDate?.toISOString() },
              }
            : { status: 404, code: 'EVENT_ENDED', message: 'This event has ended.', extra: { endDate: item.endDate?.toISOString() } }
        }
        if (state === 'UPCOMING') {
          const seconds = Math.ceil((item.startDate!.getTime() - at.getTime()) / 1000)
          if (seconds > COUNTDOWN_WINDOW_SECONDS)
            return {
              status: 404,
              code: 'NOT_LIVE',
              message: 'This event is not live yet.',
              extra: { startDate: item.startDate!.toISOString() },
            }
          countdown = seconds
          opensAt = item.startDate!
        }
      }

      let streamId: string | null = null
      if (!isGuest) {
        const activeSince = new Date(at.getTime() - STREAM_ACTIVE_SECONDS * 1000)
        streamId = await store.openStream(caller.sub, req.deviceId ?? item.id, item.id, at, activeSince, limit)
        if (!streamId)
          return { status: 409, code: 'CONCURRENT_STREAMS', message: `You are already watching on ${limit} screens.`, extra: { limit } }
      }

      const expires = new Date(at.getTime() + MEDIA_URL_SECONDS * 1000)
      const live = item.kind !== 'VOD'
      const base = signedBase(req.origin, `${live ? 'live' : 'vod'}/${item.id}`, viewerOf(caller), expires)
      const duration = clip.duration
      const thumbAt = (t: number) =>
        `${base}thumbs/t-${String(Math.min(clip.segments - 1, Math.floor(t / clip.segmentDuration))).padStart(3, '0')}.jpg`
      const playback: PlaybackDetails = {
        protocol: 'HLS',
        url: `${base}master.m3u8`,
        live,
        dvr: live,
        expiresAt: expires.toISOString(),
        streamId,
        // live masters carry no subtitle group: the WebVTT files are whole-clip, on-demand only
        subtitles: live ? [] : clip.subtitles.map((s) => ({ ...s, url: `${base}subs/${s.language}.vtt` })),
        audioTracks: clip.audioTracks,
        skipMarkers: live ? [] : clip.skipMarkers,
        watermark: null,
        annotations: {
          chapters: live
            ? []
            : clip.chapters.map((ch) => ({
                start: ch.start,
                title: ch.title,
                thumbnail: thumbAt(ch.start),
                percentage: Math.round((ch.start / duration) * 10000) / 100,
              })),
          // the thumbnail track follows the clip's own timeline: on-demand only
          thumbnailsUrl: live ? null : `${base}thumbs/thumbnails.vtt`,
        },
      }
      if (!isGuest && deps.viewerEmail) {
        const email = await deps.viewerEmail(caller)
        playback.watermark = email ? { text: email } : null
      }
      if (countdown !== undefined && opensAt) {
        playback.countdownDuration = countdown
        playback.startDate = opensAt.toISOString()
      } else if (item.premiereStart) {
        playback.startDate = item.premiereStart.toISOString()
      } else if (item.startDate) {
        playback.startDate = item.startDate.toISOString()
      }
      if (!live) {
        const resume = await deps.personal.resumePosition(caller, item.id)
        if (resume != null) playback.resumePosition = Math.min(resume, duration)
      }
      return { status: 200, body: { accessLevel: 'GRANTED', playback } }
    },
  }
}
export type PlaybackService = ReturnType<typeof createPlaybackService>
