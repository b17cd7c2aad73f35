import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { accounts, entitlements, paymentHistory, payments, subscriptions } from '../db/schema.ts'
import { seed } from '../seed.ts'
import { testDrivers, useTestDatabase } from '../test/databases.ts'
import { call, platformFactory, signIn } from '../test/helpers.ts'

const NOW = new Date('2026-05-20T09:00:00Z')

describe.each(testDrivers)('commerce demo seed on %s', (driver) => {
  const t = useTestDatabase(driver)
  const makePlatform = platformFactory()

  it('gives subscriber@marquee.test a renewing monthly plan with three paid months, and the viewer nothing; a reseed adds nothing', async () => {
    const report = await seed(t.database, { now: NOW })
    expect(report.commerce).toEqual({ licences: 4, vouchers: 4, subscriptions: 1 })
    const [subscriber] = await t.database.db.select().from(accounts).where(eq(accounts.email, 'subscriber@marquee.test'))
    const [sub] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.accountId, subscriber!.id))
    expect(sub).toMatchObject({ licenceId: 'premium-monthly', status: 'ACTIVE', autoRenewing: true, period: 'P1M', periodsPaid: 3 })
    expect(sub!.currentPeriodStart <= NOW && NOW < sub!.currentPeriodEnd).toBe(true)
    const paid = await t.database.db.select().from(payments).where(eq(payments.accountId, subscriber!.id))
    expect(paid.map((p) => [p.kind, p.status, p.amount])).toEqual(
      expect.arrayContaining([
        ['PURCHASE', 'SUCCEEDED', 999],
        ['RENEWAL', 'SUCCEEDED', 999],
        ['RENEWAL', 'SUCCEEDED', 999],
      ]),
    )
    expect(paid).toHaveLength(3)
    expect(await t.database.db.select().from(entitlements).where(eq(entitlements.accountId, subscriber!.id))).toHaveLength(3)
    // the payment history tells the same story, and the renewal scheduler has the period end
    const items = await t.database.db.select().from(paymentHistory).where(eq(paymentHistory.accountId, subscriber!.id))
    expect(items.map((h) => h.itemType).sort()).toEqual(['LICENCE_RENEWAL', 'LICENCE_RENEWAL', 'SUBSCRIPTION'])
    expect(sub!.nextActionAt).toEqual(sub!.currentPeriodEnd)

    const p = makePlatform(t.database, { now: () => NOW })
    const asSubscriber = await signIn(p, 'subscriber@marquee.test', 'subscriber-demo-2026')
    const asViewer = await signIn(p, 'viewer@marquee.test', 'viewer-demo-2026')
    expect((await call(p, 'GET', '/api/content/the-salt-road', { token: asSubscriber })).body.accessLevel).toBe('GRANTED')
    expect((await call(p, 'GET', '/api/content/the-salt-road', { token: asViewer })).body.accessLevel).toBe('DENIED')
    expect((await call(p, 'GET', '/api/user/licence', { token: asViewer })).body.licences).toEqual([])
    expect((await call(p, 'GET', '/api/user/licence', { token: asSubscriber })).body.licences[0]).toMatchObject({
      licence: { id: 'premium-monthly' },
      licenceStatus: { status: 'ACTIVE', autoRenewingStatus: 'AUTO_RENEWING', licencePayment: { paymentEventType: 'RENEWAL' } },
    })
    expect((await call(p, 'GET', '/api/customer/cards', { token: asSubscriber })).body.cards).toEqual([
      expect.objectContaining({ cardType: 'visa', last4Digits: '4242', isDefault: true }),
    ])

    const again = await seed(t.database, { now: new Date(NOW.getTime() + 86_400_000) })
    expect(again.commerce.subscriptions).toBe(0)
    expect(await t.database.db.select().from(payments)).toHaveLength(3)
  })
})
