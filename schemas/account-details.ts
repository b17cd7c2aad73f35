/**
 * What an account's details must be when saved (PUT details), and the phone number rule they need:
 * a complete, real number read with libphonenumber-js. Apart from account.ts because the phone
 * library's country metadata is most of the account forms' weight in the browser: the account
 * pages load this module only where a number is checked (the details form, after hydration), and
 * the server always checks it.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min'
import * as z from 'zod'
import { BirthDate, ContactEmail, invalid, Name, TaxNumber } from './account.ts'
import { sanitise } from './account-input.ts'

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
