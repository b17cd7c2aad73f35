/**
 * The in-memory account behind the fake Stripe server: customers, cards, payment and setup
 * intents, charges, refunds and events, and the rules that move them from one status to the next
 * the way Stripe's test mode does. Everything here is plain data a test can read (or serialise);
 * the HTTP side (parsing, auth, idempotency, routing) lives in server.ts.
 */
import { createHmac, randomBytes } from 'node:crypto'
import {
  declineOnCharge,
  declineOnSave,
  DECLINES,
  needsAuthentication,
  newFingerprintKey,
  summariseCard,
  TEST_TOKENS,
  type CardBehaviour,
  type CardDecline,
} from './cards.ts'

/** The API version the fake claims for its events (the one the installed SDK was built for). */
export const FAKE_API_VERSION = '2026-10-28.endive'

export type Metadata = Record<string, string>

export interface StripeErrorBody {
  type: 'card_error' | 'invalid_request_error' | 'idempotency_error' | 'api_error'
  message: string
  code?: string
  decline_code?: string
  param?: string
  doc_url?: string
  charge?: string
  payment_intent?: FakePaymentIntent
  setup_intent?: FakeSetupIntent
  payment_method?: FakePaymentMethod
}

/** A Stripe error answer: `status` is the HTTP status, `body` goes under `{ error }`. */
export class StripeFakeError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message)
  }
}

export function invalidRequest(message: string, param?: string, code?: string, status = 400) {
  return new StripeFakeError(status, { type: 'invalid_request_error', message, ...(code && { code }), ...(param && { param }) })
}

export function noSuch(kind: string, id: string, param = 'id') {
  return invalidRequest(`No such ${kind}: '${id}'`, param, 'resource_missing', 404)
}

function cardError(decline: CardDecline, extra: Partial<StripeErrorBody>) {
  return new StripeFakeError(402, {
    type: 'card_error',
    ...decline,
    doc_url: `https://stripe.com/docs/error-codes/${decline.code.replaceAll('_', '-')}`,
    ...extra,
  })
}

export interface FakeCustomer {
  id: string
  object: 'customer'
  created: number
  livemode: false
  email: string | null
  name: string | null
  description: string | null
  phone: string | null
  metadata: Metadata
  invoice_settings: { default_payment_method: string | null; custom_fields: null; footer: null; rendering_options: null }
  address: null
  balance: number
  currency: string | null
  default_source: null
  delinquent: boolean
}

export interface BillingDetails {
  address: {
    city: string | null
    country: string | null
    line1: string | null
    line2: string | null
    postal_code: string | null
    state: string | null
  }
  email: string | null
  name: string | null
  phone: string | null
}

export interface FakePaymentMethod {
  id: string
  object: 'payment_method'
  type: 'card'
  created: number
  livemode: false
  customer: string | null
  metadata: Metadata
  allow_redisplay: 'unspecified'
  billing_details: BillingDetails
  card: {
    brand: string
    display_brand: string
    last4: string
    exp_month: number
    exp_year: number
    funding: 'credit' | 'debit'
    country: string
    fingerprint: string
    checks: { address_line1_check: null; address_postal_code_check: null; cvc_check: 'unchecked' | null }
    networks: { available: string[]; preferred: null }
    three_d_secure_usage: { supported: true }
    wallet: null
    generated_from: null
  }
}

/** What the fake knows about a card beyond what Stripe shows: its behaviour, never its number. */
export interface CardProfile {
  behaviour: CardBehaviour
  /** Set up for later off-session use (a succeeded SetupIntent, or a payment with setup_future_usage). */
  setUp: boolean
  /** Used without a customer, or detached: Stripe refuses to use it again. */
  consumed: boolean
}

export interface PaymentError {
  type: 'card_error' | 'invalid_request_error'
  code: string
  decline_code?: string
  message: string
  param?: string
  doc_url?: string
  charge?: string
  payment_method: FakePaymentMethod | null
}

export interface NextActionRedirect {
  type: 'redirect_to_url'
  redirect_to_url: { url: string; return_url: string | null }
}

export type PaymentIntentStatus =
  'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled'

export interface FakePaymentIntent {
  id: string
  object: 'payment_intent'
  amount: number
  amount_capturable: number
  amount_received: number
  currency: string
  customer: string | null
  payment_method: string | null
  status: PaymentIntentStatus
  client_secret: string
  capture_method: 'automatic'
  confirmation_method: 'automatic'
  created: number
  livemode: false
  description: string | null
  metadata: Metadata
  receipt_email: string | null
  setup_future_usage: 'on_session' | 'off_session' | null
  payment_method_types: string[]
  last_payment_error: PaymentError | null
  latest_charge: string | null
  next_action: NextActionRedirect | null
  canceled_at: number | null
  cancellation_reason: string | null
}

export type SetupIntentStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'succeeded' | 'canceled'

export interface FakeSetupIntent {
  id: string
  object: 'setup_intent'
  customer: string | null
  payment_method: string | null
  status: SetupIntentStatus
  usage: 'off_session' | 'on_session'
  client_secret: string
  created: number
  livemode: false
  description: string | null
  metadata: Metadata
  payment_method_types: string[]
  last_setup_error: PaymentError | null
  next_action: NextActionRedirect | null
  cancellation_reason: string | null
}

