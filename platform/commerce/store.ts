/** Commerce queries. Access (entitlements) is read by the catalogue and playback through `activeLicenceIds`. */
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import { coalesceReads } from '../db/coalesce.ts'
import { billingFieldsOf } from './billing-fields.ts'
import type { DrizzleDb } from '../db/database.ts'
import { anyOf, isoTime, slot } from '../db/prepared.ts'
import {
  baskets,
  billingDetails,
  entitlements,
  freeTrials,
  licences,
  paymentHistory,
  paymentMethods,
  payments,
  priceMigrations,
  subscriptions,
  voucherRedemptions,
  vouchers,
  webhookEvents,
} from '../db/schema.ts'

export type LicenceRow = typeof licences.$inferSelect
export type BasketRow = typeof baskets.$inferSelect
export type PaymentRow = typeof payments.$inferSelect
export type VoucherRow = typeof vouchers.$inferSelect
export type SubscriptionRow = typeof subscriptions.$inferSelect
export type EntitlementRow = typeof entitlements.$inferSelect
export type PaymentMethodRow = typeof paymentMethods.$inferSelect
type Tx = Parameters<Parameters<DrizzleDb['transaction']>[0]>[0]

/** Entitlements in force at `at`: started, not ended, not revoked. */
const activeAt = (at: Date) =>
  and(lte(entitlements.startsAt, at), or(isNull(entitlements.endsAt), gt(entitlements.endsAt, at)), isNull(entitlements.revokedAt))

/** The licence ids an account holds at `at` (what access levels are computed from). */
export async function activeLicenceIds(db: DrizzleDb, accountId: string, at: Date): Promise<string[]> {
  if (!/^[0-9a-f-]{36}$/i.test(accountId)) return [] // guests' ids are not accounts
  const rows = await db
    .selectDistinct({ licenceId: entitlements.licenceId })
    .from(entitlements)
    .where(and(eq(entitlements.accountId, accountId), activeAt(at)))
  return rows.map((r) => r.licenceId)
}

/**
 * `activeLicenceIds` for the catalogue's hot path: every row of a signed-in viewer's page asks,
 * and the asks of one turn of the event loop share one query, whatever `at` each was asked at (a
 * page's asks are a millisecond or two apart). The query reads the entitlements in force at some
 * moment between the earliest and the latest `at`, with their dates, and each ask keeps those in
 * force at its own `at`: the answer its own query would have given.
 */
export function coalescedActiveLicenceIds(db: DrizzleDb): (accountId: string, at: Date) => Promise<string[]> {
  // built once: every row of a signed-in page asks (platform/db/prepared.ts)
  const inForce = db
    .selectDistinct({
      accountId: entitlements.accountId,
      licenceId: entitlements.licenceId,
      startsAt: entitlements.startsAt,
      endsAt: entitlements.endsAt,
    })
    .from(entitlements)
    .where(
      and(
        anyOf(entitlements.accountId, 'accountIds'),
        lte(entitlements.startsAt, slot('latest')),
        or(isNull(entitlements.endsAt), gt(entitlements.endsAt, slot('earliest'))),
        isNull(entitlements.revokedAt),
      ),
    )
    .prepare('commerce_entitlements_in_force')
  const run = coalesceReads(async (asks: Array<{ accountId: string; at: Date }>) => {
    const times = asks.map((a) => a.at.getTime())
    const [earliest, latest] = [new Date(Math.min(...times)), new Date(Math.max(...times))]
    const rows = await inForce.execute({
      accountIds: [...new Set(asks.map((a) => a.accountId))],
      earliest: isoTime(earliest),
      latest: isoTime(latest),
    })
    return asks.map(({ accountId, at }) => {
      const t = at.getTime()
      const held = rows.filter(
        (r) => r.accountId === accountId && r.startsAt.getTime() <= t && (r.endsAt === null || r.endsAt.getTime() > t),
      )
      return [...new Set(held.map((r) => r.licenceId))]
    })
  })
  return async (accountId, at) => (/^[0-9a-f-]{36}$/i.test(accountId) ? run({ accountId, at }) : [])
}

