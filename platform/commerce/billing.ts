/**
 * The account's billing records: its payment history (a page at a time), the invoice of a paid
 * item, and its saved cards (make one the default, remove one). Everything is read from the
 * payments, refunds and payment-method tables of the account asking; another account's ids are
 * "not found".
 */
import { and, asc, count, desc, eq, inArray, isNull, ne } from 'drizzle-orm'
import { accounts, billingDetails, entitlements, licences, paymentMethods, paymentRefunds, payments, subscriptions } from '../db/schema.ts'
import type { Caller } from '../http.ts'
import { toDecimalString, type Money } from './money.ts'
import type { CommerceStore, PaymentRow } from './store.ts'
import { localized } from './localize.ts'

/** Every item type a history entry can have. A payment row whose kind is one of them keeps it as is. */
export const ITEM_TYPES = [
  'TRIAL_INVOICE',
  'FAILED_PAYMENT',
  'SUBSCRIPTION',
  'CANCEL_SUBSCRIPTION',
  'REFUNDED',
  'CANCELLED_SUBSCRIPTION',
  'LICENCE_UPGRADE',
  'LICENCE_DOWNGRADE',
  'LICENCE_RENEWAL',
  'LICENCE_CANCELLED',
  'LICENCE_REVOKED',
  'DISPUTE_CREATED',
  'DISPUTE_UPDATED',
  'DISPUTE_CLOSED',
  'FUND_WITHDRAWN',
  'FUND_REINSTATED',
  'PAID_INVOICE',
  'PAYMENT_FAILED',
  'PAY_BY_ANOTHER_CARD',
  'FAILED_INVOICE',
  'FAILED_REFUND',
  'PRO_RATA_REFUND',
  'PAID_ORDER',
] as const
export type ItemType = (typeof ITEM_TYPES)[number]

/** Attempts still running are not history yet: only settled rows are listed. */
const LISTED_STATUSES = ['SUCCEEDED', 'FAILED', 'REFUNDED']

export const HISTORY_DEFAULT_PAGE_SIZE = 10
export const HISTORY_MAX_PAGE_SIZE = 50

/** The item type of a payment row, from what it paid for and how it ended. */
export function itemTypeOf(row: Pick<PaymentRow, 'kind' | 'status' | 'subscriptionId'>): ItemType {
  if ((ITEM_TYPES as readonly string[]).includes(row.kind)) return row.kind as ItemType
  if (row.status === 'REFUNDED') return 'REFUNDED'
  if (row.kind === 'TRIAL') return 'TRIAL_INVOICE'
  if (row.kind === 'RENEWAL') return row.status === 'FAILED' ? 'FAILED_INVOICE' : 'LICENCE_RENEWAL'
  if (row.status === 'FAILED') return 'FAILED_PAYMENT'
  return row.subscriptionId ? 'SUBSCRIPTION' : 'PAID_ORDER'
}

const moneyJson = (m: Money) => ({ amount: m.amount, scale: m.scale, currency: m.currency, decimal: toDecimalString(m) })

/** An invoice number that reads well and is the same every time the invoice is made. */
export const invoiceNumberOf = (row: Pick<PaymentRow, 'id' | 'createdAt'>) =>
  `MQ-${row.createdAt.toISOString().slice(0, 10).replaceAll('-', '')}-${row.id.replaceAll('-', '').slice(0, 8).toUpperCase()}`

type Failure = { ok: false; status: 404 | 409; code: string; message: string }
type Outcome<T> = { ok: true; body: T } | Failure
const notFound = (what: string): Failure => ({ ok: false, status: 404, code: 'NOT_FOUND', message: `No such ${what}.` })

