import { describe, expect, it } from 'vitest'
import { add, divideRounded, money, MoneyError, percentOf, share, subtract, toDecimalString } from './money.ts'
import { periodBoundary, periodDays, periodIndexAt, periodsBefore, periodWindow, PERIODS } from './periods.ts'

describe('money', () => {
  it('is an integer amount with a scale and a currency, never a float', () => {
    expect(money(999, 2, 'GBP')).toEqual({ amount: 999, scale: 2, currency: 'GBP' })
    expect(() => money(9.99, 2, 'GBP')).toThrow(MoneyError)
    expect(() => money(1, 2, 'gbp')).toThrow(MoneyError)
    expect(() => add(money(1, 2, 'GBP'), money(1, 2, 'EUR'))).toThrow(MoneyError)
    expect(() => add(money(1, 2, 'GBP'), money(1, 3, 'GBP'))).toThrow(MoneyError)
  })

  it('writes amount / 10^scale as an exact decimal string', () => {
    expect(toDecimalString(money(999, 2, 'GBP'))).toBe('9.99')
    expect(toDecimalString(money(5, 2, 'GBP'))).toBe('0.05')
    expect(toDecimalString(money(-50, 2, 'GBP'))).toBe('-0.50')
    expect(toDecimalString(money(1000, 0, 'JPY'))).toBe('1000')
    expect(toDecimalString(money(1, 3, 'BHD'))).toBe('0.001')
    expect(toDecimalString(money(0, 2, 'GBP'))).toBe('0.00')
  })

  it('takes shares with integer arithmetic, rounding half away from zero', () => {
    expect(percentOf(money(999, 2, 'GBP'), 10)).toEqual(money(100, 2, 'GBP')) // 99.9 → 100
    expect(percentOf(money(999, 2, 'GBP'), 50)).toEqual(money(500, 2, 'GBP')) // 499.5 → 500
    expect(share(money(1000, 2, 'GBP'), 2000)).toEqual(money(200, 2, 'GBP'))
    expect(divideRounded(-5, 2)).toBe(-3)
    expect(divideRounded(5, 2)).toBe(3)
    expect(divideRounded(4, 3)).toBe(1)
    expect(subtract(money(999, 2, 'GBP'), money(100, 2, 'GBP'))).toEqual(money(899, 2, 'GBP'))
  })
})

describe('billing periods', () => {
  const d = (s: string) => new Date(s)
  it('knows the catalogue periods', () => {
    expect(PERIODS).toEqual(['P1D', 'P7D', 'P1W', 'P14D', 'P1M', 'P2M', 'P3M', 'P6M', 'P1Y', 'P2Y'])
    const start = d('2026-03-10T09:00:00Z')
    expect(periodBoundary(start, 'P1D', 1)).toEqual(d('2026-03-11T09:00:00Z'))
    expect(periodBoundary(start, 'P7D', 1)).toEqual(d('2026-03-17T09:00:00Z'))
    expect(periodBoundary(start, 'P1W', 2)).toEqual(d('2026-03-24T09:00:00Z'))
    expect(periodBoundary(start, 'P14D', 1)).toEqual(d('2026-03-24T09:00:00Z'))
    expect(periodBoundary(start, 'P3M', 1)).toEqual(d('2026-06-10T09:00:00Z'))
    expect(periodBoundary(start, 'P6M', 1)).toEqual(d('2026-09-10T09:00:00Z'))
    expect(periodBoundary(start, 'P1Y', 1)).toEqual(d('2027-03-10T09:00:00Z'))
    expect(periodBoundary(start, 'P2Y', 1)).toEqual(d('2028-03-10T09:00:00Z'))
    expect(periodDays('P7D', start)).toBe(7)
  })

  it('counts every boundary from the start date, so 31 January does not drift', () => {
    const start = d('2026-01-31T12:00:00Z')
    expect(periodBoundary(start, 'P1M', 1)).toEqual(d('2026-02-28T12:00:00Z'))
    expect(periodBoundary(start, 'P1M', 2)).toEqual(d('2026-03-31T12:00:00Z'))
    expect(periodBoundary(start, 'P1M', 3)).toEqual(d('2026-04-30T12:00:00Z'))
    expect(periodBoundary(d('2028-01-31T12:00:00Z'), 'P1M', 1)).toEqual(d('2028-02-29T12:00:00Z')) // leap year
    expect(periodBoundary(start, 'P2M', 1)).toEqual(d('2026-03-31T12:00:00Z'))
    expect(periodBoundary(d('2028-02-29T00:00:00Z'), 'P1Y', 1)).toEqual(d('2029-02-28T00:00:00Z'))
    expect(periodBoundary(d('2028-02-29T00:00:00Z'), 'P1Y', 4)).toEqual(d('2032-02-29T00:00:00Z'))
    expect(periodWindow(start, 'P1M', 1)).toEqual({ from: d('2026-02-28T12:00:00Z'), until: d('2026-03-31T12:00:00Z') })
  })

  it('finds the period holding a date, and goes back whole periods', () => {
    const start = d('2026-01-31T12:00:00Z')
    expect(periodIndexAt(start, 'P1M', d('2026-01-01T00:00:00Z'))).toBe(0)
    expect(periodIndexAt(start, 'P1M', d('2026-02-28T11:59:59Z'))).toBe(0)
    expect(periodIndexAt(start, 'P1M', d('2026-02-28T12:00:00Z'))).toBe(1)
    expect(periodIndexAt(start, 'P1M', d('2026-12-31T12:00:00Z'))).toBe(11)
    expect(periodsBefore(d('2026-05-10T00:00:00Z'), 'P1M', 2)).toEqual(d('2026-03-10T00:00:00Z'))
  })
})
