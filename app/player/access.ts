/**
 * From a manifest answer (or its refusal) to what the player does: play, send a guest to sign
 * in and back, go to the on-demand item of a live event that is no longer live, or show one of
 * the player's error kinds.
 */
import type { PlaybackOutcome, PlayerErrorKind, ManifestAnswer } from './types.ts'

export interface ManifestRefusal {
  status: number
  body: unknown
}

function field<T>(body: unknown, name: string): T | undefined {
  return body && typeof body === 'object' ? ((body as Record<string, unknown>)[name] as T | undefined) : undefined
}

/**
 * The ids of the licences that would open the item: `availableLicences` (those the viewer lacks)
 * when the answer has them, else `licences`. An age refusal names no available licence, so it
 * offers no plan (the viewer may hold it already). Ids only: the server looks the plans up by them.
 */
function licencesOf(body: unknown): string[] {
  const available = field<unknown>(body, 'availableLicences')
  const raw = Array.isArray(available) ? available : field<unknown>(body, 'licences')
  return Array.isArray(raw) ? raw.map((l) => (typeof l === 'string' ? l : (field<string>(l, 'id') ?? ''))).filter(Boolean) : []
}

const error = (error: PlayerErrorKind, status: number, licences: string[] = []): PlaybackOutcome => ({
  kind: 'error',
  error,
  licences,
  status,
})

/**
 * @param links `signIn` is the login link carrying `from` back to this page; `vod(id)` the
 *   on-demand page of a live event's recording.
 */
export function outcomeOf(
  result: { ok: true; answer: ManifestAnswer } | { ok: false; refusal: ManifestRefusal },
  links: { signIn: string; vod: (id: string) => string },
): PlaybackOutcome {
  if (result.ok) {
    const { answer } = result
    if ((answer.accessLevel as string) === 'GEOBLOCKED') return error('GEOBLOCKED', 403)
    if (answer.accessLevel !== 'GRANTED' || !answer.playback?.url) return error('DENIED', 403, licencesOf(answer))
    return { kind: 'play', playback: answer.playback }
  }
  const { status, body } = result.refusal
  const code = field<string>(body, 'code') ?? field<string>(body, 'accessLevel')
  switch (status) {
    case 401:
      return { kind: 'signIn', href: links.signIn }
    case 403:
      if (code === 'GEOBLOCKED') return error('GEOBLOCKED', 403)
      // adults only: no plan opens it, so the refusal says why rather than offering one
      if (field<string>(body, 'reason') === 'AGE') return error('AGE_RESTRICTED', 403)
      return error('DENIED', 403, licencesOf(body))
    case 404: {
      const vodId = field<string>(body, 'vodId')
      if (code === 'NOT_LIVE' && vodId) return { kind: 'redirect', href: links.vod(vodId) }
      if (code === 'NOT_LIVE') return error('NOT_LIVE', 404)
      if (code === 'EVENT_ENDED') return error('EVENT_ENDED', 404)
      return error('NOT_FOUND', 404)
    }
    case 409:
      return error('CONCURRENT_STREAMS', 409)
    case 424:
      return error('NO_ONLINE_PLAYBACK', 424, licencesOf(body))
    case 428:
      return error('MISSING_INFORMATION', 428)
    default:
      return error('GENERIC', status)
  }
}
