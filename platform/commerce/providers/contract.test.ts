/**
 * The provider contract: what the service may rely on from any card provider behind the port,
 * run against `sandbox` (in process) and `stripe` (the official SDK against the fake Stripe API
 * on loopback). Only the inputs differ per provider — the sandbox takes the product's own card
 * form, stripe takes the PaymentMethod id Stripe.js would hand over (here Stripe's `pm_card_…`
 * test methods) — and how the buyer authenticates. The assertions are the same for both.
 *
 * Where a card is refused may differ: Stripe checks a card when it is attached to a customer
 * (validate), the sandbox when it is charged. The contract is that it is refused with the card
 * networks' code before anything is taken, at one step or the other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signPayload, startFakeStripe, type FakeStripe } from '../../../tests/fakes/stripe/server.ts'
import type { ChargeInput, ChargeResult, PaymentProvider, ProviderEvent, ValidateResult } from './port.ts'
import { createSandboxProvider, signSandboxWebhook } from './sandbox.ts'
import { createStripeProvider } from './stripe.ts'

type Card = 'ok' | 'declined' | 'expired' | 'cvc' | 'auth' | 'later'

interface Fixture {
  provider: PaymentProvider
  /** what the provider's form sends for one of the test cards */
  details(card: Card): unknown
  /** what the provider's form sends for a number that is not a card; null when numbers never reach the port */
  incorrectNumber: unknown
  /** charges the provider has made (attempted with a card), whatever their outcome */
  chargesAtProvider(): number
  /** the buyer completes the authentication the provider asked for */
  authenticate(result: Extract<ChargeResult, { status: 'requires_action' }>): Promise<void>
  /** a webhook for a charge's success, signed as the provider signs it, or with another secret */
  webhook(providerRef: string, options?: { wrongSecret?: boolean }): Promise<{ rawBody: string; headers: Headers }>
  close(): Promise<void>
}

const nextYear = new Date().getUTCFullYear() + 1
const SANDBOX_NUMBERS: Record<Card, string> = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  expired: '4000 0000 0000 0069',
  cvc: '4000 0000 0000 0127',
  auth: '4000 0025 0000 3155',
  later: '4000 0000 0000 0341',
}
const STRIPE_TEST_METHODS: Record<Card, string> = {
  ok: 'pm_card_visa',
  declined: 'pm_card_chargeDeclined',
  expired: 'pm_card_chargeDeclinedExpiredCard',
  cvc: 'pm_card_chargeDeclinedIncorrectCvc',
  auth: 'pm_card_authenticationRequiredOnSetup',
  later: 'pm_card_chargeCustomerFail',
}

async function sandboxFixture(): Promise<Fixture> {
  const secret = 'sandbox-contract-secret'
  const provider = createSandboxProvider({ webhookSecret: secret, now: () => new Date() })
  return {
    provider,
    details: (card) => ({
      cardNumber: SANDBOX_NUMBERS[card],
      expiry: `12/${String(nextYear).slice(-2)}`,
      cvc: '123',
      cardHolder: 'Ada Lovelace',
    }),
    incorrectNumber: {
      cardNumber: '4242 4242 4242 4241',
      expiry: `12/${String(nextYear).slice(-2)}`,
      cvc: '123',
      cardHolder: 'Ada Lovelace',
    },
    chargesAtProvider: () => provider.chargeCount(),
    authenticate: async () => {},
    webhook: async (providerRef, options = {}) => {
      const rawBody = JSON.stringify({ id: `evt_${providerRef}`, type: 'payment.succeeded', data: { providerRef } })
      return {
        rawBody,
        headers: new Headers({ 'x-sandbox-signature': signSandboxWebhook(options.wrongSecret ? 'another-secret' : secret, rawBody) }),
      }
    },
    close: async () => {},
  }
}

async function stripeFixture(): Promise<Fixture> {
  const fake: FakeStripe = await startFakeStripe()
  const provider = createStripeProvider({
    secretKey: 'sk_test_contract',
    webhookSecret: fake.webhookSecret,
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
  })
  return {
    provider,
    details: (card) => ({ paymentMethodId: STRIPE_TEST_METHODS[card] }),
    // Stripe.js refuses a bad number in the browser: only a PaymentMethod id ever reaches the platform
    incorrectNumber: null,
    chargesAtProvider: () => Object.keys(fake.state.paymentIntents).length,
    authenticate: async (result) => {
      // the buyer passes the bank's page the redirect leads to
      const response = await fetch(result.action.redirectUrl!, {
        method: 'POST',
        body: new URLSearchParams({ outcome: 'complete' }),
        redirect: 'manual',
      })
      await response.arrayBuffer()
      expect(response.status).toBeLessThan(400)
    },
    webhook: async (providerRef, options = {}) => {
      const event = fake.state.events.find(
        (e) => e.type === 'payment_intent.succeeded' && (e.data.object as { id?: string }).id === providerRef,
      )
      if (!event) throw new Error(`the fake sent no payment_intent.succeeded for ${providerRef}`)
      const rawBody = JSON.stringify(event)
      return {
        rawBody,
        headers: new Headers({ 'stripe-signature': signPayload(rawBody, options.wrongSecret ? 'whsec_another' : fake.webhookSecret) }),
      }
    },
    close: () => fake.close(),
  }
}

