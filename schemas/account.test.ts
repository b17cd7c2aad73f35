import { describe, expect, it } from 'vitest'
import {
  checkAddress,
  preferencesOf,
  ruleRequires,
  withFieldRules,
  DEFAULT_PREFERENCES,
  type AddressFieldRule,
  type CountryRule,
} from './account.ts'
import { birthDateOf, formatCpf, isValidCpf, sanitise } from './account-input.ts'
import { correctUkPrefix, phoneNumberInfo } from './account-details.ts'

describe('account rules', () => {
  const today = new Date('2026-06-01T00:00:00Z')
  it('emits a birth date padded as yyyy-mm-dd only when all three parts are set and real', () => {
    expect(birthDateOf({ year: '1990', month: '4', day: '5' }, today)).toBe('1990-04-05')
    expect(birthDateOf({ year: '', month: '', day: '' }, today)).toBeNull()
    expect(birthDateOf({ year: '1990', month: '4', day: '' }, today)).toBe('invalid')
    expect(birthDateOf({ year: '1990', month: '13', day: '1' }, today)).toBe('invalid')
    expect(birthDateOf({ year: '1990', month: '12', day: '32' }, today)).toBe('invalid')
    expect(birthDateOf({ year: '1990', month: '2', day: '30' }, today)).toBe('invalid')
    expect(birthDateOf({ year: '2030', month: '1', day: '1' }, today)).toBe('invalid')
    expect(birthDateOf({ year: '199', month: '1', day: '1' }, today)).toBe('invalid')
    // sanitised: digits only, at most 4 / 2 / 2
    expect(sanitise.year('19a905')).toBe('1990')
    expect(sanitise.month('1x23')).toBe('12')
  })

  it('reads phone numbers with libphonenumber-js and corrects UK +4407 to +447', () => {
    expect(correctUkPrefix('+44 07400 123456')).toBe('+447400123456')
    expect(phoneNumberInfo('+44 07400 123456')).toEqual({
      regionCode: 'GB',
      prefix: '+44',
      number: '7400123456',
      complete: true,
      possible: true,
      internationalNumber: '+447400123456',
    })
    expect(phoneNumberInfo('612 34 56 78', 'ES')).toMatchObject({
      regionCode: 'ES',
      prefix: '+34',
      complete: true,
      internationalNumber: '+34612345678',
    })
    expect(phoneNumberInfo('12', 'GB')).toMatchObject({ complete: false, possible: false })
    expect(phoneNumberInfo('abc', 'GB')).toBeNull()
  })

  it('formats and checks a Brazilian CPF', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25')
    expect(formatCpf('5299')).toBe('529.9')
    expect(sanitise.taxNumber('529.982.247-25999')).toBe('52998224725')
    expect(isValidCpf('529.982.247-25')).toBe(true)
    expect(isValidCpf('52998224724')).toBe(false)
    expect(isValidCpf('11111111111')).toBe(false)
    expect(isValidCpf('5299822472')).toBe(false)
  })

  it("checks an address against its country's required fields and postal-code format", () => {
    const gb = {
      iso3166alpha2: 'GB',
      addressRequiredFields: [
        { fieldName: 'fullName', label: '' },
        { fieldName: 'line1', label: '' },
        { fieldName: 'postalCode', label: '' },
      ],
    } as const
    expect(
      checkAddress(
        { country: 'GB', fullName: ' A  B ', line1: '', postalCode: '1234' },
        { ...gb, addressRequiredFields: [...gb.addressRequiredFields] },
      ).errors,
    ).toEqual({
      line1: ['line1FieldIsRequired'],
      postalCode: ['postalCodeFieldIsInvalid'],
    })
    const ok = checkAddress(
      { country: 'GB', fullName: ' A  B ', line1: '1 St', postalCode: 'sw1a 1aa', city: 'dropped' },
      { ...gb, addressRequiredFields: [...gb.addressRequiredFields] },
    )
    expect(ok).toEqual({ errors: {}, value: { country: 'GB', fullName: 'A B', line1: '1 St', postalCode: 'SW1A 1AA' } })
    expect(checkAddress({ country: 'ZZ' }, undefined).errors).toEqual({ country: ['countryFieldIsInvalid'] })
  })

  it('reads stored preferences over the defaults, dropping what is not valid', () => {
    expect(DEFAULT_PREFERENCES.muted).toBe(true)
    expect(DEFAULT_PREFERENCES.autoAdvance).toBe(true)
    expect(preferencesOf({ muted: false, language: 'xx', audioLanguage: 'es' })).toEqual({
      ...DEFAULT_PREFERENCES,
      muted: false,
      audioLanguage: 'es',
    })
    expect(preferencesOf('nonsense')).toEqual(DEFAULT_PREFERENCES)
  })
})

describe("the realm's address field rules", () => {
  const fields = (rule: CountryRule) => rule.addressRequiredFields.map((f) => f.fieldName)
  const gb: CountryRule = {
    iso3166alpha2: 'GB',
    addressRequiredFields: [
      { fieldName: 'fullName', label: 'address.fullName' },
      { fieldName: 'line1', label: 'address.line1' },
      { fieldName: 'city', label: 'address.city' },
      { fieldName: 'postalCode', label: 'address.postalCode' },
    ],
  }
  const sg: CountryRule = {
    iso3166alpha2: 'SG',
    addressRequiredFields: [
      { fieldName: 'fullName', label: 'address.fullName' },
      { fieldName: 'line1', label: 'address.line1' },
      { fieldName: 'postalCode', label: 'address.postalCode' },
    ],
  }
  const states: AddressFieldRule = { fieldName: 'administrativeLevel1', restriction: 'WHITELIST', countries: ['GB'] }
  const cities: AddressFieldRule = { fieldName: 'city', restriction: 'BLACKLIST', countries: ['GB'] }

  it('a WHITELIST rule makes its field required in the listed countries only', () => {
    expect(ruleRequires(states, 'GB')).toBe(true)
    expect(ruleRequires(states, 'SG')).toBe(false)
    // added in form order (before the postal code), and with its label
    expect(fields(withFieldRules(gb, [states]))).toEqual(['fullName', 'line1', 'city', 'administrativeLevel1', 'postalCode'])
    expect(withFieldRules(gb, [states]).addressRequiredFields[3]).toEqual({
      fieldName: 'administrativeLevel1',
      label: 'address.administrativeLevel1',
    })
    expect(fields(withFieldRules(sg, [states]))).toEqual(['fullName', 'line1', 'postalCode'])
  })

  it('a BLACKLIST rule makes its field required everywhere but the listed countries', () => {
    expect(fields(withFieldRules(gb, [cities]))).toEqual(['fullName', 'line1', 'postalCode'])
    expect(fields(withFieldRules(sg, [cities]))).toEqual(['fullName', 'line1', 'city', 'postalCode'])
  })

  it('the rules decide what checkAddress asks for', () => {
    expect(
      checkAddress({ country: 'GB', fullName: 'A B', line1: '1 St', city: 'Leeds', postalCode: 'LS1 4AP' }, withFieldRules(gb, [states]))
        .errors,
    ).toEqual({
      administrativeLevel1: ['administrativeLevel1FieldIsRequired'],
    })
    const ok = checkAddress(
      { country: 'GB', fullName: 'A B', line1: '1 St', city: 'Leeds', postalCode: 'LS1 4AP' },
      withFieldRules(gb, [cities]),
    )
    expect(ok.errors).toEqual({})
    // a field no longer asked for is not kept
    expect(ok.value.city).toBeUndefined()
  })
})
