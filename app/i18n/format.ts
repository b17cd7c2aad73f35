/**
 * Dates, times and numbers in the visitor's language, all through Intl. English is British
 * English: en-GB's conventions serve GB and NZ viewers alike (DD/MM/YYYY, 24-hour clock).
 * Page dates are printed in UTC so the server and the browser print the same text and hydration
 * matches; a time the viewer reads as "their" time (the live list's "until") uses their zone.
 */
import type { Locale } from './resources.ts'

/** The Intl locale of an app locale: en-GB for English, whichever English-speaking region (GB, NZ) the viewer is in. */
export function intlLocale(locale: Locale | string): string {
  if (locale === 'es') return 'es-ES'
  if (locale === 'pt') return 'pt-PT'
  return 'en-GB'
}

const formats = new Map<string, Intl.DateTimeFormat>()
/** A formatter per locale and options, made once: pages print hundreds of dates. */
function dateFormat(locale: Locale | string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const tag = intlLocale(locale)
  const id = `${tag}|${JSON.stringify(options)}`
  let format = formats.get(id)
  if (!format) formats.set(id, (format = new Intl.DateTimeFormat(tag, options)))
  return format
}

/** "14:05" (UTC, 24-hour). */
export function formatTime(iso: string, locale: Locale | string): string {
  return dateFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(new Date(iso))
}

/** "14:05" in the viewer's own time zone (only for text rendered in the browser). */
export function formatLocalTime(iso: string, locale: Locale | string): string {
  return dateFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso))
}

/** A schedule day ("2026-03-03"): "Tuesday 3 March", or "Tue 3 Mar" short. */
export function formatDay(day: string, locale: Locale | string, style: 'long' | 'short' = 'long'): string {
  return dateFormat(locale, {
    weekday: style,
    day: 'numeric',
    month: style,
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))
}

/** "03/03/2026" in English (DD/MM/YYYY), "03/03/2026" in Spanish and Portuguese too. */
export function formatNumericDate(iso: string, locale: Locale | string): string {
  return dateFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso))
}

const englishOrdinals = new Intl.PluralRules('en-GB', { type: 'ordinal' })
const ordinalSuffix: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' }

/**
 * A date in words: "3rd Mar, 2026" in English (the "Do MMM, YYYY" style), "3 mar 2026" in
 * Spanish, "3 de março de 2026" in Portuguese (whose short month would print as digits).
 */
export function formatDate(iso: string, locale: Locale | string): string {
  const date = new Date(iso)
  if (intlLocale(locale) !== 'en-GB')
    return dateFormat(locale, { day: 'numeric', month: locale === 'pt' ? 'long' : 'short', year: 'numeric', timeZone: 'UTC' }).format(date)
  const parts = dateFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  const day = Number(part('day'))
  return `${day}${ordinalSuffix[englishOrdinals.select(day)]} ${part('month')}, ${part('year')}`
}

/** A date and a 24-hour time in UTC, the zone said: the same text on the server and in any browser. */
const dateTimeUtc: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
  timeZoneName: 'short',
}

/** "3 Mar, 14:05 UTC": a moment of a premiere. */
export function formatDateTimeUtc(iso: string, locale: Locale | string): string {
  return dateFormat(locale, { ...dateTimeUtc, year: undefined }).format(new Date(iso))
}

/** "3 Mar 2026, 14:05 UTC": when a live event starts. */
export function formatDateTime(iso: string, locale: Locale | string): string {
  return dateFormat(locale, dateTimeUtc).format(new Date(iso))
}

const numberFormats = new Map<string, Intl.NumberFormat>()
/** "12,345" in English, "12.345" in Spanish and Portuguese. */
export function formatNumber(value: number, locale: Locale | string): string {
  const tag = intlLocale(locale)
  let format = numberFormats.get(tag)
  if (!format) numberFormats.set(tag, (format = new Intl.NumberFormat(tag)))
  return format.format(value)
}

/** A percentage written as the locale writes it: "50%" in English, "50 %" in Spanish. */
export function formatPercent(percent: number, locale: Locale | string): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100)
}

/** "25 Nov 2026, 05:19:07 UTC": when a tool's record happened (mail kept, an audit line), to the second. */
export function formatTimestampUtc(iso: string, locale: Locale | string): string {
  return dateFormat(locale, { ...dateTimeUtc, second: '2-digit' }).format(new Date(iso))
}

/** "14:05 UTC": a time today, its zone said (a link's expiry). */
export function formatTimeUtc(iso: string, locale: Locale | string): string {
  return dateFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC', timeZoneName: 'short' }).format(
    new Date(iso),
  )
}
