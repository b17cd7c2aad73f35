/**
 * The address rules shared by the platform and the web app: which fields a country's address asks
 * for, the realm's rules on them, and the checks of one address (every required field given, the
 * country a known one, the postal code in the country's format). The account's address book checks
 * a whole address (checkAddress); a checkout's billing details come a few fields at a time and have
 * their country and postal code checked by the same rules (checkCountryAndPostalCode). No zod and
 * no phone-number data here: the checkout's browser-side checks load this module.
 */
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator'
import { cleanPostalCode, cleanText } from './account-input.ts'

export const required = (field: string) => `${field}FieldIsRequired`
export const invalid = (field: string) => `${field}FieldIsInvalid`

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
    const raw = field.fieldName === 'postalCode' ? cleanPostalCode(input.postalCode ?? '').trim() : cleanText(input[field.fieldName] ?? '')
    if (!raw) {
      errors[field.fieldName] = [required(field.fieldName)]
      continue
    }
    if (field.acceptableValues?.length && !field.acceptableValues.includes(raw)) errors[field.fieldName] = [invalid(field.fieldName)]
    else if (field.fieldName === 'postalCode' && !isValidPostalCode(raw, rule.iso3166alpha2)) errors.postalCode = [invalid('postalCode')]
    value[field.fieldName] = raw
  }
  const line2 = cleanText(input.line2 ?? '')
  if (line2) value.line2 = line2
  return { errors, value }
}

/**
 * The country and postal code of some address fields given a few at a time (a checkout's billing
 * details), checked as checkAddress checks them: a country must be one `isKnownCountry` knows (an
 * ISO 3166-1 alpha-2 code of the country list), and a postal code must fit the format of the
 * address's country, `country` (the one given, else one on record). Only fields present in
 * `given` are judged; an unknown country leaves its postal code unjudged, as checkAddress does.
 * The values come back cleaned (postal code upper-cased, runs of spaces collapsed).
 */
export function checkCountryAndPostalCode(
  given: { country?: string; postalCode?: string },
  country: string | undefined,
  isKnownCountry: (code: string) => boolean,
): { errors: Record<string, string[]>; value: { country?: string; postalCode?: string } } {
  const errors: Record<string, string[]> = {}
  const value: { country?: string; postalCode?: string } = {}
  if (given.country !== undefined) {
    const code = given.country.trim().toUpperCase()
    if (!code) errors.country = [required('country')]
    else if (!/^[A-Z]{2}$/.test(code) || !isKnownCountry(code)) errors.country = [invalid('country')]
    else value.country = code
  }
  const place = value.country ?? (given.country === undefined ? country?.trim().toUpperCase() : undefined)
  if (given.postalCode !== undefined) {
    const raw = cleanPostalCode(given.postalCode).trim()
    if (!raw) errors.postalCode = [required('postalCode')]
    else if (place && /^[A-Z]{2}$/.test(place) && isKnownCountry(place) && !isValidPostalCode(raw, place))
      errors.postalCode = [invalid('postalCode')]
    value.postalCode = raw
  }
  return { errors, value }
}
