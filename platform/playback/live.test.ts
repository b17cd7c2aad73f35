import { Parser } from 'm3u8-parser'
import { describe, expect, it } from 'vitest'
import { loadClips } from './clips.ts'
import { liveMasterPlaylist, liveMediaPlaylist, liveWindow } from './live.ts'

const clips = loadClips()
const clip = clips.get('test-card')!
const parse = (text: string) => {
  const parser = new Parser()
  parser.push(text)
  parser.end()
  return parser.manifest
}
const anchor = new Date('2026-06-01T12:00:00Z')
const at = (seconds: number) => new Date(anchor.getTime() + seconds * 1000)

describe('live playlists (parsed with m3u8-parser)', () => {
  it('the committed clips are all there, with as many audio as video segments', () => {
    expect([...clips.keys()].sort()).toEqual(['colour-bars', 'fractal-dive', 'gradient-drift', 'life-garden', 'test-card'])
    for (const c of clips.values()) for (const r of c.renditions) expect(c.segmentDurations[r], `${c.id}/${r}`).toHaveLength(c.segments)
  })

  it('is a sliding window that moves forward with the clock', () => {
    const early = parse(liveMediaPlaylist(clip, 'v360', anchor, at(7))!)
    expect(early.endList).toBeFalsy()
    expect(early.mediaSequence).toBe(0)
    expect(early.segments.map((s) => s.uri)).toEqual(['seg-000.m4s', 'seg-001.m4s', 'seg-002.m4s'])

    const later = parse(liveMediaPlaylist(clip, 'v360', anchor, at(400))!)
    // 200 segments recorded; the DVR window keeps the last 120 s = 60 segments
    expect(later.mediaSequence).toBe(140)
    expect(later.segments).toHaveLength(60)
    expect(later.segments[0]!.uri).toBe('seg-000.m4s') // 140 mod 10
    expect(later.segments.at(-1)!.uri).toBe('seg-009.m4s') // 199 mod 10

    const next = parse(liveMediaPlaylist(clip, 'v360', anchor, at(402))!)
    expect(next.mediaSequence).toBe(141)
    expect(next.segments[0]!.uri).toBe('seg-001.m4s')
    expect(next.segments.at(-1)!.uri).toBe('seg-000.m4s')
    expect(next.segments.at(-1)!.discontinuity).toBe(true)
  })

  it('dates every segment on the wall clock and marks each loop with a discontinuity', () => {
    const m = parse(liveMediaPlaylist(clip, 'v360', anchor, at(400))!)
    m.segments.forEach((s, i) => {
      expect(new Date(s.dateTimeString!).getTime()).toBe(at((140 + i) * 2).getTime())
      expect(s.duration).toBe(2)
      expect(s.map?.uri).toBe('init.mp4')
    })
    // loops start at sequence 150, 160, … 190: five discontinuities in the window, and the
    // 14 loop starts up to sequence 140 have slid out (the window starts on one)
    expect(m.discontinuityStarts).toEqual([10, 20, 30, 40, 50])
    expect(m.discontinuitySequence).toBe(14)
    expect(m.targetDuration).toBe(2)
  })

  it('keeps the audio renditions in step with the video (same sequence, same loop points)', () => {
    const v = parse(liveMediaPlaylist(clip, 'v360', anchor, at(333))!)
    const a = parse(liveMediaPlaylist(clip, 'audio-es', anchor, at(333))!)
    expect(a.mediaSequence).toBe(v.mediaSequence)
    expect(a.segments.map((s) => s.uri)).toEqual(v.segments.map((s) => s.uri))
    expect(a.discontinuityStarts).toEqual(v.discontinuityStarts)
  })

  it('has nothing before the start, and unknown renditions have no playlist', () => {
    expect(liveWindow(clip, anchor, at(-1))).toBeNull()
    expect(liveMediaPlaylist(clip, 'v360', anchor, at(-1))).toBeNull()
    expect(liveMediaPlaylist(clip, 'v1080', anchor, at(10))).toBeNull()
  })

  it('the live master keeps both variants and audio groups but no subtitles', () => {
    const m = parse(liveMasterPlaylist(clip))
    expect(m.playlists!.map((p) => p.uri)).toEqual(['v360/index.m3u8', 'v180/index.m3u8'])
    expect(Object.keys(m.mediaGroups!.AUDIO!.aud!)).toEqual(['English', 'Español'])
    expect(Object.keys(m.mediaGroups!.SUBTITLES ?? {})).toEqual([])
    expect(m.playlists![0]!.attributes.CODECS).toBe('avc1.64001e,mp4a.40.2')
  })
})