const providers: [string, () => Promise<Fixture>][] = [
  ['sandbox', sandboxFixture],
  ['stripe', stripeFixture],
]

describe.each(providers)('payment provider contract: %s', (_name, makeFixture) => {
  let f: Fixture
  let n = 0
  const accountId = 'acc_contract'
  const key = () => `contract-${_name}-${++n}`
  const input = (methodRef: string | null, extra: Partial<ChargeInput> = {}): ChargeInput => ({
    accountId,
    amount: { amount: 999, scale: 2, currency: 'GBP' },
    methodRef,
    idempotencyKey: key(),
    description: 'Marquee Premium (monthly)',
    offSession: false,
    returnUrl: 'http://127.0.0.1:9/pay/return',
    ...extra,
  })

  beforeAll(async () => {
    f = await makeFixture()
  })
  afterAll(async () => {
    await f?.close()
  })

  async function saved(card: Card) {
    const result = await f.provider.validate({ accountId, details: f.details(card) })
    if (!result.ok) throw new Error(`${card} was not saved: ${result.code} ${result.message}`)
    return result.method
  }

  /** validate, then (if saved) charge: the first refusal, or the charge's answer */
  async function pay(card: Card): Promise<ValidateResult | ChargeResult> {
    const validated = await f.provider.validate({ accountId, details: f.details(card) })
    if (!validated.ok) return validated
    return f.provider.charge(input(validated.method.providerRef))
  }

  const refusal = (result: ValidateResult | ChargeResult) =>
    'ok' in result
      ? result.ok
        ? null
        : { code: result.code, message: result.message }
      : result.status === 'failed'
        ? { code: result.code, message: result.message }
        : null

  it('declares a card provider', () => {
    expect(f.provider.supports.paymentMethodTypes).toContain('CARD')
    expect(f.provider.supports.zeroAmountOnly).toBe(false)
    expect(f.provider.supports.authentication).toBe(true)
    expect(f.provider.supports.recurring).toBe(true)
  })

  it('validates a good card, keeping only its reference, brand, last 4 and expiry', async () => {
    const result = await f.provider.validate({ accountId, details: f.details('ok') })
    expect(result).toMatchObject({
      ok: true,
      method: { methodType: 'CARD', brand: 'visa', last4: '4242', expMonth: expect.any(Number), expYear: expect.any(Number) },
    })
    if (!result.ok) return
    expect(Object.keys(result.method).sort()).toEqual(['brand', 'expMonth', 'expYear', 'holderName', 'last4', 'methodType', 'providerRef'])
    expect(result.method.providerRef).toEqual(expect.any(String))
    expect(JSON.stringify(result)).not.toMatch(/4242\s?4242\s?4242/)
    expect(JSON.stringify(result)).not.toContain('"123"')
  })

  it('refuses details that are not what its form sends, naming the field', async () => {
    const result = await f.provider.validate({ accountId, details: {} })
    expect(result).toMatchObject({ ok: false, code: expect.any(String), message: expect.any(String), field: expect.any(String) })
  })

  it('refuses a number that is not a card with incorrect_number, or any card number when its own form takes them', async () => {
    if (f.provider.supports.formFields.length === 0 || f.incorrectNumber === null) {
      // the provider's form in the browser takes the number: one sent to the port is refused
      const result = await f.provider.validate({ accountId, details: { number: '4000000000000001', expiry: '12/30', cvc: '123' } })
      expect(result).toMatchObject({ ok: false, field: expect.any(String) })
      return
    }
    const result = await f.provider.validate({ accountId, details: f.incorrectNumber })
    expect(result).toMatchObject({ ok: false, code: 'incorrect_number', field: expect.any(String) })
  })

  it.each([
    ['declined', 'card_declined'],
    ['expired', 'expired_card'],
    ['cvc', 'incorrect_cvc'],
  ] as const)('refuses the %s card with %s before anything is taken', async (card, code) => {
    const result = await pay(card)
    expect(refusal(result)).toEqual({ code, message: expect.stringMatching(/\S/) })
  })

  it('charges a saved card', async () => {
    const method = await saved('ok')
    const before = f.chargesAtProvider()
    const result = await f.provider.charge(input(method.providerRef))
    expect(result).toEqual({ status: 'succeeded', providerRef: expect.any(String) })
    expect(f.chargesAtProvider()).toBe(before + 1)
  })

  it('answers failed, not a throw, for a charge the card refuses', async () => {
    // the 0341 card is saved, then every charge without the buyer is declined
    const method = await saved('later')
    const result = await f.provider.charge(input(method.providerRef, { offSession: true, returnUrl: null }))
    expect(result).toMatchObject({ status: 'failed', code: 'card_declined', message: expect.stringMatching(/\S/) })
  })

  it('refuses a charge with no card', async () => {
    expect(await f.provider.charge(input(null))).toMatchObject({ status: 'failed', providerRef: null, code: 'card_missing' })
  })

  it('asks the 3155 card for authentication, then confirm succeeds', async () => {
    const method = await saved('auth')
    const first = await f.provider.charge(input(method.providerRef))
    expect(first).toMatchObject({ status: 'requires_action', providerRef: expect.any(String), action: { type: 'AUTHORIZE' } })
    if (first.status !== 'requires_action') return
    await f.authenticate(first)
    const confirmed = await f.provider.confirm({ providerRef: first.providerRef, idempotencyKey: key(), authenticated: true })
    expect(confirmed).toEqual({ status: 'succeeded', providerRef: first.providerRef })
  })

  it('refuses an authentication the buyer did not pass', async () => {
    const method = await saved('auth')
    const first = await f.provider.charge(input(method.providerRef))
    if (first.status !== 'requires_action') throw new Error(`expected requires_action, got ${first.status}`)
    expect(await f.provider.confirm({ providerRef: first.providerRef, idempotencyKey: key(), authenticated: false })).toMatchObject({
      status: 'failed',
      code: 'authentication_failed',
    })
  })

  it('gives the same answer for the same idempotency key, charging once', async () => {
    const method = await saved('ok')
    const before = f.chargesAtProvider()
    const same = input(method.providerRef)
    const [a, b] = await Promise.all([f.provider.charge(same), f.provider.charge(same)])
    const c = await f.provider.charge(same)
    expect(a).toMatchObject({ status: 'succeeded' })
    expect(b).toEqual(a)
    expect(c).toEqual(a)
    expect(f.chargesAtProvider()).toBe(before + 1)
  })

  it('replays a refusal for the same key too, without charging again', async () => {
    const method = await saved('later')
    const before = f.chargesAtProvider()
    const same = input(method.providerRef, { offSession: true, returnUrl: null })
    const first = await f.provider.charge(same)
    expect(first).toMatchObject({ status: 'failed', code: 'card_declined' })
    expect(await f.provider.charge(same)).toEqual(first)
    expect(f.chargesAtProvider()).toBe(before + 1)
  })

  describe('webhooks', () => {
    async function paid() {
      const method = await saved('ok')
      const result = await f.provider.charge(input(method.providerRef))
      if (result.status !== 'succeeded') throw new Error(`expected a payment, got ${result.status}`)
      return result.providerRef
    }

    it('accepts a correctly signed event about a charge', async () => {
      // a provider that declares no webhooks has nothing to verify them with
      expect(Boolean(f.provider.verifyWebhook)).toBe(f.provider.supports.webhooks)
      if (!f.provider.supports.webhooks) return
      const providerRef = await paid()
      const { rawBody, headers } = await f.webhook(providerRef)
      const event = f.provider.verifyWebhook!(rawBody, headers)
      expect(event).toMatchObject<Partial<ProviderEvent>>({ id: expect.any(String), type: 'payment.succeeded', providerRef })
    })

    it('refuses a bad signature, a changed body and no signature', async () => {
      // a provider that declares no webhooks has nothing to verify them with
      expect(Boolean(f.provider.verifyWebhook)).toBe(f.provider.supports.webhooks)
      if (!f.provider.supports.webhooks) return
      const providerRef = await paid()
      const forged = await f.webhook(providerRef, { wrongSecret: true })
      expect(f.provider.verifyWebhook!(forged.rawBody, forged.headers)).toBeNull()
      const good = await f.webhook(providerRef)
      expect(f.provider.verifyWebhook!(good.rawBody.replace(providerRef, `${providerRef}x`), good.headers)).toBeNull()
      expect(f.provider.verifyWebhook!(good.rawBody, new Headers())).toBeNull()
    })
  })
})
