/**
 * A live channel: a wall-clock sliding window over a clip's segments played in a loop.
 * Segment j (j = 0, 1, …) starts at `anchor + j × segmentDuration` and plays clip segment
 * j mod N; its media sequence number is j. A segment is listed once it has been "recorded"
 * (its end has passed), and stays listed for the DVR window. Each loop starts after an
 * EXT-X-DISCONTINUITY (the clip's timestamps restart), counted by EXT-X-DISCONTINUITY-SEQUENCE
 * once it slides out. Every segment carries EXT-X-PROGRAM-DATE-TIME. Pure: the clock is an input.
 */
import type { Clip } from './clips.ts'

export const DEFAULT_DVR_WINDOW_SECONDS = 120

export interface LiveWindow {
  /** media sequence number of the first listed segment */
  first: number
  /** one past the last listed segment */
  end: number
}

/** The segments listed at `now` for a stream that started at `anchor`; null before it starts. */
export function liveWindow(
  clip: Pick<Clip, 'segmentDuration'>,
  anchor: Date,
  now: Date,
  dvrWindowSeconds = DEFAULT_DVR_WINDOW_SECONDS,
): LiveWindow | null {
  const elapsed = (now.getTime() - anchor.getTime()) / 1000
  if (elapsed < 0) return null
  // the first segment is listed from the start, so a viewer arriving at the start can play
  const end = Math.max(1, Math.floor(elapsed / clip.segmentDuration))
  const size = Math.max(3, Math.ceil(dvrWindowSeconds / clip.segmentDuration))
  return { first: Math.max(0, end - size), end }
}

const segmentName = (i: number) => `seg-${String(i).padStart(3, '0')}.m4s`

/** The live media playlist of one rendition at `now`. */
export function liveMediaPlaylist(
  clip: Clip,
  rendition: string,
  anchor: Date,
  now: Date,
  dvrWindowSeconds = DEFAULT_DVR_WINDOW_SECONDS,
): string | null {
  const window = liveWindow(clip, anchor, now, dvrWindowSeconds)
  const durations = clip.segmentDurations[rendition]
  if (!window || !durations) return null
  const n = clip.segments
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${Math.ceil(Math.max(...durations))}`,
    `#EXT-X-MEDIA-SEQUENCE:${window.first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(window.first / n)}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ]
  for (let j = window.first; j < window.end; j++) {
    const loop = Math.floor(j / n)
    const i = j % n
    if (i === 0 && j > window.first) lines.push('#EXT-X-DISCONTINUITY')
    if (j === window.first || i === 0) lines.push('#EXT-X-MAP:URI="init.mp4"')
    // each loop starts on the wall clock at anchor + loop × (N × segmentDuration); within the
    // loop this rendition's own durations add up
    let offset = loop * n * clip.segmentDuration
    for (let k = 0; k < i; k++) offset += durations[k]!
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(anchor.getTime() + Math.round(offset * 1000)).toISOString()}`)
    lines.push(`#EXTINF:${durations[i]!.toFixed(6)},`, segmentName(i))
  }
  return lines.join('\n') + '\n'
}

/**
 * The live master: the clip's master without the subtitle group (the subtitles are whole-file
 * WebVTT for on-demand play), pointing at the same relative rendition playlists.
 */
export function liveMasterPlaylist(clip: Clip): string {
  return (
    clip.master
      .split('\n')
      .filter((l) => !l.startsWith('#EXT-X-MEDIA:TYPE=SUBTITLES'))
      .map((l) => (l.startsWith('#EXT-X-STREAM-INF:') ? l.replace(/,SUBTITLES="[^"]*"/, '') : l))
      .join('\n')
      .trimEnd() + '\n'
  )
}