export interface FakeCharge {
  id: string
  object: 'charge'
  amount: number
  amount_captured: number
  amount_refunded: number
  captured: boolean
  currency: string
  customer: string | null
  description: string | null
  payment_intent: string
  payment_method: string
  payment_method_details: {
    type: 'card'
    card: { brand: string; last4: string; exp_month: number; exp_year: number; funding: string; country: string; fingerprint: string }
  }
  billing_details: BillingDetails
  status: 'succeeded' | 'failed'
  paid: boolean
  refunded: boolean
  disputed: false
  failure_code: string | null
  failure_message: string | null
  outcome: { network_status: string; reason: string | null; risk_level: 'normal'; seller_message: string; type: string }
  metadata: Metadata
  created: number
  livemode: false
  balance_transaction: null
  receipt_url: null
}

export interface FakeRefund {
  id: string
  object: 'refund'
  amount: number
  charge: string
  payment_intent: string
  currency: string
  status: 'succeeded'
  reason: string | null
  metadata: Metadata
  created: number
  balance_transaction: null
}

export interface FakeEvent {
  id: string
  object: 'event'
  api_version: string
  created: number
  livemode: false
  pending_webhooks: number
  request: { id: string | null; idempotency_key: string | null }
  type: string
  data: { object: unknown }
}

export interface WebhookDelivery {
  event: string
  type: string
  url: string
  /** The receiver's HTTP status, or null when it could not be reached. */
  status: number | null
  error?: string
}

export interface RequestRecord {
  method: string
  path: string
  params: unknown
  idempotencyKey: string | null
  status: number
  replayed: boolean
}

export interface IdempotentAnswer {
  endpoint: string
  fingerprint: string
  status: number
  body: string
}

export interface SendEventOptions {
  /** Sign with this secret instead of the fake's (to forge an event the receiver must refuse). */
  secret?: string
  /** Sign as of this Unix time (to send a stale event). */
  timestamp?: number
  /** Deliver here instead of the configured webhook URL. */
  url?: string
}

/** Where the 3D Secure step sends the customer back to, with Stripe's query parameters. */
export interface AuthenticationResult {
  redirect: string | null
  status: 'succeeded' | 'failed'
}

const now = () => Math.floor(Date.now() / 1000)

export function newId(prefix: string) {
  return `${prefix}_${randomBytes(18).toString('base64url').replace(/[-_]/g, '').slice(0, 24)}`
}

const clone = <T>(value: T): T => structuredClone(value)

const emptyBilling = (): BillingDetails => ({
  address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
  email: null,
  name: null,
  phone: null,
})

const MINIMUM_AMOUNT: Record<string, number> = { usd: 50, eur: 50, gbp: 30, cad: 50, aud: 50, chf: 50, jpy: 50 }

export interface StateOptions {
  webhookUrl?: string
  webhookSecret: string
  /** The fake's own base URL, for the 3D Secure pages it links to. */
  baseUrl: string
}

export class FakeStripeState {
  customers: Record<string, FakeCustomer> = {}
  deletedCustomers: string[] = []
  paymentMethods: Record<string, FakePaymentMethod> = {}
  cardProfiles: Record<string, CardProfile> = {}
  paymentIntents: Record<string, FakePaymentIntent> = {}
  setupIntents: Record<string, FakeSetupIntent> = {}
  charges: Record<string, FakeCharge> = {}
  refunds: Record<string, FakeRefund> = {}
  events: FakeEvent[] = []
  deliveries: WebhookDelivery[] = []
  /** Every API request the fake answered, card numbers and CVCs left out. */
  requests: RequestRecord[] = []
  /** Stored answers by Idempotency-Key (the parameters only as a keyed hash). */
  idempotency: Record<string, IdempotentAnswer> = {}

  readonly #options: StateOptions
  readonly #fingerprintKey = newFingerprintKey()
  #request: FakeEvent['request'] = { id: null, idempotency_key: null }
  #queue: Promise<void> = Promise.resolve()
  #pending = 0

  constructor(options: StateOptions) {
    this.#options = options
  }

  // ---- events and webhooks -------------------------------------------------------------------

  /** Runs `fn` with the API request it serves, which the events it emits will name. */
  withRequest<T>(request: FakeEvent['request'], fn: () => T): T {
    this.#request = request
    try {
      return fn()
    } finally {
      this.#request = { id: null, idempotency_key: null }
    }
  }

