/**
 * The fake's reading of form bodies must give back what the SDK encoded, nesting and arrays
 * included, and refuse keys that could reach an object's prototype.
 */
import { describe, expect, it } from 'vitest'
import { FormError, parseForm } from './form.ts'

describe('parseForm', () => {
  it('nests bracketed keys and turns indexed ones into arrays', () => {
    expect(parseForm('amount=500&card[number]=4242&metadata[plan]=yearly&expand[0]=latest_charge&expand[1]=customer')).toEqual({
      amount: '500',
      card: { number: '4242' },
      metadata: { plan: 'yearly' },
      expand: ['latest_charge', 'customer'],
    })
  })

  it('reads percent-encoded brackets and values, and arrays of objects', () => {
    expect(parseForm('a%5Bb%5D=x%26y&items[0][price]=p1&items[1][price]=p2&empty=')).toEqual({
      a: { b: 'x&y' },
      items: [{ price: 'p1' }, { price: 'p2' }],
      empty: '',
    })
  })

  it('round-trips what the SDK itself encodes', () => {
    const params = {
      amount: 1999,
      currency: 'usd',
      confirm: true,
      metadata: { order: 'o_1', note: "it's 100% (really)" },
      payment_method_types: ['card'],
      invoice_settings: { default_payment_method: 'pm_1' },
    }
    expect(parseForm(encodeLikeSdk(params))).toEqual({
      amount: '1999',
      currency: 'usd',
      confirm: 'true',
      metadata: { order: 'o_1', note: "it's 100% (really)" },
      payment_method_types: ['card'],
      invoice_settings: { default_payment_method: 'pm_1' },
    })
  })

  it('refuses prototype keys and malformed names', () => {
    expect(() => parseForm('__proto__[polluted]=1')).toThrow(FormError)
    expect(() => parseForm('a[constructor][prototype]=1')).toThrow(FormError)
    expect(() => parseForm('a]b=1')).toThrow(FormError)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

/**
 * The SDK's form encoding (`stringifyRequestData` in stripe's utils.js, not exported by the
 * package), restated here; the SDK tests in stripe-fake.test.ts exercise the real one.
 */
function encodeLikeSdk(data: Record<string, unknown>) {
  const pairs: string[] = []
  const encodeValue = (value: string) =>
    encodeURIComponent(value)
      .replace(/!/g, '%21')
      .replace(/\*/g, '%2A')
      .replace(/\(/g, '%28')
      .replace(/\)/g, '%29')
      .replace(/'/g, '%27')
      .replace(/%5B/g, '[')
      .replace(/%5D/g, ']')
  const encode = (key: string, value: unknown) => {
    if (value === undefined) return
    if (value === null || typeof value !== 'object')
      return void pairs.push(`${encodeValue(key)}=${encodeValue(value === null ? '' : String(value))}`)
    if (Array.isArray(value)) return value.forEach((item, index) => encode(`${key}[${index}]`, item))
    for (const [child, item] of Object.entries(value)) encode(`${key}[${child}]`, item)
  }
  for (const [key, value] of Object.entries(data)) encode(key, value)
  return pairs.join('&')
}
