/**
 * Account rules shared by the platform (its account calls) and the web app (the account pages'
 * forms, in the browser and in the route actions): what a date of birth, a phone number, a
 * Brazilian tax number (CPF), an address and the viewer preferences must look like, how each input
 * is cleaned while typed, and the field messages `<field>FieldIsRequired` / `<field>FieldIsInvalid`.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min'
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator'
import { z } from 'zod'
import { INTERFACE_LANGUAGES, PREFERENCE_LANGUAGES, type Preferences as PreferencesModel } from './preferences.ts'

export const required = (field: string) => `${field}FieldIsRequired`
export const invalid = (field: string) => `${field}FieldIsInvalid`

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
  /** collapses runs of white space and trims; at most `max` characters */
  text: (v: string, max = 120) => v.replace(/\s+/g, ' ').trim().slice(0, max),
  postalCode: (v: string) =>
    v
      .replace(/[^A-Za-z0-9 -]/g, '')
      .replace(/\s+/g, ' ')
      .trimStart()
      .slice(0, 12)
      .toUpperCase(),
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

// ── phone number ──────────────────────────────────────────────────────────
export interface PhoneNumberInfo {
  regionCode: string | null
  prefix: string
  number: string
  complete: boolean
  possible: boolean
  internationalNumber: string
}

/** A UK number written with its trunk 0 after the country code (+44 07…) means +44 7…. */
export function correctUkPrefix(raw: string): string {
  const compact = raw.replace(/[\s()-]/g, '')
  return compact.startsWith('+4407') ? `+447${compact.slice(5)}` : compact
}

/** What a phone number is, read in `region` when it has no + prefix; null when it is no number at all. */
export function phoneNumberInfo(raw: string, region?: string | null): PhoneNumberInfo | null {
  const cleaned = correctUkPrefix(sanitise.phone(raw))
  if (!/\d/.test(cleaned)) return null
  const parsed = parsePhoneNumberFromString(cleaned, (region || undefined) as CountryCode | undefined)
  if (!parsed) return null
  return {
    regionCode: parsed.country ?? region ?? null,
    prefix: `+${parsed.countryCallingCode}`,
    number: parsed.nationalNumber,
    complete: parsed.isValid(),
    possible: parsed.isPossible(),
    internationalNumber: parsed.number,
  }
}

/** A stored phone number: international (E.164) and a complete, real number. */
export const PhoneNumber = z
  .string()
  .max(24, { error: invalid('phoneNumber') })
  .refine(
    (s) => {
      const info = phoneNumberInfo(s)
      return Boolean(info?.complete && info.internationalNumber === correctUkPrefix(s))
    },
    { error: invalid('phoneNumber') },
  )

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

/** What PUT details takes: null clears an optional field. */
export const DetailsPayload = z
  .object({
    name: Name,
    contactEmail: ContactEmail,
    birthDate: BirthDate.nullable(),
    phoneNumber: PhoneNumber.nullable(),
    taxNumber: TaxNumber.nullable(),
  })
  .strict()
export type DetailsPayload = z.infer<typeof DetailsPayload>

// ── addresses ─────────────────────────────────────────────────────────────
export const ADDRESS_FIELDS = ['fullName', 'line1', 'line2', 'city', 'administrativeLevel1', 'postalCode'] as const
export type AddressField = (typeof ADDRESS_FIELDS)[number]

export interface AddressRequiredField {
  fieldName: AddressField
  /** the label key of the field's name ('address.city' …), translated by the app */
  label: string
  /** when set, the only values the field takes */
  acceptableValues?: string[]
}

export interface CountryRule {
  iso3166alpha2: string
  addressRequiredFields: AddressRequiredField[]
}

/**
 * A realm's rule on one address field (settings `addressFieldRules`): BLACKLIST makes the field
 * required when the address's country is not in `countries`, WHITELIST when it is. A ruled field
 * is asked for by that rule alone, whatever the country's postal format says.
 */
export interface AddressFieldRule {
  fieldName: 'city' | 'administrativeLevel1' | 'postalCode'
  restriction: 'BLACKLIST' | 'WHITELIST'
  countries: string[]
}

/** Whether a rule makes its field required for an address in `country`. */
export const ruleRequires = (rule: AddressFieldRule, country: string) =>
  (rule.restriction === 'WHITELIST') === rule.countries.includes(country)

/** A country's fields with the realm's rules applied (fields kept in form order; a later rule on the same field wins). */
export function withFieldRules<T extends CountryRule>(country: T, rules: readonly AddressFieldRule[]): T {
  if (!rules.length) return country
  const byField = new Map(rules.map((r) => [r.fieldName, r]))
  const asked = new Map(country.addressRequiredFields.map((f) => [f.fieldName, f]))
  for (const [fieldName, rule] of byField) {
    if (ruleRequires(rule, country.iso3166alpha2))
      asked.set(fieldName, asked.get(fieldName) ?? { fieldName, label: `address.${fieldName}` })
    else asked.delete(fieldName)
  }
  const addressRequiredFields = ADDRESS_FIELDS.flatMap((f) => (asked.has(f) ? [asked.get(f)!] : []))
  return { ...country, addressRequiredFields }
}

export const hasPostalCodeRule = (country: string) => postcodeValidatorExistsForCountry(country)

export function isValidPostalCode(value: string, country: string): boolean {
  if (!value.trim()) return false
  if (!postcodeValidatorExistsForCountry(country)) return /^[A-Za-z0-9][A-Za-z0-9 -]{1,10}$/.test(value.trim())
  return postcodeValidator(value.trim(), country)
}

export type AddressInput = Partial<Record<AddressField, string>> & { country: string }

/**
 * One address checked against its country's rule: every required field set, acceptable values
 * kept to, a postal code that fits the country's format. Field errors by name; empty when good.
 * The values come back cleaned, with fields the country does not ask for dropped (line2 is
 * always optional).
 */
export function checkAddress(
  input: AddressInput,
  rule: CountryRule | undefined,
): { errors: Record<string, string[]>; value: AddressInput } {
  const errors: Record<string, string[]> = {}
  if (!rule) return { errors: { country: [invalid('country')] }, value: { country: input.country } }
  const value: AddressInput = { country: rule.iso3166alpha2 }
  for (const field of rule.addressRequiredFields) {
    const raw =
      field.fieldName === 'postalCode' ? sanitise.postalCode(input.postalCode ?? '').trim() : sanitise.text(input[field.fieldName] ?? '')
    if (!raw) {
      errors[field.fieldName] = [required(field.fieldName)]
      continue
    }
    if (field.acceptableValues?.length && !field.acceptableValues.includes(raw)) errors[field.fieldName] = [invalid(field.fieldName)]
    else if (field.fieldName === 'postalCode' && !isValidPostalCode(raw, rule.iso3166alpha2)) errors.postalCode = [invalid('postalCode')]
    value[field.fieldName] = raw
  }
  const line2 = sanitise.text(input.line2 ?? '')
  if (line2) value.line2 = line2
  return { errors, value }
}

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