  #event(type: string, object: unknown, pending: boolean): FakeEvent {
    const event: FakeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: FAKE_API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: pending ? 1 : 0,
      request: { ...this.#request },
      type,
      data: { object: clone(object) },
    }
    this.events.push(event)
    return event
  }

  /** Records an event for a state change and, when a webhook URL is set, queues its delivery. */
  emit(type: string, object: unknown) {
    const url = this.#options.webhookUrl
    const event = this.#event(type, object, Boolean(url))
    if (url) void this.#enqueue(event, { url, secret: this.#options.webhookSecret })
    return event
  }

  /**
   * Builds a new event of `type` about `object` (a fake's own object, or anything a test forges)
   * and delivers it, after any deliveries already queued. Resolves with how the receiver answered.
   */
  async sendEvent(type: string, object: unknown, options: SendEventOptions = {}): Promise<WebhookDelivery> {
    const url = options.url ?? this.#options.webhookUrl
    if (!url) throw new Error('sendEvent: the fake was started without a webhookUrl and none was given')
    const event = this.#event(type, object, true)
    return this.#enqueue(event, { url, secret: options.secret ?? this.#options.webhookSecret, timestamp: options.timestamp })
  }

  /** Delivers an event again, same id and body (as Stripe's retries do), freshly signed. */
  async resendEvent(eventId: string, options: SendEventOptions = {}): Promise<WebhookDelivery> {
    const event = this.events.find((candidate) => candidate.id === eventId)
    if (!event) throw new Error(`resendEvent: no event ${eventId}`)
    const url = options.url ?? this.#options.webhookUrl
    if (!url) throw new Error('resendEvent: the fake was started without a webhookUrl and none was given')
    return this.#enqueue(event, { url, secret: options.secret ?? this.#options.webhookSecret, timestamp: options.timestamp })
  }

  /** Forgets every object, event and stored answer (the server and its port stay). */
  reset() {
    this.customers = {}
    this.deletedCustomers = []
    this.paymentMethods = {}
    this.cardProfiles = {}
    this.paymentIntents = {}
    this.setupIntents = {}
    this.charges = {}
    this.refunds = {}
    this.events = []
    this.deliveries = []
    this.requests = []
    this.idempotency = {}
  }

  /** Resolves once every queued webhook delivery has been answered (or has failed). */
  async webhooksIdle(): Promise<void> {
    while (this.#pending > 0) await this.#queue
  }

  #enqueue(event: FakeEvent, target: { url: string; secret: string; timestamp?: number }) {
    this.#pending++
    const delivery = this.#queue.then(() => this.#deliver(event, target))
    this.#queue = delivery.then(
      () => void this.#pending--,
      () => void this.#pending--,
    )
    return delivery
  }

  async #deliver(event: FakeEvent, target: { url: string; secret: string; timestamp?: number }): Promise<WebhookDelivery> {
    const payload = JSON.stringify(event, null, 2)
    const record: WebhookDelivery = { event: event.id, type: event.type, url: target.url, status: null }
    try {
      const response = await fetch(target.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signPayload(payload, target.secret, target.timestamp),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      })
      await response.arrayBuffer()
      record.status = response.status
    } catch (error) {
      record.error = error instanceof Error ? error.message : String(error)
    }
    this.deliveries.push(record)
    return record
  }

  // ---- lookups -------------------------------------------------------------------------------

  /** Any object the fake holds, by id (for `expand`). */
  find(id: string): unknown {
    const prefix = id.slice(0, id.indexOf('_'))
    switch (prefix) {
      case 'cus':
        return this.customers[id]
      case 'pm':
        return this.paymentMethods[id]
      case 'pi':
        return this.paymentIntents[id]
      case 'seti':
        return this.setupIntents[id]
      case 'ch':
        return this.charges[id]
      case 're':
        return this.refunds[id]
      case 'evt':
        return this.events.find((event) => event.id === id)
      default:
        return undefined
    }
  }

  customer(id: string, param = 'id') {
    const customer = this.customers[id]
    if (!customer) throw noSuch('customer', id, param)
    return customer
  }

  paymentMethod(id: string, param = 'id') {
    const paymentMethod = this.paymentMethods[id] ?? this.#fromTestToken(id)
    if (!paymentMethod) throw noSuch('PaymentMethod', id, param)
    return paymentMethod
  }

  paymentIntent(id: string, param = 'id') {
    const intent = this.paymentIntents[id]
    if (!intent) throw noSuch('payment_intent', id, param)
    return intent
  }

  setupIntent(id: string, param = 'id') {
    const intent = this.setupIntents[id]
    if (!intent) throw noSuch('setupintent', id, param)
    return intent
  }

  charge(id: string, param = 'id') {
    const charge = this.charges[id]
    if (!charge) throw noSuch('charge', id, param)
    return charge
  }

  refund(id: string, param = 'id') {
    const refund = this.refunds[id]
    if (!refund) throw noSuch('refund', id, param)
    return refund
  }

  event(id: string) {
    const event = this.events.find((candidate) => candidate.id === id)
    if (!event) throw noSuch('event', id)
    return event
  }

  #profile(paymentMethodId: string): CardProfile {
    const profile = this.cardProfiles[paymentMethodId]
    if (!profile) throw new Error(`no card profile for ${paymentMethodId}`)
    return profile
  }

  // ---- customers -----------------------------------------------------------------------------

  createCustomer(params: {
    email?: string | null
    name?: string | null
    description?: string | null
    phone?: string | null
    metadata?: Metadata
    payment_method?: string | null
    invoice_settings?: { default_payment_method?: string | null }
  }) {
    const customer: FakeCustomer = {
      id: newId('cus'),
      object: 'customer',
      created: now(),
      livemode: false,
      email: params.email ?? null,
      name: params.name ?? null,
      description: params.description ?? null,
      phone: params.phone ?? null,
      metadata: mergeMetadata({}, params.metadata ?? {}),
      invoice_settings: { default_payment_method: null, custom_fields: null, footer: null, rendering_options: null },
      address: null,
      balance: 0,
      currency: null,
      default_source: null,
      delinquent: false,
    }
    // Stripe checks the card before it creates the customer.
    const paymentMethod = params.payment_method ? this.#checkAttachable(params.payment_method, 'payment_method') : undefined
    this.customers[customer.id] = customer
    if (paymentMethod) this.#attach(paymentMethod, customer.id)
    const defaultMethod = params.invoice_settings?.default_payment_method
    if (defaultMethod) this.#setDefaultPaymentMethod(customer, defaultMethod)
    return customer
  }

  updateCustomer(
    id: string,
    params: {
      email?: string | null
      name?: string | null
      description?: string | null
      phone?: string | null
      metadata?: Metadata | null
      invoice_settings?: { default_payment_method?: string | null }
    },
  ) {
    const customer = this.customer(id)
    for (const field of ['email', 'name', 'description', 'phone'] as const) {
      if (params[field] !== undefined) customer[field] = params[field]
    }
    if (params.metadata !== undefined) customer.metadata = mergeMetadata(customer.metadata, params.metadata)
    const defaultMethod = params.invoice_settings?.default_payment_method
    if (defaultMethod === null) customer.invoice_settings.default_payment_method = null
    else if (defaultMethod !== undefined) this.#setDefaultPaymentMethod(customer, defaultMethod)
    return customer
  }

  deleteCustomer(id: string) {
    this.customer(id)
    delete this.customers[id]
    this.deletedCustomers.push(id)
    for (const paymentMethod of Object.values(this.paymentMethods)) {
      if (paymentMethod.customer === id) {
        paymentMethod.customer = null
        this.#profile(paymentMethod.id).consumed = true
      }
    }
    return { id, object: 'customer' as const, deleted: true as const }
  }

  #setDefaultPaymentMethod(customer: FakeCustomer, paymentMethodId: string) {
    const paymentMethod = this.paymentMethods[paymentMethodId]
    if (!paymentMethod || paymentMethod.customer !== customer.id) {
      throw invalidRequest(
        `The customer does not have a payment method with the ID ${paymentMethodId}. The payment method must be attached to the customer.`,
        'invoice_settings[default_payment_method]',
        'resource_missing',
      )
    }
    customer.invoice_settings.default_payment_method = paymentMethod.id
  }

  // ---- payment methods -----------------------------------------------------------------------

  /** Creates a card PaymentMethod from raw card details, keeping only what Stripe shows back. */
  createCardPaymentMethod(params: {
    card: { number: string; exp_month: number; exp_year: number; cvc?: string | null }
    billing_details?: Partial<Omit<BillingDetails, 'address'>> & { address?: Partial<BillingDetails['address']> }
    metadata?: Metadata
  }) {
    const { card } = params
    const summary = summariseCard(card.number, this.#fingerprintKey)
    if ('code' in summary) throw cardError(summary, {})
    if (!Number.isInteger(card.exp_month) || card.exp_month < 1 || card.exp_month > 12) {
      throw cardError({ code: 'invalid_expiry_month', message: "Your card's expiration month is invalid.", param: 'card[exp_month]' }, {})
    }
    const today = new Date()
    const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year
    if (year < today.getUTCFullYear() || year > today.getUTCFullYear() + 50) {
      throw cardError({ code: 'invalid_expiry_year', message: "Your card's expiration year is invalid.", param: 'card[exp_year]' }, {})
    }
    if (year === today.getUTCFullYear() && card.exp_month < today.getUTCMonth() + 1) {
      throw cardError({ code: 'invalid_expiry_month', message: "Your card's expiration month is invalid.", param: 'card[exp_month]' }, {})
    }
    if (card.cvc != null && !/^\d{3,4}$/.test(card.cvc)) {
      throw cardError({ code: 'invalid_cvc', message: "Your card's security code is invalid.", param: 'card[cvc]' }, {})
    }
    const billing = emptyBilling()
    const { address, ...contact } = params.billing_details ?? {}
    Object.assign(billing, contact)
    Object.assign(billing.address, address)
    return this.#storePaymentMethod(
      {
        brand: summary.brand,
        last4: summary.last4,
        funding: summary.funding,
        fingerprint: summary.fingerprint,
        exp_month: card.exp_month,
        exp_year: year,
        cvcGiven: card.cvc != null,
      },
      summary.behaviour,
      billing,
      params.metadata ?? {},
    )
  }

  /** `pm_card_visa` and friends: every use makes a new PaymentMethod, as in Stripe's test mode. */
  #fromTestToken(token: string) {
    const number = TEST_TOKENS[token]
    if (!number) return undefined
    const summary = summariseCard(number, this.#fingerprintKey)
    if ('code' in summary) return undefined
    const expYear = new Date().getUTCFullYear() + 3
    return this.#storePaymentMethod({ ...summary, exp_month: 12, exp_year: expYear, cvcGiven: true }, summary.behaviour, emptyBilling(), {})
  }

  #storePaymentMethod(
    card: {
      brand: string
      last4: string
      funding: 'credit' | 'debit'
      fingerprint: string
      exp_month: number
      exp_year: number
      cvcGiven: boolean
    },
    behaviour: CardBehaviour,
    billing: BillingDetails,
    metadata: Metadata,
  ) {
    const paymentMethod: FakePaymentMethod = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      created: now(),
      livemode: false,
      customer: null,
      metadata,
      allow_redisplay: 'unspecified',
      billing_details: billing,
      card: {
        brand: card.brand,
        display_brand: card.brand,
        last4: card.last4,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        funding: card.funding,
        country: 'US',
        fingerprint: card.fingerprint,
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: card.cvcGiven ? 'unchecked' : null },
        networks: { available: [card.brand], preferred: null },
        three_d_secure_usage: { supported: true },
        wallet: null,
        generated_from: null,
      },
    }
    this.paymentMethods[paymentMethod.id] = paymentMethod
    this.cardProfiles[paymentMethod.id] = { behaviour, setUp: false, consumed: false }
    return paymentMethod
  }

  #refuseConsumed(paymentMethod: FakePaymentMethod, param: string) {
    if (this.#profile(paymentMethod.id).consumed) {
      throw invalidRequest(
        'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.',
        param,
      )
    }
  }

  /** The checks Stripe makes before a card is saved to a customer, the card check included. */
  #checkAttachable(paymentMethodId: string, param: string) {
    const paymentMethod = this.paymentMethod(paymentMethodId, param)
    this.#refuseConsumed(paymentMethod, param)
    if (paymentMethod.customer) {
      throw invalidRequest(
        'The payment method you provided has already been attached to a customer.',
        param,
        'payment_method_unexpected_state',
      )
    }
    const decline = declineOnSave(this.#profile(paymentMethod.id).behaviour)
    if (decline) throw cardError(decline, {})
    return paymentMethod
  }

  #attach(paymentMethod: FakePaymentMethod, customerId: string) {
    paymentMethod.customer = customerId
    this.emit('payment_method.attached', paymentMethod)
  }

  attachPaymentMethod(id: string, params: { customer: string }) {
    this.customer(params.customer, 'customer')
    const paymentMethod = this.paymentMethods[id]
    if (paymentMethod?.customer === params.customer) return paymentMethod
    const attachable = this.#checkAttachable(id, 'payment_method')
    this.#attach(attachable, params.customer)
    return attachable
  }

  detachPaymentMethod(id: string) {
    const paymentMethod = this.paymentMethod(id)
    if (!paymentMethod.customer) {
      throw invalidRequest(
        'The payment method you provided is not attached to a customer so detachment is impossible.',
        undefined,
        'payment_method_unexpected_state',
      )
    }
    const customer = this.customers[paymentMethod.customer]
    if (customer?.invoice_settings.default_payment_method === id) customer.invoice_settings.default_payment_method = null
    paymentMethod.customer = null
    this.#profile(id).consumed = true
    this.emit('payment_method.detached', paymentMethod)
    return paymentMethod
  }

  paymentMethodsOf(customerId: string) {
    this.customer(customerId, 'customer')
    return Object.values(this.paymentMethods).filter((paymentMethod) => paymentMethod.customer === customerId)
  }

  /** The PaymentMethod an intent of `customerId` may use, with Stripe's ownership rules. */
  #usable(paymentMethodId: string, customerId: string | null) {
    const paymentMethod = this.paymentMethod(paymentMethodId, 'payment_method')
    this.#refuseConsumed(paymentMethod, 'payment_method')
    if (paymentMethod.customer && paymentMethod.customer !== customerId) {
      throw invalidRequest(
        customerId
          ? `The provided PaymentMethod ${paymentMethod.id} does not belong to the customer ${customerId}.`
          : `The provided PaymentMethod ${paymentMethod.id} belongs to a customer; pass that customer's ID in \`customer\` to use it.`,
        'payment_method',
      )
    }
    return paymentMethod
  }

  // ---- payment intents -----------------------------------------------------------------------

  createPaymentIntent(params: {
    amount: number
    currency: string
    customer?: string | null
    payment_method?: string | null
    confirm?: boolean
    off_session?: boolean
    return_url?: string | null
    setup_future_usage?: 'on_session' | 'off_session' | null
    description?: string | null
    receipt_email?: string | null
    metadata?: Metadata
    payment_method_types?: string[]
  }) {
    const currency = params.currency.toLowerCase()
    checkAmount(params.amount, currency)
    if (params.customer) this.customer(params.customer, 'customer')
    if (params.off_session && !params.confirm) {
      throw invalidRequest('The parameter `off_session` can only be passed when `confirm` is true.', 'off_session')
    }
    const paymentMethod = params.payment_method ? this.#usable(params.payment_method, params.customer ?? null) : undefined
    if (params.confirm && !paymentMethod) {
      throw invalidRequest('You must provide a `payment_method` to confirm this PaymentIntent.', 'payment_method', 'parameter_missing')
    }
    const id = newId('pi')
    const intent: FakePaymentIntent = {
      id,
      object: 'payment_intent',
      amount: params.amount,
      amount_capturable: 0,
      amount_received: 0,
      currency,
      customer: params.customer ?? null,
      payment_method: paymentMethod?.id ?? null,
      status: paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(18).toString('base64url').replace(/[-_]/g, '')}`,
      capture_method: 'automatic',
      confirmation_method: 'automatic',
      created: now(),
      livemode: false,
      description: params.description ?? null,
      metadata: mergeMetadata({}, params.metadata ?? {}),
      receipt_email: params.receipt_email ?? null,
      setup_future_usage: params.setup_future_usage ?? null,
      payment_method_types: params.payment_method_types ?? ['card'],
      last_payment_error: null,
      latest_charge: null,
      next_action: null,
      canceled_at: null,
      cancellation_reason: null,
    }
    this.paymentIntents[id] = intent
    this.emit('payment_intent.created', intent)
    if (params.confirm) {
      this.#confirmIntent(intent, { offSession: params.off_session ?? false, returnUrl: params.return_url ?? null })
    }
    return intent
  }

  updatePaymentIntent(
    id: string,
    params: {
      amount?: number
      currency?: string
      customer?: string | null
      payment_method?: string | null
      description?: string | null
      receipt_email?: string | null
      setup_future_usage?: 'on_session' | 'off_session' | null
      metadata?: Metadata | null
    },
  ) {
    const intent = this.paymentIntent(id)
    if (intent.status === 'succeeded' || intent.status === 'canceled' || intent.status === 'processing') {
      throw invalidRequest(
        `You cannot update this PaymentIntent because it has a status of ${intent.status}.`,
        undefined,
        'payment_intent_unexpected_state',
      )
    }
    const currency = params.currency?.toLowerCase() ?? intent.currency
    if (params.amount !== undefined || params.currency !== undefined) checkAmount(params.amount ?? intent.amount, currency)
    if (params.customer) this.customer(params.customer, 'customer')
    const customer = params.customer !== undefined ? params.customer : intent.customer
    if (params.payment_method) intent.payment_method = this.#usable(params.payment_method, customer).id
    else if (params.payment_method === null) intent.payment_method = null
    intent.customer = customer
    intent.currency = currency
    if (params.amount !== undefined) intent.amount = params.amount
    for (const field of ['description', 'receipt_email', 'setup_future_usage'] as const) {
      if (params[field] !== undefined) (intent as unknown as Record<string, unknown>)[field] = params[field]
    }
    if (params.metadata !== undefined) intent.metadata = mergeMetadata(intent.metadata, params.metadata)
    if (intent.status !== 'requires_action') intent.status = intent.payment_method ? 'requires_confirmation' : 'requires_payment_method'
    return intent
  }

  confirmPaymentIntent(
    id: string,
    params: {
      payment_method?: string | null
      off_session?: boolean
      return_url?: string | null
      setup_future_usage?: 'on_session' | 'off_session' | null
    },
  ) {
    const intent = this.paymentIntent(id)
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status)) {
      throw invalidRequest(
        `You cannot confirm this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be confirmed: requires_confirmation, requires_action, requires_payment_method.`,
        undefined,
        'payment_intent_unexpected_state',
      )
    }
    if (params.payment_method) intent.payment_method = this.#usable(params.payment_method, intent.customer).id
    if (params.setup_future_usage !== undefined) intent.setup_future_usage = params.setup_future_usage
    this.#confirmIntent(intent, { offSession: params.off_session ?? false, returnUrl: params.return_url ?? null })
    return intent
  }

  #confirmIntent(intent: FakePaymentIntent, options: { offSession: boolean; returnUrl: string | null }) {
    if (!intent.payment_method) {
      throw invalidRequest(
        "You cannot confirm this PaymentIntent because it's missing a payment method. Update the PaymentIntent with a payment method and then confirm it again.",
        undefined,
        'payment_intent_unexpected_state',
      )
    }
    const paymentMethod = this.paymentMethod(intent.payment_method)
    const profile = this.#profile(paymentMethod.id)
    intent.last_payment_error = null
    intent.next_action = null
    if (needsAuthentication(profile.behaviour, { setUp: profile.setUp, offSession: options.offSession })) {
      if (options.offSession) {
        this.#failPayment(intent, paymentMethod, DECLINES.authentication_required, null)
        throw cardError(DECLINES.authentication_required, { payment_intent: clone(intent), payment_method: clone(paymentMethod) })
      }
      intent.status = 'requires_action'
      intent.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: { url: `${this.#options.baseUrl}/fake/3ds/${intent.id}`, return_url: options.returnUrl },
      }
      this.emit('payment_intent.requires_action', intent)
      return
    }
    const failure = this.#charge(intent, paymentMethod)
    if (failure) {
      throw cardError(failure.decline, { charge: failure.charge, payment_intent: clone(intent), payment_method: clone(paymentMethod) })
    }
  }

  /** Charges the intent's card; answers the decline when the card is refused. */
  #charge(intent: FakePaymentIntent, paymentMethod: FakePaymentMethod): { decline: CardDecline; charge: string } | undefined {
    const profile = this.#profile(paymentMethod.id)
    const decline = declineOnCharge(profile.behaviour)
    const { card } = paymentMethod
    const charge: FakeCharge = {
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: decline ? 0 : intent.amount,
      amount_refunded: 0,
      captured: !decline,
      currency: intent.currency,
      customer: intent.customer,
      description: intent.description,
      payment_intent: intent.id,
      payment_method: paymentMethod.id,
      payment_method_details: {
        type: 'card',
        card: {
          brand: card.brand,
          last4: card.last4,
          exp_month: card.exp_month,
          exp_year: card.exp_year,
          funding: card.funding,
          country: card.country,
          fingerprint: card.fingerprint,
        },
      },
      billing_details: clone(paymentMethod.billing_details),
      status: decline ? 'failed' : 'succeeded',
      paid: !decline,
      refunded: false,
      disputed: false,
      failure_code: decline?.code ?? null,
      failure_message: decline?.message ?? null,
      outcome: decline
        ? {
            network_status: 'declined_by_network',
            reason: decline.decline_code ?? decline.code,
            risk_level: 'normal',
            seller_message: 'The bank did not return any further details with this decline.',
            type: 'issuer_declined',
          }
        : {
            network_status: 'approved_by_network',
            reason: null,
            risk_level: 'normal',
            seller_message: 'Payment complete.',
            type: 'authorized',
          },
      metadata: clone(intent.metadata),
      created: now(),
      livemode: false,
      balance_transaction: null,
      receipt_url: null,
    }
    this.charges[charge.id] = charge
    intent.latest_charge = charge.id
    if (decline) {
      this.emit('charge.failed', charge)
      this.#failPayment(intent, paymentMethod, decline, charge.id)
      return { decline, charge: charge.id }
    }
    intent.status = 'succeeded'
    intent.amount_received = intent.amount
    intent.next_action = null
    if (intent.customer && intent.setup_future_usage) {
      if (!paymentMethod.customer) this.#attach(paymentMethod, intent.customer)
      profile.setUp = true
    } else if (!paymentMethod.customer) {
      profile.consumed = true
    }
    this.emit('charge.succeeded', charge)
    this.emit('payment_intent.succeeded', intent)
    return undefined
  }

  #failPayment(intent: FakePaymentIntent, paymentMethod: FakePaymentMethod, decline: CardDecline, chargeId: string | null) {
    intent.status = 'requires_payment_method'
    intent.next_action = null
    intent.last_payment_error = {
      type: 'card_error',
      ...decline,
      doc_url: `https://stripe.com/docs/error-codes/${decline.code.replaceAll('_', '-')}`,
      ...(chargeId && { charge: chargeId }),
      payment_method: clone(paymentMethod),
    }
    this.emit('payment_intent.payment_failed', intent)
  }

  cancelPaymentIntent(id: string, params: { cancellation_reason?: string | null }) {
    const intent = this.paymentIntent(id)
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing'].includes(intent.status)) {
      throw invalidRequest(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
        undefined,
        'payment_intent_unexpected_state',
      )
    }
    intent.status = 'canceled'
    intent.next_action = null
    intent.canceled_at = now()
    intent.cancellation_reason = params.cancellation_reason ?? null
    this.emit('payment_intent.canceled', intent)
    return intent
  }

  // ---- setup intents -------------------------------------------------------------------------

  createSetupIntent(params: {
    customer?: string | null
    payment_method?: string | null
    confirm?: boolean
    return_url?: string | null
    usage?: 'off_session' | 'on_session'
    description?: string | null
    metadata?: Metadata
    payment_method_types?: string[]
  }) {
    if (params.customer) this.customer(params.customer, 'customer')
    const paymentMethod = params.payment_method ? this.#usable(params.payment_method, params.customer ?? null) : undefined
    if (params.confirm && !paymentMethod) {
      throw invalidRequest('You must provide a `payment_method` to confirm this SetupIntent.', 'payment_method', 'parameter_missing')
    }
    const id = newId('seti')
    const intent: FakeSetupIntent = {
      id,
      object: 'setup_intent',
      customer: params.customer ?? null,
      payment_method: paymentMethod?.id ?? null,
      status: paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
      usage: params.usage ?? 'off_session',
      client_secret: `${id}_secret_${randomBytes(18).toString('base64url').replace(/[-_]/g, '')}`,
      created: now(),
      livemode: false,
      description: params.description ?? null,
      metadata: mergeMetadata({}, params.metadata ?? {}),
      payment_method_types: params.payment_method_types ?? ['card'],
      last_setup_error: null,
      next_action: null,
      cancellation_reason: null,
    }
    this.setupIntents[id] = intent
    this.emit('setup_intent.created', intent)
    if (params.confirm) this.#confirmSetup(intent, params.return_url ?? null)
    return intent
  }

  confirmSetupIntent(id: string, params: { payment_method?: string | null; return_url?: string | null }) {
    const intent = this.setupIntent(id)
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status)) {
      throw invalidRequest(
        `You cannot confirm this SetupIntent because it has a status of ${intent.status}. Only a SetupIntent with one of the following statuses may be confirmed: requires_confirmation, requires_action, requires_payment_method.`,
        undefined,
        'setup_intent_unexpected_state',
      )
    }
    if (params.payment_method) intent.payment_method = this.#usable(params.payment_method, intent.customer).id
    this.#confirmSetup(intent, params.return_url ?? null)
    return intent
  }

  #confirmSetup(intent: FakeSetupIntent, returnUrl: string | null) {
    if (!intent.payment_method) {
      throw invalidRequest(
        "You cannot confirm this SetupIntent because it's missing a payment method. Update the SetupIntent with a payment method and then confirm it again.",
        undefined,
        'setup_intent_unexpected_state',
      )
    }
    const paymentMethod = this.paymentMethod(intent.payment_method)
    const profile = this.#profile(paymentMethod.id)
    intent.last_setup_error = null
    intent.next_action = null
    const decline = declineOnSave(profile.behaviour)
    if (decline) {
      this.#failSetup(intent, paymentMethod, { type: 'card_error', ...decline })
      throw cardError(decline, { setup_intent: clone(intent), payment_method: clone(paymentMethod) })
    }
    if (needsAuthentication(profile.behaviour, { setUp: false, offSession: false })) {
      intent.status = 'requires_action'
      intent.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: { url: `${this.#options.baseUrl}/fake/3ds/${intent.id}`, return_url: returnUrl },
      }
      this.emit('setup_intent.requires_action', intent)
      return
    }
    this.#succeedSetup(intent, paymentMethod)
  }

  #succeedSetup(intent: FakeSetupIntent, paymentMethod: FakePaymentMethod) {
    if (intent.customer && paymentMethod.customer !== intent.customer) this.#attach(paymentMethod, intent.customer)
    this.#profile(paymentMethod.id).setUp = true
    intent.status = 'succeeded'
    intent.next_action = null
    this.emit('setup_intent.succeeded', intent)
  }

  #failSetup(intent: FakeSetupIntent, paymentMethod: FakePaymentMethod, error: Omit<PaymentError, 'payment_method'>) {
    intent.status = 'requires_payment_method'
    intent.next_action = null
    intent.last_setup_error = { ...error, payment_method: clone(paymentMethod) }
    this.emit('setup_intent.setup_failed', intent)
  }

  cancelSetupIntent(id: string, params: { cancellation_reason?: string | null }) {
    const intent = this.setupIntent(id)
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw invalidRequest(
        `You cannot cancel this SetupIntent because it has a status of ${intent.status}.`,
        undefined,
        'setup_intent_unexpected_state',
      )
    }
    intent.status = 'canceled'
    intent.next_action = null
    intent.cancellation_reason = params.cancellation_reason ?? null
    this.emit('setup_intent.canceled', intent)
    return intent
  }

  // ---- 3D Secure -----------------------------------------------------------------------------

  /** The intent a 3D Secure page is about, if it is waiting for the customer. */
  awaitingAuthentication(id: string): FakePaymentIntent | FakeSetupIntent | undefined {
    const intent = this.paymentIntents[id] ?? this.setupIntents[id]
    return intent?.status === 'requires_action' ? intent : undefined
  }

  /** The customer passes (or fails) the 3D Secure step; the payment or setup then goes on. */
  completeAuthentication(id: string, outcome: 'complete' | 'fail'): AuthenticationResult {
    const intent = this.awaitingAuthentication(id)
    if (!intent) throw invalidRequest(`Nothing is waiting for authentication with the ID ${id}.`, 'id')
    const returnUrl = intent.next_action?.redirect_to_url.return_url ?? null
    const paymentMethod = this.paymentMethod(intent.payment_method!)
    let status: AuthenticationResult['status']
    if (intent.object === 'payment_intent') {
      if (outcome === 'fail') {
        intent.status = 'requires_payment_method'
        intent.next_action = null
        intent.last_payment_error = authenticationFailure('payment_intent', paymentMethod)
        this.emit('payment_intent.payment_failed', intent)
        status = 'failed'
      } else {
        if (intent.setup_future_usage) this.#profile(paymentMethod.id).setUp = true
        status = this.#charge(intent, paymentMethod) ? 'failed' : 'succeeded'
      }
    } else if (outcome === 'fail') {
      this.#failSetup(intent, paymentMethod, authenticationFailure('setup_intent', paymentMethod))
      status = 'failed'
    } else {
      this.#succeedSetup(intent, paymentMethod)
      status = 'succeeded'
    }
    if (!returnUrl) return { redirect: null, status }
    const redirect = new URL(returnUrl)
    const kind = intent.object
    redirect.searchParams.set(kind, intent.id)
    redirect.searchParams.set(`${kind}_client_secret`, intent.client_secret)
    redirect.searchParams.set('redirect_status', status)
    return { redirect: redirect.toString(), status }
  }

  // ---- refunds -------------------------------------------------------------------------------

  createRefund(params: {
    payment_intent?: string | null
    charge?: string | null
    amount?: number
    reason?: string | null
    metadata?: Metadata
  }) {
    let charge: FakeCharge
    if (params.payment_intent) {
      const intent = this.paymentIntent(params.payment_intent, 'payment_intent')
      const latest = intent.latest_charge ? this.charges[intent.latest_charge] : undefined
      if (intent.status !== 'succeeded' || !latest) {
        throw invalidRequest(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, 'payment_intent')
      }
      charge = latest
    } else if (params.charge) {
      charge = this.charge(params.charge, 'charge')
    } else {
      throw invalidRequest('One of the following params should be provided for this request: payment_intent or charge.')
    }
    if (charge.status !== 'succeeded') throw invalidRequest(`Charge ${charge.id} has not succeeded and cannot be refunded.`, 'charge')
    const remaining = charge.amount - charge.amount_refunded
    if (remaining <= 0) throw invalidRequest(`Charge ${charge.id} has already been refunded.`, undefined, 'charge_already_refunded')
    const amount = params.amount ?? remaining
    if (amount < 1) throw invalidRequest('Invalid positive integer', 'amount')
    if (amount > remaining) {
      throw invalidRequest(
        `Refund amount (${formatAmount(amount, charge.currency)}) is greater than unrefunded amount on charge (${formatAmount(remaining, charge.currency)})`,
        'amount',
        'amount_too_large',
      )
    }
    const refund: FakeRefund = {
      id: newId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: charge.currency,
      status: 'succeeded',
      reason: params.reason ?? null,
      metadata: mergeMetadata({}, params.metadata ?? {}),
      created: now(),
      balance_transaction: null,
    }
    this.refunds[refund.id] = refund
    charge.amount_refunded += amount
    charge.refunded = charge.amount_refunded === charge.amount
    this.emit('refund.created', refund)
    this.emit('charge.refunded', charge)
    return refund
  }
}

