import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { createCmsStore } from '../cms/store.ts'
import { paymentRefunds, payments, subscriptions } from '../db/schema.ts'
import { DEFAULT_FIXTURES_DIR } from '../seed.ts'
import { testDrivers, useTestDatabase } from '../test/databases.ts'
import { call, createAccount, guestToken, platformFactory, signIn, TEST_SECRET } from '../test/helpers.ts'
import { deriveSandboxWebhookSecret } from './providers/index.ts'
import type { PaymentProvider } from './providers/port.ts'
import { createSandboxProvider } from './providers/sandbox.ts'
import { readCommerceFixtures, seedCommerce } from './seed.ts'

const START = new Date('2026-03-10T12:00:00Z')
const DAY = 86_400_000

describe.each(testDrivers)('account billing on %s', (driver) => {
  const t = useTestDatabase(driver)
  const makePlatform = platformFactory()
  let clock = START
  const now = () => clock
  const platform = (maxPaymentMethods?: number) =>
    makePlatform(t.database, {
      now,
      commerce: {
        allowSandbox: false,
        maxPaymentMethods,
        providers: [createSandboxProvider({ webhookSecret: deriveSandboxWebhookSecret(TEST_SECRET), now }) as PaymentProvider],
      },
    })
  type P = ReturnType<typeof platform>

  beforeEach(async () => {
    clock = START
    const fixtures = (await readCommerceFixtures(DEFAULT_FIXTURES_DIR))!
    await seedCommerce(t.database, { ...fixtures, subscriptions: [] }, START)
    await createCmsStore(t.database.db).insertPublishedIfMissing(
      'settings',
      'realm',
      { id: 'realm', realmName: 'Billing Test Realm', navLayout: 'TOP', features: {}, territories: { allowed: ['GB'] } },
      'test',
      START,
    )
  })

  const account = async (p: P, name = 'Ada Buyer') => {
    const email = `billing-${randomUUID().slice(0, 8)}@example.test`
    const id = await createAccount(t.database, { email, name })
    return { id, email, token: await signIn(p, email) }
  }
  const addCard = (p: P, token: string, number = '4242424242424242', makeDefault?: boolean) =>
    call(p, 'POST', '/api/payment-method/validate', {
      token,
      body: {
        provider: 'sandbox',
        details: { cardNumber: number, expiry: '12/30', cvc: '123', cardHolder: 'Ada Buyer' },
        ...(makeDefault === undefined ? {} : { makeDefault }),
      },
    })
  const buy = async (p: P, token: string, licenceId = 'premium-monthly', key = `key-${randomUUID()}`) => {
    const cards = (await call(p, 'GET', '/api/customer/cards', { token })).body.cards
    const cardId = cards[0]?.cardId ?? (await addCard(p, token)).body.paymentDetailsExternalId
    const basket = (await call(p, 'POST', '/api/basket', { token, body: { licenceId } })).body
    const pay = () =>
      call(p, 'POST', `/api/customer/baskets/pay/${basket.id}`, {
        token,
        headers: { 'idempotency-key': key },
        body: {
          paymentArrangement: {
            primaryPaymentDetailsAttributes: {
              paymentDetailsExternalId: cardId,
              targetPaymentProvider: 'sandbox',
              paymentMethodType: 'CARD',
            },
          },
        },
      })
    return { pay, basket }
  }
  const history = (p: P, token: string, query = '') => call(p, 'GET', `/api/customer/payment-history${query}`, { token })
  /** a settled payment row written as the lifecycle would, at `daysAgo` before START */
  const insertPayment = async (
    accountId: string,
    row: { kind: string; status: string; amount?: number; daysAgo: number; subscriptionId?: string | null },
  ) => {
    const id = randomUUID()
    const at = new Date(START.getTime() - row.daysAgo * DAY)
    await t.database.db.insert(payments).values({
      id,
      accountId,
      subscriptionId: row.subscriptionId ?? null,
      licenceId: 'premium-monthly',
      kind: row.kind,
      status: row.status,
      amount: row.amount ?? 999,
      scale: 2,
      currency: 'GBP',
      tax: 167,
      provider: 'sandbox',
      idempotencyKey: `test-${id}`,
      requestHash: 'test',
      createdAt: at,
      updatedAt: at,
    })
    return id
  }

  describe('payment history', () => {
    it('pages the settled payments newest first, with item types, amounts, the first refund and an invoice only on paid items', async () => {
      const p = platform()
      const a = await account(p)
      const trial = await insertPayment(a.id, { kind: 'TRIAL', status: 'SUCCEEDED', amount: 0, daysAgo: 90 })
      const renewal = await insertPayment(a.id, { kind: 'RENEWAL', status: 'SUCCEEDED', daysAgo: 60, subscriptionId: randomUUID() })
      const failed = await insertPayment(a.id, { kind: 'RENEWAL', status: 'FAILED', daysAgo: 30 })
      const refunded = await insertPayment(a.id, { kind: 'PURCHASE', status: 'REFUNDED', amount: 2999, daysAgo: 20 })
      const upgrade = await insertPayment(a.id, { kind: 'LICENCE_UPGRADE', status: 'SUCCEEDED', amount: 500, daysAgo: 10 })
      await insertPayment(a.id, { kind: 'PURCHASE', status: 'PENDING', daysAgo: 1 })
      await t.database.db.insert(paymentRefunds).values([
        { id: randomUUID(), paymentId: refunded, amount: 1500, createdAt: new Date(START.getTime() - 19 * DAY) },
        { id: randomUUID(), paymentId: refunded, amount: 1499, createdAt: new Date(START.getTime() - 18 * DAY) },
      ])
      const other = await account(p, 'Someone Else')
      await insertPayment(other.id, { kind: 'PURCHASE', status: 'SUCCEEDED', daysAgo: 5 })

      const first = await history(p, a.token, '?page=1&pageSize=2')
      expect(first.status).toBe(200)
      expect(first.headers.get('cache-control')).toContain('no-store')
      expect(first.body.paging).toEqual({ page: 1, pageSize: 2, totalResults: 5, moreDataAvailable: true })
      expect(first.body.items.map((i: { id: string }) => i.id)).toEqual([upgrade, refunded])
      const [up, ref] = first.body.items
      expect(up).toMatchObject({
        itemType: 'LICENCE_UPGRADE',
        name: 'Marquee Premium: monthly',
        status: 'SUCCEEDED',
        sku: 'MARQUEE-PREMIUM-P1M',
        skus: ['MARQUEE-PREMIUM-P1M'],
        pdf: `/customer/payments/${upgrade}/invoice`,
      })
      expect(up.transactionDetails.amount).toEqual({ amount: 500, scale: 2, currency: 'GBP', decimal: '5.00' })
      expect(ref).toMatchObject({ itemType: 'REFUNDED', status: 'REFUNDED', pdf: null })
      expect(ref.transactionDetails.refundAmount).toEqual({ amount: 1500, scale: 2, currency: 'GBP', decimal: '15.00' })

      const last = await history(p, a.token, '?page=3&pageSize=2')
      expect(last.body.paging).toEqual({ page: 3, pageSize: 2, totalResults: 5, moreDataAvailable: false })
      expect(last.body.items.map((i: { id: string; itemType: string }) => [i.id, i.itemType])).toEqual([[trial, 'TRIAL_INVOICE']])
      const middle = await history(p, a.token, '?page=2&pageSize=2')
      expect(
        middle.body.items.map((i: { id: string; itemType: string; pdf: string | null }) => [i.id, i.itemType, i.pdf !== null]),
      ).toEqual([
        [failed, 'FAILED_INVOICE', false],
        [renewal, 'LICENCE_RENEWAL', true],
      ])
      expect((await history(p, other.token)).body.paging.totalResults).toBe(1)
    })

    it('refuses a bad page with field messages, and a guest', async () => {
      const p = platform()
      const a = await account(p)
      const bad = await history(p, a.token, '?page=0&pageSize=500')
      expect(bad.status).toBe(400)
      expect(Object.keys(bad.body.fields).sort()).toEqual(['page', 'pageSize'])
      expect((await history(p, await guestToken(p))).status).toBe(401)
    })

    it('shows a double-submitted payment once, as the subscription it bought', async () => {
      const p = platform()
      const a = await account(p)
      const { pay } = await buy(p, a.token)
      const [one, two] = await Promise.all([pay(), pay()])
      expect(one.status).toBe(200)
      expect(two.body.paymentId).toBe(one.body.paymentId)
      const h = await history(p, a.token)
      expect(h.body.items).toHaveLength(1)
      expect(h.body.items[0]).toMatchObject({ id: one.body.paymentId, itemType: 'SUBSCRIPTION', status: 'SUCCEEDED' })
      expect(h.body.items[0].transactionDetails).toMatchObject({ cardType: 'visa', last4Digits: '4242' })
    })
  })

  describe('invoice', () => {
    it('gives the seller, buyer, line, tax, total and a stable number of a paid item, and nothing for another account or an unpaid item', async () => {
      const p = platform()
      const a = await account(p, 'Ada Lovelace')
      await call(p, 'PUT', '/api/customer/billing-details', {
        token: a.token,
        body: { fields: { line1: '1 Analytical Row', city: 'London' } },
      })
      const { pay } = await buy(p, a.token)
      const paid = (await pay()).body.paymentId
      const inv = await call(p, 'GET', `/api/customer/payments/${paid}/invoice`, { token: a.token })
      expect(inv.status).toBe(200)
      expect(inv.body.seller).toEqual({ name: 'Billing Test Realm' })
      expect(inv.body.buyer).toEqual({ name: 'Ada Lovelace', email: a.email, fields: { line1: '1 Analytical Row', city: 'London' } })
      expect(inv.body.invoiceNumber).toMatch(/^MQ-20260310-[0-9A-F]{8}$/)
      expect(inv.body.lines).toHaveLength(1)
      expect(inv.body.lines[0]).toMatchObject({
        description: 'Marquee Premium: monthly',
        sku: 'MARQUEE-PREMIUM-P1M',
        periodStart: START.toISOString(),
      })
      expect(inv.body.total.amount).toBe(inv.body.net.amount + inv.body.tax.amount)
      expect(inv.body.tax.amount).toBeGreaterThan(0)
      expect((await call(p, 'GET', `/api/customer/payments/${paid}/invoice`, { token: a.token })).body.invoiceNumber).toBe(
        inv.body.invoiceNumber,
      )

      const other = await account(p)
      expect((await call(p, 'GET', `/api/customer/payments/${paid}/invoice`, { token: other.token })).status).toBe(404)
      const failed = await insertPayment(a.id, { kind: 'RENEWAL', status: 'FAILED', daysAgo: 1 })
      expect((await call(p, 'GET', `/api/customer/payments/${failed}/invoice`, { token: a.token })).body.code).toBe('NO_INVOICE')
      expect((await call(p, 'GET', '/api/customer/payments/not-an-id/invoice', { token: a.token })).status).toBe(400)
    })
  })

  describe('cards', () => {
    const cards = async (p: P, token: string) =>
      (await call(p, 'GET', '/api/customer/cards', { token })).body.cards as Array<{
        cardId: string
        last4Digits: string
        isDefault: boolean
      }>

    it('sets the default (listed first), removes a card, and moves the default to the newest card left', async () => {
      const p = platform()
      const a = await account(p)
      const visa = (await addCard(p, a.token)).body.paymentDetailsExternalId
      clock = new Date(START.getTime() + 1000)
      const second = (await addCard(p, a.token, '4000000000000341')).body.paymentDetailsExternalId
      expect((await cards(p, a.token)).map((c) => [c.cardId, c.isDefault])).toEqual([
        [visa, true],
        [second, false],
      ])
      expect((await call(p, 'PUT', `/api/customer/cards/${second}/default`, { token: a.token })).status).toBe(200)
      expect((await cards(p, a.token)).map((c) => [c.cardId, c.isDefault])).toEqual([
        [second, true],
        [visa, false],
      ])
      expect((await call(p, 'DELETE', `/api/customer/cards/${second}`, { token: a.token })).status).toBe(200)
      expect((await cards(p, a.token)).map((c) => [c.cardId, c.isDefault])).toEqual([[visa, true]])
      // removed is gone: neither default nor removable again
      expect((await call(p, 'PUT', `/api/customer/cards/${second}/default`, { token: a.token })).status).toBe(404)
      expect((await call(p, 'DELETE', `/api/customer/cards/${second}`, { token: a.token })).status).toBe(404)
    })

    it('keeps a card a subscription renews with, and another account’s cards', async () => {
      const p = platform()
      const a = await account(p)
      const { pay } = await buy(p, a.token)
      expect((await pay()).status).toBe(200)
      const [card] = await cards(p, a.token)
      const refused = await call(p, 'DELETE', `/api/customer/cards/${card!.cardId}`, { token: a.token })
      expect(refused.status).toBe(409)
      expect(refused.body.code).toBe('CARD_IN_USE')
      const other = await account(p)
      expect((await call(p, 'DELETE', `/api/customer/cards/${card!.cardId}`, { token: other.token })).status).toBe(404)
      expect((await call(p, 'PUT', `/api/customer/cards/${card!.cardId}/default`, { token: other.token })).status).toBe(404)
      expect((await call(p, 'DELETE', '/api/customer/cards/123', { token: a.token })).status).toBe(400)
      // once the subscription no longer renews the card can go
      await t.database.db.update(subscriptions).set({ autoRenewing: false }).where(eq(subscriptions.accountId, a.id))
      expect((await call(p, 'DELETE', `/api/customer/cards/${card!.cardId}`, { token: a.token })).status).toBe(200)
    })

    it('refuses a card past the maximum with MAX_CHARGEABLE_PAYMENT_DETAILS_REACHED', async () => {
      const p = platform(2)
      const a = await account(p)
      expect((await addCard(p, a.token)).status).toBe(201)
      expect((await addCard(p, a.token, '4000000000000341')).status).toBe(201)
      const third = await addCard(p, a.token, '4000000000000002')
      expect(third.status).toBe(409)
      expect(third.body.code).toBe('MAX_CHARGEABLE_PAYMENT_DETAILS_REACHED')
    })
  })

  describe('held licences', () => {
    it('give the renewal price with its period, and RENEWAL once a renewal paid the current period', async () => {
      const p = platform()
      const a = await account(p)
      const { pay } = await buy(p, a.token)
      const paid = await pay()
      const held = (await call(p, 'GET', '/api/user/licence', { token: a.token })).body.licences[0]
      expect(held.licenceStatus.price).toEqual({ amount: 999, scale: 2, currency: 'GBP', decimal: '9.99', period: 'P1M' })
      expect(held.licenceStatus.licencePayment.paymentEventType).toBe('CONFIRMED')
      clock = new Date(START.getTime() + 1000)
      await insertPayment(a.id, { kind: 'RENEWAL', status: 'SUCCEEDED', daysAgo: -0.001, subscriptionId: paid.body.subscriptionId })
      const renewed = (await call(p, 'GET', '/api/user/licence', { token: a.token })).body.licences[0]
      expect(renewed.licenceStatus.licencePayment.paymentEventType).toBe('RENEWAL')
      await t.database.db
        .update(subscriptions)
        .set({ pendingActions: ['CONFIRMED_PAYMENT_REQUIRED'] })
        .where(eq(subscriptions.accountId, a.id))
      expect(
        (await call(p, 'GET', '/api/user/licence', { token: a.token })).body.licences[0].licenceStatus.licencePayment.paymentEventType,
      ).toBe('UNCONFIRMED')
    })
  })
})
