/**
 * The country list of the address forms: every ISO 3166-1 country (i18n-iso-countries, named in
 * the caller's language), its calling code (libphonenumber-js) and the address fields it asks for.
 * Which fields a country asks for comes from its postal address format (localized-address-format,
 * the address data set of libaddressinput): a city when the format has one, a state or province
 * when it has one, a postal code when it has one; a full name and the first street line always.
 */
import { createRequire } from 'node:module'
import countries from 'i18n-iso-countries'
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/min'
import { formatAddress } from 'localized-address-format'
import type { AddressRequiredField, CountryRule } from '#schemas/account.ts'

const require = createRequire(import.meta.url)
for (const lang of ['en', 'es', 'pt']) countries.registerLocale(require(`i18n-iso-countries/langs/${lang}.json`))

export interface Country extends CountryRule {
  name: string
  callingCode: string | null
}

const PROBE = { state: '\u0001S', city: '\u0001C', postal: '\u0001Z' }

/** The fields a country's address format uses, in form order. */
export function requiredFieldsOf(country: string): AddressRequiredField[] {
  const lines = formatAddress({
    postalCountry: country,
    name: 'N',
    addressLines: ['A'],
    locality: PROBE.city,
    administrativeArea: PROBE.state,
    postalCode: PROBE.postal,
  }).join('\n')
  const fields: AddressRequiredField[] = [
    { fieldName: 'fullName', label: 'address.fullName' },
    { fieldName: 'line1', label: 'address.line1' },
  ]
  if (lines.includes(PROBE.city)) fields.push({ fieldName: 'city', label: 'address.city' })
  if (lines.includes(PROBE.state)) fields.push({ fieldName: 'administrativeLevel1', label: 'address.administrativeLevel1' })
  if (lines.includes(PROBE.postal)) fields.push({ fieldName: 'postalCode', label: 'address.postalCode' })
  return fields
}

const cache = new Map<string, Country[]>()

/** Every country, named in `lang` (en, es or pt; English otherwise), sorted by name in that language. */
export function countryList(lang: string): Country[] {
  const language = ['en', 'es', 'pt'].includes(lang) ? lang : 'en'
  const hit = cache.get(language)
  if (hit) return hit
  const names = countries.getNames(language, { select: 'official' })
  const list = Object.keys(countries.getAlpha2Codes())
    .filter((code) => names[code])
    .map((code) => ({
      name: names[code]!,
      iso3166alpha2: code,
      callingCode: isSupportedCountry(code) ? `+${getCountryCallingCode(code)}` : null,
      addressRequiredFields: requiredFieldsOf(code),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, language))
  cache.set(language, list)
  return list
}

export function countryRule(code: string): Country | undefined {
  return countryList('en').find((c) => c.iso3166alpha2 === code)
}
