import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { Parser } from 'm3u8-parser'
import { describe, expect, it } from 'vitest'
import { DEFAULT_MEDIA_DIR, loadClips } from './clips.ts'
import { PlaybackFixture } from './seed.ts'

const parse = (file: string) => {
  const parser = new Parser()
  parser.push(readFileSync(file, 'utf8'))
  parser.end()
  return parser.manifest
}
const sizeOf = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce(
    (n, e) => n + (e.isDirectory() ? sizeOf(path.join(dir, e.name)) : statSync(path.join(dir, e.name)).size),
    0,
  )

describe('the committed HLS renditions (fixtures/media)', () => {
  const clips = loadClips()

  it('stay under 20 MB in all', () => {
    expect(sizeOf(path.dirname(DEFAULT_MEDIA_DIR))).toBeLessThan(20 * 1024 * 1024)
  })

  it.each([...clips.keys()])('%s: two H.264/AAC bit rates, en/es audio and subtitles, 2 s fMP4 segments, thumbnails', (id) => {
    const clip = clips.get(id)!
    const master = parse(path.join(clip.dir, 'master.m3u8'))
    expect(master.playlists!.map((p) => [p.uri, p.attributes.CODECS])).toEqual([
      ['v360/index.m3u8', 'avc1.64001e,mp4a.40.2'],
      ['v180/index.m3u8', 'avc1.64001e,mp4a.40.2'],
    ])
    const bandwidths = master.playlists!.map((p) => p.attributes.BANDWIDTH as number)
    expect(bandwidths[0]).toBeGreaterThan(bandwidths[1]!)
    const audio = Object.values(master.mediaGroups!.AUDIO!.aud!)
    const subs = Object.values(master.mediaGroups!.SUBTITLES!.subs!)
    expect(audio.map((a) => a.language)).toEqual(['en', 'es'])
    expect(subs.map((s) => s.language)).toEqual(['en', 'es'])
    for (const r of clip.renditions) {
      const media = parse(path.join(clip.dir, r, 'index.m3u8'))
      expect(media.endList, r).toBe(true)
      expect(
        media.segments.every((s) => s.map?.uri === 'init.mp4' && s.duration <= 2.01),
        r,
      ).toBe(true)
      for (const s of media.segments) expect(existsSync(path.join(clip.dir, r, s.uri)), `${r}/${s.uri}`).toBe(true)
      expect(existsSync(path.join(clip.dir, r, 'init.mp4'))).toBe(true)
    }
    for (const lang of ['en', 'es']) {
      expect(readFileSync(path.join(clip.dir, 'subs', `${lang}.vtt`), 'utf8')).toMatch(/^WEBVTT\n/)
      expect(parse(path.join(clip.dir, 'subs', `${lang}.m3u8`)).segments.map((s) => s.uri)).toEqual([`${lang}.vtt`])
    }
    const thumbs = [...readFileSync(path.join(clip.dir, 'thumbs', 'thumbnails.vtt'), 'utf8').matchAll(/^(t-\d{3}\.jpg)$/gm)].map(
      (m) => m[1]!,
    )
    expect(thumbs).toHaveLength(clip.segments)
    for (const t of thumbs) expect(existsSync(path.join(clip.dir, 'thumbs', t)), t).toBe(true)
    expect(clip.chapters.every((c) => c.start < clip.duration)).toBe(true)
  })

  it('playback.json names only committed clips', () => {
    const fixture = PlaybackFixture.parse(JSON.parse(readFileSync(path.join(path.dirname(DEFAULT_MEDIA_DIR), 'playback.json'), 'utf8')))
    const named = [...fixture.clips, ...Object.values(fixture.items).flatMap((o) => (o.clip ? [o.clip] : []))]
    for (const c of named) expect(clips.has(c), c).toBe(true)
  })
})
