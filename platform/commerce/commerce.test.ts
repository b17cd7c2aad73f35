import { randomUUID } from 'node:crypto'
import { count, eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { baskets, entitlements, freeTrials, paymentMethods, payments, subscriptions } from '../db/schema.ts'
import type { PlatformDeps } from '../index.ts'
import { createPlaybackStore } from '../playback/store.ts'
import { testDrivers, useTestDatabase } from '../test/databases.ts'
import { call, createAccount, guestToken, platformFactory, signIn, TEST_SECRET } from '../test/helpers.ts'
import { deriveSandboxWebhookSecret } from './providers/index.ts'
import type { PaymentProvider } from './providers/port.ts'
import { createSandboxProvider, signSandboxWebhook } from './providers/sandbox.ts'
import { seedShop, titleFor } from './test-shop.ts'

const START = new Date('2026-01-31T12:00:00Z')
const DAY = 86_400_000
const GB = '192.0.2.10'
const CARDS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  auth: '4000002500003155',
  later: '4000000000000341',
  expired: '4000000000000069',
  cvc: '4000000000000127',
}

describe.each(testDrivers)('commerce on %s', (driver) => {
  const t = useTestDatabase(driver)
  const makePlatform = platformFactory()
  let clock = START
  const now = () => clock
  let sandbox: ReturnType<typeof createSandboxProvider>
  const platform = (deps: Partial<PlatformDeps> = {}) => {
    // the sandbox is passed in, so tests can count its charges; otherwise it is the platform's own
    sandbox = createSandboxProvider({ webhookSecret: deriveSandboxWebhookSecret(TEST_SECRET), now })
    return makePlatform(t.database, {
      now,
      trustForwardedFor: true,
      ...deps,
      commerce: { allowSandbox: false, providers: [sandbox as PaymentProvider], ...deps.commerce },
    })
  }

  beforeEach(async () => {
    clock = START
    await seedShop(t.database, START, [
      titleFor('free-film', []),
      titleFor('premium-film', ['premium-monthly', 'premium-yearly']),
      titleFor('fight-film', ['ppv-fight-night-main-card']),
    ])
    await createPlaybackStore(t.database.db).upsertMedia([{ contentId: 'premium-film', clip: 'test-card' }])
  })

  type P = ReturnType<typeof platform>
  const account = async (p: P, email = `buyer-${randomUUID().slice(0, 8)}@example.test`) => {
    const id = await createAccount(t.database, { email })
    return { id, email, token: await signIn(p, email) }
  }
  const addCard = (p: P, token: string, number: string, extra: Record<string, unknown> = {}) =>
    call(p, 'POST', '/api/payment-method/validate', {
      token,
      body: { provider: 'sandbox', details: { cardNumber: number, expiry: '12/30', cvc: '123', cardHolder: 'Test Buyer', ...extra } },
    })
  const basket = (p: P, token: string, licenceId = 'premium-monthly', voucherCode?: string) =>
    call(p, 'POST', '/api/basket', { token, body: { licenceId, ...(voucherCode ? { voucherCode } : {}) } })
  const payWith = (p: P, token: string, basketId: string, methodId: string | null, key = `key-${randomUUID()}`, provider = 'sandbox') =>
    call(p, 'POST', `/api/customer/baskets/pay/${basketId}`, {
      token,
      headers: { 'idempotency-key': key },
      body: {
        paymentArrangement: {
          primaryPaymentDetailsAttributes: {
            paymentDetailsExternalId: methodId,
            targetPaymentProvider: provider,
            paymentMethodType: methodId ? 'CARD' : 'ZERO_BALANCE',
          },
        },
      },
    })
  const buy = async (p: P, token: string, number = CARDS.ok, licenceId = 'premium-monthly') => {
    const card = await addCard(p, token, number)
    const b = await basket(p, token, licenceId)
    return payWith(p, token, b.body.id, card.body.paymentDetailsExternalId)
  }
  const level = async (p: P, token: string, id = 'premium-film') => (await call(p, 'GET', `/api/content/${id}`, { token })).body.accessLevel
  const rows = async (table: typeof baskets | typeof payments | typeof entitlements | typeof paymentMethods | typeof subscriptions) =>
    (await t.database.db.select({ n: count() }).from(table))[0]!.n

  describe('what is for sale', () => {
    it('names the plans in the language the request asks for, English where a language has none', async () => {
      const p = platform()
      const es = await call(p, 'GET', '/api/licences?licenceId=premium-monthly', { headers: { 'accept-language': 'es-ES,es;q=0.9' } })
      expect(es.status).toBe(200)
      expect(es.headers.get('vary')).toMatch(/accept-language/i)
      expect(es.body.licences[0]).toMatchObject({ id: 'premium-monthly', name: 'Marquee Premium: mensual' })
      expect(es.body.licences[0].description).toMatch(/^Todas las películas/)
      const pt = await call(p, 'GET', '/api/licences?licenceId=premium-monthly&locale=pt')
      expect(pt.body.licences[0].name).toBe('Marquee Premium: mensal')
      for (const header of ['fr', 'en-GB', 'not a language']) {
        const other = await call(p, 'GET', '/api/licences?licenceId=premium-monthly', { headers: { 'accept-language': header } })
        expect(other.body.licences[0].name).toBe('Marquee Premium: monthly')
      }

      // the basket and the held plans answer in the request's language too; the stored payment stays English
      const { token } = await account(p)
      const card = await addCard(p, token, CARDS.ok)
      const b = await call(p, 'POST', '/api/basket', {
        token,
        body: { licenceId: 'premium-monthly' },
        headers: { 'accept-language': 'es' },
      })
      expect(b.body.item.name).toBe('Marquee Premium: mensual')
      expect((await payWith(p, token, b.body.id, card.body.paymentDetailsExternalId)).status).toBe(200)
      const held = await call(p, 'GET', '/api/user/licence', { token, headers: { 'accept-language': 'pt' } })
      expect(held.body.licences[0].licence.name).toBe('Marquee Premium: mensal')
      const history = await call(p, 'GET', '/api/customer/payment-history', { token, headers: { 'accept-language': 'es' } })
      expect(history.body.items[0].name).toBe('Marquee Premium: mensual')
      const gifts = await call(p, 'GET', '/api/gift/products', { headers: { 'accept-language': 'es' } })
      expect(gifts.body.products[0]).toMatchObject({
        name: 'Marquee Premium durante 1 mes (regalo)',
        licence: { name: 'Marquee Premium: mensual' },
      })
    })

    it('lists licences with prices as integer amounts, and families with the caller’s entitlements', async () => {
      const p = platform()
      const list = await call(p, 'GET', '/api/licences')
      expect(list.status).toBe(200)
      expect(list.body.licences.map((l: { id: string }) => l.id)).toEqual([
        'premium-monthly',
        'premium-yearly',
        'ppv-fight-night-main-card',
        'free-registered',
      ])
      expect(list.body.licences[1]).toMatchObject({
        family: 'premium',
        rank: 2,
        type: 'STANDARD',
        purchaseStrategy: { type: 'SUBSCRIPTION', subscriptionPeriod: 'P1Y' },
        trialDetails: { trialPeriod: 'P7D', trialDays: 7 },
        amounts: {
          amount: 9999,
          currency: 'GBP',
          scale: 2,
          sku: 'MARQUEE-PREMIUM-P1Y',
          taxInclusive: true,
          periodAmounts: [{ period: 'P1M', amount: 833 }],
        },
      })
      expect((await call(p, 'GET', '/api/licence?licenceId=free-registered')).body.licences).toHaveLength(1)
      expect((await call(p, 'GET', '/api/licences?licenceId=no%20such')).status).toBe(400)

      const { token } = await account(p)
      expect((await buy(p, token)).status).toBe(200)
      const families = await call(
        p,
        'GET',
        '/api/licence-family?includeEntitlements=ALL_ACTIVE_USER_ENTITLEMENTS&licenceId=premium-yearly',
        { token },
      )
      expect(families.status).toBe(200)
      expect(families.body.families).toHaveLength(1)
      const premium = families.body.families[0]
      expect(premium.licences.map((l: { id: string; eligible: boolean; active: boolean }) => [l.id, l.eligible, l.active])).toEqual([
        ['premium-monthly', false, true],
        ['premium-yearly', false, false],
      ])
      expect(premium.entitlements).toEqual([
        {
          licenceId: 'premium-monthly',
          status: 'ACTIVE',
          from: START.toISOString(),
          until: '2026-02-28T12:00:00.000Z',
          source: 'PURCHASE',
        },
      ])
      expect((await call(p, 'GET', '/api/licence-family?includeEntitlements=SOME', { token })).status).toBe(400)
      expect((await call(p, 'GET', '/api/licence-family')).body.families.map((f: { family: string }) => f.family)).toEqual([
        'premium',
        'ppv-fight-night',
        'free',
      ])
    })
  })

  describe('access from entitlements', () => {
    it('DENIED turns to GRANTED at once after a purchase, on cards, detail pages and stream URLs, and back after expiry', async () => {
      const p = platform()
      const buyer = await account(p)
      let token = buyer.token
      const manifest = () =>
        call(p, 'POST', '/api/v5/manifest/video/premium-film?includePlaybackDetails=URL', {
          token,
          body: {},
          headers: { 'x-forwarded-for': GB },
        })
      expect(await level(p, token)).toBe('DENIED')
      expect((await call(p, 'GET', '/api/v4/vod/premium-film', { token })).body).toMatchObject({
        accessLevel: 'DENIED',
        availableLicences: ['premium-monthly', 'premium-yearly'],
      })
      expect(await manifest()).toMatchObject({ status: 403, body: { code: 'DENIED' } })

      const paid = await buy(p, token)
      expect(paid).toMatchObject({
        status: 200,
        body: {
          status: 'SUCCEEDED',
          licenceId: 'premium-monthly',
          entitlement: { from: START.toISOString(), until: '2026-02-28T12:00:00.000Z' },
        },
      })
      expect(await level(p, token)).toBe('GRANTED')
      expect((await call(p, 'GET', '/api/v4/vod/premium-film', { token })).body.accessLevel).toBe('GRANTED')
      expect((await manifest()).status).toBe(200)
      expect(await level(p, token, 'fight-film')).toBe('DENIED')

      const mine = await call(p, 'GET', '/api/user/licence', { token })
      expect(mine.body.licences).toHaveLength(1)
      expect(mine.body.licences[0].licenceStatus).toMatchObject({
        status: 'ACTIVE',
        autoRenewingStatus: 'AUTO_RENEWING',
        licencePayment: { paymentEventType: 'CONFIRMED', expiryTimestamp: '2026-02-28T12:00:00.000Z' },
      })

      clock = new Date('2026-02-28T11:59:59Z')
      token = await signIn(p, buyer.email) // access tokens last minutes, not weeks
      expect(await level(p, token)).toBe('GRANTED')
      clock = new Date('2026-02-28T12:00:00Z') // 31 Jan + P1M
      expect(await level(p, token)).toBe('DENIED')
      expect(await manifest()).toMatchObject({ status: 403, body: { code: 'DENIED' } })
      expect((await call(p, 'GET', '/api/user/licence', { token })).body.licences[0].licenceStatus.status).toBe('EXPIRED')
    })

    it('a PPV opens its event until its end, and guests and other accounts keep DENIED', async () => {
      const p = platform()
      const { token } = await account(p)
      const other = await account(p)
      expect((await buy(p, token, CARDS.ok, 'ppv-fight-night-main-card')).body).toMatchObject({
        status: 'SUCCEEDED',
        entitlement: { until: new Date(START.getTime() + 4800 * 60_000).toISOString() },
      })
      expect(await level(p, token, 'fight-film')).toBe('GRANTED')
      expect(await level(p, token)).toBe('DENIED')
      expect(await level(p, other.token, 'fight-film')).toBe('DENIED')
      expect(await level(p, await guestToken(p), 'fight-film')).toBe('DENIED')
      expect((await call(p, 'GET', '/api/user/licence', { token })).body.licences[0]).toMatchObject({
        subscriptionId: null,
        licenceStatus: { status: 'ACTIVE', autoRenewingStatus: 'NOT_AUTO_RENEWING' },
      })
    })
  })

  describe('the basket', () => {
    it('creates, shows and changes the caller’s basket; another account cannot see or pay it', async () => {
      const p = platform()
      const { token } = await account(p)
      const other = await account(p)
      expect((await call(p, 'GET', '/api/customer/basket', { token })).status).toBe(404)
      const created = await basket(p, token)
      expect(created).toMatchObject({
        status: 201,
        body: {
          status: 'OPEN',
          basketItems: [
            {
              sku: 'MARQUEE-PREMIUM-P1M',
              subscriptionSetting: { subscriptionPeriod: 'P1M', subscriptionType: 'SUBSCRIPTION', trialPeriodDuration: null },
            },
          ],
          price: { amount: 999, scale: 2, currency: 'GBP', decimal: '9.99' },
          discountedTotal: { amount: 999 },
          discountedTax: { amount: 167 },
          dueNow: { amount: 999 },
          providers: ['sandbox'],
          providerId: 'sandbox',
          billingDetailsRequired: false,
          missingFields: [],
        },
      })
      expect((await call(p, 'GET', '/api/customer/basket', { token })).body.id).toBe(created.body.id)
      expect((await call(p, 'GET', '/api/customer/basket', { token: other.token })).status).toBe(404)
      const card = await addCard(p, other.token, CARDS.ok)
      expect((await payWith(p, other.token, created.body.id, card.body.paymentDetailsExternalId)).status).toBe(404)
      // someone else's card cannot pay my basket either
      expect((await payWith(p, token, created.body.id, card.body.paymentDetailsExternalId)).body.code).toBe('NO_PAYMENT_DETAILS')
      expect(sandbox.chargeCount()).toBe(0)
      const changed = await call(p, 'PUT', `/api/baskets/${created.body.id}?acknowledgeNoFreeTrial=false`, {
        token,
        body: { licenceId: 'premium-yearly' },
      })
      expect(changed).toMatchObject({
        status: 200,
        body: {
          item: { id: 'premium-yearly' },
          freeTrial: { available: true, trialPeriod: 'P7D' },
          dueNow: { amount: 0 },
          billingDetailsRequired: true,
        },
      })
      expect(changed.body.missingFields).toEqual(['fullName', 'line1', 'city', 'postalCode', 'country'])

      expect((await call(p, 'PUT', `/api/baskets/${created.body.id}`, { token: other.token, body: {} })).status).toBe(404)
    })

    it('answers bad input with 400 and field messages, stores nothing, and never 5xx', async () => {
      const p = platform()
      const { token } = await account(p)
      const before = await rows(baskets)
      for (const [method, path, body] of [
        ['POST', '/api/basket', {}],
        ['POST', '/api/basket', { licenceId: '../etc' }],
        ['POST', '/api/basket', { licenceId: 'premium-monthly', extra: 1 }],
        ['POST', '/api/basket', { licenceId: 'premium-monthly', voucherCode: '<script>' }],
        ['PUT', '/api/baskets/not-a-uuid', {}],
        ['PUT', `/api/baskets/${randomUUID()}?acknowledgeNoFreeTrial=maybe`, {}],
        ['POST', '/api/promotions/voucher/redeem', { voucherCode: 'WELCOME10' }],
        ['POST', '/api/customer/baskets/pay/nope', {}],
        [
          'POST',
          '/api/customer/baskets/pay/',
          { paymentArrangement: { primaryPaymentDetailsAttributes: { targetPaymentProvider: 'paypal' } } },
        ],
        ['POST', '/api/payment-method/init', { provider: 'nobody' }],
        ['POST', '/api/payment-method/validate', { provider: 'sandbox' }],
        ['PUT', '/api/customer/billing-details', { fields: { line1: '' } }],
      ] as const) {
        const res = await call(p, method, path, { token, body })
        expect(res.status, `${method} ${path}`).toBe(400)
        expect(res.body.code).toBe('VALIDATION_FAILED')
        expect(Object.keys(res.body.fields).length, `${method} ${path}`).toBeGreaterThan(0)
      }
      expect((await call(p, 'POST', '/api/basket', { token, body: 'not json' })).status).toBe(400)
      expect(
        (await call(p, 'POST', '/api/customer/baskets/pay/', { token, body: {}, headers: { 'idempotency-key': 'short' } })).status,
      ).toBe(400)
      expect(await rows(baskets)).toBe(before)
      expect(await rows(paymentMethods)).toBe(0)
      expect((await call(p, 'POST', '/api/basket', { token, body: { licenceId: 'no-such-licence' } })).status).toBe(404)
      // signed-in accounts only
      expect((await call(p, 'POST', '/api/basket', { body: { licenceId: 'premium-monthly' } })).status).toBe(401)
      expect((await call(p, 'POST', '/api/basket', { token: await guestToken(p), body: { licenceId: 'premium-monthly' } })).status).toBe(
        401,
      )
      expect((await call(p, 'GET', '/api/user/licence')).status).toBe(401)
    })
  })

  describe('vouchers', () => {
    it('WELCOME10 lowers the total by either path, and comes off again', async () => {
      const p = platform()
      const { token } = await account(p)
      const b = await basket(p, token)
      const applied = await call(p, 'PUT', '/api/baskets/vouchers/welcome10', { token, body: { basketId: b.body.id } })
      expect(applied).toMatchObject({
        status: 200,
        body: { vouchers: [{ code: 'WELCOME10' }], discount: { amount: 100 }, discountedTotal: { amount: 899, decimal: '8.99' } },
      })
      const removed = await call(p, 'DELETE', '/api/baskets/vouchers/WELCOME10', { token })
      expect(removed).toMatchObject({ status: 200, body: { vouchers: [], discountedTotal: { amount: 999 } } })
      expect((await call(p, 'DELETE', '/api/baskets/vouchers/WELCOME10', { token })).status).toBe(404)

      const redeemed = await call(p, 'POST', '/api/promotions/voucher/redeem', {
        token,
        body: { voucherCode: 'HALFYEAR', licenceId: 'premium-monthly' },
      })
      // 50 % of 9.99: the discount is 5.00 (rounded half away from zero), the buyer pays 4.99
      expect(redeemed).toMatchObject({
        status: 200,
        body: {
          discount: { amount: 500 },
          discountedTotal: { amount: 499 },
          recurring: { period: 'P1M', discounted: { amount: { amount: 499 }, periods: 6 } },
        },
      })
      expect(
        await call(p, 'POST', '/api/promotions/voucher/redeem', {
          token,
          body: { voucherCode: 'HALFYEAR', licenceId: 'ppv-fight-night-main-card' },
        }),
      ).toMatchObject({
        status: 422,
        body: { code: 'VOUCHER_NOT_APPLICABLE' },
      })
      expect(await call(p, 'PUT', '/api/baskets/vouchers/NOPE99', { token, body: {} })).toMatchObject({
        status: 404,
        body: { code: 'VOUCHER_NOT_FOUND', fields: { voucherCode: expect.any(Array) } },
      })

      // a voucher is used once per account: paying redeems it
      const card = await addCard(p, token, CARDS.ok)
      const paid = await payWith(p, token, redeemed.body.id, card.body.paymentDetailsExternalId)
      expect(paid.status).toBe(200)
      const sub = (await t.database.db.select().from(subscriptions))[0]!
      expect(sub).toMatchObject({ voucherCode: 'HALFYEAR', discountedRenewalsLeft: 5, discountedRenewalAmount: 499, renewalAmount: 999 })
      expect((await t.database.db.select().from(payments))[0]).toMatchObject({ amount: 499, voucherCode: 'HALFYEAR', status: 'SUCCEEDED' })
      const again = await basket(p, token, 'ppv-fight-night-main-card')
      expect(await call(p, 'PUT', '/api/baskets/vouchers/WELCOME10', { token, body: { basketId: again.body.id } })).toMatchObject({
        status: 200,
      })
      expect(await call(p, 'PUT', `/api/baskets/vouchers/HALFYEAR`, { token, body: {} })).toMatchObject({
        status: 409,
        body: { code: 'VOUCHER_ALREADY_USED' },
      })
    })

    it('FREEMONTH brings the total to zero: zero balance pays at once with no card', async () => {
      const p = platform()
      const { token } = await account(p)
      const b = await basket(p, token, 'premium-monthly', 'FREEMONTH')
      expect(b.body).toMatchObject({ dueNow: { amount: 0 }, providerId: 'zero_balance' })
      expect(b.body.providers).toContain('zero_balance')
      const paid = await call(p, 'POST', '/api/customer/baskets/pay/', { token, body: { idempotencyKey: 'free-month-1' } })
      expect(paid).toMatchObject({ status: 200, body: { status: 'SUCCEEDED', licenceId: 'premium-monthly' } })
      expect(await level(p, token)).toBe('GRANTED')
      expect(sandbox.chargeCount()).toBe(0)
      expect((await t.database.db.select().from(subscriptions))[0]).toMatchObject({
        provider: 'zero_balance',
        pendingActions: ['REFRESH_PAYMENT_DETAILS'],
      })
      // zero balance never pays a total above zero
      const other = await account(p)
      const full = await basket(p, other.token)
      expect(await payWith(p, other.token, full.body.id, null, 'zero-attempt-1', 'zero_balance')).toMatchObject({
        status: 400,
        body: { code: 'BAD_REQUEST' },
      })
    })
  })

  describe('paying with the sandbox', () => {
    it('a declined card shows the server’s message and grants nothing; another card then pays the same basket', async () => {
      const p = platform()
      const { token } = await account(p)
      const declined = await buy(p, token, CARDS.declined)
      expect(declined).toMatchObject({ status: 402, body: { code: 'card_declined', message: 'Your card was declined.' } })
      expect(await rows(entitlements)).toBe(0)
      expect(await level(p, token)).toBe('DENIED')
      const open = await call(p, 'GET', '/api/customer/basket', { token })
      expect(open.body.status).toBe('OPEN')
      for (const [number, code] of [
        [CARDS.expired, 'expired_card'],
        [CARDS.cvc, 'incorrect_cvc'],
      ] as const) {
        const card = await addCard(p, token, number)
        expect((await payWith(p, token, open.body.id, card.body.paymentDetailsExternalId)).body.code).toBe(code)
      }
      const good = await addCard(p, token, CARDS.ok)
      expect((await payWith(p, token, open.body.id, good.body.paymentDetailsExternalId)).status).toBe(200)
      expect(await rows(entitlements)).toBe(1)
    })

    it('an incorrect number is refused when the card is added, with the server’s message and nothing stored', async () => {
      const p = platform()
      const { token } = await account(p)
      expect(await addCard(p, token, '4242424242424241')).toMatchObject({
        status: 402,
        body: {
          code: 'incorrect_number',
          message: 'Your card number is incorrect.',
          fields: { cardNumber: ['Your card number is incorrect.'] },
        },
      })
      expect(await addCard(p, token, CARDS.ok, { expiry: '13/30' })).toMatchObject({ status: 402, body: { code: 'invalid_expiry_month' } })
      expect(await addCard(p, token, CARDS.ok, { expiry: '01/20' })).toMatchObject({ status: 402, body: { code: 'invalid_expiry_year' } })
      expect(await addCard(p, token, CARDS.ok, { cvc: '1' })).toMatchObject({ status: 402, body: { code: 'invalid_cvc' } })
      expect(await rows(paymentMethods)).toBe(0)
      const init = await call(p, 'POST', '/api/payment-method/init', { token, body: { provider: 'sandbox', paymentMethodType: 'CARD' } })
      expect(init).toMatchObject({ status: 200, body: { provider: 'sandbox', formFields: ['cardNumber', 'expiry', 'cvc', 'cardHolder'] } })
      const ok = await addCard(p, token, '4242 4242 4242 4242')
      expect(ok).toMatchObject({
        status: 201,
        body: {
          parsedData: {
            cardType: 'visa',
            last4Digits: '4242',
            expiryMonth: 12,
            expiryYear: 2030,
            cardHolder: 'Test Buyer',
            isDefault: true,
          },
        },
      })
      expect((await call(p, 'GET', '/api/customer/cards', { token })).body.cards).toHaveLength(1)
    })

    it('keeps at most the configured number of payment methods (MAX_CHARGEABLE_PAYMENT_DETAILS_REACHED)', async () => {
      const p = platform({ commerce: { maxPaymentMethods: 1 } })
      const { token } = await account(p)
      expect((await addCard(p, token, CARDS.ok)).status).toBe(201)
      expect(await addCard(p, token, CARDS.later)).toMatchObject({ status: 409, body: { code: 'MAX_CHARGEABLE_PAYMENT_DETAILS_REACHED' } })
    })

    it('a card that needs authentication pays after the authorization step; a failed one says CHALLENGE_FAILED', async () => {
      const p = platform()
      const { token } = await account(p)
      const pending = await buy(p, token, CARDS.auth)
      expect(pending).toMatchObject({ status: 202, body: { status: 'REQUIRES_ACTION', nextAction: { type: 'AUTHORIZE' } } })
      expect(await level(p, token)).toBe('DENIED')
      const done = await call(p, 'POST', `/api/customer/baskets/pay/${pending.body.basketId}/authorize`, {
        token,
        body: { paymentId: pending.body.paymentId, authenticated: true },
      })
      expect(done).toMatchObject({ status: 200, body: { status: 'SUCCEEDED' } })
      expect(await level(p, token)).toBe('GRANTED')

      const other = await account(p)
      const refused = await buy(p, other.token, CARDS.auth)
      const failed = await call(p, 'POST', `/api/customer/baskets/pay/${refused.body.basketId}/authorize`, {
        token: other.token,
        body: { authenticated: false },
      })
      expect(failed).toMatchObject({ status: 402, body: { code: 'CHALLENGE_FAILED' } })
      expect(await level(p, other.token)).toBe('DENIED')
      expect((await call(p, 'GET', '/api/customer/basket', { token: other.token })).body.status).toBe('OPEN')
    })

    it('the 0341 card pays now (its later, off-session charges are refused by the sandbox)', async () => {
      const p = platform()
      const { token } = await account(p)
      expect((await buy(p, token, CARDS.later)).status).toBe(200)
      const later = await sandbox.charge({
        accountId: 'x',
        amount: { amount: 999, scale: 2, currency: 'GBP' },
        methodRef: (await t.database.db.select().from(paymentMethods))[0]!.providerRef,
        idempotencyKey: 'renewal-1',
        description: 'renewal',
        offSession: true,
        returnUrl: null,
      })
      expect(later).toMatchObject({ status: 'failed', code: 'card_declined' })
    })

    it('a failed captcha check refuses the payment before anything is charged', async () => {
      const p = platform({
        commerce: {
          captcha: async (token) =>
            token === 'human' ? { ok: true } : token ? { ok: false, code: 'CHALLENGE_FAILED' } : { ok: false, code: 'CAPTCHA_FAIL_ERROR' },
        },
      })
      const { token } = await account(p)
      const card = await addCard(p, token, CARDS.ok)
      const b = await basket(p, token)
      const arrangement = {
        primaryPaymentDetailsAttributes: { paymentDetailsExternalId: card.body.paymentDetailsExternalId, targetPaymentProvider: 'sandbox' },
      }
      const pay = (captchaToken?: string) =>
        call(p, 'POST', `/api/customer/baskets/pay/${b.body.id}`, {
          token,
          body: { paymentArrangement: arrangement, ...(captchaToken ? { captchaToken } : {}) },
        })
      expect(await pay()).toMatchObject({ status: 403, body: { code: 'CAPTCHA_FAIL_ERROR' } })
      expect(await pay('robot')).toMatchObject({ status: 403, body: { code: 'CHALLENGE_FAILED' } })
      expect(sandbox.chargeCount()).toBe(0)
      expect((await pay('human')).status).toBe(200)
    })

    it('refuses the sandbox when it is not allowed (production without DEMO)', async () => {
      const p = makePlatform(t.database, { now, commerce: { allowSandbox: false } })
      const { token } = await account(p)
      expect((await call(p, 'GET', '/api/customer/payment-providers', { token })).body.providers.map((x: { id: string }) => x.id)).toEqual([
        'zero_balance',
      ])
      expect(await addCard(p, token, CARDS.ok)).toMatchObject({ status: 422, body: { code: 'PROVIDER_UNAVAILABLE' } })
    })
  })

  describe('rules', () => {
    it('FREE, already active, another tier of the family and a paused expired licence cannot be bought', async () => {
      const p = platform()
      const { id, token } = await account(p)
      expect(await basket(p, token, 'free-registered')).toMatchObject({ status: 409, body: { code: 'NOT_ELIGIBLE', reason: 'FREE' } })
      expect((await buy(p, token)).status).toBe(200)
      expect(await basket(p, token, 'premium-monthly')).toMatchObject({ status: 409, body: { code: 'ALREADY_ACTIVE' } })
      expect(await basket(p, token, 'premium-yearly')).toMatchObject({ status: 409, body: { code: 'INVALID_TIER_CHANGE' } })

      const other = await account(p)
      await t.database.db.insert(subscriptions).values({
        id: randomUUID(),
        accountId: other.id,
        licenceId: 'premium-monthly',
        status: 'EXPIRED',
        pauseState: 'PAUSED',
        period: 'P1M',
        anchorAt: new Date(START.getTime() - 60 * DAY),
        currentPeriodStart: new Date(START.getTime() - 60 * DAY),
        currentPeriodEnd: new Date(START.getTime() - 30 * DAY),
        renewalAmount: 999,
        currency: 'GBP',
        scale: 2,
        provider: 'sandbox',
        createdAt: START,
        updatedAt: START,
      })
      expect(await basket(p, other.token, 'premium-monthly')).toMatchObject({
        status: 409,
        body: { code: 'NOT_ELIGIBLE', reason: 'PAUSED_EXPIRED' },
      })
      expect(id).toBeTruthy()
    })

    it('billing details: 424 BASKET_REQUIREMENTS_FAILED with exactly the missing fields, then the payment continues', async () => {
      const p = platform()
      const { token } = await account(p)
      const card = await addCard(p, token, CARDS.ok)
      const b = await basket(p, token, 'premium-yearly')
      await call(p, 'PUT', '/api/customer/billing-details', { token, body: { fields: { fullName: 'Test Buyer', country: 'GB' } } })
      const refused = await payWith(p, token, b.body.id, card.body.paymentDetailsExternalId)
      expect(refused).toMatchObject({
        status: 424,
        body: { code: 'BASKET_REQUIREMENTS_FAILED', details: { missingFields: ['line1', 'city', 'postalCode'] } },
      })
      expect(await rows(payments)).toBe(0)
      await call(p, 'PUT', '/api/customer/billing-details', {
        token,
        body: { fields: { line1: '1 High Street', city: 'Leeds', postalCode: 'LS1 1AA' } },
      })
      const paid = await payWith(p, token, b.body.id, card.body.paymentDetailsExternalId)
      expect(paid).toMatchObject({
        status: 200,
        body: { status: 'SUCCEEDED', entitlement: { source: 'TRIAL', until: new Date(START.getTime() + 7 * DAY).toISOString() } },
      })
      expect((await t.database.db.select().from(payments))[0]).toMatchObject({ kind: 'TRIAL', amount: 0 })
      expect((await call(p, 'GET', '/api/user/licence', { token })).body.licences[0].licenceStatus).toMatchObject({
        status: 'TRIAL_ACTIVE',
        trialEndsAt: new Date(START.getTime() + 7 * DAY).toISOString(),
      })
    })

    it('billing details: a country whose addresses need more (a province in Spain) asks for it too before the payment continues', async () => {
      const p = platform()
      const { token } = await account(p)
      const card = await addCard(p, token, CARDS.ok)
      const b = await basket(p, token, 'premium-yearly')
      const complete = { fullName: 'Test Buyer', line1: 'Calle Mayor 1', city: 'Madrid', postalCode: '28013', country: 'ES' }
      expect(await call(p, 'PUT', '/api/customer/billing-details', { token, body: { fields: complete } })).toMatchObject({ status: 200 })
      expect((await call(p, 'GET', '/api/customer/basket', { token })).body).toMatchObject({
        billingDetailsRequired: true,
        missingFields: ['administrativeLevel1'],
      })
      const refused = await payWith(p, token, b.body.id, card.body.paymentDetailsExternalId)
      expect(refused).toMatchObject({ status: 424, body: { details: { missingFields: ['administrativeLevel1'] } } })
      await call(p, 'PUT', '/api/customer/billing-details', { token, body: { fields: { administrativeLevel1: 'Madrid' } } })
      expect(await payWith(p, token, b.body.id, card.body.paymentDetailsExternalId)).toMatchObject({ status: 200 })
    })

    it('billing details: 422 with field messages for a country off the list or a postal code that does not fit the country, and nothing saved', async () => {
      const p = platform()
      const { token } = await account(p)
      const put = (fields: Record<string, string>) => call(p, 'PUT', '/api/customer/billing-details', { token, body: { fields } })
      const onRecord = async () => (await call(p, 'GET', '/api/customer/billing-details', { token })).body.fields
      expect(
        await put({ fullName: 'Test Buyer', line1: '1 High Street', city: 'Leeds', postalCode: '12345', country: 'GB' }),
      ).toMatchObject({
        status: 422,
        body: { code: 'VALIDATION_FAILED', fields: { postalCode: ['postalCodeFieldIsInvalid'] } },
      })
      expect(await put({ fullName: 'Test Buyer', country: 'United Kingdom' })).toMatchObject({
        status: 422,
        body: { code: 'VALIDATION_FAILED', fields: { country: ['countryFieldIsInvalid'] } },
      })
      expect(await put({ country: 'ZZ' })).toMatchObject({ status: 422, body: { fields: { country: ['countryFieldIsInvalid'] } } })
      expect(await onRecord()).toEqual({})
      // a postal code given alone is judged by the country on record
      expect(await put({ fullName: 'Test Buyer', country: 'gb' })).toMatchObject({ status: 200, body: { fields: { country: 'GB' } } })
      expect(await put({ postalCode: '28013' })).toMatchObject({
        status: 422,
        body: { fields: { postalCode: ['postalCodeFieldIsInvalid'] } },
      })
      expect(await put({ postalCode: 'ls1  1aa' })).toMatchObject({ status: 200, body: { fields: { postalCode: 'LS1 1AA' } } })
      expect(await put({ country: 'ES', postalCode: '28013' })).toMatchObject({ status: 200 })
      expect(await onRecord()).toEqual({ fullName: 'Test Buyer', country: 'ES', postalCode: '28013' })
    })

    it('a free trial is given once per account: freeTrialDenied until the buyer acknowledges paying now', async () => {
      const p = platform()
      const { id, token } = await account(p)
      await t.database.db
        .insert(freeTrials)
        .values({ accountId: id, licenceId: 'premium-yearly', startedAt: new Date(START.getTime() - 400 * DAY) })
      await call(p, 'PUT', '/api/customer/billing-details', {
        token,
        body: { fields: { fullName: 'T B', line1: '1 High St', city: 'Leeds', postalCode: 'LS1 1AA', country: 'GB' } },
      })
      const card = await addCard(p, token, CARDS.ok)
      const b = await basket(p, token, 'premium-yearly')
      expect(b.body).toMatchObject({ freeTrial: { available: false }, dueNow: { amount: 9999 } })
      expect(await call(p, 'PUT', `/api/baskets/${b.body.id}?acknowledgeNoFreeTrial=false`, { token, body: {} })).toMatchObject({
        status: 409,
        body: { code: 'freeTrialDenied' },
      })
      expect(await payWith(p, token, b.body.id, card.body.paymentDetailsExternalId)).toMatchObject({
        status: 409,
        body: { code: 'freeTrialDenied' },
      })
      expect(await call(p, 'PUT', `/api/baskets/${b.body.id}?acknowledgeNoFreeTrial=true`, { token, body: {} })).toMatchObject({
        status: 200,
        body: { freeTrial: { acknowledgeNoFreeTrial: true } },
      })
      expect(await payWith(p, token, b.body.id, card.body.paymentDetailsExternalId)).toMatchObject({
        status: 200,
        body: { entitlement: { source: 'PURCHASE', until: '2027-01-31T12:00:00.000Z' } },
      })
      expect((await t.database.db.select().from(payments))[0]).toMatchObject({ kind: 'PURCHASE', amount: 9999 })
    })

    it('a child profile is refused (kidPurchasePermissionDenied)', async () => {
      const p = platform()
      const { token } = await account(p)
      const kid = await call(p, 'POST', '/api/user/profiles', { token, body: { name: 'Kiddo', type: 'CHILD' } })
      const asKid = (await call(p, 'POST', `/api/user/profiles/${kid.body.id}/select`, { token, body: {} })).body.authorisationToken
      const b = await basket(p, token)
      for (const [method, path, body] of [
        ['POST', '/api/basket', { licenceId: 'premium-monthly' }],
        ['PUT', `/api/baskets/${b.body.id}`, {}],
        ['PUT', '/api/baskets/vouchers/WELCOME10', {}],
        ['POST', '/api/promotions/voucher/redeem', { voucherCode: 'WELCOME10', licenceId: 'premium-monthly' }],
        ['POST', `/api/customer/baskets/pay/${b.body.id}`, {}],
        ['POST', '/api/payment-method/validate', { provider: 'sandbox', details: {} }],
      ] as const)
        expect(await call(p, method, path, { token: asKid, body }), path).toMatchObject({
          status: 403,
          body: { code: 'KID_PURCHASE_PERMISSION_DENIED' },
        })
      expect((await call(p, 'GET', '/api/customer/basket', { token: asKid })).status).toBe(200)
    })
  })

  describe('idempotency', () => {
    it('the same key and parameters answer the same and charge once; the key with other parameters is a 4xx', async () => {
      const p = platform()
      const { token } = await account(p)
      const card = await addCard(p, token, CARDS.ok)
      const b = await basket(p, token)
      const first = await payWith(p, token, b.body.id, card.body.paymentDetailsExternalId, 'double-submit-1')
      const second = await payWith(p, token, b.body.id, card.body.paymentDetailsExternalId, 'double-submit-1')
      expect(first.status).toBe(200)
      expect(second).toEqual({ ...first, headers: second.headers })
      expect(sandbox.chargeCount()).toBe(1)
      const other = await addCard(p, token, CARDS.later)
      expect(await payWith(p, token, b.body.id, other.body.paymentDetailsExternalId, 'double-submit-1')).toMatchObject({
        status: 422,
        body: { code: 'IDEMPOTENCY_KEY_REUSED' },
      })
      // a new key on a paid basket: refused, not charged
      expect(await payWith(p, token, b.body.id, card.body.paymentDetailsExternalId, 'double-submit-2')).toMatchObject({
        status: 409,
        body: { code: 'BAD_REQUEST' },
      })
      expect(sandbox.chargeCount()).toBe(1)
      expect(await rows(entitlements)).toBe(1)
      // a declined answer is replayed too
      const { token: t2 } = await account(p)
      const declined = await addCard(p, t2, CARDS.declined)
      const b2 = await basket(p, t2)
      const d1 = await payWith(p, t2, b2.body.id, declined.body.paymentDetailsExternalId, 'declined-key-1')
      const d2 = await payWith(p, t2, b2.body.id, declined.body.paymentDetailsExternalId, 'declined-key-1')
      expect(d1.body).toEqual(d2.body)
      expect(sandbox.chargeCount()).toBe(2)
    })

    it('two concurrent pays with one key give one charge and one entitlement', async () => {
      const p = platform()
      const peer =
        t.driver === 'postgres'
          ? makePlatform(await t.openPeer(), { now, commerce: { allowSandbox: false, providers: [sandbox as PaymentProvider] } })
          : p
      const { token } = await account(p)
      const card = await addCard(p, token, CARDS.ok)
      const b = await basket(p, token)
      const [a, c] = await Promise.all([
        payWith(p, token, b.body.id, card.body.paymentDetailsExternalId, 'concurrent-key-1'),
        payWith(peer, token, b.body.id, card.body.paymentDetailsExternalId, 'concurrent-key-1'),
      ])
      expect([a.status, c.status]).toEqual([200, 200])
      expect(a.body).toEqual(c.body)
      expect(sandbox.chargeCount()).toBe(1)
      expect(await rows(entitlements)).toBe(1)
      expect(await rows(payments)).toBe(1)
      // and two keys at once on one basket: one charge
      const { token: t2 } = await account(p)
      const card2 = await addCard(p, t2, CARDS.ok)
      const b2 = await basket(p, t2)
      const both = await Promise.all([
        payWith(p, t2, b2.body.id, card2.body.paymentDetailsExternalId, 'key-a-12345'),
        payWith(peer, t2, b2.body.id, card2.body.paymentDetailsExternalId, 'key-b-12345'),
      ])
      expect(both.map((r) => r.status).sort()).toEqual([200, 409])
      expect(sandbox.chargeCount()).toBe(2)
      expect(await rows(entitlements)).toBe(2)
    })
  })

  describe('webhooks', () => {
    const secret = deriveSandboxWebhookSecret(TEST_SECRET)
    const post = (p: P, body: string, signature: string) =>
      call(p, 'POST', '/api/commerce/webhooks/sandbox', {
        body,
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
      })

    it('refuses a bad signature with 400, applies a verified event like the synchronous path, and drops a repeated one', async () => {
      const p = platform()
      const { token } = await account(p)
      const pending = await buy(p, token, CARDS.auth)
      const ref = (await t.database.db.select().from(payments).where(eq(payments.id, pending.body.paymentId)))[0]!.providerRef!
      const body = JSON.stringify({ id: 'evt_1', type: 'payment.succeeded', data: { providerRef: ref } })
      const t0 = Math.floor(START.getTime() / 1000)
      expect(await post(p, body, signSandboxWebhook('wrong-secret', body, t0))).toMatchObject({
        status: 400,
        body: { code: 'INVALID_SIGNATURE' },
      })
      expect(await post(p, body, 'garbage')).toMatchObject({ status: 400 })
      expect(await post(p, body.replace('evt_1', 'evt_2'), signSandboxWebhook(secret, body, t0))).toMatchObject({ status: 400 })
      expect(await post(p, body, signSandboxWebhook(secret, body, t0 - 3600))).toMatchObject({ status: 400 }) // too old
      expect(await level(p, token)).toBe('DENIED')

      expect(await post(p, body, signSandboxWebhook(secret, body, t0))).toMatchObject({ status: 200, body: { received: true } })
      expect(await level(p, token)).toBe('GRANTED')
      expect(await post(p, body, signSandboxWebhook(secret, body, t0))).toMatchObject({ status: 200, body: { duplicate: true } })
      // a later failure event for the settled payment changes nothing
      const late = JSON.stringify({ id: 'evt_3', type: 'payment.failed', data: { providerRef: ref } })
      expect((await post(p, late, signSandboxWebhook(secret, late, t0))).status).toBe(200)
      expect(await rows(entitlements)).toBe(1)
      expect(await level(p, token)).toBe('GRANTED')
      // the authorization call after the webhook replays the settled answer
      expect(
        (await call(p, 'POST', `/api/customer/baskets/pay/${pending.body.basketId}/authorize`, { token, body: { authenticated: true } }))
          .body.status,
      ).toBe('SUCCEEDED')
      expect(await rows(entitlements)).toBe(1)
      expect((await call(p, 'POST', '/api/commerce/webhooks/nobody', { body: '{}' })).status).toBe(404)
    })
  })

  describe('card numbers', () => {
    it('are found nowhere after a purchase: not in any table, not in the logs', async () => {
      const lines: string[] = []
      const capture = (...args: unknown[]) =>
        void lines.push(
          args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : typeof a === 'string' ? a : JSON.stringify(a))).join(' '),
        )
      const p = platform({ logger: { info: capture, warn: capture, error: capture } })
      const { token } = await account(p)
      expect((await buy(p, token, CARDS.ok)).status).toBe(200)
      expect((await buy(p, (await account(p)).token, CARDS.declined)).status).toBe(402)
      await addCard(p, token, '4242 4242 4242 4241') // a wrong number is not kept either
      const tables = (await t.database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      )) as unknown as { rows?: Array<{ table_name: string }> } & Array<{ table_name: string }>
      const names = (tables.rows ?? tables).map((r) => r.table_name)
      expect(names).toContain('payments')
      for (const name of names)
        for (const number of [...Object.values(CARDS), '4242424242424241']) {
          const found = (await t.database.db.execute(
            sql.raw(
              `select count(*)::int as n from "${name}" as r where r::text like '%${number}%' or r::text like '%${number.replace(/(\d{4})(?=\d)/g, '$1 ')}%'`,
            ),
          )) as unknown as { rows?: Array<{ n: number }> } & Array<{ n: number }>
          expect((found.rows ?? found)[0]!.n, `${name} holds ${number}`).toBe(0)
        }
      for (const number of Object.values(CARDS)) expect(lines.join('\n')).not.toContain(number)
      // what is kept: brand, last 4 and expiry
      expect((await t.database.db.select().from(paymentMethods)).map((m) => [m.brand, m.last4, m.expMonth, m.expYear])).toContainEqual([
        'visa',
        '4242',
        12,
        2030,
      ])
    })
  })
})
