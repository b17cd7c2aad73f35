import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createToastQueue, parseAnnouncement, TOAST_DISMISS_MS, type Toast } from './toasts.ts'

const event = (id: string) => ({
  id,
  title: `Event ${id}`,
  thumbnailUrl: `/media/artwork/${id}-thumb.svg`,
  startDate: '2026-06-01T12:00:00.000Z',
  endDate: null,
})

describe('live-now toast timing', () => {
  let shown: Toast[]
  let queue: ReturnType<typeof createToastQueue>
  const ids = () => shown.map((t) => t.announcement.id)

  beforeEach(() => {
    vi.useFakeTimers()
    shown = []
    queue = createToastQueue({ onChange: (list) => (shown = list) })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('auto-dismisses after 15 s (spec: "Toast auto-dismiss 15000 ms")', () => {
    expect(TOAST_DISMISS_MS).toBe(15_000)
    queue.show(event('a'))
    expect(ids()).toEqual(['a'])
    vi.advanceTimersByTime(14_999)
    expect(ids()).toEqual(['a'])
    vi.advanceTimersByTime(1)
    expect(ids()).toEqual([])
  })

  it('each toast keeps its own 15 s, newest first; the same start announced twice shows once', () => {
    queue.show(event('a'))
    vi.advanceTimersByTime(5_000)
    queue.show(event('b'))
    queue.show(event('b'))
    expect(ids()).toEqual(['b', 'a'])
    vi.advanceTimersByTime(10_000)
    expect(ids()).toEqual(['b'])
    vi.advanceTimersByTime(5_000)
    expect(ids()).toEqual([])
  })

  it('can be dismissed before its time', () => {
    queue.show(event('a'))
    queue.dismiss(shown[0]!.key)
    expect(ids()).toEqual([])
    vi.advanceTimersByTime(20_000)
    expect(ids()).toEqual([])
  })

  it('pauses while hovered or focused and resumes with the time that was left', () => {
    queue.show(event('a'))
    const key = shown[0]!.key
    vi.advanceTimersByTime(10_000)
    queue.hold(key) // pointer over it
    queue.hold(key) // and focus inside
    vi.advanceTimersByTime(60_000)
    expect(ids()).toEqual(['a'])
    queue.release(key)
    vi.advanceTimersByTime(60_000)
    expect(ids()).toEqual(['a']) // still focused
    queue.release(key)
    vi.advanceTimersByTime(4_999)
    expect(ids()).toEqual(['a'])
    vi.advanceTimersByTime(1)
    expect(ids()).toEqual([])
  })

  it('shows at most three; a fourth pushes the oldest out', () => {
    for (const id of ['a', 'b', 'c', 'd']) queue.show(event(id))
    expect(ids()).toEqual(['d', 'c', 'b'])
  })

  it('parses only well-formed announcements', () => {
    expect(parseAnnouncement(JSON.stringify(event('a')))).toEqual(event('a'))
    expect(parseAnnouncement('{"id":1}')).toBeUndefined()
    expect(parseAnnouncement('not json')).toBeUndefined()
  })
})