export function createCommerceStore(db: DrizzleDb) {
  return {
    db,
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    // licences and vouchers
    async licences(opts: { onSaleOnly?: boolean } = {}): Promise<LicenceRow[]> {
      const q = db.select().from(licences)
      return (opts.onSaleOnly ? q.where(eq(licences.onSale, true)) : q).orderBy(
        asc(licences.position),
        asc(licences.family),
        asc(licences.rank),
        asc(licences.id),
      )
    },
    async licence(id: string): Promise<LicenceRow | undefined> {
      const [row] = await db.select().from(licences).where(eq(licences.id, id)).limit(1)
      return row
    },
    async upsertLicence(row: typeof licences.$inferInsert): Promise<void> {
      const { id: _id, createdAt: _c, ...set } = row
      await db.insert(licences).values(row).onConflictDoUpdate({ target: licences.id, set })
    },
    async voucher(code: string): Promise<VoucherRow | undefined> {
      const [row] = await db.select().from(vouchers).where(eq(vouchers.code, code.toUpperCase())).limit(1)
      return row
    },
    async upsertVoucher(row: typeof vouchers.$inferInsert): Promise<void> {
      const { code: _code, ...set } = row
      await db.insert(vouchers).values(row).onConflictDoUpdate({ target: vouchers.code, set })
    },
    async voucherRedeemed(code: string, accountId: string): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(voucherRedemptions)
        .where(and(eq(voucherRedemptions.code, code), eq(voucherRedemptions.accountId, accountId)))
      return (row?.n ?? 0) > 0
    },
    async trialUsed(accountId: string): Promise<boolean> {
      const [row] = await db.select({ n: count() }).from(freeTrials).where(eq(freeTrials.accountId, accountId))
      return (row?.n ?? 0) > 0
    },

    // access
    activeLicenceIds: (accountId: string, at: Date) => activeLicenceIds(db, accountId, at),
    async entitlementsOf(accountId: string): Promise<EntitlementRow[]> {
      return db.select().from(entitlements).where(eq(entitlements.accountId, accountId)).orderBy(desc(entitlements.startsAt))
    },
    /** The price changes the account has not answered yet. */
    pendingPriceMigrations: (accountId: string) =>
      db
        .select()
        .from(priceMigrations)
        .where(and(eq(priceMigrations.accountId, accountId), eq(priceMigrations.status, 'PENDING'))),
    async subscriptionsOf(accountId: string): Promise<SubscriptionRow[]> {
      return db.select().from(subscriptions).where(eq(subscriptions.accountId, accountId)).orderBy(desc(subscriptions.createdAt))
    },

    // baskets
    async basket(id: string): Promise<BasketRow | undefined> {
      const [row] = await db.select().from(baskets).where(eq(baskets.id, id)).limit(1)
      return row
    },
    /** The account's basket still being filled or paid (the newest one). */
    async currentBasket(accountId: string): Promise<BasketRow | undefined> {
      const [row] = await db
        .select()
        .from(baskets)
        .where(and(eq(baskets.accountId, accountId), inArray(baskets.status, ['OPEN', 'PAYING', 'REQUIRES_ACTION'])))
        .orderBy(desc(baskets.updatedAt))
        .limit(1)
      return row
    },
    async insertBasket(row: typeof baskets.$inferInsert): Promise<void> {
      await db.transaction(async (tx) => {
        // one open basket per account: an older open one is abandoned
        await tx
          .update(baskets)
          .set({ status: 'ABANDONED', updatedAt: row.createdAt })
          .where(and(eq(baskets.accountId, row.accountId), eq(baskets.status, 'OPEN')))
        await tx.insert(baskets).values(row)
      })
    },
    async updateOpenBasket(id: string, set: Partial<typeof baskets.$inferInsert>): Promise<boolean> {
      const rows = await db
        .update(baskets)
        .set(set)
        .where(and(eq(baskets.id, id), eq(baskets.status, 'OPEN')))
        .returning({ id: baskets.id })
      return rows.length > 0
    },
    /** Moves a basket from one status to another; false when it was not in `from` (someone else moved it). */
    async moveBasket(id: string, from: string[], to: string, at: Date, tx: Tx | DrizzleDb = db): Promise<boolean> {
      const rows = await tx
        .update(baskets)
        .set({ status: to, updatedAt: at, ...(to === 'PAID' ? { paidAt: at } : {}) })
        .where(and(eq(baskets.id, id), inArray(baskets.status, from)))
        .returning({ id: baskets.id })
      return rows.length > 0
    },

    // billing details
    async billingFields(accountId: string): Promise<Record<string, string>> {
      const [row] = await db.select().from(billingDetails).where(eq(billingDetails.accountId, accountId)).limit(1)
      return (row?.fields as Record<string, string> | undefined) ?? {}
    },
    /** What a plan's billing requirements are checked against: the checkout's details over the account's newest address. */
    requirementFields: (accountId: string) => billingFieldsOf(db, accountId),
    async saveBillingFields(accountId: string, fields: Record<string, string>, at: Date): Promise<void> {
      await db
        .insert(billingDetails)
        .values({ accountId, fields, updatedAt: at })
        .onConflictDoUpdate({ target: billingDetails.accountId, set: { fields, updatedAt: at } })
    },

    // payment methods
    async paymentMethods(accountId: string): Promise<PaymentMethodRow[]> {
      return db
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.accountId, accountId), isNull(paymentMethods.removedAt)))
        .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt))
    },
    async paymentMethod(id: string): Promise<PaymentMethodRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.id, id), isNull(paymentMethods.removedAt)))
        .limit(1)
      return row
    },
    async insertPaymentMethod(row: typeof paymentMethods.$inferInsert): Promise<void> {
      await db.transaction(async (tx) => {
        if (row.isDefault) await tx.update(paymentMethods).set({ isDefault: false }).where(eq(paymentMethods.accountId, row.accountId))
        await tx.insert(paymentMethods).values(row)
      })
    },

    // payments
    async paymentByKey(accountId: string, key: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.accountId, accountId), eq(payments.idempotencyKey, key)))
        .limit(1)
      return row
    },
    async payment(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1)
      return row
    },
    async paymentByProviderRef(provider: string, ref: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerRef, ref)))
        .limit(1)
      return row
    },
    async latestPaymentOfBasket(basketId: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.basketId, basketId)).orderBy(desc(payments.createdAt)).limit(1)
      return row
    },
    async paymentsOf(accountId: string): Promise<PaymentRow[]> {
      return db.select().from(payments).where(eq(payments.accountId, accountId)).orderBy(desc(payments.createdAt))
    },
    /** Inserts the attempt unless the key is taken; true when this call inserted it. */
    async claimKey(row: typeof payments.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(payments)
        .values(row)
        .onConflictDoNothing({ target: [payments.accountId, payments.idempotencyKey] })
        .returning({ id: payments.id })
      return rows.length > 0
    },
    /** Updates a payment while it is in one of `from`; false otherwise. */
    async movePayment(id: string, from: string[], set: Partial<typeof payments.$inferInsert>, tx: Tx | DrizzleDb = db): Promise<boolean> {
      const rows = await tx
        .update(payments)
        .set(set)
        .where(and(eq(payments.id, id), inArray(payments.status, from)))
        .returning({ id: payments.id })
      return rows.length > 0
    },
    async setAnswer(id: string, answerStatus: number, answer: unknown): Promise<void> {
      await db.update(payments).set({ answerStatus, answer }).where(eq(payments.id, id))
    },

    // grants (inside the fulfilling transaction)
    insertSubscription: (tx: Tx, row: typeof subscriptions.$inferInsert) => tx.insert(subscriptions).values(row),
    insertEntitlement: (tx: Tx, row: typeof entitlements.$inferInsert) => tx.insert(entitlements).values(row).onConflictDoNothing(),
    insertRedemption: (tx: Tx, row: typeof voucherRedemptions.$inferInsert) =>
      tx.insert(voucherRedemptions).values(row).onConflictDoNothing(),
    insertTrial: (tx: Tx, row: typeof freeTrials.$inferInsert) => tx.insert(freeTrials).values(row).onConflictDoNothing(),
    insertHistory: (tx: Tx, row: typeof paymentHistory.$inferInsert) => tx.insert(paymentHistory).values(row),

    // webhooks
    /** Records an event id; false when it was seen before. */
    async firstSeen(provider: string, eventId: string, type: string, at: Date): Promise<boolean> {
      const rows = await db
        .insert(webhookEvents)
        .values({ provider, eventId, type, receivedAt: at })
        .onConflictDoNothing()
        .returning({ id: webhookEvents.eventId })
      return rows.length > 0
    },
    async forgetEvent(provider: string, eventId: string): Promise<void> {
      await db.delete(webhookEvents).where(and(eq(webhookEvents.provider, provider), eq(webhookEvents.eventId, eventId)))
    },
    sql,
  }
}
export type CommerceStore = ReturnType<typeof createCommerceStore>
