import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { paymentHistory, payments } from '../db/schema.ts'
import type { PlatformDeps } from '../index.ts'
import { testDrivers, useTestDatabase } from '../test/databases.ts'
import { call, createAccount, platformFactory, signIn, TEST_SECRET } from '../test/helpers.ts'
import { deriveSandboxWebhookSecret } from './providers/index.ts'
import type { PaymentProvider } from './providers/port.ts'
import { createSandboxProvider } from './providers/sandbox.ts'
import { seedShop } from './test-shop.ts'
import client from 'prom-client'

/** How many scheduler steps with these labels the process's metrics have counted so far. */
async function stepCount(labels: Record<string, string>): Promise<number> {
  const metric = client.register.getSingleMetric('marquee_subscription_steps_total')
  if (!metric) return 0
  const { values } = await metric.get()
  return values.filter((v) => Object.entries(labels).every(([k, want]) => v.labels[k] === want)).reduce((sum, v) => sum + v.value, 0)
}

const START = new Date('2026-01-31T12:00:00Z')
const DAY = 86_400_000
const at = (iso: string) => new Date(iso)
const CARDS = { ok: '4242424242424242', later: '4000000000000341' }
const LOOPBACK = { 'x-marquee-client-ip': '127.0.0.1' }

describe.each(testDrivers)('subscription lifecycle on %s', (driver) => {
  const t = useTestDatabase(driver)
  const makePlatform = platformFactory()
  let clock = START
  const now = () => clock
  const platform = (deps: Partial<PlatformDeps> = {}, database: Database = t.database) => {
    // each platform has its own sandbox (as each process would), so tests can count its charges
    const sandbox = createSandboxProvider({ webhookSecret: deriveSandboxWebhookSecret(TEST_SECRET), now })
    const p = makePlatform(database, { now, ...deps, commerce: { allowSandbox: false, providers: [sandbox as PaymentProvider] } })
    return Object.assign(p, { sandbox })
  }
  type P = ReturnType<typeof platform>

  beforeEach(async () => {
    clock = START
    await seedShop(t.database, START)
  })

  /** accounts made in this test: their tokens are renewed when the clock moves (a token lasts minutes) */
  let members: Array<{ id: string; email: string; token: string; p: P }> = []
  beforeEach(() => {
    members = []
  })
  const account = async (p: P) => {
    const email = `member-${randomUUID().slice(0, 8)}@example.test`
    const id = await createAccount(t.database, { email })
    const member = { id, email, token: await signIn(p, email), p }
    members.push(member)
    return member
  }
  const setClock = async (when: string | Date) => {
    clock = typeof when === 'string' ? at(when) : when
    for (const m of members) m.token = await signIn(m.p, m.email)
  }
  /** Buys a licence with a new sandbox card; answers the subscription's id. */
  const buy = async (p: P, token: string, card = CARDS.ok, licenceId = 'premium-monthly') => {
    if (licenceId === 'premium-yearly')
      await call(p, 'PUT', '/api/customer/billing-details', {
        token,
        body: { fields: { fullName: 'Test Member', line1: '1 High Street', city: 'Leeds', postalCode: 'LS1 1AA', country: 'GB' } },
      })
    const method = await call(p, 'POST', '/api/payment-method/validate', {
      token,
      body: { provider: 'sandbox', details: { cardNumber: card, expiry: '12/30', cvc: '123', cardHolder: 'Test Member' } },
    })
    const basket = await call(p, 'POST', '/api/basket', { token, body: { licenceId } })
    const paid = await call(p, 'POST', `/api/customer/baskets/pay/${basket.body.id}`, {
      token,
      headers: { 'idempotency-key': `key-${randomUUID()}` },
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
    expect(paid).toMatchObject({ status: 200, body: { status: 'SUCCEEDED' } })
    return paid.body.subscriptionId as string
  }
  const licence = async (p: P, token: string) => {
    const res = await call(p, 'GET', '/api/user/licence', { token })
    expect(res.status).toBe(200)
    return res.body.licences[0].licenceStatus
  }
  const access = async (p: P, token: string) => (await call(p, 'GET', '/api/content/premium-film', { token })).body.accessLevel
  const historyOf = async (accountId: string) =>
    (
      await t.database.db
        .select()
        .from(paymentHistory)
        .where(eq(paymentHistory.accountId, accountId))
        .orderBy(asc(paymentHistory.createdAt), asc(paymentHistory.itemType))
    ).map((h) => ({
      itemType: h.itemType,
      status: h.status,
      amount: h.amount,
    }))
  const renewalsOf = (accountId: string) =>
    t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.accountId, accountId), eq(payments.kind, 'RENEWAL')))
      .orderBy(asc(payments.createdAt))
  const advanceTo = async (p: P, when: string) => {
    await setClock(when)
    return p.runRenewals()
  }

  it('a renewal succeeds: one charge, a LICENCE_RENEWAL item and the next period from the anchor (31 Jan → 28 Feb → 31 Mar → 30 Apr → 31 May)', async () => {
    const p = platform()
    const member = await account(p)
    const subscriptionId = await buy(p, member.token)
    expect(await licence(p, member.token)).toMatchObject({
      status: 'ACTIVE',
      autoRenewingStatus: 'AUTO_RENEWING',
      pauseState: null,
      nextRenewalAt: '2026-02-28T12:00:00.000Z',
    })

    const renewalsCounted = () => stepCount({ step: 'CHARGE', reason: 'RENEWAL', outcome: 'SUCCEEDED' })
    const before = await renewalsCounted()
    expect((await advanceTo(p, '2026-02-28T11:59:59Z')).handled).toEqual([])
    expect((await advanceTo(p, '2026-02-28T12:00:00Z')).handled).toEqual([
      { subscriptionId, step: 'CHARGE', reason: 'RENEWAL', outcome: 'SUCCEEDED' },
    ])
    // operators see it in /metrics
    expect(await renewalsCounted()).toBe(before + 1)
    expect(await licence(p, member.token)).toMatchObject({
      status: 'ACTIVE',
      currentPeriodStart: '2026-02-28T12:00:00.000Z',
      currentPeriodEnd: '2026-03-31T12:00:00.000Z',
      subscriptionPendingActions: [],
    })
    expect(await historyOf(member.id)).toEqual([
      { itemType: 'SUBSCRIPTION', status: 'SUCCEEDED', amount: 999 },
      { itemType: 'LICENCE_RENEWAL', status: 'SUCCEEDED', amount: 999 },
    ])
    // a second run at the same time does nothing more
    expect((await p.runRenewals()).handled).toEqual([])
    expect(p.sandbox.chargeCount()).toBe(2)

    // two months later in one step: both renewals, in order, each with its own key
    await advanceTo(p, '2026-04-30T12:00:00Z')
    // boundaries come from the anchor (31 Jan + 4 months), not from 30 Apr + 1 month
    expect(await licence(p, member.token)).toMatchObject({
      currentPeriodStart: '2026-04-30T12:00:00.000Z',
      currentPeriodEnd: '2026-05-31T12:00:00.000Z',
    })
    const renewals = await renewalsOf(member.id)
    expect(renewals.map((r) => [r.status, r.idempotencyKey])).toEqual([
      ['SUCCEEDED', `renewal:${subscriptionId}:2026-02-28T12:00:00.000Z:1`],
      ['SUCCEEDED', `renewal:${subscriptionId}:2026-03-31T12:00:00.000Z:1`],
      ['SUCCEEDED', `renewal:${subscriptionId}:2026-04-30T12:00:00.000Z:1`],
    ])
    expect(await access(p, member.token)).toBe('GRANTED')
  })

  it('a renewal fails (card 0341), is retried, shows REFRESH_PAYMENT_DETAILS through the grace period, then expires', async () => {
    const p = platform()
    const member = await account(p)
    const subscriptionId = await buy(p, member.token, CARDS.later)
    expect((await advanceTo(p, '2026-02-28T12:00:00Z')).handled).toEqual([
      { subscriptionId, step: 'CHARGE', reason: 'RENEWAL', outcome: 'FAILED' },
    ])
    expect(await licence(p, member.token)).toMatchObject({
      status: 'ACTIVE',
      subscriptionPendingActions: ['REFRESH_PAYMENT_DETAILS'],
      graceEndsAt: '2026-03-07T12:00:00.000Z',
      pauseState: 'NOT_ALLOWED',
    })
    await setClock(at('2026-03-01T00:00:00Z'))
    expect(await access(p, member.token)).toBe('GRANTED') // access continues through the grace period
    expect((await advanceTo(p, '2026-03-01T12:00:00Z')).handled).toMatchObject([{ reason: 'RETRY', outcome: 'FAILED' }])
    expect((await advanceTo(p, '2026-03-06T12:00:00Z')).handled).toMatchObject([
      { reason: 'RETRY', outcome: 'FAILED' },
      { reason: 'RETRY', outcome: 'FAILED' },
    ])
    expect((await licence(p, member.token)).subscriptionPendingActions).toEqual(['REFRESH_PAYMENT_DETAILS'])
    expect(await access(p, member.token)).toBe('GRANTED')
    expect((await advanceTo(p, '2026-03-07T12:00:00Z')).handled).toEqual([{ subscriptionId, step: 'EXPIRE', outcome: 'EXPIRED' }])
    expect(await licence(p, member.token)).toMatchObject({ status: 'EXPIRED', autoRenewingStatus: 'NOT_AUTO_RENEWING', pauseState: null })
    expect(await access(p, member.token)).toBe('DENIED')
    expect((await renewalsOf(member.id)).map((r) => [r.status, r.failureCode, r.idempotencyKey.split(':').at(-1)])).toEqual([
      ['FAILED', 'card_declined', '1'],
      ['FAILED', 'card_declined', '2'],
      ['FAILED', 'card_declined', '3'],
      ['FAILED', 'card_declined', '4'],
    ])
    expect((await historyOf(member.id)).map((h) => `${h.itemType}:${h.status}`)).toEqual([
      'SUBSCRIPTION:SUCCEEDED',
      'FAILED_PAYMENT:FAILED',
      'FAILED_PAYMENT:FAILED',
      'FAILED_PAYMENT:FAILED',
      'FAILED_PAYMENT:FAILED',
      'LICENCE_CANCELLED:NONE',
    ])
    expect((await advanceTo(p, '2026-06-01T12:00:00Z')).handled).toEqual([])
  })

  it('a trial converts to paid at its end (PAID_INVOICE); a cancelled trial ends (CANCELLED_SUBSCRIPTION)', async () => {
    const p = platform()
    const member = await account(p)
    await buy(p, member.token, CARDS.ok, 'premium-yearly')
    expect(await licence(p, member.token)).toMatchObject({
      status: 'TRIAL_ACTIVE',
      pauseState: 'NOT_ALLOWED',
      trialEndsAt: '2026-02-07T12:00:00.000Z',
    })
    expect((await advanceTo(p, '2026-02-07T12:00:00Z')).handled).toMatchObject([{ reason: 'TRIAL_CONVERSION', outcome: 'SUCCEEDED' }])
    expect(await licence(p, member.token)).toMatchObject({
      status: 'ACTIVE',
      currentPeriodStart: '2026-02-07T12:00:00.000Z',
      currentPeriodEnd: '2027-02-07T12:00:00.000Z',
    })
    expect(await historyOf(member.id)).toEqual([
      { itemType: 'TRIAL_INVOICE', status: 'SUCCEEDED', amount: 0 },
      { itemType: 'PAID_INVOICE', status: 'SUCCEEDED', amount: 9999 },
    ])

    await setClock(START)
    const other = await account(p)
    const trialId = await buy(p, other.token, CARDS.ok, 'premium-yearly')
    await setClock('2026-02-02T12:00:00Z')
    expect((await call(p, 'DELETE', `/api/active-licences/${trialId}`, { token: other.token })).body).toMatchObject({
      status: 'TRIAL_ACTIVE',
      autoRenewingStatus: 'NOT_AUTO_RENEWING',
    })
    await advanceTo(p, '2026-02-07T12:00:00Z')
    expect(await licence(p, other.token)).toMatchObject({ status: 'EXPIRED' })
    expect((await historyOf(other.id)).map((h) => h.itemType)).toEqual(['TRIAL_INVOICE', 'CANCEL_SUBSCRIPTION', 'CANCELLED_SUBSCRIPTION'])
    expect(await renewalsOf(other.id)).toEqual([])
  })

  it('pause stops billing and access at the period end; resume charges and opens a period from then', async () => {
    const p = platform()
    const member = await account(p)
    const id = await buy(p, member.token)
    const pause = (body: unknown) => call(p, 'POST', `/api/active-licences/${id}/pause`, { token: member.token, body })
    expect((await pause({ config: { resumeAfter: 'soon' } })).status).toBe(400)
    const early = await pause({ config: { resumeAfter: '2026-02-10T00:00:00Z' } })
    expect(early).toMatchObject({
      status: 409,
      body: { code: 'RESUME_DATE_TOO_EARLY', messages: ['The resume date must be after the end of the current period.'] },
    })
    expect(await pause({})).toMatchObject({ status: 200, body: { status: 'ACTIVE', pauseState: 'PAUSE_REQUESTED' } })
    expect((await pause({})).status).toBe(409)

    expect((await advanceTo(p, '2026-02-28T12:00:00Z')).handled).toEqual([{ subscriptionId: id, step: 'PAUSE', outcome: 'INACTIVE' }])
    expect(p.sandbox.chargeCount()).toBe(1)
    await setClock(at('2026-03-05T12:00:00Z'))
    expect(await licence(p, member.token)).toMatchObject({ status: 'INACTIVE', pauseState: 'PAUSED', nextRenewalAt: null })
    expect(await access(p, member.token)).toBe('DENIED')
    expect((await p.runRenewals()).handled).toEqual([])

    await setClock(at('2026-03-10T09:00:00Z'))
    expect(await call(p, 'POST', `/api/active-licences/${id}/resume`, { token: member.token })).toMatchObject({
      status: 200,
      body: { status: 'ACTIVE', pauseState: null, currentPeriodEnd: '2026-04-10T09:00:00.000Z' },
    })
    expect(p.sandbox.chargeCount()).toBe(2)
    expect(await access(p, member.token)).toBe('GRANTED')
    expect((await call(p, 'POST', `/api/active-licences/${id}/resume`, { token: member.token })).status).toBe(409)
    expect((await historyOf(member.id)).map((h) => `${h.itemType}:${h.status}`)).toEqual([
      'SUBSCRIPTION:SUCCEEDED',
      'SUBSCRIPTION:NONE',
      'SUBSCRIPTION:NONE',
      'PAID_INVOICE:SUCCEEDED',
    ])
    expect((await advanceTo(p, '2026-04-10T09:00:00Z')).handled).toMatchObject([{ reason: 'RENEWAL', outcome: 'SUCCEEDED' }])
  })

  it('a pause with a resume date resumes by itself then, with a charge; a refused resume charge keeps it paused', async () => {
    const p = platform()
    const member = await account(p)
    const id = await buy(p, member.token, CARDS.later)
    expect(
      (
        await call(p, 'POST', `/api/active-licences/${id}/pause`, {
          token: member.token,
          body: { config: { resumeAfter: '2026-03-15T12:00:00Z' } },
        })
      ).body,
    ).toMatchObject({ resumeAt: '2026-03-15T12:00:00.000Z' })
    await advanceTo(p, '2026-03-01T12:00:00Z')
    expect((await advanceTo(p, '2026-03-15T12:00:00Z')).handled).toEqual([
      { subscriptionId: id, step: 'CHARGE', reason: 'RESUME', outcome: 'FAILED' },
    ])
    expect(await licence(p, member.token)).toMatchObject({
      status: 'INACTIVE',
      pauseState: 'PAUSED',
      subscriptionPendingActions: ['REFRESH_PAYMENT_DETAILS'],
    })
    await setClock('2026-03-15T13:00:00Z')
    const resumed = await call(p, 'POST', `/api/active-licences/${id}/resume`, { token: member.token })
    expect(resumed).toMatchObject({
      status: 402,
      body: { code: 'card_declined', message: 'The licence could not be resumed: the payment failed. Your card was declined.' },
    })
    expect((await historyOf(member.id)).map((h) => h.itemType).slice(-2)).toEqual(['FAILED_PAYMENT', 'FAILED_PAYMENT'])
  })

  it('cancel stops renewal and the licence expires at the end of the period', async () => {
    const p = platform()
    const member = await account(p)
    const id = await buy(p, member.token)
    expect((await call(p, 'DELETE', `/api/active-licences/${id}?cancellationDiscount=KEEP`, { token: member.token })).status).toBe(400)
    await setClock(at('2026-02-10T12:00:00Z'))
    expect(await call(p, 'DELETE', `/api/active-licences/${id}?cancellationDiscount=IGNORE`, { token: member.token })).toMatchObject({
      status: 200,
      body: { status: 'ACTIVE', autoRenewingStatus: 'NOT_AUTO_RENEWING', currentPeriodEnd: '2026-02-28T12:00:00.000Z' },
    })
    const again = await call(p, 'DELETE', `/api/active-licences/${id}`, { token: member.token })
    expect(again).toMatchObject({ status: 409, body: { message: 'This licence is cancelled already.' } })
    expect(await licence(p, member.token)).toMatchObject({ pauseState: 'NOT_ALLOWED', nextRenewalAt: null })
    expect(await access(p, member.token)).toBe('GRANTED')
    expect((await advanceTo(p, '2026-02-28T12:00:00Z')).handled).toEqual([{ subscriptionId: id, step: 'EXPIRE', outcome: 'EXPIRED' }])
    expect(p.sandbox.chargeCount()).toBe(1)
    expect(await licence(p, member.token)).toMatchObject({ status: 'EXPIRED' })
    expect(await access(p, member.token)).toBe('DENIED')
    expect((await historyOf(member.id)).map((h) => h.itemType)).toEqual(['SUBSCRIPTION', 'CANCEL_SUBSCRIPTION', 'CANCELLED_SUBSCRIPTION'])
    expect((await call(p, 'PATCH', `/api/reactivate-licence/${id}`, { token: member.token })).status).toBe(409)
  })

  it('reactivate before expiry: renewal goes on as scheduled', async () => {
    const p = platform()
    const member = await account(p)
    const id = await buy(p, member.token)
    await setClock('2026-02-02T12:00:00Z')
    await call(p, 'DELETE', `/api/active-licences/${id}?cancellationDiscount=IGNORE`, { token: member.token })
    await setClock(at('2026-02-27T12:00:00Z'))
    expect(await call(p, 'PATCH', `/api/reactivate-licence/${id}`, { token: member.token })).toMatchObject({
      status: 200,
      body: { autoRenewingStatus: 'AUTO_RENEWING' },
    })
    expect((await call(p, 'PATCH', `/api/reactivate-licence/${id}`, { token: member.token })).body).toMatchObject({
      code: 'NOT_ALLOWED',
      message: 'This licence is not cancelled.',
    })
    expect((await advanceTo(p, '2026-02-28T12:00:00Z')).handled).toMatchObject([{ reason: 'RENEWAL', outcome: 'SUCCEEDED' }])
    expect((await historyOf(member.id)).map((h) => h.itemType)).toEqual([
      'SUBSCRIPTION',
      'CANCEL_SUBSCRIPTION',
      'SUBSCRIPTION',
      'LICENCE_RENEWAL',
    ])
  })

  it('cancelling is met with the cancellation promo; redeemed, the next renewals are discounted; refused, the licence is cancelled', async () => {
    const p = platform()
    const member = await account(p)
    const id = await buy(p, member.token)
    const offered = await call(p, 'DELETE', `/api/active-licences/${id}`, { token: member.token })
    expect(offered).toMatchObject({
      status: 409,
      body: { code: 'CANCELLATION_PROMO_AVAILABLE', promo: { code: 'STAY50', percentage: 50, periods: 3 } },
    })
    const verified = await call(p, 'GET', `/api/cancellation-promo/${id}/verify`, { token: member.token })
    expect(verified).toMatchObject({ status: 200, body: { available: true, promo: { code: 'STAY50', renewal: { amount: 999 } } } })
    const discounted = verified.body.promo.discountedRenewal.amount as number
    expect(discounted).toBeGreaterThan(0)
    expect(discounted).toBeLessThan(999)
    expect(await call(p, 'POST', `/api/cancellation-promo/${id}/redeem`, { token: member.token })).toMatchObject({
      status: 200,
      body: { autoRenewingStatus: 'AUTO_RENEWING' },
    })
    expect((await call(p, 'GET', `/api/cancellation-promo/${id}/verify`, { token: member.token })).body).toMatchObject({
      available: false,
      promo: null,
    })
    expect((await call(p, 'POST', `/api/cancellation-promo/${id}/redeem`, { token: member.token })).body).toMatchObject({
      code: 'PROMO_NOT_AVAILABLE',
    })
    expect((await licence(p, member.token)).nextRenewalPrice).toEqual({ amount: discounted, scale: 2, currency: 'GBP', discounted: true })

    await advanceTo(p, '2026-02-28T12:00:00Z')
    expect((await renewalsOf(member.id)).map((r) => [r.status, r.amount, r.voucherCode])).toEqual([['SUCCEEDED', discounted, 'STAY50']])
    expect((await historyOf(member.id)).map((h) => [h.itemType, h.amount])).toEqual([
      ['SUBSCRIPTION', 999],
      ['SUBSCRIPTION', null],
      ['LICENCE_RENEWAL', discounted],
    ])
    // a voucher offered at cancellation cannot be typed in at checkout
    const other = await account(p)
    expect(
      (await call(p, 'POST', '/api/basket', { token: other.token, body: { licenceId: 'premium-monthly', voucherCode: 'STAY50' } })).status,
    ).toBe(404)

    const refuser = await account(p)
    const refusedId = await buy(p, refuser.token)
    await setClock('2026-03-01T12:00:00Z')
    expect(await call(p, 'POST', `/api/cancellation-promo/${refusedId}/refuse`, { token: refuser.token })).toMatchObject({
      status: 200,
      body: { autoRenewingStatus: 'NOT_AUTO_RENEWING' },
    })
    expect((await historyOf(refuser.id)).map((h) => h.itemType)).toEqual(['SUBSCRIPTION', 'CANCEL_SUBSCRIPTION'])

    // editors can read the promos (the admin preview); viewers cannot
    expect((await call(p, 'GET', '/api/cancellation-promos', { token: member.token })).status).toBe(403)
    const editorEmail = `editor-${randomUUID().slice(0, 8)}@example.test`
    await createAccount(t.database, { email: editorEmail, roles: ['editor'] })
    const promos = await call(p, 'GET', '/api/cancellation-promos', { token: await signIn(p, editorEmail) })
    expect(promos).toMatchObject({
      status: 200,
      body: { promos: [{ code: 'STAY50', discountType: 'PERCENTAGE', percentage: 50, periods: 3, licenceIds: ['premium-monthly'] }] },
    })
  })

  const operatorToken = async (p: P) => {
    const email = `operator-${randomUUID().slice(0, 8)}@example.test`
    await createAccount(t.database, { email, roles: ['operator'] })
    return signIn(p, email)
  }
  const proposePrice = async (p: P, subscriptionIds: string[], amount: number) =>
    call(p, 'POST', '/api/price-version-migration', {
      token: await operatorToken(p),
      body: { licenceId: 'premium-monthly', price: { amount, scale: 2, currency: 'GBP' }, subscriptionIds },
    })

  it('price migration, continued: the subscriber consents and the next renewal charges the new price', async () => {
    const p = platform()
    const member = await account(p)
    const id = await buy(p, member.token)
    // nothing to answer yet; only operators propose prices
    expect(await call(p, 'PUT', `/api/price-migration/${id}/consent`, { token: member.token, body: { status: 'CONTINUE' } })).toMatchObject(
      { status: 409, body: { code: 'NO_PRICE_MIGRATION' } },
    )
    expect(
      (
        await call(p, 'POST', '/api/price-version-migration', {
          token: member.token,
          body: { licenceId: 'premium-monthly', price: { amount: 1199, scale: 2, currency: 'GBP' } },
        })
      ).status,
    ).toBe(403)
    expect(await proposePrice(p, [id], 1199)).toMatchObject({ status: 200, body: { subscriptionIds: [id] } })
    expect(await licence(p, member.token)).toMatchObject({
      priceMigration: {
        status: 'PENDING',
        price: { amount: 1199, scale: 2, currency: 'GBP', period: 'P1M' },
        effectiveAt: '2026-02-28T12:00:00.000Z',
      },
      price: { amount: 999 },
    })
    expect((await call(p, 'PUT', `/api/price-migration/${id}/consent`, { token: member.token, body: { status: 'MAYBE' } })).status).toBe(
      400,
    )

    await setClock('2026-02-10T12:00:00Z')
    expect(await call(p, 'PUT', `/api/price-migration/${id}/consent`, { token: member.token, body: { status: 'CONTINUE' } })).toMatchObject(
      { status: 200, body: { autoRenewingStatus: 'AUTO_RENEWING' } },
    )
    expect(await licence(p, member.token)).toMatchObject({ priceMigration: null, price: { amount: 1199, currency: 'GBP' } })
    // answered once only
    expect((await call(p, 'PUT', `/api/price-migration/${id}/consent`, { token: member.token, body: { status: 'LEAVE' } })).status).toBe(
      409,
    )

    expect((await advanceTo(p, '2026-02-28T12:00:00Z')).handled).toEqual([
      { subscriptionId: id, step: 'CHARGE', reason: 'RENEWAL', outcome: 'SUCCEEDED' },
    ])
    expect((await renewalsOf(member.id)).map((r) => r.amount)).toEqual([1199])
    expect(await historyOf(member.id)).toEqual([
      { itemType: 'SUBSCRIPTION', status: 'SUCCEEDED', amount: 999 },
      { itemType: 'SUBSCRIPTION', status: 'NONE', amount: null }, // proposed
      { itemType: 'SUBSCRIPTION', status: 'NONE', amount: null }, // accepted
      { itemType: 'LICENCE_RENEWAL', status: 'SUCCEEDED', amount: 1199 },
    ])
  })

  it('price migration, left: renewal stops at the period end; unanswered, a renewal keeps the old price', async () => {
    const p = platform()
    const leaver = await account(p)
    const silent = await account(p)
    const left = await buy(p, leaver.token)
    const kept = await buy(p, silent.token)
    expect((await proposePrice(p, [left, kept], 1199)).body.subscriptionIds.sort()).toEqual([left, kept].sort())
    await setClock('2026-02-20T12:00:00Z')
    expect(await call(p, 'PUT', `/api/price-migration/${left}/consent`, { token: leaver.token, body: { status: 'LEAVE' } })).toMatchObject({
      status: 200,
      body: { status: 'ACTIVE', autoRenewingStatus: 'NOT_AUTO_RENEWING', currentPeriodEnd: '2026-02-28T12:00:00.000Z' },
    })
    // another account cannot answer for this one
    expect((await call(p, 'PUT', `/api/price-migration/${kept}/consent`, { token: leaver.token, body: { status: 'LEAVE' } })).status).toBe(
      404,
    )
    expect(await access(p, leaver.token)).toBe('GRANTED')

    const run = await advanceTo(p, '2026-02-28T12:00:00Z')
    expect(run.handled).toEqual(
      expect.arrayContaining([
        { subscriptionId: left, step: 'EXPIRE', outcome: 'EXPIRED' },
        { subscriptionId: kept, step: 'CHARGE', reason: 'RENEWAL', outcome: 'SUCCEEDED' },
      ]),
    )
    expect(await licence(p, leaver.token)).toMatchObject({ status: 'EXPIRED', priceMigration: null })
    expect((await historyOf(leaver.id)).map((h) => h.itemType)).toEqual([
      'SUBSCRIPTION',
      'SUBSCRIPTION',
      'CANCEL_SUBSCRIPTION',
      'CANCELLED_SUBSCRIPTION',
    ])
    expect(await renewalsOf(leaver.id)).toEqual([])
    // no answer: the old price is renewed, and the question stays open for the next renewal
    expect((await renewalsOf(silent.id)).map((r) => r.amount)).toEqual([999])
    expect(await licence(p, silent.token)).toMatchObject({ priceMigration: { status: 'PENDING', effectiveAt: '2026-03-31T12:00:00.000Z' } })
  })

  it('an address saved in the account area is the billing address an upgrade asks for', async () => {
    const p = platform()
    const member = await account(p)
    const id = await buy(p, member.token)
    await setClock('2026-02-14T12:00:00Z')
    const change = () =>
      call(p, 'POST', `/api/active-licences/${id}/change`, { token: member.token, body: { licenceId: 'premium-yearly' } })
    expect(await change()).toMatchObject({ status: 424, body: { code: 'BASKET_REQUIREMENTS_FAILED' } })
    const saved = await call(p, 'POST', '/api/v1/user/addresses', {
      token: member.token,
      body: { country: 'GB', fullName: 'Test Member', line1: '1 High Street', city: 'Leeds', postalCode: 'LS1 1AA' },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300)
    expect(await change()).toMatchObject({ status: 200, body: { status: 'ACTIVE', currentPeriodEnd: '2027-02-14T12:00:00.000Z' } })
    // the checkout's own billing details are left as they were
    expect((await call(p, 'GET', '/api/customer/billing-details', { token: member.token })).body).toEqual({ fields: {} })
  })

  it('an upgrade with proration, and a downgrade at the end of the period', async () => {
    const p = platform()
    const member = await account(p)
    const id = await buy(p, member.token)
    const change = (licenceId: string) => call(p, 'POST', `/api/active-licences/${id}/change`, { token: member.token, body: { licenceId } })
    // not a tier of the same family, or the plan already held
    expect(await change('ppv-fight-night-main-card')).toMatchObject({ status: 409, body: { code: 'INVALID_TIER_CHANGE' } })
    expect(await change('premium-monthly')).toMatchObject({ status: 409, body: { code: 'INVALID_TIER_CHANGE' } })
    expect((await call(p, 'POST', `/api/active-licences/${id}/change`, { token: member.token, body: {} })).status).toBe(400)

    // half way through the 28-day February period: 14 of 28 days unused
    await setClock('2026-02-14T12:00:00Z')
    expect(await licence(p, member.token)).toMatchObject({
      changeOptions: [
        {
          licenceId: 'premium-yearly',
          kind: 'UPGRADE',
          dueNow: { amount: 9500, scale: 2, currency: 'GBP' },
          credit: { amount: 499, scale: 2, currency: 'GBP' },
        },
      ],
    })
    // the yearly plan asks for billing details first, as its checkout does
    expect(await change('premium-yearly')).toMatchObject({ status: 424, body: { code: 'BASKET_REQUIREMENTS_FAILED' } })
    await call(p, 'PUT', '/api/customer/billing-details', {
      token: member.token,
      body: { fields: { fullName: 'Test Member', line1: '1 High Street', city: 'Leeds', postalCode: 'LS1 1AA', country: 'GB' } },
    })
    expect(await change('premium-yearly')).toMatchObject({
      status: 200,
      body: { status: 'ACTIVE', currentPeriodEnd: '2027-02-14T12:00:00.000Z' },
    })
    // 99.99 less floor(9.99 × 14/28) = 4.99 of credit: 95.00, charged now
    expect(p.sandbox.chargeCount()).toBe(2)
    const held = (await call(p, 'GET', '/api/user/licence', { token: member.token })).body.licences
    expect(held).toHaveLength(1)
    expect(held[0]).toMatchObject({
      licence: { id: 'premium-yearly' },
      licenceStatus: { currentPeriodStart: '2026-02-14T12:00:00.000Z', price: { amount: 9999, period: 'P1Y' } },
    })
    expect(await access(p, member.token)).toBe('GRANTED')
    // the old February renewal is gone: nothing is due on 28 Feb
    expect((await advanceTo(p, '2026-02-28T12:00:00Z')).handled).toEqual([])

    // a downgrade waits for the end of the yearly period
    expect(await change('premium-monthly')).toMatchObject({ status: 200, body: { currentPeriodEnd: '2027-02-14T12:00:00.000Z' } })
    expect(await licence(p, member.token)).toMatchObject({
      scheduledChange: { licenceId: 'premium-monthly', at: '2027-02-14T12:00:00.000Z' },
      price: { amount: 9999 },
    })
    expect((await advanceTo(p, '2027-02-14T11:59:00Z')).handled).toEqual([])
    expect((await advanceTo(p, '2027-02-14T12:00:00Z')).handled).toEqual([
      { subscriptionId: id, step: 'CHARGE', reason: 'RENEWAL', outcome: 'SUCCEEDED' },
    ])
    const after = (await call(p, 'GET', '/api/user/licence', { token: member.token })).body.licences[0]
    expect(after).toMatchObject({
      licence: { id: 'premium-monthly' },
      licenceStatus: {
        currentPeriodStart: '2027-02-14T12:00:00.000Z',
        currentPeriodEnd: '2027-03-14T12:00:00.000Z',
        price: { amount: 999, period: 'P1M' },
        scheduledChange: null,
      },
    })
    expect(await historyOf(member.id)).toEqual([
      { itemType: 'SUBSCRIPTION', status: 'SUCCEEDED', amount: 999 },
      { itemType: 'LICENCE_UPGRADE', status: 'SUCCEEDED', amount: 9500 },
      { itemType: 'SUBSCRIPTION', status: 'NONE', amount: null }, // downgrade asked for
      { itemType: 'LICENCE_DOWNGRADE', status: 'SUCCEEDED', amount: 999 },
    ])
    // a paused or trial licence may not change plan
    await call(p, 'POST', `/api/active-licences/${id}/pause`, { token: member.token, body: {} })
    expect(await change('premium-yearly')).toMatchObject({ status: 409, body: { code: 'NOT_ALLOWED' } })
  })

  it('the card of a licence changes; a failing renewal is charged again at once with the new card', async () => {
    const p = platform()
    const member = await account(p)
    const other = await account(p)
    const id = await buy(p, member.token, CARDS.later)
    expect((await advanceTo(p, '2026-02-28T12:00:00Z')).handled).toMatchObject([{ reason: 'RENEWAL', outcome: 'FAILED' }])
    expect(await licence(p, member.token)).toMatchObject({ subscriptionPendingActions: ['REFRESH_PAYMENT_DETAILS'] })
    const card = await call(p, 'POST', '/api/payment-method/validate', {
      token: member.token,
      body: { provider: 'sandbox', details: { cardNumber: CARDS.ok, expiry: '12/30', cvc: '123', cardHolder: 'Test Member' } },
    })
    const cardId = card.body.paymentDetailsExternalId as string
    // not another account's card, nor another account's licence
    expect((await call(p, 'POST', `/api/licences/${id}/card/${cardId}`, { token: other.token })).status).toBe(404)
    expect((await call(p, 'POST', `/api/licences/${id}/card/${randomUUID()}`, { token: member.token })).body).toMatchObject({
      code: 'CARD_NOT_FOUND',
    })
    expect((await call(p, 'POST', `/api/licences/${id}/card/not-a-card`, { token: member.token })).status).toBe(400)

    await setClock('2026-02-28T18:00:00Z')
    expect((await call(p, 'POST', `/api/licences/${id}/card/${cardId}`, { token: member.token })).status).toBe(200)
    expect(await licence(p, member.token)).toMatchObject({ licencePayment: { cardId } })
    // due now, not on the retry day
    expect((await advanceTo(p, '2026-02-28T18:01:00Z')).handled).toEqual([
      { subscriptionId: id, step: 'CHARGE', reason: 'RETRY', outcome: 'SUCCEEDED' },
    ])
    expect(await licence(p, member.token)).toMatchObject({
      status: 'ACTIVE',
      subscriptionPendingActions: [],
      currentPeriodEnd: '2026-03-31T12:00:00.000Z',
    })
    expect((await historyOf(member.id)).map((h) => h.itemType)).toEqual([
      'SUBSCRIPTION',
      'FAILED_PAYMENT',
      'PAY_BY_ANOTHER_CARD',
      'LICENCE_RENEWAL',
    ])
  })

  it('refuses another account’s licence (404), guests (401) and bad ids (400)', async () => {
    const p = platform()
    const owner = await account(p)
    const id = await buy(p, owner.token)
    const stranger = await account(p)
    for (const [method, path] of [
      ['POST', `/api/active-licences/${id}/pause`],
      ['POST', `/api/active-licences/${id}/resume`],
      ['DELETE', `/api/active-licences/${id}`],
      ['PATCH', `/api/reactivate-licence/${id}`],
      ['GET', `/api/cancellation-promo/${id}/verify`],
      ['POST', `/api/cancellation-promo/${id}/redeem`],
      ['POST', `/api/cancellation-promo/${id}/refuse`],
    ] as const) {
      expect((await call(p, method, path, { token: stranger.token, body: method === 'POST' ? {} : undefined })).status, path).toBe(404)
      expect((await call(p, method, path)).status, path).toBe(401)
    }
    expect((await call(p, 'DELETE', '/api/active-licences/not-an-id', { token: owner.token })).body).toMatchObject({
      fields: { id: [expect.any(String)] },
    })
    expect(await licence(p, owner.token)).toMatchObject({ autoRenewingStatus: 'AUTO_RENEWING' })
  })

  it('two scheduler processes renewing at once charge each subscription once', async () => {
    const a = platform()
    const members = [await account(a), await account(a), await account(a)]
    for (const m of members) await buy(a, m.token)
    const b = platform({}, await t.openPeer())
    const before = a.sandbox.chargeCount()
    await setClock(at('2026-02-28T12:00:00Z'))
    const [ra, rb] = await Promise.all([a.runRenewals(), b.runRenewals()])
    expect(ra.handled.length + rb.handled.length).toBe(3)
    expect(a.sandbox.chargeCount() - before + b.sandbox.chargeCount()).toBe(3)
    for (const m of members) {
      expect((await renewalsOf(m.id)).map((r) => r.status)).toEqual(['SUCCEEDED'])
      expect((await historyOf(m.id)).map((h) => h.itemType)).toEqual(['SUBSCRIPTION', 'LICENCE_RENEWAL'])
    }
  })

  describe('the commerce clock control', () => {
    it('does not exist without clockControl (production): 404 even from this machine', async () => {
      const p = platform()
      expect((await call(p, 'POST', '/api/_dev/commerce-clock/advance', { headers: LOOPBACK, body: { days: 1 } })).status).toBe(404)
      expect((await call(p, 'GET', '/api/_dev/commerce-clock', { headers: LOOPBACK })).status).toBe(404)
    })

    it('with clockControl, moves the commerce clock and runs the renewals that came due; only from this machine', async () => {
      const p = platform({ clockControl: true })
      const member = await account(p)
      const id = await buy(p, member.token)
      expect(
        (
          await call(p, 'POST', '/api/_dev/commerce-clock/advance', {
            headers: { 'x-marquee-client-ip': '203.0.113.9' },
            body: { days: 28 },
          })
        ).status,
      ).toBe(404)
      expect((await call(p, 'POST', '/api/_dev/commerce-clock/advance', { headers: LOOPBACK, body: { days: 0 } })).status).toBe(400)
      expect((await call(p, 'POST', '/api/_dev/commerce-clock/advance', { headers: LOOPBACK, body: { days: 1, seconds: 5 } })).status).toBe(
        400,
      )
      const moved = await call(p, 'POST', '/api/_dev/commerce-clock/advance', { headers: LOOPBACK, body: { days: 28 } })
      expect(moved).toMatchObject({
        status: 200,
        body: { now: '2026-02-28T12:00:00.000Z', handled: [{ subscriptionId: id, outcome: 'SUCCEEDED' }] },
      })
      expect((await call(p, 'GET', '/api/_dev/commerce-clock', { headers: LOOPBACK })).body).toEqual({ now: '2026-02-28T12:00:00.000Z' })
      expect(await licence(p, member.token)).toMatchObject({ currentPeriodEnd: '2026-03-31T12:00:00.000Z' })
      expect(START.getTime() + 28 * DAY).toBe(at('2026-02-28T12:00:00Z').getTime())
    })
  })
})
