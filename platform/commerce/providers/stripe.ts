/**
 * `stripe`, through the official SDK. The card form is Stripe's own (Stripe.js in the browser), so
 * the platform only ever sees a PaymentMethod id: `validate` takes `{paymentMethodId}`, attaches it
 * to a customer and keeps the brand, last 4 and expiry Stripe reports. The API host, port and
 * protocol are configurable, so tests and demos can point it at a fake of the Stripe API on
 * loopback. Amounts go to Stripe as they are: a licence's scale must be its currency's minor unit.
 *
 * providerRef of a saved method is `<customer id>|<payment method id>`; of a charge, the
 * PaymentIntent (or, for a total of 0, the SetupIntent) id.
 */
import Stripe from 'stripe'
import * as z from 'zod'
import type { ChargeResult, PaymentProvider, ProviderEvent } from './port.ts'

export interface StripeOptions {
  secretKey: string
  /** the endpoint's signing secret (whsec_…) */
  webhookSecret: string
  host?: string
  port?: number
  protocol?: 'http' | 'https'
  /** handed to the browser by init, for Stripe.js */
  publishableKey?: string
}

const Details = z
  .object({ paymentMethodId: z.string().regex(/^pm_[A-Za-z0-9_]{1,200}$/, { error: 'paymentMethodId must be a Stripe PaymentMethod id' }) })
  .strict()

function statusOf(intent: {
  id: string
  status: string
  next_action?: { redirect_to_url?: { url?: string | null } | null } | null
  last_payment_error?: { code?: string; message?: string } | null
}): ChargeResult {
  if (intent.status === 'succeeded') return { status: 'succeeded', providerRef: intent.id }
  if (intent.status === 'requires_action' || intent.status === 'processing' || intent.status === 'requires_confirmation')
    return {
      status: 'requires_action',
      providerRef: intent.id,
      action: { type: 'AUTHORIZE', redirectUrl: intent.next_action?.redirect_to_url?.url ?? null },
    }
  return {
    status: 'failed',
    providerRef: intent.id,
    code: intent.last_payment_error?.code ?? 'card_declined',
    message: intent.last_payment_error?.message ?? 'The payment was not completed.',
  }
}

function failureOf(error: unknown, fallbackRef: string | null): ChargeResult {
  const e = error as {
    type?: string
    code?: string
    message?: string
    raw?: { payment_intent?: { id?: string } }
    payment_intent?: { id?: string }
  }
  if (e?.type === 'StripeCardError' || e?.type === 'StripeInvalidRequestError')
    return {
      status: 'failed',
      providerRef: e.payment_intent?.id ?? e.raw?.payment_intent?.id ?? fallbackRef,
      code: e.code ?? 'card_declined',
      message: e.message ?? 'Your card was declined.',
    }
  throw error
}