/** `t=…,v1=…`: Stripe's signature over `${t}.${payload}` (HMAC-SHA256 with the endpoint's secret). */
export function signPayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex')
  return `t=${timestamp},v1=${signature}`
}

function authenticationFailure(kind: 'payment_intent' | 'setup_intent', paymentMethod: FakePaymentMethod): PaymentError {
  const subject = kind === 'payment_intent' ? 'PaymentIntent' : 'SetupIntent'
  return {
    type: 'invalid_request_error',
    code: `${kind}_authentication_failure`,
    message: `The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this ${subject} again.`,
    doc_url: `https://stripe.com/docs/error-codes/${kind.replaceAll('_', '-')}-authentication-failure`,
    payment_method: clone(paymentMethod),
  }
}

function checkAmount(amount: number, currency: string) {
  if (amount > 99_999_999) throw invalidRequest('Amount must be no more than 99999999', 'amount', 'amount_too_large')
  const minimum = MINIMUM_AMOUNT[currency] ?? 1
  if (amount < minimum) {
    throw invalidRequest(`Amount must be at least ${formatAmount(minimum, currency)}`, 'amount', 'amount_too_small')
  }
}

function formatAmount(amount: number, currency: string) {
  if (currency === 'jpy') return `¥${amount} jpy`
  return `${currency === 'usd' ? '$' : ''}${(amount / 100).toFixed(2)} ${currency}`
}

/** Stripe's metadata update: keys merge, an empty value removes its key, an empty map clears all. */
function mergeMetadata(current: Metadata, update: Metadata | null): Metadata {
  if (update === null) return {}
  const merged = { ...current }
  for (const [key, value] of Object.entries(update)) {
    if (value === '') delete merged[key]
    else merged[key] = value
  }
  return merged
}
