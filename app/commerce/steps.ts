/**
 * The checkout is one server-driven flow: the loader decides the step from who the viewer is and
 * what the basket holds, every time, so a reload, the back button or JavaScript being off all
 * land on the right step. Steps: LOGIN, SIGNUP, CONSENT, PACKAGE_SELECTION, PAYMENT_PAGE (with
 * CREDIT_CARD_PAYMENT or NEW_PAYMENT as its way to pay), PAYMENT_COMPLETE, and the payment states
 * between them (billing details required, no free trial to acknowledge, authorisation).
 */
import type { Basket } from './types.ts'

export type CheckoutStep =
  | 'LOGIN'
  | 'SIGNUP'
  | 'CONSENT'
  | 'REFUSED'
  | 'PACKAGE_SELECTION'
  | 'BILLING_DETAILS'
  | 'ACKNOWLEDGE_NO_FREE_TRIAL'
  | 'PAYMENT_PAGE'
  | 'PAYMENT_AUTHORIZATION'
  | 'PAYMENT_COMPLETE'

/** How the payment page takes the money: nothing to pay, a saved card (or a new one), or a new card. */
export type PaymentMode = 'ZERO_BALANCE' | 'CREDIT_CARD_PAYMENT' | 'NEW_PAYMENT'

export interface StepInput {
  viewer: {
    isGuest: boolean
    tp?: 'ADULT' | 'CHILD' | null
    missingInformationStatus?: string
  }
  /** the guest asked for the sign-up step (?step=signup) */
  wantsSignup?: boolean
  basket: Basket | null
  /** licences the purchase was started for (?licences=a,b) */
  wanted: string[]
  /** the buyer asked to choose again (?change=1) */
  changePackage?: boolean
  /** the checkout was opened to pay a gift (?gift=1, the gift shop's redirect) */
  forGift?: boolean
}

export function decideStep(input: StepInput): CheckoutStep {
  const { viewer, basket } = input
  if (viewer.isGuest) return input.wantsSignup ? 'SIGNUP' : 'LOGIN'
  if (viewer.missingInformationStatus === 'REQUIRED') return 'CONSENT'
  if (viewer.tp === 'CHILD') return 'REFUSED'
  if (!basket || !basket.item) return 'PACKAGE_SELECTION'
  if (basket.status === 'PAID') return 'PAYMENT_COMPLETE'
  if (basket.status === 'REQUIRES_ACTION') return 'PAYMENT_AUTHORIZATION'
  // a payment under way: the payment page shows it processing
  if (basket.status === 'PAYING') return 'PAYMENT_PAGE'
  if (input.changePackage) return 'PACKAGE_SELECTION'
  // A gift left unpaid is paid only on the checkout the gift shop opened (?gift=1). Any other way
  // in (a title's Subscribe, the account's plans link, coming back after signing in, an address
  // typed) offers the plans, even when the gift is of the same plan; that page points to the gift.
  if (basket.gift && (!input.forGift || input.wanted.length)) return 'PACKAGE_SELECTION'
  // an open basket for another title's packages is left for a new choice
  if (input.wanted.length && !input.wanted.includes(basket.item.id)) return 'PACKAGE_SELECTION'
  if (basket.billingDetailsRequired && basket.missingFields.length) return 'BILLING_DETAILS'
  if (basket.freeTrial && !basket.freeTrial.available && !basket.freeTrial.acknowledgeNoFreeTrial) return 'ACKNOWLEDGE_NO_FREE_TRIAL'
  return 'PAYMENT_PAGE'
}

export function paymentMode(basket: Pick<Basket, 'dueNow' | 'providerId'>, savedCards: number): PaymentMode {
  if ((basket.dueNow && basket.dueNow.amount === 0) || basket.providerId === 'zero_balance') return 'ZERO_BALANCE'
  return savedCards > 0 ? 'CREDIT_CARD_PAYMENT' : 'NEW_PAYMENT'
}

/** Licence ids from ?licences=a,b (at most 20, each a licence id). */
export function parseLicences(value: string | null | undefined): string[] {
  if (!value) return []
  return [
    ...new Set(
      value
        .split(',')
        .map((s) => s.trim())
        .filter((s) => /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/.test(s)),
    ),
  ].slice(0, 20)
}
