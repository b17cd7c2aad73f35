import { describe, expect, it } from 'vitest'
import { cardBrand, cardDigits, expiryNotPast, isCardNumber, parseExpiry } from './card.ts'

describe('card rules', () => {
  it('takes the digits of a grouped number and checks length and Luhn digit', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242')
    expect(isCardNumber('4242424242424242')).toBe(true)
    expect(isCardNumber('4242424242424241')).toBe(false)
    expect(isCardNumber('42424242424')).toBe(false)
    expect(isCardNumber('4242x42424242424')).toBe(false)
  })

  it('names the network from the leading digits', () => {
    expect(cardBrand('4242424242424242')).toBe('visa')
    expect(cardBrand('5555555555554444')).toBe('mastercard')
    expect(cardBrand('2223003122003222')).toBe('mastercard')
    expect(cardBrand('378282246310005')).toBe('amex')
    expect(cardBrand('6011111111111117')).toBe('unknown')
  })

  it('reads MM/YY and MM/YYYY and counts the expiry month as still valid', () => {
    expect(parseExpiry('4 / 31')).toEqual({ month: 4, year: 2031 })
    expect(parseExpiry('12/2030')).toEqual({ month: 12, year: 2030 })
    const now = new Date(Date.UTC(2030, 5, 15))
    expect(expiryNotPast({ month: 6, year: 2030 }, now)).toBe(true)
    expect(expiryNotPast({ month: 5, year: 2030 }, now)).toBe(false)
    expect(expiryNotPast({ month: 1, year: 2031 }, now)).toBe(true)
    expect(expiryNotPast({ month: 12, year: 2029 }, now)).toBe(false)
  })
})
