import { describe, expect, it } from 'vitest'
import * as platformRules from '../../platform/identity/consent.ts'
import * as appRules from './consent.ts'

/** The sign-up form and the platform must agree on the consent rules (the app cannot import platform code). */
describe('consent rules: app and platform agree', () => {
  const terms: appRules.ConsentTerm[] = [
    { fieldName: 'info', fieldType: 'INFORMATION_TEXT', required: true },
    { fieldName: 'a', fieldType: 'BINARY_CHOICE', required: true, defaultValue: 'true' },
    { fieldName: 'b', fieldType: 'BINARY_CHOICE', required: true },
    { fieldName: 'c', fieldType: 'BINARY_CHOICE', required: false, data: { default: 'true' } },
  ]
  const answers: appRules.ConsentAnswers[] = [{}, { a: true }, { a: true, b: true }, { a: true, b: true, c: false }, { b: true, c: true }]

  it.each(answers)('%o', (given) => {
    expect(appRules.agreesToTerms(terms, given)).toBe(platformRules.agreesToTerms(terms, given))
    expect(appRules.missingConsents(terms, given)).toEqual(platformRules.missingConsents(terms, given))
    expect(appRules.normaliseAnswers(terms, given)).toEqual(platformRules.normaliseAnswers(terms, given))
  })

  it('defaults', () => {
    expect(appRules.defaultAnswers(terms)).toEqual({ a: true, b: false, c: true })
    expect(appRules.defaultAnswers(terms)).toEqual(platformRules.defaultAnswers(terms))
  })
})
