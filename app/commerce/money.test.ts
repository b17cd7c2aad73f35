import { describe, expect, it } from 'vitest'
import { decimalString, formatMoney, trialDaysOf } from './money.ts'

describe('prices', () => {
  it('divides by ten to the power of the scale on the digits, never through a float', () => {
    expect(decimalString(999, 2)).toBe('9.99')
    expect(decimalString(5, 2)).toBe('0.05')
    expect(decimalString(-5, 2)).toBe('-0.05')
    expect(decimalString(1000, 0)).toBe('1000')
    expect(decimalString(123456789, 3)).toBe('123456.789')
    // 0.1 + 0.2 style drift cannot happen: the largest safe amount stays exact
    expect(decimalString(9007199254740991, 2)).toBe('90071992547409.91')
    expect(() => decimalString(1.5, 2)).toThrow()
  })

  it('formats for the locale and the currency', () => {
    expect(formatMoney({ amount: 999, scale: 2, currency: 'GBP' }, 'en')).toBe('£9.99')
    expect(formatMoney({ amount: 899, scale: 2, currency: 'GBP' }, 'es')).toMatch(/^8,99\s£$/)
    expect(formatMoney({ amount: 9999, scale: 2, currency: 'EUR' }, 'pt')).toMatch(/^€\s99,99$/)
    expect(formatMoney({ amount: 0, scale: 2, currency: 'GBP' }, 'en')).toBe('£0.00')
    expect(formatMoney({ amount: 1500, scale: 0, currency: 'JPY' }, 'en')).toBe('¥1,500')
    // a scale finer than the currency's usual digits keeps every digit
    expect(formatMoney({ amount: 9995, scale: 3, currency: 'GBP' }, 'en')).toBe('£9.995')
    expect(formatMoney({ amount: 9007199254740991, scale: 2, currency: 'USD' }, 'en')).toBe('$90,071,992,547,409.91')
  })

  it('reads trial days from a period code', () => {
    expect(trialDaysOf('P7D')).toBe(7)
    expect(trialDaysOf('P2W')).toBe(14)
    expect(trialDaysOf('P1M')).toBeNull()
    expect(trialDaysOf(null)).toBeNull()
  })
})
