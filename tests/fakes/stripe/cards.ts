/**
 * The fake's catalogue of Stripe test cards: which number (or `pm_card_…` test token) behaves
 * how — when it is saved, when it is charged, and whether it asks for 3D Secure — and the card
 * errors Stripe answers in each case. A card's number is read here once and reduced to what may be
 * kept (brand, last four digits, a keyed fingerprint, the behaviour's name); it is never stored.
 */
import { createHmac, randomBytes } from 'node:crypto'

/** What a card does, by name; this (not the number) is what the fake remembers about a card. */
export type CardBehaviour =
  | 'succeeds'
  | 'declined'
  | 'insufficient_funds'
  | 'lost_card'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'charge_fails'
  | 'authenticate_unless_set_up'
  | 'always_authenticate'

/** Stripe's `card_error` fields for a refused card. */
export interface CardDecline {
  code: string
  decline_code?: string
  message: string
  param?: string
}

const GENERIC: CardDecline = { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' }

export const DECLINES = {
  declined: GENERIC,
  insufficient_funds: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  lost_card: { code: 'card_declined', decline_code: 'lost_card', message: 'Your card was declined.' },
  expired_card: { code: 'expired_card', decline_code: 'expired_card', message: 'Your card has expired.', param: 'exp_month' },
  incorrect_cvc: { code: 'incorrect_cvc', decline_code: 'incorrect_cvc', message: "Your card's security code is incorrect.", param: 'cvc' },
  charge_fails: GENERIC,
  authentication_required: {
    code: 'authentication_required',
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
} satisfies Record<string, CardDecline>

/** The error a card gives when it is saved (attached, or set up), if any: Stripe checks it then. */
export function declineOnSave(behaviour: CardBehaviour): CardDecline | undefined {
  switch (behaviour) {
    case 'declined':
    case 'lost_card':
    case 'expired_card':
    case 'incorrect_cvc':
      return DECLINES[behaviour]
    default:
      return undefined
  }
}

/** The error a card gives when it is charged (after any authentication), if any. */
export function declineOnCharge(behaviour: CardBehaviour): CardDecline | undefined {
  switch (behaviour) {
    case 'declined':
    case 'insufficient_funds':
    case 'lost_card':
    case 'expired_card':
    case 'incorrect_cvc':
    case 'charge_fails':
      return DECLINES[behaviour]
    default:
      return undefined
  }
}

/**
 * Whether paying (or setting up) with the card needs the customer's 3D Secure step.
 * `authenticate_unless_set_up` (4000 0025 0000 3155) asks every time except for an off-session
 * payment with a card that was set up (a SetupIntent, or a payment with `setup_future_usage`).
 */
export function needsAuthentication(behaviour: CardBehaviour, context: { setUp: boolean; offSession: boolean }) {
  if (behaviour === 'always_authenticate') return true
  if (behaviour === 'authenticate_unless_set_up') return !(context.setUp && context.offSession)
  return false
}

/** Stripe's documented test numbers. Any other number that passes the Luhn check succeeds. */
const NUMBERS: Record<string, CardBehaviour> = {
  '4242424242424242': 'succeeds',
  '4000056655665556': 'succeeds',
  '5555555555554444': 'succeeds',
  '378282246310005': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000009987': 'lost_card',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000341': 'charge_fails',
  '4000002500003155': 'authenticate_unless_set_up',
  '4000002760003184': 'always_authenticate',
  '4000000000003220': 'always_authenticate',
}

/** Stripe's `pm_card_…` test PaymentMethods, each standing for a test number. */
export const TEST_TOKENS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_visa_debit: '4000056655665556',
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedLostCard: '4000000000009987',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
  pm_card_chargeCustomerFail: '4000000000000341',
  pm_card_authenticationRequiredOnSetup: '4000002500003155',
  pm_card_authenticationRequired: '4000002760003184',
  pm_card_threeDSecure2Required: '4000000000003220',
}

export function luhnValid(number: string) {
  let sum = 0
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

export function brandOf(number: string) {
  if (/^4/.test(number)) return 'visa'
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard'
  if (/^3[47]/.test(number)) return 'amex'
  if (/^(6011|65)/.test(number)) return 'discover'
  return 'unknown'
}

/** What the fake keeps of a card: no number, no CVC. */
export interface CardSummary {
  brand: string
  last4: string
  funding: 'credit' | 'debit'
  fingerprint: string
  behaviour: CardBehaviour
}

/**
 * Reads a raw card number once. Answers the card error Stripe gives for a number that cannot be
 * a card; otherwise the summary to keep. `fingerprintKey` makes the same number give the same
 * fingerprint within one fake (as Stripe's do within an account) without the number being
 * recoverable from it.
 */
export function summariseCard(rawNumber: string, fingerprintKey: Buffer): CardSummary | CardDecline {
  const number = rawNumber.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) {
    return { code: 'incorrect_number', message: 'Your card number is incorrect.', param: 'card[number]' }
  }
  return {
    brand: brandOf(number),
    last4: number.slice(-4),
    funding: number === '4000056655665556' ? 'debit' : 'credit',
    fingerprint: createHmac('sha256', fingerprintKey).update(number).digest('base64url').slice(0, 16),
    behaviour: NUMBERS[number] ?? 'succeeds',
  }
}

export function newFingerprintKey() {
  return randomBytes(32)
}
