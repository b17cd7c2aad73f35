/**
 * Time rules of the player: which skip button shows at a position, the countdown before a
 * scheduled start, the premiere's live modal window (from 30 s
 * after the scheduled time until scheduled time plus duration), chapter lookup for the seek bar.
 */
import type { Chapter, SkipMarker } from './types.ts'

/** The skip marker the position is inside, if any (start inclusive, end exclusive). */
export function activeSkipMarker(markers: readonly SkipMarker[], position: number): SkipMarker | null {
  return markers.find((m) => position >= m.start && position < m.end) ?? null
}

/** Whole seconds left before a scheduled start, or 0 once it has started (or has no date). */
export function secondsUntil(startDate: string | null | undefined, now: number): number {
  if (!startDate) return 0
  const start = Date.parse(startDate)
  if (Number.isNaN(start)) return 0
  return Math.max(0, Math.ceil((start - now) / 1000))
}

/** "2d 03:04:05", "03:04:05" or "04:05" for a countdown. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds))
  const d = Math.floor(s / 86400)
  const h = Math.floor((s % 86400) / 3600)
  const m = Math.floor((s % 3600) / 60)
  const pad = (n: number) => String(n).padStart(2, '0')
  const clock = h || d ? `${pad(h)}:${pad(m)}:${pad(s % 60)}` : `${pad(m)}:${pad(s % 60)}`
  return d ? `${d}d ${clock}` : clock
}

export const PREMIERE_MODAL_OFFSET_MS = 30_000

/** Is the premiere's live modal shown at `now`? From start + 30 s until start + duration. */
export function premiereModalOpen(
  premiere: { startDate: string } | null | undefined,
  durationSeconds: number | null | undefined,
  now: number,
): boolean {
  if (!premiere) return false
  const start = Date.parse(premiere.startDate)
  if (Number.isNaN(start)) return false
  const end = start + Math.max(0, durationSeconds ?? 0) * 1000
  return now >= start + PREMIERE_MODAL_OFFSET_MS && now < end
}

/** Milliseconds from `now` until the premiere modal's state next changes, or null if it never will. */
export function premiereNextChange(
  premiere: { startDate: string } | null | undefined,
  durationSeconds: number | null | undefined,
  now: number,
): number | null {
  if (!premiere) return null
  const start = Date.parse(premiere.startDate)
  if (Number.isNaN(start)) return null
  const open = start + PREMIERE_MODAL_OFFSET_MS
  const end = start + Math.max(0, durationSeconds ?? 0) * 1000
  if (now < open) return open - now
  if (now < end) return end - now
  return null
}

/** The chapter a position falls in (chapters sorted by start), for the thumbnail preview. */
export function chapterAt(chapters: readonly Chapter[], position: number): Chapter | null {
  let found: Chapter | null = null
  for (const c of chapters) if (c.start <= position) found = c
  return found
}
