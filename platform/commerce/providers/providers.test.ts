/** What every provider behind the port must do, checked without a network. */
import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { createProviders } from './index.ts'
import { createSandboxProvider, signSandboxWebhook } from './sandbox.ts'
import { createStripeProvider } from './stripe.ts'

const now = () => new Date('2026-01-31T12:00:00Z')

describe('payment providers', () => {
  it('each declares what it supports; the sandbox is left out when not allowed, stripe only when configured', () => {
    const on = createProviders({ platformSecret: 's'.repeat(40), now, allowSandbox: true })
    expect([...on.keys()]).toEqual(['sandbox', 'zero_balance'])
    expect(on.get('zero_balance')!.supports).toMatchObject({ zeroAmountOnly: true, paymentMethodTypes: ['ZERO_BALANCE'] })
    expect(on.get('sandbox')!.supports).toMatchObject({
      authentication: true,
      recurring: true,
      webhooks: true,
      formFields: ['cardNumber', 'expiry', 'cvc', 'cardHolder'],
    })
    const off = createProviders({
      platformSecret: 's'.repeat(40),
      now,
      allowSandbox: false,
      stripe: { secretKey: 'sk_test_x', webhookSecret: 'whsec_x', host: '127.0.0.1', port: 12111, protocol: 'http' },
    })
    expect([...off.keys()]).toEqual(['zero_balance', 'stripe'])
    expect(off.get('stripe')!.supports).toMatchObject({ paymentMethodTypes: ['CARD'], authentication: true, refunds: true })
  })

  it('zero balance pays only a total of 0', async () => {
    const zero = createProviders({ platformSecret: 's'.repeat(40), now, allowSandbox: false }).get('zero_balance')!
    expect(
      await zero.charge({
        accountId: 'a',
        amount: { amount: 0, scale: 2, currency: 'GBP' },
        methodRef: null,
        idempotencyKey: 'k1',
        description: '',
        offSession: false,
        returnUrl: null,
      }),
    ).toMatchObject({ status: 'succeeded' })
    expect(
      await zero.charge({
        accountId: 'a',
        amount: { amount: 1, scale: 2, currency: 'GBP' },
        methodRef: null,
        idempotencyKey: 'k2',
        description: '',
        offSession: false,
        returnUrl: null,
      }),
    ).toMatchObject({ status: 'failed' })
  })

  it('the sandbox replays a charge by its idempotency key', async () => {
    const sandbox = createSandboxProvider({ webhookSecret: 'w', now })
    const saved = await sandbox.validate({
      accountId: 'a',
      details: { cardNumber: '4242424242424242', expiry: '12/30', cvc: '123', cardHolder: 'A' },
    })
    if (!saved.ok) throw new Error('not saved')
    expect(JSON.stringify(saved)).not.toContain('4242424242424242')
    const input = {
      accountId: 'a',
      amount: { amount: 999, scale: 2, currency: 'GBP' },
      methodRef: saved.method.providerRef,
      idempotencyKey: 'same',
      description: '',
      offSession: false,
      returnUrl: null,
    }
    const first = await sandbox.charge(input)
    expect(await sandbox.charge(input)).toEqual(first)
    expect(sandbox.chargeCount()).toBe(1)
  })

  it('webhook signatures: the sandbox and stripe accept only their own, over the raw body', () => {
    const sandbox = createSandboxProvider({ webhookSecret: 'sandbox-secret', now })
    const body = JSON.stringify({ id: 'evt_1', type: 'payment.succeeded', data: { providerRef: 'sbx_pi_1' } })
    const t = Math.floor(now().getTime() / 1000)
    expect(sandbox.verifyWebhook!(body, new Headers({ 'x-sandbox-signature': signSandboxWebhook('sandbox-secret', body, t) }))).toEqual({
      id: 'evt_1',
      type: 'payment.succeeded',
      providerRef: 'sbx_pi_1',
      failure: undefined,
    })
    expect(
      sandbox.verifyWebhook!(body + ' ', new Headers({ 'x-sandbox-signature': signSandboxWebhook('sandbox-secret', body, t) })),
    ).toBeNull()

    const stripe = createStripeProvider({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_test',
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    })
    const event = JSON.stringify({
      id: 'evt_s1',
      object: 'event',
      type: 'payment_intent.payment_failed',
      data: {
        object: { id: 'pi_1', object: 'payment_intent', last_payment_error: { code: 'card_declined', message: 'Your card was declined.' } },
      },
    })
    const header = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload: event, secret: 'whsec_test' })
    expect(stripe.verifyWebhook!(event, new Headers({ 'stripe-signature': header }))).toEqual({
      id: 'evt_s1',
      type: 'payment.failed',
      providerRef: 'pi_1',
      failure: { code: 'card_declined', message: 'Your card was declined.' },
    })
    expect(
      stripe.verifyWebhook!(
        event,
        new Headers({
          'stripe-signature': new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload: event, secret: 'whsec_other' }),
        }),
      ),
    ).toBeNull()
    expect(stripe.verifyWebhook!(event, new Headers())).toBeNull()
  })
})
