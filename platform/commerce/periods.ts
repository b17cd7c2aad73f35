/**
 * Billing periods (ISO 8601 durations of the licence catalogue) and the dates they give. The n-th
 * boundary is always computed from the subscription's start date, never chained from the previous
 * boundary: 31 Jan + P1M is 28 (or 29) Feb, and + P2M is 31 Mar, not 28 Mar.
 */
import { add, sub } from 'date-fns'

export const PERIODS = ['P1D', 'P7D', 'P1W', 'P14D', 'P1M', 'P2M', 'P3M', 'P6M', 'P1Y', 'P2Y'] as const
export type Period = (typeof PERIODS)[number]

const UNITS: Record<Period, { days?: number; weeks?: number; months?: number; years?: number }> = {
  P1D: { days: 1 },
  P7D: { days: 7 },
  P1W: { weeks: 1 },
  P14D: { days: 14 },
  P1M: { months: 1 },
  P2M: { months: 2 },
  P3M: { months: 3 },
  P6M: { months: 6 },
  P1Y: { years: 1 },
  P2Y: { years: 2 },
}

export const isPeriod = (value: unknown): value is Period => typeof value === 'string' && (PERIODS as readonly string[]).includes(value)

/** The start of period number `index` (0 = the start itself) of a schedule that began at `start`. */
export function periodBoundary(start: Date, period: Period, index: number): Date {
  if (!Number.isInteger(index) || index < 0) throw new Error(`period index must be a non-negative integer, got ${index}`)
  const unit = UNITS[period]
  const scaled = Object.fromEntries(Object.entries(unit).map(([k, v]) => [k, v * index]))
  return add(start, scaled)
}

/** [start, end) of period number `index`. */
export function periodWindow(start: Date, period: Period, index: number): { from: Date; until: Date } {
  return { from: periodBoundary(start, period, index), until: periodBoundary(start, period, index + 1) }
}

/** The number of the period that holds `at` (0 before or at the start). */
export function periodIndexAt(start: Date, period: Period, at: Date): number {
  if (at <= start) return 0
  let i = 0
  // periods are at least a day long: a rough guess, then step to the exact one
  const approx = Math.floor((at.getTime() - start.getTime()) / (periodBoundary(start, period, 1).getTime() - start.getTime()))
  i = Math.max(0, approx - 2)
  while (periodBoundary(start, period, i + 1) <= at) i++
  while (i > 0 && periodBoundary(start, period, i) > at) i--
  return i
}

/** Whole days of a period counted from `from` (trial days are derived from a period). */
export function periodDays(period: Period, from: Date): number {
  return Math.round((periodBoundary(from, period, 1).getTime() - from.getTime()) / 86_400_000)
}

/** The date `count` periods before `date` (seeding a history that ends now). */
export function periodsBefore(date: Date, period: Period, count: number): Date {
  const unit = UNITS[period]
  return sub(date, Object.fromEntries(Object.entries(unit).map(([k, v]) => [k, v * count])))
}
