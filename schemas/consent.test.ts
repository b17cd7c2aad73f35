import { describe, expect, it } from 'vitest'
import { agreesToTerms, defaultAnswers, missingConsents, missingInformationStatus, normaliseAnswers, type ConsentTerm } from './consent.ts'

/** Agreement only when every required BINARY_CHOICE is checked; a binary default is true when defaultValue is the string "true". */
describe('consent rules', () => {
  const terms: ConsentTerm[] = [
    { fieldName: 'info', fieldType: 'INFORMATION_TEXT', required: true },
    { fieldName: 'a', fieldType: 'BINARY_CHOICE', required: true, defaultValue: 'true' },
    { fieldName: 'b', fieldType: 'BINARY_CHOICE', required: true },
    { fieldName: 'c', fieldType: 'BINARY_CHOICE', required: false, data: { default: 'true' } },
  ]

  it('agrees only when every required binary choice is checked (information text needs no answer)', () => {
    expect(agreesToTerms(terms, {})).toBe(false)
    expect(agreesToTerms(terms, { a: true })).toBe(false)
    expect(agreesToTerms(terms, { b: true, c: true })).toBe(false)
    expect(agreesToTerms(terms, { a: true, b: true })).toBe(true)
    expect(agreesToTerms(terms, { a: true, b: true, c: false })).toBe(true)
  })

  it('missingInformationStatus is REQUIRED until the stored answers agree (also for no answers at all)', () => {
    expect(missingInformationStatus(terms, { a: true, b: true })).toBe('NOT_REQUIRED')
    expect(missingInformationStatus(terms, { a: true })).toBe('REQUIRED')
    expect(missingInformationStatus(terms, null)).toBe('REQUIRED')
    expect(missingInformationStatus(terms, ['a', 'b'])).toBe('REQUIRED')
    expect(missingInformationStatus([], undefined)).toBe('NOT_REQUIRED')
  })

  it('names the required choices still missing', () => {
    expect(missingConsents(terms, { a: true })).toEqual(['b'])
    expect(missingConsents(terms, { a: true, b: true })).toEqual([])
  })

  it('defaults a binary choice to true only for the string "true"', () => {
    expect(defaultAnswers(terms)).toEqual({ a: true, b: false, c: true })
  })

  it('keeps answers to known binary choices only', () => {
    expect(normaliseAnswers(terms, { a: true, b: true, stray: true } as Record<string, boolean>)).not.toHaveProperty('stray')
  })
})
