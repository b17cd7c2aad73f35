/**
 * Drives the fake Stripe server through the official SDK, the way the product will: each test
 * card's outcome, 3D Secure through the fake's own page, refunds, idempotent replays, signed
 * webhooks, and the promise that no card number is ever kept.
 */
import { createServer, type Server } from 'node:http'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeStripe, type FakeStripe } from './server.ts'

const nextYear = new Date().getUTCFullYear() + 1
const card = (number: string, cvc = '123') => ({ type: 'card' as const, card: { number, exp_month: 12, exp_year: nextYear, cvc } })

/** What an SDK call threw, for asserting on Stripe's error fields. */
async function failure(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) return error
    throw error
  }
  throw new Error('expected the call to fail')
}

interface Received {
  body: string
  signature: string
}

/** A webhook endpoint on loopback that keeps every raw body and signature it is sent. */
async function webhookReceiver() {
  const received: Received[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: String(req.headers['stripe-signature']) })
      res.writeHead(200).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}/webhooks/stripe`,
    received,
    ofType: (type: string) => received.filter((item) => (JSON.parse(item.body) as { type: string }).type === type),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('fake Stripe through the SDK', () => {
  let fake: FakeStripe
  let stripe: Stripe

  beforeAll(async () => {
    fake = await startFakeStripe()
    stripe = fake.client()
  })
  afterAll(() => fake.close())

  async function pay(number: string, extra: Partial<Stripe.PaymentIntentCreateParams> = {}) {
    const paymentMethod = await stripe.paymentMethods.create(card(number))
    return stripe.paymentIntents.create({ amount: 1999, currency: 'usd', payment_method: paymentMethod.id, confirm: true, ...extra })
  }

  describe('auth', () => {
    it('refuses a request without a test secret key', async () => {
      const bare = await fetch(`${fake.url}/v1/customers`)
      expect(bare.status).toBe(401)
      expect(((await bare.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error')

      const live = await failure(fake.client({ apiKey: 'sk_live_nope' }).customers.create({}))
      expect(live).toBeInstanceOf(Stripe.errors.StripeAuthenticationError)
      expect(live.statusCode).toBe(401)
    })
  })

  describe('customers and payment methods', () => {
    it('creates, retrieves and updates a customer and its default card', async () => {
      const customer = await stripe.customers.create({ email: 'viewer@example.com', name: 'Ada', metadata: { account: 'acc_1' } })
      expect(customer).toMatchObject({ object: 'customer', email: 'viewer@example.com', metadata: { account: 'acc_1' } })
      expect(customer.id).toMatch(/^cus_/)

      const paymentMethod = await stripe.paymentMethods.create(card('4242424242424242'))
      expect(paymentMethod.card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: nextYear })
      await stripe.paymentMethods.attach(paymentMethod.id, { customer: customer.id })

      const updated = await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: paymentMethod.id } })
      expect(updated.invoice_settings.default_payment_method).toBe(paymentMethod.id)
      const retrieved = await stripe.customers.retrieve(customer.id, { expand: ['invoice_settings.default_payment_method'] })
      expect(retrieved).toMatchObject({ invoice_settings: { default_payment_method: { id: paymentMethod.id, card: { last4: '4242' } } } })

      const listed = await stripe.customers.listPaymentMethods(customer.id, { type: 'card' })
      expect(listed.data.map((item) => item.id)).toEqual([paymentMethod.id])
      const alsoListed = await stripe.paymentMethods.list({ customer: customer.id, type: 'card' })
      expect(alsoListed.data.map((item) => item.id)).toEqual([paymentMethod.id])

      const detached = await stripe.paymentMethods.detach(paymentMethod.id)
      expect(detached.customer).toBeNull()
      expect((await stripe.customers.retrieve(customer.id)) as Stripe.Customer).toMatchObject({
        invoice_settings: { default_payment_method: null },
      })
      expect((await stripe.paymentMethods.list({ customer: customer.id })).data).toEqual([])
    })

    it('refuses a default card that is not the customer’s, and unknown ids, the way Stripe does', async () => {
      const customer = await stripe.customers.create({})
      const stranger = await stripe.paymentMethods.create(card('4242424242424242'))
      const error = await failure(stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: stranger.id } }))
      expect(error).toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400, param: 'invoice_settings[default_payment_method]' })

      const missing = await failure(stripe.customers.retrieve('cus_nope'))
      expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing', message: "No such customer: 'cus_nope'" })
    })

    it('answers Stripe’s parameter errors: unknown, missing, not an integer', async () => {
      const unknown = await failure(stripe.customers.create({ emial: 'x' } as Stripe.CustomerCreateParams))
      expect(unknown).toMatchObject({ statusCode: 400, code: 'parameter_unknown', param: 'emial' })
      const missing = await failure(stripe.paymentIntents.create({ currency: 'usd' } as Stripe.PaymentIntentCreateParams))
      expect(missing).toMatchObject({ statusCode: 400, code: 'parameter_missing', param: 'amount' })
      const notInteger = await failure(stripe.paymentIntents.create({ amount: 19.99, currency: 'usd' }))
      expect(notInteger).toMatchObject({ statusCode: 400, code: 'parameter_invalid_integer', param: 'amount' })
      const tooSmall = await failure(stripe.paymentIntents.create({ amount: 10, currency: 'usd' }))
      expect(tooSmall).toMatchObject({ statusCode: 400, code: 'amount_too_small' })
    })
  })

  describe('test cards', () => {
    it('4242 4242 4242 4242 pays', async () => {
      const intent = await pay('4242424242424242', { expand: ['latest_charge'] })
      expect(intent).toMatchObject({ status: 'succeeded', amount: 1999, amount_received: 1999, currency: 'usd', last_payment_error: null })
      expect(intent.latest_charge).toMatchObject({
        object: 'charge',
        status: 'succeeded',
        paid: true,
        amount: 1999,
        payment_intent: intent.id,
      })
    })

    it.each([
      ['4000000000000002', 'card_declined', 'generic_decline'],
      ['4000000000000069', 'expired_card', 'expired_card'],
      ['4000000000000127', 'incorrect_cvc', 'incorrect_cvc'],
      ['4000000000009995', 'card_declined', 'insufficient_funds'],
    ])('%s is refused with %s (%s)', async (number, code, declineCode) => {
      const error = await failure(pay(number))
      expect(error).toBeInstanceOf(Stripe.errors.StripeCardError)
      expect(error).toMatchObject({ statusCode: 402, rawType: 'card_error', code, decline_code: declineCode })
      const intent = error.payment_intent!
      expect(intent.status).toBe('requires_payment_method')
      expect(intent.last_payment_error).toMatchObject({ code, decline_code: declineCode })
      const retrieved = await stripe.paymentIntents.retrieve(intent.id)
      expect(retrieved.status).toBe('requires_payment_method')
      expect(await stripe.charges.retrieve(retrieved.latest_charge as string)).toMatchObject({ status: 'failed', failure_code: code })
    })

    it('refuses a number that is not a card with incorrect_number', async () => {
      const error = await failure(stripe.paymentMethods.create(card('4242424242424241')))
      expect(error).toBeInstanceOf(Stripe.errors.StripeCardError)
      expect(error).toMatchObject({ statusCode: 402, code: 'incorrect_number' })
    })

    it('4000 0000 0000 0341 attaches, then every charge is declined', async () => {
      const customer = await stripe.customers.create({})
      const paymentMethod = await stripe.paymentMethods.create(card('4000000000000341'))
      const attached = await stripe.paymentMethods.attach(paymentMethod.id, { customer: customer.id })
      expect(attached.customer).toBe(customer.id)
      const error = await failure(
        stripe.paymentIntents.create({
          amount: 999,
          currency: 'usd',
          customer: customer.id,
          payment_method: paymentMethod.id,
          confirm: true,
          off_session: true,
        }),
      )
      expect(error).toMatchObject({ statusCode: 402, code: 'card_declined', decline_code: 'generic_decline' })
    })

    it('4000 0000 0000 0002 cannot even be attached', async () => {
      const customer = await stripe.customers.create({})
      const paymentMethod = await stripe.paymentMethods.create(card('4000000000000002'))
      const error = await failure(stripe.paymentMethods.attach(paymentMethod.id, { customer: customer.id }))
      expect(error).toMatchObject({ statusCode: 402, code: 'card_declined' })
    })

    it('takes Stripe’s pm_card_… test payment methods', async () => {
      const paid = await stripe.paymentIntents.create({ amount: 500, currency: 'eur', payment_method: 'pm_card_visa', confirm: true })
      expect(paid.status).toBe('succeeded')
      expect(paid.payment_method).toMatch(/^pm_(?!card_)/)
      const declined = await failure(
        stripe.paymentIntents.create({ amount: 500, currency: 'eur', payment_method: 'pm_card_chargeDeclined', confirm: true }),
      )
      expect(declined).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline' })
    })

    it('refuses a card used once without a customer', async () => {
      const paymentMethod = await stripe.paymentMethods.create(card('4242424242424242'))
      await stripe.paymentIntents.create({ amount: 500, currency: 'usd', payment_method: paymentMethod.id, confirm: true })
      const again = await failure(
        stripe.paymentIntents.create({ amount: 500, currency: 'usd', payment_method: paymentMethod.id, confirm: true }),
      )
      expect(again).toMatchObject({ statusCode: 400, param: 'payment_method' })
    })

    it('creates, confirms and cancels in separate steps', async () => {
      const paymentMethod = await stripe.paymentMethods.create(card('4242424242424242'))
      const draft = await stripe.paymentIntents.create({ amount: 1200, currency: 'usd', metadata: { title: 'm_42' } })
      expect(draft.status).toBe('requires_payment_method')
      const confirmed = await stripe.paymentIntents.confirm(draft.id, { payment_method: paymentMethod.id })
      expect(confirmed).toMatchObject({ status: 'succeeded', metadata: { title: 'm_42' } })
      expect((await failure(stripe.paymentIntents.cancel(draft.id))).code).toBe('payment_intent_unexpected_state')

      const abandoned = await stripe.paymentIntents.create({ amount: 1200, currency: 'usd' })
      const canceled = await stripe.paymentIntents.cancel(abandoned.id, { cancellation_reason: 'abandoned' })
      expect(canceled).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' })
    })
  })

  describe('3D Secure', () => {
    const returnUrl = 'https://marquee.example/checkout/done?plan=yearly'

    it('4000 0025 0000 3155 requires action, and the fake’s page completes it and returns', async () => {
      const intent = await pay('4000002500003155', { return_url: returnUrl })
      expect(intent.status).toBe('requires_action')
      expect(intent.next_action?.type).toBe('redirect_to_url')
      const challenge = intent.next_action!.redirect_to_url!.url!
      expect(challenge).toBe(`${fake.url}/fake/3ds/${intent.id}`)

      const pageResponse = await fetch(challenge)
      expect(pageResponse.status).toBe(200)
      expect(await pageResponse.text()).toMatch(/<form method="post">/)

      const completed = await fetch(challenge, { method: 'POST', body: new URLSearchParams({ outcome: 'complete' }), redirect: 'manual' })
      expect(completed.status).toBe(303)
      const back = new URL(completed.headers.get('location')!)
      expect(`${back.origin}${back.pathname}`).toBe('https://marquee.example/checkout/done')
      expect(back.searchParams.get('plan')).toBe('yearly')
      expect(back.searchParams.get('payment_intent')).toBe(intent.id)
      expect(back.searchParams.get('payment_intent_client_secret')).toBe(intent.client_secret)
      expect(back.searchParams.get('redirect_status')).toBe('succeeded')

      const after = await stripe.paymentIntents.retrieve(intent.id)
      expect(after).toMatchObject({ status: 'succeeded', next_action: null, amount_received: 1999 })
      expect((await fetch(challenge)).status).toBe(409)
    })

    it('a failed challenge leaves the payment to be retried', async () => {
      const intent = await pay('4000002500003155', { return_url: returnUrl })
      const failed = await fetch(intent.next_action!.redirect_to_url!.url!, {
        method: 'POST',
        body: new URLSearchParams({ outcome: 'fail' }),
        redirect: 'manual',
      })
      expect(new URL(failed.headers.get('location')!).searchParams.get('redirect_status')).toBe('failed')
      const after = await stripe.paymentIntents.retrieve(intent.id)
      expect(after.status).toBe('requires_payment_method')
      expect(after.last_payment_error?.code).toBe('payment_intent_authentication_failure')
    })

    it('a card set up with a SetupIntent pays off-session without a challenge; one not set up is refused', async () => {
      const customer = await stripe.customers.create({})
      const paymentMethod = await stripe.paymentMethods.create(card('4000002500003155'))
      const setup = await stripe.setupIntents.create({
        customer: customer.id,
        payment_method: paymentMethod.id,
        confirm: true,
        return_url: returnUrl,
      })
      expect(setup.status).toBe('requires_action')
      const done = await fetch(setup.next_action!.redirect_to_url!.url!, {
        method: 'POST',
        body: 'outcome=complete',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
      const back = new URL(done.headers.get('location')!)
      expect(back.searchParams.get('setup_intent')).toBe(setup.id)
      expect(back.searchParams.get('redirect_status')).toBe('succeeded')
      expect(await stripe.setupIntents.retrieve(setup.id)).toMatchObject({ status: 'succeeded' })
      expect((await stripe.paymentMethods.retrieve(paymentMethod.id)).customer).toBe(customer.id)

      const renewal = await stripe.paymentIntents.create({
        amount: 999,
        currency: 'usd',
        customer: customer.id,
        payment_method: paymentMethod.id,
        confirm: true,
        off_session: true,
      })
      expect(renewal.status).toBe('succeeded')

      const other = await stripe.customers.create({})
      const unsetUp = await stripe.paymentMethods.create(card('4000002500003155'))
      await stripe.paymentMethods.attach(unsetUp.id, { customer: other.id })
      const refused = await failure(
        stripe.paymentIntents.create({
          amount: 999,
          currency: 'usd',
          customer: other.id,
          payment_method: unsetUp.id,
          confirm: true,
          off_session: true,
        }),
      )
      expect(refused).toMatchObject({ statusCode: 402, code: 'authentication_required' })
      expect(refused.payment_intent?.status).toBe('requires_payment_method')
    })

    it('without a return_url, the page itself says the authentication is over', async () => {
      const intent = await pay('4000002760003184')
      expect(intent.status).toBe('requires_action')
      expect(intent.next_action!.redirect_to_url!.return_url).toBeNull()
      const done = await fetch(intent.next_action!.redirect_to_url!.url!, {
        method: 'POST',
        body: new URLSearchParams({ outcome: 'complete' }),
      })
      expect(done.status).toBe(200)
      expect(await done.text()).toContain('Authentication complete')
      expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded')
    })

    it('a card refused on saving fails its SetupIntent', async () => {
      const customer = await stripe.customers.create({})
      const setup = await stripe.setupIntents.create({ customer: customer.id })
      const error = await failure(stripe.setupIntents.confirm(setup.id, { payment_method: 'pm_card_chargeDeclined' }))
      expect(error).toMatchObject({ statusCode: 402, code: 'card_declined' })
      expect(error.setup_intent).toMatchObject({
        id: setup.id,
        status: 'requires_payment_method',
        last_setup_error: { code: 'card_declined' },
      })
      expect((await stripe.customers.listPaymentMethods(customer.id)).data).toEqual([])
    })

    it('saves a plain card with a SetupIntent straight away', async () => {
      const customer = await stripe.customers.create({})
      const setup = await stripe.setupIntents.create({ customer: customer.id })
      expect(setup.status).toBe('requires_payment_method')
      const confirmed = await stripe.setupIntents.confirm(setup.id, { payment_method: 'pm_card_visa' })
      expect(confirmed.status).toBe('succeeded')
      expect((await stripe.customers.listPaymentMethods(customer.id)).data).toHaveLength(1)
    })
  })

  describe('refunds', () => {
    it('refunds part, then the rest, then refuses', async () => {
      const intent = await pay('4242424242424242', { amount: 1000 })
      const partial = await stripe.refunds.create({ payment_intent: intent.id, amount: 300 })
      expect(partial).toMatchObject({ object: 'refund', amount: 300, status: 'succeeded', payment_intent: intent.id })
      let charge = await stripe.charges.retrieve(intent.latest_charge as string)
      expect(charge).toMatchObject({ amount_refunded: 300, refunded: false })

      const tooMuch = await failure(stripe.refunds.create({ payment_intent: intent.id, amount: 800 }))
      expect(tooMuch).toMatchObject({ statusCode: 400, code: 'amount_too_large', param: 'amount' })

      const rest = await stripe.refunds.create({ payment_intent: intent.id })
      expect(rest.amount).toBe(700)
      charge = await stripe.charges.retrieve(intent.latest_charge as string)
      expect(charge).toMatchObject({ amount_refunded: 1000, refunded: true })

      expect((await failure(stripe.refunds.create({ charge: charge.id }))).code).toBe('charge_already_refunded')
      expect((await stripe.refunds.list({ payment_intent: intent.id })).data.map((refund) => refund.amount)).toEqual([700, 300])
    })
  })

  describe('idempotency', () => {
    it('replays the first answer for the same key and body', async () => {
      const params = { amount: 2500, currency: 'usd', payment_method: 'pm_card_visa', confirm: true }
      const first = await stripe.paymentIntents.create(params, { idempotencyKey: 'order-1' })
      const second = await stripe.paymentIntents.create(params, { idempotencyKey: 'order-1' })
      expect(second.id).toBe(first.id)
      expect(second.lastResponse.headers['idempotent-replayed']).toBe('true')
      expect(first.lastResponse.headers['idempotent-replayed']).toBeUndefined()
      expect(Object.values(fake.state.paymentIntents).filter((intent) => intent.amount === 2500)).toHaveLength(1)
    })

    it('replays a decline too, without charging again', async () => {
      const paymentMethod = await stripe.paymentMethods.create(card('4000000000000002'))
      const params = { amount: 2600, currency: 'usd', payment_method: paymentMethod.id, confirm: true }
      const first = await failure(stripe.paymentIntents.create(params, { idempotencyKey: 'order-2' }))
      const second = await failure(stripe.paymentIntents.create(params, { idempotencyKey: 'order-2' }))
      expect(second.payment_intent?.id).toBe(first.payment_intent?.id)
      expect(second.headers?.['idempotent-replayed']).toBe('true')
      expect(Object.values(fake.state.charges).filter((charge) => charge.amount === 2600)).toHaveLength(1)
    })

    it('does not keep an answer to parameters refused before the request ran', async () => {
      const typo = await failure(
        stripe.customers.create({ emial: 'c@example.com' } as Stripe.CustomerCreateParams, { idempotencyKey: 'signup-2' }),
      )
      expect(typo.code).toBe('parameter_unknown')
      const fixed = await stripe.customers.create({ email: 'c@example.com' }, { idempotencyKey: 'signup-2' })
      expect(fixed.lastResponse.headers['idempotent-replayed']).toBeUndefined()
    })

    it('refuses the same key with another body', async () => {
      await stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'signup-1' })
      const error = await failure(stripe.customers.create({ email: 'b@example.com' }, { idempotencyKey: 'signup-1' }))
      expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError)
      expect(error).toMatchObject({ statusCode: 400, rawType: 'idempotency_error' })
    })
  })

  it('keeps no card number anywhere in its state', async () => {
    const numbers = ['4242424242424242', '4000000000000002', '4000002500003155', '4000000000000341', '5555555555554444']
    const customer = await stripe.customers.create({})
    for (const [index, number] of numbers.entries()) {
      const paymentMethod = await stripe.paymentMethods.create(card(number, '987'), { idempotencyKey: `card-${index}` })
      await stripe.paymentMethods.attach(paymentMethod.id, { customer: customer.id }).catch(() => undefined)
      await stripe.paymentIntents
        .create({ amount: 700, currency: 'usd', customer: customer.id, payment_method: paymentMethod.id, confirm: true })
        .catch(() => undefined)
    }
    const serialised = JSON.stringify(fake.state)
    // (Booleans rather than toContain, so a failure names the number instead of printing the whole state.)
    for (const number of numbers) {
      expect(serialised.includes(number), `${number} kept`).toBe(false)
      expect(serialised.includes(number.slice(0, 12)), `first digits of ${number} kept`).toBe(false)
    }
    expect(/"cvc":"987"/.test(serialised), 'CVC kept').toBe(false)
    // The state is not empty: the cards are there, by their last four digits, and the requests were logged.
    expect(serialised).toContain('"last4":"4444"')
    expect(
      fake.state.requests.find((request) => request.path === '/v1/payment_methods' && request.method === 'POST')?.params,
    ).toMatchObject({
      card: { number: '[redacted]', cvc: '[redacted]', exp_month: '12' },
    })
  })

  it('starts over on reset, on the same port', async () => {
    const separate = await startFakeStripe()
    try {
      const client = separate.client()
      await client.customers.create({ email: 'gone@example.com' })
      separate.state.reset()
      expect(separate.state.customers).toEqual({})
      expect(separate.state.events).toEqual([])
      expect((await client.customers.list()).data).toEqual([])
    } finally {
      await separate.close()
    }
  })
})

describe('fake Stripe webhooks', () => {
  const secret = 'whsec_marquee_test_secret'
  let fake: FakeStripe
  let stripe: Stripe
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>

  beforeAll(async () => {
    receiver = await webhookReceiver()
    fake = await startFakeStripe({ webhookUrl: receiver.url, webhookSecret: secret })
    stripe = fake.client()
  })
  afterAll(async () => {
    await fake.close()
    await receiver.close()
  })

  it('posts signed events that constructEvent accepts, and only with the right secret', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 1999, currency: 'usd', payment_method: 'pm_card_visa', confirm: true })
    await fake.state.webhooksIdle()
    const [delivered] = receiver.ofType('payment_intent.succeeded')
    expect(delivered).toBeDefined()
    expect(delivered!.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)

    const event = stripe.webhooks.constructEvent(delivered!.body, delivered!.signature, secret)
    expect(event.type).toBe('payment_intent.succeeded')
    expect(event.id).toMatch(/^evt_/)
    expect((event.data.object as Stripe.PaymentIntent).id).toBe(intent.id)
    expect(fake.state.events.map((item) => item.id)).toContain(event.id)

    expect(() => stripe.webhooks.constructEvent(delivered!.body, delivered!.signature, 'whsec_wrong')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    )
    expect(() => stripe.webhooks.constructEvent(delivered!.body.replace('1999', '1'), delivered!.signature, secret)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    )
  })

  it('sends payment_failed, charge.refunded and setup_intent.succeeded as they happen', async () => {
    await failure(stripe.paymentIntents.create({ amount: 1500, currency: 'usd', payment_method: 'pm_card_chargeDeclined', confirm: true }))
    const paid = await stripe.paymentIntents.create({ amount: 1500, currency: 'usd', payment_method: 'pm_card_visa', confirm: true })
    await stripe.refunds.create({ payment_intent: paid.id, amount: 500 })
    const customer = await stripe.customers.create({})
    const setup = await stripe.setupIntents.create({ customer: customer.id, payment_method: 'pm_card_visa', confirm: true })
    await fake.state.webhooksIdle()

    const verified = (type: string) =>
      receiver
        .ofType(type)
        .map(
          (item) =>
            stripe.webhooks.constructEvent(item.body, item.signature, secret).data.object as { id: string; amount_refunded?: number },
        )
    expect(verified('payment_intent.payment_failed').length).toBeGreaterThan(0)
    expect(verified('charge.refunded').at(-1)).toMatchObject({ id: paid.latest_charge, amount_refunded: 500 })
    expect(verified('setup_intent.succeeded').at(-1)?.id).toBe(setup.id)
    expect(fake.state.deliveries.every((delivery) => delivery.status === 200)).toBe(true)
  })

  it('resends or forges events on demand', async () => {
    const paid = await stripe.paymentIntents.create({ amount: 800, currency: 'usd', payment_method: 'pm_card_visa', confirm: true })
    const delivery = await fake.state.sendEvent('payment_intent.succeeded', fake.state.paymentIntents[paid.id])
    expect(delivery.status).toBe(200)
    const resent = receiver.received.at(-1)!
    expect(stripe.webhooks.constructEvent(resent.body, resent.signature, secret).id).toBe(delivery.event)

    const again = await fake.state.resendEvent(delivery.event)
    expect(again.status).toBe(200)
    const retried = receiver.received.at(-1)!
    expect(stripe.webhooks.constructEvent(retried.body, retried.signature, secret).id).toBe(delivery.event)

    await fake.state.sendEvent('payment_intent.succeeded', { id: 'pi_forged', object: 'payment_intent' }, { secret: 'whsec_attacker' })
    const forged = receiver.received.at(-1)!
    expect(() => stripe.webhooks.constructEvent(forged.body, forged.signature, secret)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    )

    await fake.state.sendEvent('payment_intent.succeeded', fake.state.paymentIntents[paid.id], {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    })
    const stale = receiver.received.at(-1)!
    expect(() => stripe.webhooks.constructEvent(stale.body, stale.signature, secret)).toThrow(/tolerance/)
  })
})
