/**
 * The committed demo clips (fixtures/media/hls/<clip>/, made by fixtures/media/make-media.sh):
 * their clip.json and the segment durations of each rendition, read once at start.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as z from 'zod'

export const DEFAULT_MEDIA_DIR = fileURLToPath(new URL('../../fixtures/media/hls', import.meta.url))

const ClipJson = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string(),
  duration: z.number().positive(),
  segmentDuration: z.number().positive(),
  segments: z.number().int().positive(),
  renditions: z.array(z.string().regex(/^[a-z0-9-]+$/)).min(1),
  subtitles: z.array(z.object({ language: z.string(), label: z.string() })),
  audioTracks: z.array(z.object({ language: z.string(), label: z.string() })),
  chapters: z.array(z.object({ start: z.number().nonnegative(), title: z.string() })),
  skipMarkers: z.array(z.object({ type: z.enum(['INTRO', 'CREDITS']), start: z.number(), end: z.number() })),
})

export interface Clip extends z.infer<typeof ClipJson> {
  dir: string
  /** per rendition, the EXTINF of each segment in order (seg-000 … ) */
  segmentDurations: Record<string, number[]>
  /** the VOD master playlist's lines, to derive the live master from */
  master: string
}

function extinfs(playlist: string): number[] {
  return [...playlist.matchAll(/^#EXTINF:([\d.]+),/gm)].map((m) => Number(m[1]))
}

export function loadClips(mediaDir: string = DEFAULT_MEDIA_DIR): Map<string, Clip> {
  const clips = new Map<string, Clip>()
  if (!existsSync(mediaDir)) return clips
  for (const name of readdirSync(mediaDir).sort()) {
    const dir = path.join(mediaDir, name)
    const file = path.join(dir, 'clip.json')
    if (!existsSync(file)) continue
    const meta = ClipJson.parse(JSON.parse(readFileSync(file, 'utf8')))
    const segmentDurations: Record<string, number[]> = {}
    for (const r of meta.renditions) {
      const durations = extinfs(readFileSync(path.join(dir, r, 'index.m3u8'), 'utf8'))
      if (durations.length !== meta.segments)
        throw new Error(`clip ${name}/${r}: ${durations.length} segments, clip.json says ${meta.segments}`)
      segmentDurations[r] = durations
    }
    clips.set(meta.id, { ...meta, dir, segmentDurations, master: readFileSync(path.join(dir, 'master.m3u8'), 'utf8') })
  }
  return clips
}
