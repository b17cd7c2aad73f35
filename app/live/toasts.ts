/**
 * The live-now toasts' timing: a toast dismisses itself
 * after 15 s. Framework-free, with the timer functions injectable.
 *
 * A toast leaves 15 s after it is shown, or when dismissed. While the pointer rests on it or focus
 * is inside it the countdown pauses and resumes with the time that was left, so nobody loses a
 * toast they are reading or about to press (WCAG 2.2.1). At most `max` show; a newer one pushes the
 * oldest out. The same event announced twice shows once.
 */
import type { LiveAnnouncement } from '#app/platform/types.ts'

export const TOAST_DISMISS_MS = 15_000
export const MAX_TOASTS = 3

export interface Toast {
  key: string
  announcement: LiveAnnouncement
}

interface Timing {
  timer: ReturnType<typeof setTimeout> | undefined
  /** When the running countdown started, and how long it had left then. */
  startedAt: number
  remaining: number
  holds: number
}

export function createToastQueue(opts: {
  onChange: (toasts: Toast[]) => void
  durationMs?: number
  max?: number
  now?: () => number
  setTimer?: (fn: () => void, ms: number) => ReturnType<typeof setTimeout>
  clearTimer?: (timer: ReturnType<typeof setTimeout>) => void
}) {
  const durationMs = opts.durationMs ?? TOAST_DISMISS_MS
  const max = opts.max ?? MAX_TOASTS
  const now = opts.now ?? (() => Date.now())
  const setTimer = opts.setTimer ?? ((fn, ms) => setTimeout(fn, ms))
  const clearTimer = opts.clearTimer ?? ((t) => clearTimeout(t))
  let toasts: Toast[] = []
  const timing = new Map<string, Timing>()

  const emit = () => opts.onChange(toasts)
  const run = (key: string, t: Timing) => {
    t.startedAt = now()
    t.timer = setTimer(() => dismiss(key), t.remaining)
  }

  function dismiss(key: string) {
    const t = timing.get(key)
    if (t?.timer !== undefined) clearTimer(t.timer)
    timing.delete(key)
    const before = toasts.length
    toasts = toasts.filter((x) => x.key !== key)
    if (toasts.length !== before) emit()
  }

  return {
    show(announcement: LiveAnnouncement) {
      const key = `${announcement.id}@${announcement.startDate}`
      if (timing.has(key)) return
      toasts = [{ key, announcement }, ...toasts]
      const t: Timing = { timer: undefined, startedAt: 0, remaining: durationMs, holds: 0 }
      timing.set(key, t)
      run(key, t)
      for (const old of toasts.slice(max)) dismiss(old.key)
      emit()
    },
    dismiss,
    /** Pointer over or focus inside: the countdown stops. Holds nest (hover and focus at once). */
    hold(key: string) {
      const t = timing.get(key)
      if (!t) return
      t.holds++
      if (t.holds === 1 && t.timer !== undefined) {
        clearTimer(t.timer)
        t.timer = undefined
        t.remaining = Math.max(0, t.remaining - (now() - t.startedAt))
      }
    },
    release(key: string) {
      const t = timing.get(key)
      if (!t || t.holds === 0) return
      t.holds--
      if (t.holds === 0) run(key, t)
    },
    clear() {
      for (const t of timing.values()) if (t.timer !== undefined) clearTimer(t.timer)
      timing.clear()
      toasts = []
      emit()
    },
  }
}
export type ToastQueue = ReturnType<typeof createToastQueue>

/** The data of an `event: live` message, or undefined when it is not one. */
export function parseAnnouncement(data: string): LiveAnnouncement | undefined {
  try {
    const v = JSON.parse(data) as Partial<LiveAnnouncement>
    if (typeof v.id !== 'string' || typeof v.title !== 'string' || typeof v.startDate !== 'string') return undefined
    return {
      id: v.id,
      title: v.title,
      thumbnailUrl: typeof v.thumbnailUrl === 'string' ? v.thumbnailUrl : null,
      startDate: v.startDate,
      endDate: typeof v.endDate === 'string' ? v.endDate : null,
    }
  } catch {
    return undefined
  }
}

/** The browser's stream (app route LIVE_NOW_STREAM). */
export const LIVE_NOW_STREAM_PATH = '/resources/live-now/stream'
/** Shown when an event's own thumbnail fails to load (fixtures/catalogue/make-artwork.ts makes it). */
export const DEFAULT_THUMBNAIL = '/media/artwork/default-thumbnail.svg'
