/**
 * What a refused commerce call means to the buyer (the product's payment error catalogue):
 * - 409 freeTrialDenied: the acknowledge-no-free-trial step;
 * - 424 BASKET_REQUIREMENTS_FAILED: a billing-details form for exactly details.missingFields;
 * - card_declined, incorrect_number and the other card refusals, and the voucher refusals: the
 *   server's own message on an English page (the platform answers in English), the key's
 *   translation on the others (problemText);
 * - the code mapping (INVALID_TIER_CHANGE, BAD_REQUEST, MAX_CHARGEABLE_PAYMENT_DETAILS_REACHED,
 *   CAPTCHA_FAIL_ERROR and CHALLENGE_FAILED, failedPayment) and anErrorOccured by default;
 * - a child profile (kidPurchasePermissionDenied) and the territory rules (signupGeoRestriction,
 *   vpnErrorMessage).
 */
import type { ProblemKey } from './strings.ts'

export type CheckoutProblem =
  | { kind: 'freeTrialDenied' }
  | { kind: 'billing'; missingFields: string[] }
  /** a message: the server's text when it is the one to show, else a translation key */
  | {
      kind: 'message'
      key: ProblemKey
      text?: string
      field?: 'card' | 'voucher'
      /** tooManyTries.*: how many minutes to wait before trying again */
      minutes?: number
    }

export interface ErrorLike {
  status?: number
  code?: string
  message?: string
  body?: unknown
  /** a 429's Retry-After, in seconds */
  retryAfterSeconds?: number | null
}

/** An hour: what a refusal to try again without a Retry-After is told to wait (the card and gift-code limits count per hour). */
const DEFAULT_WAIT_SECONDS = 3600

/**
 * A rate-limit refusal (429) as the minutes to wait, rounded up (at least one), and the key that
 * says so; null for any other error. Shared by the checkout and gift-code redemption.
 */
export function tooManyTries(error: Pick<ErrorLike, 'status' | 'retryAfterSeconds'>): { minutes: number; one: boolean } | null {
  if (error.status !== 429) return null
  const seconds = error.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return { minutes, one: minutes === 1 }
}

/** Card refusals whose server message is shown as it is, and the label used when it has none. */
export const CARD_CODES: Record<string, ProblemKey> = {
  card_declined: 'card.declined',
  incorrect_number: 'card.invalidNumber',
  invalid_number: 'card.invalidNumber',
  expired_card: 'card.expired',
  incorrect_cvc: 'card.invalidCvc',
  invalid_cvc: 'card.invalidCvc',
  invalid_expiry_month: 'card.invalidExpiryMonth',
  invalid_expiry_year: 'card.invalidExpiryYear',
  invalid_expiry: 'card.invalidExpiry',
  incorrect_zip: 'card.invalidZip',
  card_missing: 'card.missing',
  card_error: 'card.cardError',
  processing_error: 'card.generic',
  authentication_failed: 'card.generic',
}

export const CODE_TABLE: Record<string, ProblemKey> = {
  INVALID_TIER_CHANGE: 'invalidTierChange',
  BAD_REQUEST: 'paymentError',
  MAX_CHARGEABLE_PAYMENT_DETAILS_REACHED: 'maxPaymentMethodsErrorMessage',
  CAPTCHA_FAIL_ERROR: 'captchaFailed',
  CHALLENGE_FAILED: 'captchaFailed',
  failedPayment: 'failedPayment',
  NO_PAYMENT_DETAILS: 'failedPayment',
  KID_PURCHASE_PERMISSION_DENIED: 'kidPurchasePermissionDenied',
  SIGNUP_GEO_RESTRICTED: 'signupGeoRestriction',
  GEOBLOCKED: 'signupGeoRestriction',
  VPN_DETECTED: 'vpnErrorMessage',
  ALREADY_ACTIVE: 'alreadyActive',
  NOT_ELIGIBLE: 'notEligible',
  PAYMENT_IN_PROGRESS: 'paymentInProgress',
}

/** Voucher refusals, each with its own message in every language. */
const VOUCHER_CODES: Record<string, ProblemKey> = {
  VOUCHER_NOT_FOUND: 'voucher.notFound',
  VOUCHER_EXPIRED: 'voucher.expired',
  VOUCHER_ALREADY_USED: 'voucher.used',
  VOUCHER_NOT_APPLICABLE: 'voucher.notApplicable',
}

function missingFieldsOf(body: unknown): string[] {
  const raw = (body as { details?: { missingFields?: unknown } } | null)?.details?.missingFields
  return Array.isArray(raw)
    ? raw.filter((f): f is string => typeof f === 'string' && /^[a-zA-Z][a-zA-Z0-9]{0,39}$/.test(f)).slice(0, 20)
    : []
}

const serverText = (message: string | undefined) => (message && message.length <= 300 ? message : undefined)

export function checkoutProblem(error: ErrorLike): CheckoutProblem {
  const code = error.code ?? ''
  if (code === 'freeTrialDenied' || (error.status === 409 && code.toLowerCase() === 'freetrialdenied')) return { kind: 'freeTrialDenied' }
  if (code === 'BASKET_REQUIREMENTS_FAILED' || (error.status === 424 && missingFieldsOf(error.body).length)) {
    const missingFields = missingFieldsOf(error.body)
    if (missingFields.length) return { kind: 'billing', missingFields }
  }
  const wait = tooManyTries(error)
  if (wait)
    return { kind: 'message', key: wait.one ? 'tooManyTries.oneMinute' : 'tooManyTries.minutes', minutes: wait.minutes, field: 'card' }
  const card = CARD_CODES[code]
  if (card)
    return {
      kind: 'message',
      key: card,
      text: serverText(error.message),
      field: 'card',
    }
  const voucher = VOUCHER_CODES[code]
  if (voucher)
    return {
      kind: 'message',
      key: voucher,
      text: serverText(error.message) ?? undefined,
      field: 'voucher',
    }
  const mapped = CODE_TABLE[code]
  if (mapped) return { kind: 'message', key: mapped }
  return { kind: 'message', key: 'anErrorOccured' }
}

/**
 * The words to show for a message problem: the platform's own text only on an English page, since
 * it answers in English; on a Spanish or Portuguese page the key's translation.
 */
export function problemText(
  problem: { key: ProblemKey; text?: string; minutes?: number },
  locale: string,
  translate: (key: ProblemKey, values?: { minutes: number }) => string,
) {
  if (locale === 'en' && problem.text) return problem.text
  return problem.minutes === undefined ? translate(problem.key) : translate(problem.key, { minutes: problem.minutes })
}