export function createStripeProvider(opts: StripeOptions): PaymentProvider {
  const stripe = new Stripe(opts.secretKey, {
    host: opts.host,
    port: opts.port,
    protocol: opts.protocol,
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
  })
  const split = (ref: string) => {
    const [customer, method] = ref.split('|')
    return { customer: customer ?? '', method: method ?? '' }
  }

  return {
    id: 'stripe',
    supports: {
      paymentMethodTypes: ['CARD'],
      zeroAmountOnly: false,
      authentication: true,
      recurring: true,
      webhooks: true,
      refunds: true,
      formFields: [],
    },

    async init({ accountId }) {
      const setup = await stripe.setupIntents.create({
        usage: 'off_session',
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        metadata: { accountId },
      })
      return { provider: 'stripe', setupId: setup.id, clientSecret: setup.client_secret, publishableKey: opts.publishableKey ?? null }
    },

    async validate({ accountId, details }) {
      const parsed = Details.safeParse(details)
      if (!parsed.success) return { ok: false, code: 'BAD_REQUEST', message: parsed.error.issues[0]!.message, field: 'paymentMethodId' }
      try {
        const customer = await stripe.customers.create(
          { metadata: { accountId } },
          { idempotencyKey: `customer:${accountId}:${parsed.data.paymentMethodId}` },
        )
        const method = await stripe.paymentMethods.attach(parsed.data.paymentMethodId, { customer: customer.id })
        const card = method.card
        return {
          ok: true,
          method: {
            providerRef: `${customer.id}|${method.id}`,
            methodType: 'CARD',
            brand: card?.brand ?? null,
            last4: card?.last4 ?? null,
            expMonth: card?.exp_month ?? null,
            expYear: card?.exp_year ?? null,
            holderName: method.billing_details?.name ?? null,
          },
        }
      } catch (error) {
        const e = error as { type?: string; code?: string; message?: string }
        if (e?.type === 'StripeCardError' || e?.type === 'StripeInvalidRequestError')
          return { ok: false, code: e.code ?? 'card_error', message: e.message ?? 'The card was refused.', field: 'paymentMethodId' }
        throw error
      }
    },

    async charge(input) {
      if (!input.methodRef) return { status: 'failed', providerRef: null, code: 'card_missing', message: 'There is no card to charge.' }
      const { customer, method } = split(input.methodRef)
      try {
        if (input.amount.amount === 0) {
          // nothing to take now (a free trial): check the card for later charges instead
          const setup = await stripe.setupIntents.create(
            {
              customer,
              payment_method: method,
              confirm: true,
              usage: 'off_session',
              automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
              metadata: { accountId: input.accountId },
            },
            { idempotencyKey: input.idempotencyKey },
          )
          return statusOf({ ...setup, last_payment_error: setup.last_setup_error })
        }
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amount.amount,
            currency: input.amount.currency.toLowerCase(),
            customer,
            payment_method: method,
            confirm: true,
            off_session: input.offSession || undefined,
            description: input.description,
            metadata: { accountId: input.accountId },
            // with a return address Stripe may send the buyer to authenticate; without one it must not redirect
            ...(input.returnUrl && !input.offSession
              ? { return_url: input.returnUrl }
              : { automatic_payment_methods: { enabled: true, allow_redirects: 'never' as const } }),
          },
          { idempotencyKey: input.idempotencyKey },
        )
        return statusOf(intent)
      } catch (error) {
        return failureOf(error, null)
      }
    },

    async confirm({ providerRef, authenticated }) {
      try {
        const intent = providerRef.startsWith('seti_')
          ? await stripe.setupIntents.retrieve(providerRef).then((s) => ({ ...s, last_payment_error: s.last_setup_error }))
          : await stripe.paymentIntents.retrieve(providerRef)
        const result = statusOf(intent)
        if (result.status === 'requires_action' && !authenticated)
          return { status: 'failed', providerRef, code: 'authentication_failed', message: 'The payment was not authenticated.' }
        return result
      } catch (error) {
        return failureOf(error, providerRef)
      }
    },

    verifyWebhook(rawBody, headers): ProviderEvent | null {
      const signature = headers.get('stripe-signature')
      if (!signature) return null
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, opts.webhookSecret)
      } catch {
        return null
      }
      const object = event.data.object as { id?: string; last_payment_error?: { code?: string; message?: string } | null }
      const ref = typeof object.id === 'string' ? object.id : null
      switch (event.type) {
        case 'payment_intent.succeeded':
        case 'setup_intent.succeeded':
          return { id: event.id, type: 'payment.succeeded', providerRef: ref }
        case 'payment_intent.payment_failed':
        case 'setup_intent.setup_failed':
          return {
            id: event.id,
            type: 'payment.failed',
            providerRef: ref,
            failure: {
              code: object.last_payment_error?.code ?? 'card_declined',
              message: object.last_payment_error?.message ?? 'The payment failed.',
            },
          }
        case 'payment_intent.requires_action':
          return { id: event.id, type: 'payment.requires_action', providerRef: ref }
        default:
          return { id: event.id, type: 'other', providerRef: ref }
      }
    },
  }
}
