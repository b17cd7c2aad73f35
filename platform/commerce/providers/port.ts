/**
 * The one port every payment provider sits behind. The service never knows which provider it
 * talks to beyond what `supports` declares; adding one (Stripe through its SDK, Adyen …) is a new
 * file here and a line in index.ts. Card numbers never cross this port in either direction after
 * `validate`: only the provider's reference and what can be shown (brand, last 4, expiry).
 */
import type { Money } from '../money.ts'

export type ProviderId = 'sandbox' | 'zero_balance' | 'stripe'
export type PaymentMethodType = 'CARD' | 'ZERO_BALANCE'

export interface ProviderSupport {
  paymentMethodTypes: PaymentMethodType[]
  /** takes only totals of 0 (no payment details) */
  zeroAmountOnly: boolean
  /** may answer requires_action (3-D Secure style authentication) */
  authentication: boolean
  /** charges again later without the buyer (renewals) */
  recurring: boolean
  /** sends signed webhooks to POST /commerce/webhooks/{provider} */
  webhooks: boolean
  refunds: boolean
  /** the card form's fields, in order, when the provider's form is the product's own */
  formFields: string[]
}

/** What a provider keeps of a validated payment method: never the number or the CVC. */
export interface SavedMethod {
  providerRef: string
  methodType: PaymentMethodType
  brand: string | null
  last4: string | null
  expMonth: number | null
  expYear: number | null
  holderName: string | null
}

/** A refusal a buyer can act on; `code` follows the card networks' vocabulary (card_declined …). */
export interface ProviderFailure {
  ok: false
  code: string
  message: string
  /** the form field at fault, when one is */
  field?: string
}

export type ValidateResult = { ok: true; method: SavedMethod } | ProviderFailure

export type ChargeResult =
  | { status: 'succeeded'; providerRef: string }
  | { status: 'requires_action'; providerRef: string; action: { type: 'AUTHORIZE'; redirectUrl: string | null } }
  | { status: 'failed'; providerRef: string | null; code: string; message: string }

export interface ChargeInput {
  accountId: string
  amount: Money
  /** the saved method's providerRef; null with zero_balance */
  methodRef: string | null
  /** the same key twice charges once (the provider's answer is replayed) */
  idempotencyKey: string
  description: string
  /** a renewal or other charge made without the buyer present */
  offSession: boolean
  /** where an authentication page sends the buyer back */
  returnUrl: string | null
}

/** A verified webhook, reduced to the transitions the service knows. */
export interface ProviderEvent {
  id: string
  type: 'payment.succeeded' | 'payment.failed' | 'payment.requires_action' | 'other'
  /** the charge's providerRef */
  providerRef: string | null
  failure?: { code: string; message: string }
}

export interface PaymentProvider {
  readonly id: ProviderId
  readonly supports: ProviderSupport
  /** Starts adding a payment method: what the client needs to show the form (a setup secret …). */
  init(input: { accountId: string; paymentMethodType: PaymentMethodType }): Promise<Record<string, unknown>>
  /** Checks what the form sent and saves it at the provider; the answer holds only displayable data. */
  validate(input: { accountId: string; details: unknown }): Promise<ValidateResult>
  charge(input: ChargeInput): Promise<ChargeResult>
  /** After requires_action: the buyer's authentication outcome (the provider may know it itself). */
  confirm(input: { providerRef: string; idempotencyKey: string; authenticated: boolean }): Promise<ChargeResult>
  /** Verifies a webhook's signature over the raw body; null when it does not verify. */
  verifyWebhook?(rawBody: string, headers: Headers): ProviderEvent | null
}
