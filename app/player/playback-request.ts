/**
 * The browser's request for playback: POST /resources/playback/{vod|live}/{id}[?from=] with this
 * tab's device id, answered with a PlaybackOutcome. Its own module so that the embed page, which
 * only asks, does not load the title page's player host (and its purchase offers) to do it.
 */
import type { PlaybackOutcome } from './types.ts'

export type PlayKind = 'vod' | 'live'

export function playbackResource(kind: PlayKind, id: string, from?: string) {
  return `/resources/playback/${kind}/${encodeURIComponent(id)}${from ? `?from=${encodeURIComponent(from)}` : ''}`
}

/** One id per browser tab, so the platform counts each tab as one stream of the account. */
export function deviceId(): string {
  const key = 'marquee.player.device'
  try {
    let id = window.sessionStorage.getItem(key)
    if (!id) {
      id = Math.random().toString(36).slice(2, 12) + Date.now().toString(36)
      window.sessionStorage.setItem(key, id)
    }
    return id
  } catch {
    return 'tab'
  }
}

export async function fetchOutcome(kind: PlayKind, id: string, from?: string, device: string = deviceId()): Promise<PlaybackOutcome> {
  try {
    const res = await fetch(playbackResource(kind, id, from), {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ deviceId: device }),
    })
    if (res.headers.get('content-type')?.includes('application/json')) return (await res.json()) as PlaybackOutcome
    return { kind: 'error', error: res.status === 404 ? 'NOT_FOUND' : 'GENERIC', licences: [], status: res.status }
  } catch {
    return { kind: 'error', error: 'GENERIC', licences: [], status: 0 }
  }
}
