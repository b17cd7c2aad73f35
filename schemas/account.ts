/**
 * Account rules shared by the platform (its account calls) and the web app (the account pages'
 * forms, in the browser and in the route actions): what a date of birth, a Brazilian tax number
 * (CPF), an address and the viewer preferences must look like, how each input (a phone number's
 * too) is cleaned while typed, and the field messages `<field>FieldIsRequired` /
 * `<field>FieldIsInvalid`. What a phone number must be is in account-details.ts.
 */
import * as z from 'zod'
import { ADDRESS_FIELDS, cleanPostalCode, cleanText, invalid, required, type AddressInput } from './address.ts'
import { INTERFACE_LANGUAGES, PREFERENCE_LANGUAGES, type Preferences as PreferencesModel } from './preferences.ts'

export { invalid, required } from './address.ts'

// ── sanitising (on change or blur) ────────────────────────────────────────
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

export const BirthDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: invalid('birthDate') })
  .refine((s) => birthDateOf(birthDateParts(s)) === s, { error: invalid('birthDate') })

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

export const TaxNumber = z
  .string()
  .regex(/^\d{11}$/, { error: invalid('taxNumber') })
  .refine(isValidCpf, { error: invalid('taxNumber') })

// ── account details ───────────────────────────────────────────────────────
export const Name = z
  .string({ error: required('name') })
  .trim()
  .min(1, { error: required('name') })
  .max(80, { error: invalid('name') })
export const ContactEmail = z
  .string({ error: required('contactEmail') })
  .trim()
  .min(1, { error: required('contactEmail') })
  .max(254, { error: invalid('contactEmail') })
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: invalid('contactEmail') })

// The details payload (PUT details) and its phone number rule live apart (account-details.ts):
// the phone library they need is loaded by the browser only where a number is checked.

// ── addresses ─────────────────────────────────────────────────────────────
// The address rules live apart (address.ts), zod-free, so the checkout's billing details are
// checked by the same code without this module's phone-number library.
export {
  ADDRESS_FIELDS,
  checkAddress,
  checkCountryAndPostalCode,
  hasPostalCodeRule,
  isValidPostalCode,
  ruleRequires,
  withFieldRules,
  type AddressField,
  type AddressFieldRule,
  type AddressInput,
  type AddressRequiredField,
  type CountryRule,
} from './address.ts'

export const AddressPayload = z
  .object({
    country: z.string({ error: required('country') }).regex(/^[A-Z]{2}$/, { error: required('country') }),
    ...Object.fromEntries(
      ADDRESS_FIELDS.map((f) => [
        f,
        z
          .string({ error: invalid(f) })
          .max(200, { error: invalid(f) })
          .optional(),
      ]),
    ),
  })
  .strict() as z.ZodType<AddressInput>

// ── viewer preferences ────────────────────────────────────────────────────
// The model and its defaults live apart (preferences.ts), zod-free, for the page chrome; the form's
// schema below accepts the same values.
export { DEFAULT_PREFERENCES, INTERFACE_LANGUAGES, PREFERENCE_LANGUAGES, preferencesOf } from './preferences.ts'

export const Preferences = z
  .object({
    language: z.enum(INTERFACE_LANGUAGES, { error: invalid('language') }).nullable(),
    /** a language, 'off' (no subtitles) or null (not chosen) */
    subTitleLanguage: z.enum([...PREFERENCE_LANGUAGES, 'off'] as const, { error: invalid('subTitleLanguage') }).nullable(),
    audioLanguage: z.enum(PREFERENCE_LANGUAGES, { error: invalid('audioLanguage') }).nullable(),
    autoAdvance: z.boolean({ error: invalid('autoAdvance') }),
    videoBackgroundAutoPlay: z.boolean({ error: invalid('videoBackgroundAutoPlay') }),
    videoBackgroundAutoPlayAudio: z.boolean({ error: invalid('videoBackgroundAutoPlayAudio') }),
    muted: z.boolean({ error: invalid('muted') }),
  })
  .strict() satisfies z.ZodType<PreferencesModel>
export type Preferences = PreferencesModel

// ── marketing preferences ─────────────────────────────────────────────────
export const MarketingPayload = z
  .object({ answers: z.record(z.string().regex(/^[A-Za-z0-9_.-]{1,80}$/), z.boolean(), { error: invalid('answers') }) })
  .strict()
