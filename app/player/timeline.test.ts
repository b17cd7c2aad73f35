import { describe, expect, it } from 'vitest'
import { activeSkipMarker, chapterAt, formatCountdown, premiereModalOpen, premiereNextChange, secondsUntil } from './timeline.ts'

describe('timeline rules', () => {
  const markers = [
    { type: 'INTRO' as const, start: 5, end: 20 },
    { type: 'CREDITS' as const, start: 100, end: 120 },
  ]
  it('finds the skip marker a position is in', () => {
    expect(activeSkipMarker(markers, 4.9)).toBeNull()
    expect(activeSkipMarker(markers, 5)?.type).toBe('INTRO')
    expect(activeSkipMarker(markers, 20)).toBeNull()
    expect(activeSkipMarker(markers, 110)?.type).toBe('CREDITS')
  })
  it('counts down to a scheduled start', () => {
    const now = Date.parse('2026-01-01T10:00:00Z')
    expect(secondsUntil('2026-01-01T10:01:30Z', now)).toBe(90)
    expect(secondsUntil('2026-01-01T09:00:00Z', now)).toBe(0)
    expect(secondsUntil(null, now)).toBe(0)
    expect(formatCountdown(90)).toBe('01:30')
    expect(formatCountdown(3 * 3600 + 4 * 60 + 5)).toBe('03:04:05')
    expect(formatCountdown(2 * 86400 + 5)).toBe('2d 00:00:05')
  })
  it('opens the premiere modal from start + 30 s until start + duration', () => {
    const premiere = { startDate: '2026-01-01T10:00:00Z' }
    const start = Date.parse(premiere.startDate)
    expect(premiereModalOpen(premiere, 600, start)).toBe(false)
    expect(premiereModalOpen(premiere, 600, start + 29_999)).toBe(false)
    expect(premiereModalOpen(premiere, 600, start + 30_000)).toBe(true)
    expect(premiereModalOpen(premiere, 600, start + 599_999)).toBe(true)
    expect(premiereModalOpen(premiere, 600, start + 600_000)).toBe(false)
    expect(premiereModalOpen(null, 600, start + 60_000)).toBe(false)
    expect(premiereNextChange(premiere, 600, start)).toBe(30_000)
    expect(premiereNextChange(premiere, 600, start + 30_000)).toBe(570_000)
    expect(premiereNextChange(premiere, 600, start + 600_000)).toBeNull()
  })
  it('finds the chapter of a position', () => {
    const chapters = [
      { start: 0, title: 'A', thumbnail: 'a.jpg', percentage: 0 },
      { start: 30, title: 'B', thumbnail: 'b.jpg', percentage: 50 },
    ]
    expect(chapterAt(chapters, 10)?.title).toBe('A')
    expect(chapterAt(chapters, 30)?.title).toBe('B')
  })
})
