/** The CONSENT step's form, shared by the page (browser) and its action (server). */
import type { ConsentAnswers } from '#schemas/consent.ts'
import type { ConsentStepKey } from './consent-strings.ts'

/** The form field of a BINARY_CHOICE term: a ticked box posts "true", an unticked one nothing. */
export const consentField = (fieldName: string) => `consent.${fieldName}`

export type ConsentActionData = {
  /** field errors by form field name */
  errors: Record<string, ConsentStepKey[]>
  message: ConsentStepKey
  /** the ticks as sent, so nothing is lost */
  answers: ConsentAnswers
}
