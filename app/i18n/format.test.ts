import { describe, expect, it } from 'vitest'
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatNumber,
  formatNumericDate,
  formatPercent,
  formatTime,
  formatTimestampUtc,
  formatTimeUtc,
  intlLocale,
} from './format.ts'

describe('dates and numbers per locale', () => {
  it('gives English the British conventions', () => {
    expect(intlLocale('en')).toBe('en-GB')
    expect(formatNumericDate('2026-03-03T10:00:00Z', 'en')).toBe('03/03/2026')
    expect(formatTime('2026-03-03T14:05:00Z', 'en')).toBe('14:05')
  })

  it('writes an English date as "Do MMM, YYYY"', () => {
    expect(formatDate('2026-03-03T10:00:00Z', 'en')).toBe('3rd Mar, 2026')
    expect(formatDate('2026-03-01T00:00:00Z', 'en')).toBe('1st Mar, 2026')
    expect(formatDate('2026-03-22T00:00:00Z', 'en')).toBe('22nd Mar, 2026')
    expect(formatDate('2026-03-11T00:00:00Z', 'en')).toBe('11th Mar, 2026')
    expect(formatDate('2026-12-13T23:59:00Z', 'en')).toBe('13th Dec, 2026')
  })

  it('writes Spanish and Portuguese dates in their own words and order', () => {
    expect(formatDate('2026-03-03T10:00:00Z', 'es')).toBe('3 mar 2026')
    expect(formatDate('2026-03-03T10:00:00Z', 'pt')).toBe('3 de março de 2026')
    expect(formatNumericDate('2026-03-03T10:00:00Z', 'es')).toBe('03/03/2026')
    expect(formatDay('2026-03-03', 'es')).toBe('martes, 3 de marzo')
    expect(formatDay('2026-03-03', 'en', 'short')).toBe('Tue 3 Mar')
  })

  it('prints UTC so the server and the browser agree', () => {
    expect(formatTime('2026-03-03T23:30:00Z', 'pt')).toBe('23:30')
    expect(formatDateTime('2026-03-03T14:05:00Z', 'en')).toBe('3 Mar 2026, 14:05 UTC')
  })

  it('writes a tool’s moments to the second, and a time with its zone, each language its own way', () => {
    expect(formatTimestampUtc('2026-11-25T05:19:07Z', 'en')).toBe('25 Nov 2026, 05:19:07 UTC')
    expect(formatTimestampUtc('2026-11-25T05:19:07Z', 'es')).toBe('25 nov 2026, 05:19:07 UTC')
    expect(formatTimestampUtc('2026-11-25T05:19:07Z', 'pt')).toBe('25/11/2026, 05:19:07 UTC')
    expect(formatTimeUtc('2026-11-25T23:59:00Z', 'pt')).toBe('23:59 UTC')
    expect(formatTimeUtc('2026-11-25T00:05:00Z', 'es')).toBe('00:05 UTC')
  })

  it('groups numbers per locale', () => {
    expect(formatNumber(12345, 'en')).toBe('12,345')
    expect(formatNumber(12345.5, 'es')).toBe('12.345,5')
    expect(formatNumber(12345, 'pt')).toMatch(/^12\s?345$/)
  })
})

describe('percentages', () => {
  it('are written as each language writes them', () => {
    expect(formatPercent(50, 'en')).toBe('50%')
    expect(formatPercent(50, 'es')).toMatch(/^50\s%$/)
    expect(formatPercent(12.5, 'pt')).toMatch(/^12,5\s?%$/)
  })
})
