/**
 * Playback on the server: ask the platform's manifest call for the viewer (the session's token
 * never leaves the server) and turn its answer into what the player does (./access.ts).
 * Signed stream URLs are per viewer, so the answers are never cached.
 */
import type { AppLoadContext } from '@remix-run/node'
import * as z from 'zod'
import { contentLink } from '#app/catalogue/links.ts'
import { purchaseOffers } from '#app/commerce/offers.server.ts'
import { platformFor } from '#app/session.server.ts'
import { localeOfPath, localePath, localeOfRequest } from '#app/i18n/locale-path.ts'
import { safeRedirectPath } from '#app/utils/http.ts'
import { outcomeOf } from './access.ts'
import type { ManifestKind, PlaybackDetails, PlaybackOutcome } from './types.ts'
import { loginHref } from '#app/i18n/locale-path.ts'

export const playbackKinds = { vod: 'video', live: 'event' } as const satisfies Record<string, ManifestKind>
export type PlaybackKind = keyof typeof playbackKinds

export const playbackParams = z.object({
  kind: z.enum(['vod', 'live']),
  id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/),
})

/** A browser tab's id for the platform's concurrent-stream count (not a secret, not personal). */
export const deviceIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)

/**
 * The viewer's address for the platform's territory check: the first X-Forwarded-For entry.
 * server/index.ts overwrites X-Forwarded-For and X-Forwarded-Proto with what Express saw
 * (trusting only its loopback proxy), so a browser cannot choose its territory.
 */
export function clientAddressOf(request: Request): string | null {
  const forwarded = request.headers.get('x-forwarded-for')
  const first = forwarded?.split(',')[0]?.trim()
  return first || null
}

/** Absolute URLs of the embedded platform become same-origin paths (the contract says every URL is also valid as a path). */
export function asPath(url: string): string {
  if (url.startsWith('/')) return url
  try {
    const u = new URL(url)
    return u.pathname + u.search
  } catch {
    return url
  }
}

function withPaths(playback: PlaybackDetails, remote: boolean): PlaybackDetails {
  if (remote) return playback
  return {
    ...playback,
    url: asPath(playback.url),
    subtitles: playback.subtitles.map((t) => ({ ...t, url: asPath(t.url) })),
    annotations: playback.annotations
      ? {
          chapters: playback.annotations.chapters.map((c) => ({ ...c, thumbnail: asPath(c.thumbnail) })),
          thumbnailsUrl: playback.annotations.thumbnailsUrl ? asPath(playback.annotations.thumbnailsUrl) : null,
        }
      : null,
  }
}

export async function loadPlayback(opts: {
  request: Request
  context: AppLoadContext
  kind: PlaybackKind
  id: string
  /** The page to come back to after signing in (same-origin path). */
  from?: string | null
  deviceId?: string | null
}): Promise<PlaybackOutcome> {
  // The resource route's own address has no language; the page the player is on (`from`) has it:
  // the plans, the sign-in page and a recording's page come in that page's language.
  const page = safeRedirectPath(opts.from, '')
  const locale = page ? localeOfPath(page) : localeOfRequest(opts.request)
  const { client } = await platformFor(opts.request, opts.context, locale)
  const result = await client.getManifest(playbackKinds[opts.kind], opts.id, {
    clientAddress: clientAddressOf(opts.request),
    clientProto: opts.request.headers.get('x-forwarded-proto') ?? new URL(opts.request.url).protocol.replace(':', ''),
    deviceId: opts.deviceId,
  })
  if (result.ok && result.answer.playback) {
    const remote = opts.context.platform.baseUrl !== 'http://embedded'
    result.answer = { ...result.answer, playback: withPaths(result.answer.playback, remote) }
  }
  const back = page || localePath(locale, `/${opts.kind === 'vod' ? 'video' : 'live'}/${opts.id}`)
  const outcome = outcomeOf(result, {
    signIn: loginHref(locale, back),
    vod: (vodId) => contentLink({ id: vodId, type: 'VOD', title: '' }, { locale }) ?? localePath(locale, `/video/${vodId}`),
  })
  // A licence refusal says what would open the item the way a locked title's page does: the
  // offers (the plans' names in the page's language, and the checkout coming back to this page),
  // read here so the player never sees a licence's id.
  if (outcome.kind === 'error' && outcome.error === 'DENIED' && outcome.licences.length)
    return { ...outcome, offers: await purchaseOffers(client, outcome.licences, back, locale) }
  return outcome
}
