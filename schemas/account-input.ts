/**
 * How the account forms' inputs are cleaned while typed (digits only where only digits belong, a
 * phone number's allowed characters, runs of spaces, a postal code's letters) and read: a date of
 * birth from its three fields, a Brazilian tax number (CPF) and its check digits. No zod and no
 * postal code formats here: the account pages format their fields with this module from the first
 * render, and their checks (account.ts and address.ts, through app/account/forms.ts) arrive only
 * when a form is first used.
 */

// ── sanitising (on change or blur) ────────────────────────────────────────
/** Collapses runs of white space and trims; at most `max` characters. */
export const cleanText = (v: string, max = 120) => v.replace(/\s+/g, ' ').trim().slice(0, max)
/** Letters, digits, spaces and dashes of a postal code, upper-cased; at most 12 characters. */
export const cleanPostalCode = (v: string) =>
  v
    .replace(/[^A-Za-z0-9 -]/g, '')
    .replace(/\s+/g, ' ')
    .trimStart()
    .slice(0, 12)
    .toUpperCase()

/** Keeps digits only, at most `max` of them. */
export const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max)
export const sanitise = {
  year: (v: string) => digits(v, 4),
  month: (v: string) => digits(v, 2),
  day: (v: string) => digits(v, 2),
  /** digits, spaces, one leading +, brackets and dashes; nothing else */
  phone: (v: string) =>
    v
      .replace(/[^\d+()\s-]/g, '')
      .replace(/(?!^)\+/g, '')
      .slice(0, 24),
  taxNumber: (v: string) => digits(v, 11),
  text: cleanText,
  postalCode: cleanPostalCode,
}

// ── date of birth ─────────────────────────────────────────────────────────
export interface BirthDateParts {
  year: string
  month: string
  day: string
}

/**
 * The three birth-date fields as yyyy-mm-dd (padded), only when all three are set; null when all
 * three are empty; 'invalid' when some are missing, out of range (month over 12, day over 31), not
 * a real day, before 1900 or after `today`.
 */
export function birthDateOf(parts: BirthDateParts, today: Date = new Date()): string | null | 'invalid' {
  const year = sanitise.year(parts.year)
  const month = sanitise.month(parts.month)
  const day = sanitise.day(parts.day)
  if (!year && !month && !day) return null
  if (!year || !month || !day) return 'invalid'
  const y = Number(year)
  const m = Number(month)
  const d = Number(day)
  if (year.length !== 4 || m < 1 || m > 12 || d < 1 || d > 31) return 'invalid'
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
  const date = new Date(`${iso}T00:00:00Z`)
  if (date.getUTCFullYear() !== y || date.getUTCMonth() + 1 !== m || date.getUTCDate() !== d) return 'invalid'
  if (y < 1900 || date.getTime() > today.getTime()) return 'invalid'
  return iso
}

/** yyyy-mm-dd back into the three fields. */
export function birthDateParts(iso: string | null | undefined): BirthDateParts {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '')
  return m ? { year: m[1]!, month: m[2]!, day: m[3]! } : { year: '', month: '', day: '' }
}

// ── Brazilian tax number (CPF) ────────────────────────────────────────────
/** 000.000.000-00 as the digits are typed. */
export function formatCpf(value: string): string {
  const d = sanitise.taxNumber(value)
  return [d.slice(0, 3), d.slice(3, 6), d.slice(6, 9)].filter(Boolean).join('.') + (d.length > 9 ? `-${d.slice(9)}` : '')
}

/** Eleven digits, not all the same, with both check digits right. */
export function isValidCpf(value: string): boolean {
  const d = value.replace(/\D/g, '')
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false
  const check = (len: number) => {
    let sum = 0
    for (let i = 0; i < len; i++) sum += Number(d[i]) * (len + 1 - i)
    const rest = (sum * 10) % 11
    return rest === 10 ? 0 : rest
  }
  return check(9) === Number(d[9]) && check(10) === Number(d[10])
}
