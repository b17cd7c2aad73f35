/**
 * Consent rules: a realm's consent terms, their defaults and whether a
 * set of answers agrees to them. Part of the CMS contract (realm settings `consentTerms`), so the
 * platform's sign-up and the app's sign-up form use this one module.
 */
export type ConsentFieldType = 'INFORMATION_TEXT' | 'BINARY_CHOICE'

export interface ConsentTerm {
  fieldName: string
  fieldType: ConsentFieldType
  label?: string
  text?: string
  required?: boolean
  defaultValue?: string
  data?: { default?: string }
}

export type ConsentAnswers = Record<string, boolean>

/** A BINARY_CHOICE starts checked only when its defaultValue (or data.default) is the string "true". */
export function binaryDefault(term: ConsentTerm): boolean {
  return (term.defaultValue ?? term.data?.default) === 'true'
}

/** The answers a form starts with: every BINARY_CHOICE by fieldName with its default. */
export function defaultAnswers(terms: readonly ConsentTerm[]): ConsentAnswers {
  return Object.fromEntries(terms.filter((t) => t.fieldType === 'BINARY_CHOICE').map((t) => [t.fieldName, binaryDefault(t)]))
}

/** Agreement: every required BINARY_CHOICE is checked; text-only and optional terms are ignored. */
export function agreesToTerms(terms: readonly ConsentTerm[], answers: ConsentAnswers): boolean {
  return terms.every((t) => t.fieldType !== 'BINARY_CHOICE' || !t.required || answers[t.fieldName] === true)
}

export type MissingInformationStatus = 'REQUIRED' | 'NOT_REQUIRED'

/**
 * The login answer's missingInformationStatus: REQUIRED while the account's stored answers do not
 * agree to the realm's terms (a required term added after sign-up, or an account made by a
 * federated sign-in that never answered). Every sign-in answer uses this one rule.
 */
export function missingInformationStatus(terms: readonly ConsentTerm[], answers: unknown): MissingInformationStatus {
  const stored = answers && typeof answers === 'object' && !Array.isArray(answers) ? (answers as ConsentAnswers) : {}
  return agreesToTerms(terms, stored) ? 'NOT_REQUIRED' : 'REQUIRED'
}

/** The required BINARY_CHOICE terms left unchecked, by fieldName (for field errors). */
export function missingConsents(terms: readonly ConsentTerm[], answers: ConsentAnswers): string[] {
  return terms.filter((t) => t.fieldType === 'BINARY_CHOICE' && t.required && answers[t.fieldName] !== true).map((t) => t.fieldName)
}

/** Keeps only answers to this realm's BINARY_CHOICE terms (nothing else is stored). */
export function normaliseAnswers(terms: readonly ConsentTerm[], answers: Record<string, unknown>): ConsentAnswers {
  const out: ConsentAnswers = {}
  for (const t of terms) if (t.fieldType === 'BINARY_CHOICE') out[t.fieldName] = answers[t.fieldName] === true
  return out
}

/** The consent terms of a published settings document body (empty when it has none). */
export function termsOfSettings(body: unknown): ConsentTerm[] {
  const terms = (body as { consentTerms?: unknown } | null | undefined)?.consentTerms
  return Array.isArray(terms) ? (terms as ConsentTerm[]) : []
}
