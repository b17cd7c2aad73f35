import { randomUUID } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { entitlements, gifts, mailOutbox, payments } from '../db/schema.ts'
import type { PlatformDeps } from '../index.ts'
import { testDrivers, useTestDatabase } from '../test/databases.ts'
import { call, createAccount, platformFactory, signIn, TEST_SECRET } from '../test/helpers.ts'
import { formatGiftCode, normalizeGiftCode } from './gifts.ts'
import { deriveSandboxWebhookSecret } from './providers/index.ts'
import type { PaymentProvider } from './providers/port.ts'
import { createSandboxProvider } from './providers/sandbox.ts'
import { seedShop } from './test-shop.ts'

const START = new Date('2026-03-01T12:00:00Z')
const DAY = 86_400_000

describe.each(testDrivers)('gifts on %s', (driver) => {
  const t = useTestDatabase(driver)
  const makePlatform = platformFactory()
  let clock = START
  const now = () => clock
  const platform = (deps: Partial<PlatformDeps> = {}) => {
    const sandbox = createSandboxProvider({ webhookSecret: deriveSandboxWebhookSecret(TEST_SECRET), now })
    return makePlatform(t.database, {
      now,
      trustForwardedFor: true,
      publicUrl: 'https://watch.example.test',
      ...deps,
      commerce: { allowSandbox: false, providers: [sandbox as PaymentProvider] },
    })
  }
  type P = ReturnType<typeof platform>

  beforeEach(async () => {
    clock = START
    await seedShop(t.database, START)
  })

  const account = async (p: P, what: string) => {
    const email = `${what}-${randomUUID().slice(0, 8)}@example.test`
    await createAccount(t.database, { email })
    return { email, token: await signIn(p, email) }
  }
  const level = async (p: P, token: string) => (await call(p, 'GET', '/api/content/premium-film', { token })).body.accessLevel
  const giftBasket = (p: P, token: string, body: Record<string, unknown>) => call(p, 'POST', '/api/gift/basket', { token, body })
  /** Buys the one-month gift by card; answers the pay call's result. */
  const buyGift = async (p: P, token: string, recipientEmail: string, card = '4242424242424242') => {
    const method = await call(p, 'POST', '/api/payment-method/validate', {
      token,
      body: { provider: 'sandbox', details: { cardNumber: card, expiry: '12/30', cvc: '123', cardHolder: 'Gift Buyer' } },
    })
    const basket = await giftBasket(p, token, {
      giftProductId: 'premium-gift-1-month',
      recipientEmail,
      message: 'Happy birthday <3',
      locale: 'en',
    })
    expect(basket.status).toBe(201)
    return call(p, 'POST', `/api/customer/baskets/pay/${basket.body.id}`, {
      token,
      headers: { 'idempotency-key': `gift-${randomUUID()}` },
      body: {
        paymentArrangement: {
          primaryPaymentDetailsAttributes: {
            paymentDetailsExternalId: method.body.paymentDetailsExternalId,
            targetPaymentProvider: 'sandbox',
            paymentMethodType: 'CARD',
          },
        },
      },
    })
  }
  const codeOf = async (p: P, token: string, giftId: string) =>
    (await call(p, 'GET', `/api/gift/gifts/${giftId}`, { token })).body.code as string
  const rows = async (table: typeof gifts | typeof mailOutbox | typeof entitlements) =>
    (await t.database.db.select({ n: count() }).from(table))[0]!.n

  it('lists the gift products with integer prices, to anyone', async () => {
    const p = platform()
    const list = await call(p, 'GET', '/api/gift/products')
    expect(list.status).toBe(200)
    expect(list.body.products.map((g: { id: string }) => g.id)).toEqual([
      'premium-gift-1-month',
      'premium-gift-3-months',
      'premium-gift-1-year',
    ])
    expect(list.body.products[0]).toMatchObject({
      licence: { id: 'premium-monthly', name: 'Marquee Premium: monthly' },
      accessPeriod: 'P1M',
      price: { amount: 999, scale: 2, currency: 'GBP', decimal: '9.99' },
    })
  })

  it('a gift basket is priced as the gift, refuses bad input with field messages and vouchers, and needs an account', async () => {
    const p = platform()
    const buyer = await account(p, 'buyer')
    expect(
      (await call(p, 'POST', '/api/gift/basket', { body: { giftProductId: 'premium-gift-1-month', recipientEmail: 'a@example.test' } }))
        .status,
    ).toBe(401)
    const bad = await giftBasket(p, buyer.token, {
      giftProductId: 'premium-gift-1-month',
      recipientEmail: 'not-an-email',
      message: 'x'.repeat(501),
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fields).sort()).toEqual(['message', 'recipientEmail'])
    const unknown = await giftBasket(p, buyer.token, { giftProductId: 'no-such-gift', recipientEmail: 'a@example.test' })
    expect(unknown.status).toBe(404)
    expect(unknown.body.code).toBe('GIFT_PRODUCT_NOT_FOUND')

    const ok = await giftBasket(p, buyer.token, {
      giftProductId: 'premium-gift-3-months',
      recipientEmail: 'Friend@Example.test',
      message: 'Enjoy',
    })
    expect(ok.status).toBe(201)
    expect(ok.body).toMatchObject({
      status: 'OPEN',
      dueNow: { amount: 2799, scale: 2, currency: 'GBP' },
      recurring: null,
      freeTrial: null,
      gift: { productId: 'premium-gift-3-months', recipientEmail: 'friend@example.test', message: 'Enjoy' },
    })
    expect((await call(p, 'GET', '/api/customer/basket', { token: buyer.token })).body.gift.productId).toBe('premium-gift-3-months')
    const voucher = await call(p, 'PUT', '/api/baskets/vouchers/WELCOME10', { token: buyer.token, body: { basketId: ok.body.id } })
    expect(voucher.status).toBe(422)
    expect(voucher.body.code).toBe('VOUCHER_NOT_APPLICABLE')
  })

  it('a paid gift makes one gift with a code, mails it to the recipient and the buyer, and grants the buyer nothing', async () => {
    const p = platform()
    const buyer = await account(p, 'buyer')
    const paid = await buyGift(p, buyer.token, 'friend@example.test')
    expect(paid.status).toBe(200)
    expect(paid.body.status).toBe('SUCCEEDED')
    expect(paid.body.giftId).toEqual(expect.any(String))
    expect(await rows(gifts)).toBe(1)
    expect(await level(p, buyer.token)).not.toBe('GRANTED')
    const [payment] = await t.database.db.select().from(payments)
    expect(payment).toMatchObject({ kind: 'GIFT', amount: 999, status: 'SUCCEEDED' })

    const gift = await call(p, 'GET', `/api/gift/gifts/${paid.body.giftId}`, { token: buyer.token })
    expect(gift.status).toBe(200)
    expect(gift.body).toMatchObject({
      status: 'ACTIVE',
      recipientEmail: 'friend@example.test',
      message: 'Happy birthday <3',
      product: { id: 'premium-gift-1-month' },
    })
    expect(gift.body.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/)
    expect(new Date(gift.body.expiresAt).getTime()).toBe(START.getTime() + 365 * DAY)
    // only its buyer sees it
    const other = await account(p, 'other')
    expect((await call(p, 'GET', `/api/gift/gifts/${paid.body.giftId}`, { token: other.token })).status).toBe(404)
    expect((await call(p, 'GET', '/api/gift/gifts', { token: buyer.token })).body.gifts.map((g: { id: string }) => g.id)).toEqual([
      paid.body.giftId,
    ])

    const toFriend = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'friend@example.test'))
    expect(toFriend).toHaveLength(1)
    expect(toFriend[0]!.kind).toBe('GIFT')
    expect(toFriend[0]!.text).toContain(gift.body.code)
    expect(toFriend[0]!.text).toContain(`https://watch.example.test/redeem?code=${gift.body.code}`)
    expect(toFriend[0]!.html).toContain('Happy birthday &lt;3')
    const toBuyer = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, buyer.email))
    expect(toBuyer.map((m) => m.kind)).toEqual(['GIFT_RECEIPT'])
  })

  it('a declined card makes no gift and no mail', async () => {
    const p = platform()
    const buyer = await account(p, 'declined')
    const paid = await buyGift(p, buyer.token, 'friend@example.test', '4000000000000002')
    expect(paid.status).toBe(402)
    expect(await rows(gifts)).toBe(0)
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'friend@example.test'))).toHaveLength(0)
  })

  it('a redeemed code grants its licence for its period; the same code again is refused as used, an unknown one as unknown', async () => {
    const p = platform()
    const buyer = await account(p, 'buyer')
    const paid = await buyGift(p, buyer.token, 'friend@example.test')
    const code = await codeOf(p, buyer.token, paid.body.giftId)
    const friend = await account(p, 'friend')
    expect(await level(p, friend.token)).not.toBe('GRANTED')
    expect((await call(p, 'POST', '/api/gift/redeem', { body: { code } })).status).toBe(401)

    // a day later (tokens are short-lived: sign in again)
    clock = new Date(START.getTime() + DAY)
    friend.token = await signIn(p, friend.email)
    buyer.token = await signIn(p, buyer.email)
    // typed loosely: lower case, no dashes
    const redeemed = await call(p, 'POST', '/api/gift/redeem', {
      token: friend.token,
      body: { code: code.replace(/-/g, '').toLowerCase() },
    })
    expect(redeemed.status).toBe(200)
    expect(redeemed.body).toMatchObject({
      giftId: paid.body.giftId,
      licence: { id: 'premium-monthly' },
      from: clock.toISOString(),
      until: '2026-04-02T12:00:00.000Z',
    })
    expect(await level(p, friend.token)).toBe('GRANTED')
    const [granted] = await t.database.db.select().from(entitlements)
    expect(granted).toMatchObject({ source: 'GIFT', licenceId: 'premium-monthly' })
    expect((await call(p, 'GET', `/api/gift/gifts/${paid.body.giftId}`, { token: buyer.token })).body.status).toBe('REDEEMED')

    const again = await call(p, 'POST', '/api/gift/redeem', { token: buyer.token, body: { code } })
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('GIFT_CODE_ALREADY_REDEEMED')
    expect(again.body.fields.code).toEqual(['This gift code has already been redeemed.'])
    const unknown = await call(p, 'POST', '/api/gift/redeem', { token: friend.token, body: { code: 'ABCD-EFGH-JKMN-PQRS' } })
    expect(unknown.status).toBe(404)
    expect(unknown.body.code).toBe('GIFT_CODE_NOT_FOUND')
    const malformed = await call(p, 'POST', '/api/gift/redeem', { token: friend.token, body: { code: '<script>' } })
    expect(malformed.status).toBe(400)
    expect(malformed.body.fields.code).toBeDefined()
    expect(await rows(entitlements)).toBe(1)
    // access ends with the gift's period
    clock = new Date('2026-04-02T12:00:01Z')
    friend.token = await signIn(p, friend.email)
    expect(await level(p, friend.token)).not.toBe('GRANTED')
  })

  it('a code guesser gets 10 unknown codes an hour, even sent all at once; a real code still works for others', async () => {
    const p = platform()
    const guesser = await account(p, 'guesser')
    const guess = (i: number) =>
      call(p, 'POST', '/api/gift/redeem', { token: guesser.token, body: { code: `ABCD-EFGH-JKMN-${String(1000 + i)}` } })
    const statuses = await Promise.all(Array.from({ length: 16 }, (_, i) => guess(i).then((r) => r.status)))
    expect(statuses.filter((s) => s === 404)).toHaveLength(10)
    expect(statuses.filter((s) => s === 429)).toHaveLength(6)
    const held = await guess(99)
    expect(held.status).toBe(429)
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0)
    // the hour passes: guessing may start again
    clock = new Date(START.getTime() + 61 * 60 * 1000)
    guesser.token = await signIn(p, guesser.email)
    expect((await guess(100)).status).toBe(404)
    // another account (another address) redeems a real code as usual
    const buyer = await account(p, 'buyer')
    const code = await codeOf(p, buyer.token, (await buyGift(p, buyer.token, 'friend@example.test')).body.giftId)
    const friend = await account(p, 'friend')
    const redeemed = await call(p, 'POST', '/api/gift/redeem', {
      token: friend.token,
      body: { code },
      headers: { 'x-marquee-client-ip': '192.0.2.77' },
    })
    expect(redeemed.status).toBe(200)
  })

  it('a card tester gets 10 refused cards an hour, even sent all at once; accepted cards do not count', async () => {
    const p = platform()
    const tester = await account(p, 'tester')
    const check = (card: string) =>
      call(p, 'POST', '/api/payment-method/validate', {
        token: tester.token,
        body: { provider: 'sandbox', details: { cardNumber: card, expiry: '12/30', cvc: '123', cardHolder: 'Card Tester' } },
      })
    // an accepted card is not a failure
    expect((await check('4242424242424242')).status).toBe(201)
    const statuses = await Promise.all(Array.from({ length: 14 }, () => check('4111111111111111').then((r) => r.status)))
    expect(statuses.filter((s) => s === 402)).toHaveLength(10)
    expect(statuses.filter((s) => s === 429)).toHaveLength(4)
    // the charge path shares the count: a refused pay is held back too
    const paid = await buyGift(p, tester.token, 'friend@example.test', '4000000000000002')
    expect(paid.status).toBe(429)
    expect(await rows(gifts)).toBe(0)
  })

  it('an expired code is refused and grants nothing', async () => {
    const p = platform()
    const buyer = await account(p, 'buyer')
    const paid = await buyGift(p, buyer.token, 'late@example.test')
    const code = await codeOf(p, buyer.token, paid.body.giftId)
    clock = new Date(START.getTime() + 366 * DAY)
    buyer.token = await signIn(p, buyer.email)
    const friend = await account(p, 'late')
    const expired = await call(p, 'POST', '/api/gift/redeem', { token: friend.token, body: { code } })
    expect(expired.status).toBe(410)
    expect(expired.body.code).toBe('GIFT_CODE_EXPIRED')
    expect(await rows(entitlements)).toBe(0)
    expect((await call(p, 'GET', `/api/gift/gifts/${paid.body.giftId}`, { token: buyer.token })).body.status).toBe('EXPIRED')
  })

  it('two redemptions of one code at once: one wins, the other is told it is used', async () => {
    const p = platform()
    const buyer = await account(p, 'buyer')
    const paid = await buyGift(p, buyer.token, 'race@example.test')
    const code = await codeOf(p, buyer.token, paid.body.giftId)
    const [a, b] = [await account(p, 'a'), await account(p, 'b')]
    const answers = await Promise.all([a, b].map((who) => call(p, 'POST', '/api/gift/redeem', { token: who.token, body: { code } })))
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    expect(await rows(entitlements)).toBe(1)
  })

  it('choosing a package on a gift basket turns it into an ordinary purchase', async () => {
    const p = platform()
    const buyer = await account(p, 'switch')
    const basket = await giftBasket(p, buyer.token, { giftProductId: 'premium-gift-1-month', recipientEmail: 'f@example.test' })
    const changed = await call(p, 'PUT', `/api/baskets/${basket.body.id}`, { token: buyer.token, body: { licenceId: 'premium-monthly' } })
    expect(changed.status).toBe(200)
    expect(changed.body.gift).toBeUndefined()
    expect(changed.body.recurring).toMatchObject({ period: 'P1M' })
  })

  it('codes are shown in groups and read back however they are typed', () => {
    expect(formatGiftCode('ABCD2345EFGH6789')).toBe('ABCD-2345-EFGH-6789')
    expect(normalizeGiftCode(' abcd-2345 efgh-6789 ')).toBe('ABCD2345EFGH6789')
    expect(normalizeGiftCode('oil0')).toBe('0110')
  })
})