export function createBillingService(deps: { store: CommerceStore; now: () => Date; sellerName: () => Promise<string> }) {
  const { db } = deps.store

  async function history(caller: Caller, page: number, pageSize: number) {
    const where = and(eq(payments.accountId, caller.sub), inArray(payments.status, LISTED_STATUSES))
    const [total] = await db.select({ n: count() }).from(payments).where(where)
    const rows = await db
      .select({
        p: payments,
        name: licences.name,
        description: licences.description,
        translations: licences.translations,
        sku: licences.sku,
        brand: paymentMethods.brand,
        last4: paymentMethods.last4,
        methodType: paymentMethods.methodType,
      })
      .from(payments)
      .innerJoin(licences, eq(licences.id, payments.licenceId))
      .leftJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize)
    const refunds = rows.length
      ? await db
          .select()
          .from(paymentRefunds)
          .where(
            inArray(
              paymentRefunds.paymentId,
              rows.map((r) => r.p.id),
            ),
          )
          .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id))
      : []
    const totalResults = total?.n ?? 0
    return {
      items: rows.map(({ p, name, description, translations, sku, brand, last4, methodType }) => {
        const firstRefund = refunds.find((r) => r.paymentId === p.id)
        return {
          id: p.id,
          itemType: itemTypeOf(p),
          ...localized({ name, description, translations }),
          date: p.createdAt.toISOString(),
          status: p.status,
          transactionDetails: {
            amount: moneyJson({ amount: p.amount, scale: p.scale, currency: p.currency }),
            tax: moneyJson({ amount: p.tax, scale: p.scale, currency: p.currency }),
            refundAmount: firstRefund ? moneyJson({ amount: firstRefund.amount, scale: p.scale, currency: p.currency }) : null,
            paymentProviderId: p.provider,
            paymentMethodType: methodType,
            cardType: brand,
            last4Digits: last4,
            failureCode: p.failureCode,
          },
          /** the invoice call of a paid item; null when there is no invoice to show */
          pdf: p.status === 'SUCCEEDED' ? `/customer/payments/${p.id}/invoice` : null,
          sku,
          skus: [sku],
        }
      }),
      paging: { page, pageSize, totalResults, moreDataAvailable: page * pageSize < totalResults },
    }
  }

  async function invoice(caller: Caller, paymentId: string): Promise<Outcome<unknown>> {
    const [row] = await db
      .select({ p: payments, licence: licences })
      .from(payments)
      .innerJoin(licences, eq(licences.id, payments.licenceId))
      .where(and(eq(payments.id, paymentId), eq(payments.accountId, caller.sub)))
      .limit(1)
    if (!row) return notFound('payment')
    if (row.p.status !== 'SUCCEEDED') return { ok: false, status: 409, code: 'NO_INVOICE', message: 'Only a paid item has an invoice.' }
    const [buyer] = await db
      .select({ name: accounts.name, email: accounts.email })
      .from(accounts)
      .where(eq(accounts.id, caller.sub))
      .limit(1)
    const [details] = await db
      .select({ fields: billingDetails.fields })
      .from(billingDetails)
      .where(eq(billingDetails.accountId, caller.sub))
      .limit(1)
    const [period] = await db
      .select({ from: entitlements.startsAt, until: entitlements.endsAt })
      .from(entitlements)
      .where(eq(entitlements.paymentId, paymentId))
      .limit(1)
    const { p, licence } = row
    const m = (amount: number) => moneyJson({ amount, scale: p.scale, currency: p.currency })
    return {
      ok: true,
      body: {
        invoiceNumber: invoiceNumberOf(p),
        issuedAt: p.createdAt.toISOString(),
        seller: { name: await deps.sellerName() },
        buyer: {
          name: buyer?.name ?? '',
          email: buyer?.email ?? '',
          fields: (details?.fields as Record<string, string> | undefined) ?? {},
        },
        lines: [
          {
            description: localized(licence).name,
            sku: licence.sku,
            itemType: itemTypeOf(p),
            periodStart: period?.from.toISOString() ?? null,
            periodEnd: period?.until?.toISOString() ?? null,
            net: m(p.amount - p.tax),
            tax: m(p.tax),
            total: m(p.amount),
          },
        ],
        taxRateBasisPoints: licence.taxRateBasisPoints,
        net: m(p.amount - p.tax),
        tax: m(p.tax),
        total: m(p.amount),
      },
    }
  }

  // ── cards ──
  const live = (accountId: string) => and(eq(paymentMethods.accountId, accountId), isNull(paymentMethods.removedAt))

  async function ownCard(caller: Caller, cardId: string) {
    const [card] = await db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.id, cardId), live(caller.sub)))
      .limit(1)
    return card
  }

  async function makeDefault(caller: Caller, cardId: string): Promise<Outcome<{ ok: true }>> {
    const card = await ownCard(caller, cardId)
    if (!card) return notFound('card')
    await db.transaction(async (tx) => {
      await tx
        .update(paymentMethods)
        .set({ isDefault: false })
        .where(and(eq(paymentMethods.accountId, caller.sub), ne(paymentMethods.id, cardId)))
      await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, cardId))
    })
    return { ok: true, body: { ok: true } }
  }

  async function remove(caller: Caller, cardId: string): Promise<Outcome<{ ok: true }>> {
    const card = await ownCard(caller, cardId)
    if (!card) return notFound('card')
    // a subscription that still renews on this card would be left with nothing to charge
    const [inUse] = await db
      .select({ n: count() })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.paymentMethodId, cardId),
          eq(subscriptions.autoRenewing, true),
          inArray(subscriptions.status, ['ACTIVE', 'TRIAL_ACTIVE']),
        ),
      )
    if ((inUse?.n ?? 0) > 0)
      return { ok: false, status: 409, code: 'CARD_IN_USE', message: 'A subscription renews with this card; give it another card first.' }
    const at = deps.now()
    await db.transaction(async (tx) => {
      await tx.update(paymentMethods).set({ removedAt: at, isDefault: false }).where(eq(paymentMethods.id, cardId))
      if (card.isDefault) {
        // the newest card left becomes the default
        const [next] = await tx
          .select({ id: paymentMethods.id })
          .from(paymentMethods)
          .where(live(caller.sub))
          .orderBy(desc(paymentMethods.createdAt))
          .limit(1)
        if (next) await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, next.id))
      }
    })
    return { ok: true, body: { ok: true } }
  }

  return { history, invoice, makeDefault, remove }
}
export type BillingService = ReturnType<typeof createBillingService>
