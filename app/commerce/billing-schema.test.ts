import { describe, expect, it } from 'vitest'
import { checkForm } from '#app/auth/forms.ts'
import { billingSchema } from './card.ts'

/** The checkout's billing form as its action (and the browser) checks it. */
const FIELDS = ['fullName', 'line1', 'city', 'postalCode', 'country']
const COUNTRIES = ['GB', 'ES', 'US', 'PT']
const form = (values: Record<string, string>) => {
  const data = new FormData()
  data.set('intent', 'billing')
  for (const [k, v] of Object.entries(values)) data.set(k, v)
  return data
}
const good = { fullName: 'Casey Checkout', line1: '1 High Street', city: 'London', postalCode: 'SW1A 1AA', country: 'GB' }

describe('the billing form schema', () => {
  it('accepts a postal code in the format of the country chosen', () => {
    expect(checkForm(billingSchema(FIELDS, COUNTRIES), form(good))).toMatchObject({ ok: true, value: good })
    expect(checkForm(billingSchema(FIELDS, COUNTRIES), form({ ...good, country: 'ES', postalCode: '28013' })).ok).toBe(true)
  })

  it("refuses a postal code that does not fit the country, with the address book's message", () => {
    expect(checkForm(billingSchema(FIELDS, COUNTRIES), form({ ...good, postalCode: '28013' }))).toEqual({
      ok: false,
      errors: { postalCode: ['postalCodeFieldIsInvalid'] },
    })
    expect(checkForm(billingSchema(FIELDS, COUNTRIES), form({ ...good, country: 'US', postalCode: 'SW1A 1AA' }))).toEqual({
      ok: false,
      errors: { postalCode: ['postalCodeFieldIsInvalid'] },
    })
  })

  it('refuses a country that is not one of the list (free text, an unknown code)', () => {
    for (const country of ['United Kingdom', 'ZZ', 'FR'])
      expect(checkForm(billingSchema(FIELDS, COUNTRIES), form({ ...good, country }))).toEqual({
        ok: false,
        errors: { country: ['countryFieldIsInvalid'] },
      })
  })

  it('tells every field at once: a missing one and a wrong postal code', () => {
    expect(checkForm(billingSchema(FIELDS, COUNTRIES), form({ ...good, city: '', postalCode: '123' }))).toEqual({
      ok: false,
      errors: { city: ['commerce.billingRequired'], postalCode: ['postalCodeFieldIsInvalid'] },
    })
  })

  it('asks only for the fields the platform asked for; without the list the country and postcode are left to the platform', () => {
    expect(checkForm(billingSchema(['fullName'], COUNTRIES), form({ fullName: 'Casey' })).ok).toBe(true)
    expect(checkForm(billingSchema(['postalCode', 'country']), form({ postalCode: '123', country: 'Narnia' })).ok).toBe(true)
    expect(checkForm(billingSchema(['postalCode', 'country'], COUNTRIES), form({ postalCode: '', country: '' }))).toEqual({
      ok: false,
      errors: { postalCode: ['commerce.billingRequired'], country: ['commerce.billingRequired'] },
    })
  })
})
