/**
 * The subscription engine: the renewal scheduler and the account's own changes (pause, resume,
 * cancel, reactivate). Both work on one subscription row at a time, inside a transaction that holds
 * the row's lock, and persist only what the state machine (lifecycle.ts) answers, with the
 * payment-history item and the entitlement the change gives or closes.
 *
 * Several processes may run the scheduler on one Postgres: each takes the next due row with
 * `FOR UPDATE SKIP LOCKED`, so a row is handled by one process at a time and the others move on.
 * Every charge carries an idempotency key made of the subscription, the period it pays for and
 * the attempt number, so a charge repeated after a crash is replayed by the provider, not made twice.
 */
import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, gt, isNotNull, lte } from 'drizzle-orm'
import type { DrizzleDb } from '../db/database.ts'
import {
  entitlements,
  licences,
  paymentHistory,
  paymentMethods,
  payments,
  priceMigrations,
  subscriptions,
  voucherRedemptions,
  vouchers,
} from '../db/schema.ts'
import type { Logger } from '../http.ts'
import { counter } from '../metrics.ts'
import { billingFieldsOf } from './billing-fields.ts'
import * as machine from './lifecycle.ts'
import { divideRounded, money as moneyOf, percentOf, share } from './money.ts'
import { isPeriod } from './periods.ts'
import type { ChargeResult, PaymentProvider, ProviderId } from './providers/port.ts'

type Tx = Parameters<Parameters<DrizzleDb['transaction']>[0]>[0]
type SubscriptionRow = typeof subscriptions.$inferSelect
type LicenceRow = typeof licences.$inferSelect

export type EngineFailure = {
  ok: false
  status: 404 | 409 | 402 | 424
  code: string
  message: string
  messages: string[]
  extra?: Record<string, unknown>
}
export type EngineOutcome = { ok: true; subscriptionId: string; state: machine.LifecycleState } | EngineFailure

const failure = (status: EngineFailure['status'], code: string, messages: string[], extra?: Record<string, unknown>): EngineFailure => ({
  ok: false,
  status,
  code,
  message: messages.join(' '),
  messages,
  extra,
})

type VoucherRow = typeof vouchers.$inferSelect
/** What a cancellation promo makes the next renewals cost (before tax is added where prices exclude it). */
export function promoRenewalAmount(
  row: Pick<SubscriptionRow, 'renewalAmount' | 'scale' | 'currency'>,
  promo: Pick<VoucherRow, 'discountType' | 'percentage' | 'amount'>,
): number {
  const base = moneyOf(row.renewalAmount, row.scale, row.currency)
  const off =
    promo.discountType === 'PERCENTAGE'
      ? percentOf(base, Math.max(0, Math.min(100, promo.percentage ?? 0))).amount
      : Math.min(Math.max(0, promo.amount ?? 0), base.amount)
  return base.amount - off
}
export const promoView = (promo: VoucherRow) => ({
  code: promo.code,
  description: promo.description,
  discountType: promo.discountType,
  percentage: promo.percentage,
  /** an AMOUNT discount, in minor units of `currency` at `scale` */
  amount: promo.amount,
  currency: promo.currency,
  scale: promo.scale,
  periods: promo.lifeTimeRepeat,
  licenceIds: promo.licenceIds,
})

export function stateOf(s: SubscriptionRow): machine.LifecycleState {
  if (!isPeriod(s.period)) throw new Error(`subscription ${s.id} has an unknown period ${s.period}`)
  return {
    status: s.status as machine.LicenceStatus,
    autoRenewing: s.autoRenewing,
    pauseState: s.pauseState,
    pendingActions: s.pendingActions,
    period: s.period,
    anchorAt: s.anchorAt,
    periodsPaid: s.periodsPaid,
    currentPeriodStart: s.currentPeriodStart,
    currentPeriodEnd: s.currentPeriodEnd,
    trialEndsAt: s.trialEndsAt,
    failedAttempts: s.failedAttempts,
    graceEndsAt: s.graceEndsAt,
    resumeAt: s.resumeAt,
    nextActionAt: s.nextActionAt,
  }
}

/** What a renewal charges: the discounted amount while a voucher or promo lasts, plus tax when prices exclude it. */
export function renewalCharge(
  s: Pick<SubscriptionRow, 'renewalAmount' | 'discountedRenewalsLeft' | 'discountedRenewalAmount' | 'scale' | 'currency'>,
  licence: Pick<LicenceRow, 'taxInclusive' | 'taxRateBasisPoints'>,
) {
  const discounted = s.discountedRenewalsLeft > 0 && s.discountedRenewalAmount != null
  const base = { amount: discounted ? s.discountedRenewalAmount! : s.renewalAmount, scale: s.scale, currency: s.currency }
  const rate = licence.taxRateBasisPoints
  if (licence.taxInclusive)
    return { amount: base.amount, tax: divideRounded(base.amount * rate, 10_000 + rate), discounted, scale: s.scale, currency: s.currency }
  const tax = share(base, rate).amount
  return { amount: base.amount + tax, tax, discounted, scale: s.scale, currency: s.currency }
}

/** What an upgrade from `current` to `target` charges now (decision 017): the target's full price less the unused share of the current period. */
export function upgradeQuote(row: SubscriptionRow, current: LicenceRow, target: LicenceRow, at: Date) {
  const currentPrice = renewalCharge(row, current)
  const targetPrice = renewalCharge(
    {
      renewalAmount: target.amount,
      discountedRenewalsLeft: 0,
      discountedRenewalAmount: null,
      scale: target.scale,
      currency: target.currency,
    },
    target,
  )
  const { credit, due } = machine.proration(
    { amount: currentPrice.amount, periodStart: row.currentPeriodStart, periodEnd: row.currentPeriodEnd },
    targetPrice.amount,
    at,
  )
  const rate = target.taxRateBasisPoints
  return {
    price: targetPrice.amount,
    credit,
    due,
    tax: divideRounded(due * rate, 10_000 + rate),
    scale: target.scale,
    currency: target.currency,
  }
}

/** The billing fields a licence asks for that the account has not filled in. */
export function missingBillingFields(required: readonly string[], fields: Record<string, string | undefined>): string[] {
  return required.filter((f) => !fields[f]?.trim())
}

export interface RunSummary {
  handled: Array<{ subscriptionId: string; step: machine.DueStep['kind']; reason?: string; outcome: string }>
}

/**
 * The columns of a subscription that move it onto another licence of its family (an upgrade now, a
 * downgrade at the period end): its period (the caller has checked it has one) and full price, no
 * voucher carried over, nothing scheduled.
 */
function onLicence(target: LicenceRow, period: string) {
  return {
    licenceId: target.id,
    period,
    renewalAmount: target.amount,
    scale: target.scale,
    currency: target.currency,
    voucherCode: null,
    discountedRenewalsLeft: 0,
    discountedRenewalAmount: null,
    scheduledLicenceId: null,
  }
}

export function createSubscriptionEngine(deps: {
  db: DrizzleDb
  providers: Map<ProviderId, PaymentProvider>
  now: () => Date
  logger: Logger
  policy?: machine.RetryPolicy
}) {
  const { db, providers, now, logger } = deps
  const policy = deps.policy ?? machine.DEFAULT_RETRY_POLICY

  async function save(
    tx: Tx,
    row: SubscriptionRow,
    state: machine.LifecycleState,
    at: Date,
    extra: Partial<typeof subscriptions.$inferInsert> = {},
  ) {
    await tx
      .update(subscriptions)
      .set({
        status: state.status,
        autoRenewing: state.autoRenewing,
        pauseState: state.pauseState,
        pendingActions: state.pendingActions,
        anchorAt: state.anchorAt,
        periodsPaid: state.periodsPaid,
        currentPeriodStart: state.currentPeriodStart,
        currentPeriodEnd: state.currentPeriodEnd,
        failedAttempts: state.failedAttempts,
        graceEndsAt: state.graceEndsAt,
        resumeAt: state.resumeAt,
        nextActionAt: state.nextActionAt,
        updatedAt: at,
        ...extra,
      })
      .where(eq(subscriptions.id, row.id))
  }

  async function history(
    tx: Tx,
    row: SubscriptionRow,
    itemType: machine.HistoryItemType,
    at: Date,
    opts: {
      status?: string
      paymentId?: string | null
      amount?: { amount: number; scale: number; currency: string } | null
      description: string
      details?: Record<string, unknown>
    },
  ) {
    await tx.insert(paymentHistory).values({
      id: randomUUID(),
      accountId: row.accountId,
      subscriptionId: row.id,
      licenceId: row.licenceId,
      itemType,
      status: opts.status ?? 'NONE',
      paymentId: opts.paymentId ?? null,
      amount: opts.amount?.amount ?? null,
      scale: opts.amount?.scale ?? null,
      currency: opts.amount?.currency ?? null,
      description: opts.description,
      details: opts.details ?? {},
      createdAt: at,
    })
  }

  /** Closes the subscription's access that runs past `at` (a grace period ending early, a cancellation in grace). */
  async function closeAccess(tx: Tx, row: SubscriptionRow, at: Date, source?: string) {
    const where = and(eq(entitlements.subscriptionId, row.id), gt(entitlements.endsAt, at), lte(entitlements.startsAt, at))
    await tx
      .update(entitlements)
      .set({ endsAt: at })
      .where(source ? and(where, eq(entitlements.source, source)) : where)
  }

  /** Records a charge the provider accepted on its payment row, with the 200 a client would have had. */
  async function recordChargeSucceeded(tx: Tx, paymentId: string, providerRef: string, at: Date) {
    await tx
      .update(payments)
      .set({ status: 'SUCCEEDED', providerRef, answerStatus: 200, answer: { status: 'SUCCEEDED', paymentId }, updatedAt: at })
      .where(eq(payments.id, paymentId))
  }

  /**
   * Records a refused off-session charge on its payment row: the provider's code and message, or,
   * when the bank wants the holder to confirm, `authentication_required`; the stored answer is the
   * 402 a client would have had. Returns the code and message for the history and the caller.
   */
  async function recordChargeRefused(tx: Tx, paymentId: string, result: Exclude<ChargeResult, { status: 'succeeded' }>, at: Date) {
    const code = result.status === 'failed' ? result.code : 'authentication_required'
    const message = result.status === 'failed' ? result.message : 'The bank asks the card holder to confirm this payment.'
    await tx
      .update(payments)
      .set({
        status: 'FAILED',
        providerRef: result.providerRef,
        failureCode: code,
        failureMessage: message,
        answerStatus: 402,
        answer: { code, message, paymentId },
        updatedAt: at,
      })
      .where(eq(payments.id, paymentId))
    return { code, message }
  }

  /**
   * One off-session charge of a subscription with its card (the licence's; else, when removed or
   * never set, the account's default): a payment row under `key` (unique per account), then the
   * provider. Null when a payment with that key exists already: the charge was made (or is being made).
   */
  async function chargeOffSession(
    tx: Tx,
    row: SubscriptionRow,
    licence: LicenceRow,
    opts: {
      kind: 'RENEWAL' | 'LICENCE_UPGRADE'
      price: { amount: number; tax: number; scale: number; currency: string }
      key: string
      at: Date
      description: string
      voucherCode?: string | null
    },
  ) {
    const { price, key, at } = opts
    const methods = await tx
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.accountId, row.accountId))
      .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt))
    const usable = methods.filter((m) => !m.removedAt)
    const method = usable.find((m) => m.id === row.paymentMethodId) ?? usable[0]
    const providerId = (method?.provider ?? row.provider) as ProviderId
    const provider = providers.get(providerId)
    const paymentId = randomUUID()
    const inserted = await tx
      .insert(payments)
      .values({
        id: paymentId,
        accountId: row.accountId,
        subscriptionId: row.id,
        licenceId: licence.id,
        kind: opts.kind,
        status: 'PENDING',
        amount: price.amount,
        scale: price.scale,
        currency: price.currency,
        tax: price.tax,
        voucherCode: opts.voucherCode ?? null,
        provider: providerId,
        paymentMethodId: method?.id ?? null,
        idempotencyKey: key,
        requestHash: key,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing({ target: [payments.accountId, payments.idempotencyKey] })
      .returning({ id: payments.id })
    if (!inserted.length) return null

    let result: ChargeResult
    if (price.amount === 0 && opts.kind === 'LICENCE_UPGRADE') result = { status: 'succeeded', providerRef: `credit:${paymentId}` }
    else if (!provider || provider.supports.zeroAmountOnly || !method)
      result = { status: 'failed', providerRef: null, code: 'card_missing', message: 'There are no payment details to charge.' }
    else {
      try {
        result = await provider.charge({
          accountId: row.accountId,
          amount: { amount: price.amount, scale: price.scale, currency: price.currency },
          methodRef: method.providerRef,
          idempotencyKey: `${row.accountId}:${key}`,
          description: opts.description,
          offSession: true,
          returnUrl: null,
        })
      } catch (error) {
        logger.error(`[commerce] charge of ${row.id} (${opts.kind}) failed: ${(error as Error)?.message}`)
        result = {
          status: 'failed',
          providerRef: null,
          code: 'provider_unavailable',
          message: 'The payment provider could not be reached; nothing was charged.',
        }
      }
    }
    return { paymentId, result, method, providerId }
  }

  /** A pending price change is withdrawn when the licence changes plan: the new plan has its own price. */
  async function withdrawPriceMigration(tx: Tx, row: SubscriptionRow, at: Date) {
    await tx
      .update(priceMigrations)
      .set({ status: 'WITHDRAWN', decidedAt: at })
      .where(and(eq(priceMigrations.subscriptionId, row.id), eq(priceMigrations.status, 'PENDING')))
  }

  /** The scheduled downgrade takes over: the row now holds the new licence, its period and its price. */
  async function switchTier(tx: Tx, row: SubscriptionRow, at: Date): Promise<SubscriptionRow> {
    const [target] = await tx.select().from(licences).where(eq(licences.id, row.scheduledLicenceId!)).limit(1)
    if (!target?.subscriptionPeriod || !isPeriod(target.subscriptionPeriod)) {
      // the plan is gone or no longer a subscription: keep the current one
      await tx.update(subscriptions).set({ scheduledLicenceId: null }).where(eq(subscriptions.id, row.id))
      return { ...row, scheduledLicenceId: null }
    }
    const state = machine.switchedAtRenewal(stateOf(row), target.subscriptionPeriod)
    const changed = {
      ...onLicence(target, target.subscriptionPeriod),
      anchorAt: state.anchorAt,
      periodsPaid: state.periodsPaid,
      updatedAt: at,
    }
    await tx.update(subscriptions).set(changed).where(eq(subscriptions.id, row.id))
    await withdrawPriceMigration(tx, row, at)
    return { ...row, ...changed }
  }

  /**
   * Charges a renewal, a trial conversion, a retry or a resume, off-session, and applies the outcome.
   * The key names the period being paid for and the attempt, so the same charge is never made twice.
   */
  async function charge(tx: Tx, given: SubscriptionRow, reason: 'RENEWAL' | 'TRIAL_CONVERSION' | 'RETRY' | 'RESUME', at: Date) {
    // a downgrade asked for during the period takes over now, and this charge pays its first period
    const switching = given.scheduledLicenceId !== null && reason !== 'RETRY'
    const row = switching ? await switchTier(tx, given, at) : given
    const state = stateOf(row)
    const [licence] = await tx.select().from(licences).where(eq(licences.id, row.licenceId)).limit(1)
    if (!licence) throw new Error(`subscription ${row.id}: licence ${row.licenceId} is gone`)
    const price = renewalCharge(row, licence)
    const key =
      reason === 'RESUME'
        ? `resume:${row.id}:${at.toISOString()}`
        : `renewal:${row.id}:${row.currentPeriodEnd.toISOString()}:${row.failedAttempts + 1}`
    const charged = await chargeOffSession(tx, row, licence, {
      kind: 'RENEWAL',
      price,
      key,
      at,
      description: `${licence.name} (${licence.sku}) renewal`,
      voucherCode: price.discounted ? row.voucherCode : null,
    })
    if (!charged) return 'ALREADY_CHARGED'
    const { paymentId, result, method, providerId } = charged

    const money = { amount: price.amount, scale: price.scale, currency: price.currency }
    if (result.status === 'succeeded') {
      await recordChargeSucceeded(tx, paymentId, result.providerRef, at)
      const change = machine.chargeSucceeded(state, at)
      if (!change.ok) throw new Error('unreachable')
      if (state.graceEndsAt) await closeAccess(tx, row, at, 'GRACE')
      await save(tx, row, change.state, at, {
        paymentMethodId: method?.id ?? row.paymentMethodId,
        provider: providerId,
        discountedRenewalsLeft: Math.max(0, row.discountedRenewalsLeft - (price.discounted ? 1 : 0)),
      })
      await tx
        .insert(entitlements)
        .values({
          id: randomUUID(),
          accountId: row.accountId,
          licenceId: row.licenceId,
          startsAt: change.state.currentPeriodStart,
          endsAt: change.state.currentPeriodEnd,
          source: 'RENEWAL',
          subscriptionId: row.id,
          paymentId,
          createdAt: at,
        })
        .onConflictDoNothing()
      await history(tx, row, switching && change.item === 'LICENCE_RENEWAL' ? 'LICENCE_DOWNGRADE' : change.item!, at, {
        status: 'SUCCEEDED',
        paymentId,
        amount: money,
        description:
          reason === 'RESUME'
            ? 'Resumed'
            : reason === 'TRIAL_CONVERSION'
              ? 'Trial converted'
              : switching
                ? `Renewed on ${licence.name}`
                : 'Renewed',
        details: {
          periodStart: change.state.currentPeriodStart.toISOString(),
          periodEnd: change.state.currentPeriodEnd.toISOString(),
          discounted: price.discounted,
        },
      })
      return 'SUCCEEDED'
    }
    const needsAuthentication = result.status === 'requires_action'
    const { code, message } = await recordChargeRefused(tx, paymentId, result, at)
    const change = machine.chargeFailed(state, at, { needsAuthentication, policy })
    if (!change.ok) throw new Error('unreachable')
    await save(tx, row, change.state, at)
    // the first failure of a renewal keeps access open through the grace period
    if (!state.graceEndsAt && change.state.graceEndsAt)
      await tx.insert(entitlements).values({
        id: randomUUID(),
        accountId: row.accountId,
        licenceId: row.licenceId,
        startsAt: row.currentPeriodEnd,
        endsAt: change.state.graceEndsAt,
        source: 'GRACE',
        subscriptionId: row.id,
        paymentId: null,
        createdAt: at,
      })
    await history(tx, row, change.item!, at, {
      status: 'FAILED',
      paymentId,
      amount: money,
      description: message,
      details: { failureCode: code, attempt: change.state.failedAttempts },
    })
    return 'FAILED'
  }

  /** Handles one due row: returns null when none is due (or all due ones are taken by other processes). */
  async function runOne(at: Date): Promise<RunSummary['handled'][number] | null> {
    return db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(subscriptions)
        .where(and(isNotNull(subscriptions.nextActionAt), lte(subscriptions.nextActionAt, at)))
        .orderBy(asc(subscriptions.nextActionAt), asc(subscriptions.id))
        .limit(1)
        .for('update', { skipLocked: true })
      if (!due) return null
      const state = stateOf(due)
      const step = machine.dueStep(state, at)
      if (step.kind === 'CHARGE')
        return { subscriptionId: due.id, step: step.kind, reason: step.reason, outcome: await charge(tx, due, step.reason, at) }
      if (step.kind === 'EXPIRE' || step.kind === 'PAUSE') {
        const change = step.kind === 'EXPIRE' ? machine.expire(state) : machine.enterPause(state)
        if (!change.ok) throw new Error(`subscription ${due.id}: ${change.message}`)
        await save(tx, due, change.state, at)
        const description =
          step.kind === 'PAUSE'
            ? 'Paused'
            : state.graceEndsAt
              ? 'Ended: the renewal was not paid'
              : state.status === 'TRIAL_ACTIVE'
                ? 'Trial ended'
                : 'Ended at the end of the period'
        await history(tx, due, change.item!, at, { description, details: { at: at.toISOString() } })
        return { subscriptionId: due.id, step: step.kind, outcome: change.state.status }
      }
      // nothing to do (a stale time): put the row's next time right, never leave it due
      const next = machine.nextActionAt(state)
      await tx
        .update(subscriptions)
        .set({ nextActionAt: next && next > at ? next : null })
        .where(eq(subscriptions.id, due.id))
      return { subscriptionId: due.id, step: step.kind, outcome: 'NONE' }
    })
  }

  let chain: Promise<unknown> = Promise.resolve()
  /** Handles every row due now, earliest first; at most `limit` steps in one run. */
  /** The scheduler's work for /metrics: renewals, trial conversions, retries, resumes and expiries, by outcome. */
  const scheduledTotal = () =>
    counter('marquee_subscription_steps_total', 'Subscription steps the renewal scheduler took, by step, reason and outcome', [
      'step',
      'reason',
      'outcome',
    ] as const)

  async function runDue(opts: { limit?: number } = {}): Promise<RunSummary> {
    const limit = opts.limit ?? 1000
    const handled: RunSummary['handled'] = []
    const at = now()
    while (handled.length < limit) {
      const one = await runOne(at)
      if (!one) break
      handled.push(one)
      scheduledTotal().inc({ step: one.step, reason: one.reason ?? 'NONE', outcome: one.outcome })
    }
    return { handled }
  }

  /** The account's own changes: one locked row, one transition. */
  async function change(
    accountId: string,
    subscriptionId: string,
    work: (tx: Tx, row: SubscriptionRow, state: machine.LifecycleState, at: Date) => Promise<EngineFailure | null>,
  ): Promise<EngineOutcome> {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).limit(1).for('update')
      // another account's licence is "not found": its id tells nothing
      if (!row || row.accountId !== accountId) return failure(404, 'NOT_FOUND', ['No such licence.'])
      const problem = await work(tx, row, stateOf(row), now())
      if (problem) return problem
      const [after] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).limit(1)
      return { ok: true, subscriptionId, state: stateOf(after!) }
    })
  }
  const refused = (r: machine.Refusal) => failure(409, r.code, [r.message])

  /**
   * The cancellation promo this licence may be offered now: a live, renewing, paid licence (not a
   * trial, not paused or failing), an active promo for its licence, not yet used by the account.
   */
  async function promoFor(tx: Tx, row: SubscriptionRow, at: Date): Promise<VoucherRow | null> {
    const s = stateOf(row)
    if (s.status !== 'ACTIVE' || !s.autoRenewing || s.pauseState || s.graceEndsAt || row.discountedRenewalsLeft > 0) return null
    const promos = await tx
      .select()
      .from(vouchers)
      .where(and(eq(vouchers.cancellationPromo, true), eq(vouchers.active, true)))
      .orderBy(asc(vouchers.code))
    const used = new Set(
      (
        await tx.select({ code: voucherRedemptions.code }).from(voucherRedemptions).where(eq(voucherRedemptions.accountId, row.accountId))
      ).map((r) => r.code),
    )
    return (
      promos.find(
        (p) =>
          !used.has(p.code) &&
          (!p.licenceIds.length || p.licenceIds.includes(row.licenceId)) &&
          (!p.validFrom || p.validFrom <= at) &&
          (!p.validUntil || p.validUntil > at) &&
          (p.discountType === 'PERCENTAGE' || (p.currency === row.currency && p.scale === row.scale)),
      ) ?? null
    )
  }
  const offer = (row: SubscriptionRow, promo: VoucherRow) => ({
    ...promoView(promo),
    discountedRenewal: { amount: promoRenewalAmount(row, promo), scale: row.scale, currency: row.currency },
    renewal: { amount: row.renewalAmount, scale: row.scale, currency: row.currency },
  })
  const cancelNow = async (tx: Tx, row: SubscriptionRow, state: machine.LifecycleState, at: Date) => {
    const next = machine.cancel(state, at)
    if (!next.ok) return refused(next)
    await save(tx, row, next.state, at, { cancelledAt: at })
    if (next.state.status === 'EXPIRED') await closeAccess(tx, row, at)
    await history(tx, row, next.item!, at, {
      description: 'Cancelled',
      details: { accessUntil: next.state.status === 'EXPIRED' ? at.toISOString() : next.state.currentPeriodEnd.toISOString() },
    })
    return null
  }

  return {
    runDue: (opts?: { limit?: number }): Promise<RunSummary> => {
      // one run at a time in this process; other processes are kept apart by the row locks
      const run = chain.then(() => runDue(opts))
      chain = run.catch(() => undefined)
      return run
    },

    pause: (accountId: string, id: string, resumeAt: Date | null) =>
      change(accountId, id, async (tx, row, state, at) => {
        const next = machine.requestPause(state, at, resumeAt)
        if (!next.ok) return refused(next)
        await save(tx, row, next.state, at)
        await history(tx, row, next.item!, at, {
          description: 'Pause requested',
          details: { from: state.currentPeriodEnd.toISOString(), resumeAt: resumeAt?.toISOString() ?? null },
        })
        return null
      }),

    resume: (accountId: string, id: string) =>
      change(accountId, id, async (tx, row, state, at) => {
        const next = machine.resume(state)
        if (!next.ok) return refused(next)
        if (!next.charge) {
          await save(tx, row, next.state, at)
          await history(tx, row, next.item!, at, { description: 'Pause withdrawn' })
          return null
        }
        const outcome = await charge(tx, row, 'RESUME', at)
        if (outcome === 'ALREADY_CHARGED')
          return failure(409, 'PAYMENT_IN_PROGRESS', ['This licence was being charged at this moment; try again shortly.'])
        if (outcome === 'FAILED') {
          const [payment] = await tx
            .select()
            .from(payments)
            .where(eq(payments.subscriptionId, row.id))
            .orderBy(desc(payments.createdAt))
            .limit(1)
          return failure(
            402,
            payment?.failureCode ?? 'failedPayment',
            ['The licence could not be resumed: the payment failed.', payment?.failureMessage ?? ''].filter(Boolean),
          )
        }
        return null
      }),

    /** Cancel; unless `ignorePromo`, a licence that may be offered a cancellation promo answers 409 CANCELLATION_PROMO_AVAILABLE with it instead. */
    cancel: (accountId: string, id: string, opts: { ignorePromo?: boolean } = {}) =>
      change(accountId, id, async (tx, row, state, at) => {
        if (!opts.ignorePromo) {
          const promo = await promoFor(tx, row, at)
          if (promo)
            return failure(409, 'CANCELLATION_PROMO_AVAILABLE', ['Before you go: an offer is available for this licence.'], {
              promo: offer(row, promo),
            })
        }
        return cancelNow(tx, row, state, at)
      }),

    /** The promo this licence would be offered now, if any. */
    verifyPromo: async (accountId: string, id: string) =>
      db.transaction(async (tx) => {
        const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1)
        if (!row || row.accountId !== accountId) return failure(404, 'NOT_FOUND', ['No such licence.'])
        const promo = await promoFor(tx, row, now())
        return { ok: true as const, subscriptionId: id, available: !!promo, promo: promo ? offer(row, promo) : null }
      }),

    /** Take the promo: the licence keeps renewing, its next renewals at the discounted price. */
    redeemPromo: (accountId: string, id: string) =>
      change(accountId, id, async (tx, row, _state, at) => {
        const promo = await promoFor(tx, row, at)
        if (!promo) return failure(409, 'PROMO_NOT_AVAILABLE', ['No offer is available for this licence.'])
        const amount = promoRenewalAmount(row, promo)
        await tx
          .update(subscriptions)
          .set({ voucherCode: promo.code, discountedRenewalsLeft: promo.lifeTimeRepeat, discountedRenewalAmount: amount, updatedAt: at })
          .where(eq(subscriptions.id, row.id))
        await tx.insert(voucherRedemptions).values({ code: promo.code, accountId, paymentId: null, redeemedAt: at })
        await history(tx, row, 'SUBSCRIPTION', at, {
          description: 'Cancellation offer taken',
          details: {
            code: promo.code,
            periods: promo.lifeTimeRepeat,
            discountedRenewal: { amount, scale: row.scale, currency: row.currency },
          },
        })
        return null
      }),

    /** Turn the promo down: the licence is cancelled as asked (renewal stops at the period end). */
    refusePromo: (accountId: string, id: string) => change(accountId, id, (tx, row, state, at) => cancelNow(tx, row, state, at)),

    /** Every active cancellation promo (what an editor previews). */
    promos: async () =>
      (
        await db
          .select()
          .from(vouchers)
          .where(and(eq(vouchers.cancellationPromo, true), eq(vouchers.active, true)))
          .orderBy(asc(vouchers.code))
      ).map(promoView),

    reactivate: (accountId: string, id: string) =>
      change(accountId, id, async (tx, row, state, at) => {
        const next = machine.reactivate(state, at)
        if (!next.ok) return refused(next)
        await save(tx, row, next.state, at, { cancelledAt: null })
        await history(tx, row, next.item!, at, { description: 'Reactivated' })
        // left at a price change and then reactivated: the new price is asked about again
        const [left] = await tx
          .select()
          .from(priceMigrations)
          .where(and(eq(priceMigrations.subscriptionId, row.id), eq(priceMigrations.status, 'LEFT')))
          .orderBy(desc(priceMigrations.createdAt))
          .limit(1)
        if (left) await tx.update(priceMigrations).set({ status: 'PENDING', decidedAt: null }).where(eq(priceMigrations.id, left.id))
        return null
      }),

    /**
     * Change plan within the licence's family. An upgrade is charged now, prorated (decision 017),
     * and its period starts now; a downgrade is kept for the end of the period, when the renewal
     * charges the new plan. Choosing the held plan again withdraws a downgrade not yet in force.
     */
    changeTier: (accountId: string, id: string, targetLicenceId: string) =>
      change(accountId, id, async (tx, row, state, at) => {
        const [current] = await tx.select().from(licences).where(eq(licences.id, row.licenceId)).limit(1)
        const [target] = await tx.select().from(licences).where(eq(licences.id, targetLicenceId)).limit(1)
        if (!target) return failure(409, 'INVALID_TIER_CHANGE', ['There is no such plan.'])
        if (target.id === row.licenceId && row.scheduledLicenceId) {
          await tx.update(subscriptions).set({ scheduledLicenceId: null, updatedAt: at }).where(eq(subscriptions.id, row.id))
          await history(tx, row, 'SUBSCRIPTION', at, {
            description: 'Plan change withdrawn',
            details: { licenceId: row.scheduledLicenceId },
          })
          return null
        }
        const kind = machine.tierChange(current!, target)
        if (!kind.ok) return failure(409, 'INVALID_TIER_CHANGE', [kind.message])
        const refusal = machine.tierChangeRefusal(state)
        if (refusal) return failure(409, 'NOT_ALLOWED', [refusal])
        if (!target.subscriptionPeriod || !isPeriod(target.subscriptionPeriod))
          return failure(409, 'INVALID_TIER_CHANGE', ['That plan cannot be changed to.'])
        // the new plan's billing requirements apply as at its checkout
        const missing = missingBillingFields(target.requiredBillingFields, await billingFieldsOf(tx, accountId))
        if (missing.length)
          return failure(424, 'BASKET_REQUIREMENTS_FAILED', ['Billing details are required for this plan.'], {
            details: { missingFields: missing },
          })
        if (kind.kind === 'DOWNGRADE') {
          await tx.update(subscriptions).set({ scheduledLicenceId: target.id, updatedAt: at }).where(eq(subscriptions.id, row.id))
          await history(tx, row, 'SUBSCRIPTION', at, {
            description: `Changes to ${target.name} at the end of the period`,
            details: { from: current!.id, to: target.id, at: row.currentPeriodEnd.toISOString() },
          })
          return null
        }
        const quote = upgradeQuote(row, current!, target, at)
        const charged = await chargeOffSession(tx, row, target, {
          // the payment history lists it as what it is
          kind: 'LICENCE_UPGRADE',
          price: { amount: quote.due, tax: quote.tax, scale: row.scale, currency: row.currency },
          key: `upgrade:${row.id}:${target.id}:${row.currentPeriodStart.toISOString()}`,
          at,
          description: `${target.name} (${target.sku}) upgrade`,
        })
        if (!charged) return failure(409, 'PAYMENT_IN_PROGRESS', ['This upgrade was being charged at this moment; try again shortly.'])
        const { paymentId, result, method, providerId } = charged
        const money = { amount: quote.due, scale: row.scale, currency: row.currency }
        if (result.status !== 'succeeded') {
          const { code, message } = await recordChargeRefused(tx, paymentId, result, at)
          await history(tx, row, 'FAILED_PAYMENT', at, {
            status: 'FAILED',
            paymentId,
            amount: money,
            description: message,
            details: { failureCode: code, upgradeTo: target.id },
          })
          return failure(402, code, ['The plan was not changed: the payment failed.', message])
        }
        await recordChargeSucceeded(tx, paymentId, result.providerRef, at)
        const next = machine.upgraded(state, at, target.subscriptionPeriod)
        if (!next.ok) throw new Error('unreachable: the state was checked above')
        await closeAccess(tx, row, at)
        await save(tx, row, next.state, at, {
          ...onLicence(target, target.subscriptionPeriod),
          paymentMethodId: method?.id ?? row.paymentMethodId,
          provider: providerId,
        })
        await tx.insert(entitlements).values({
          id: randomUUID(),
          accountId: row.accountId,
          licenceId: target.id,
          startsAt: next.state.currentPeriodStart,
          endsAt: next.state.currentPeriodEnd,
          source: 'UPGRADE',
          subscriptionId: row.id,
          paymentId,
          createdAt: at,
        })
        await withdrawPriceMigration(tx, row, at)
        await history(tx, { ...row, licenceId: target.id }, next.item!, at, {
          status: 'SUCCEEDED',
          paymentId,
          amount: money,
          description: `Upgraded to ${target.name}`,
          details: {
            from: current!.id,
            to: target.id,
            price: quote.price,
            credit: quote.credit,
            periodStart: next.state.currentPeriodStart.toISOString(),
            periodEnd: next.state.currentPeriodEnd.toISOString(),
          },
        })
        return null
      }),

    /**
     * Pay a licence with another saved card of the account. With `checkBillingDetails`, the billing
     * fields the licence asks for must be on record first (424 BASKET_REQUIREMENTS_FAILED). A
     * licence whose renewal is failing is charged again with the new card at once.
     */
    setCard: (accountId: string, id: string, cardId: string, opts: { checkBillingDetails?: boolean } = {}) =>
      change(accountId, id, async (tx, row, state, at) => {
        if (state.status === 'EXPIRED') return failure(409, 'NOT_ALLOWED', ['This licence has ended.'])
        const [card] = await tx
          .select()
          .from(paymentMethods)
          .where(and(eq(paymentMethods.id, cardId), eq(paymentMethods.accountId, accountId)))
          .limit(1)
        const provider = card ? providers.get(card.provider as ProviderId) : undefined
        if (!card || card.removedAt || !provider || provider.supports.zeroAmountOnly)
          return failure(404, 'CARD_NOT_FOUND', ['No such card.'])
        if (opts.checkBillingDetails) {
          const [licence] = await tx.select().from(licences).where(eq(licences.id, row.licenceId)).limit(1)
          const missing = missingBillingFields(licence?.requiredBillingFields ?? [], await billingFieldsOf(tx, accountId))
          if (missing.length)
            return failure(424, 'BASKET_REQUIREMENTS_FAILED', ['Billing details are required.'], { details: { missingFields: missing } })
        }
        const next = machine.retryNow(state, at)
        await save(tx, row, next, at, { paymentMethodId: card.id, provider: card.provider })
        const digits = card.last4 ? ` •••• ${card.last4}` : ''
        await history(tx, row, 'PAY_BY_ANOTHER_CARD', at, {
          description: `Paid with ${(card.brand ?? card.methodType).toUpperCase()}${digits} from now on`,
          details: { cardId: card.id },
        })
        return null
      }),

    /**
     * Ask the holders of a licence to move to a new renewal price (an operator's call): every live
     * subscription of the licence (or the ones named) gets a PENDING migration, replacing one not
     * yet answered. Subscriptions already at that price are left alone.
     */
    proposePrice: async (licenceId: string, price: { amount: number; scale: number; currency: string }, subscriptionIds?: string[]) =>
      db.transaction(async (tx) => {
        const at = now()
        const rows = await tx
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.licenceId, licenceId))
          .orderBy(asc(subscriptions.createdAt))
        const chosen = rows.filter(
          (r) =>
            (!subscriptionIds || subscriptionIds.includes(r.id)) &&
            r.status !== 'EXPIRED' &&
            r.currency === price.currency &&
            !(r.renewalAmount === price.amount && r.scale === price.scale),
        )
        const ids: string[] = []
        for (const row of chosen) {
          await tx
            .update(priceMigrations)
            .set({ status: 'WITHDRAWN', decidedAt: at })
            .where(and(eq(priceMigrations.subscriptionId, row.id), eq(priceMigrations.status, 'PENDING')))
          const migrationId = randomUUID()
          await tx.insert(priceMigrations).values({
            id: migrationId,
            subscriptionId: row.id,
            accountId: row.accountId,
            licenceId,
            ...price,
            status: 'PENDING',
            createdAt: at,
          })
          await history(tx, row, 'SUBSCRIPTION', at, { description: 'New price proposed', details: { migrationId, price } })
          ids.push(row.id)
        }
        return { subscriptionIds: ids }
      }),

    /**
     * The subscriber's answer to a price change: CONTINUE (the next renewals charge the new price)
     * or LEAVE (no more renewals; access to the end of the paid period, as a cancellation).
     */
    priceConsent: (accountId: string, id: string, answer: 'CONTINUE' | 'LEAVE') =>
      change(accountId, id, async (tx, row, state, at) => {
        const [pending] = await tx
          .select()
          .from(priceMigrations)
          .where(and(eq(priceMigrations.subscriptionId, row.id), eq(priceMigrations.status, 'PENDING')))
          .limit(1)
        if (!pending) return failure(409, 'NO_PRICE_MIGRATION', ['This licence has no price change to answer.'])
        const price = { amount: pending.amount, scale: pending.scale, currency: pending.currency }
        if (answer === 'LEAVE') {
          const next = machine.cancel(state, at)
          if (!next.ok) return refused(next)
          await save(tx, row, next.state, at, { cancelledAt: at })
          if (next.state.status === 'EXPIRED') await closeAccess(tx, row, at)
          await tx.update(priceMigrations).set({ status: 'LEFT', decidedAt: at }).where(eq(priceMigrations.id, pending.id))
          await history(tx, row, next.item!, at, {
            description: 'Left at the price change',
            details: { price, accessUntil: next.state.currentPeriodEnd.toISOString() },
          })
          return null
        }
        if (state.status === 'EXPIRED') return failure(409, 'NOT_ALLOWED', ['This licence has ended; buy it again instead.'])
        await tx
          .update(subscriptions)
          .set({ renewalAmount: pending.amount, scale: pending.scale, currency: pending.currency, updatedAt: at })
          .where(eq(subscriptions.id, row.id))
        await tx.update(priceMigrations).set({ status: 'CONTINUED', decidedAt: at }).where(eq(priceMigrations.id, pending.id))
        await history(tx, row, 'SUBSCRIPTION', at, {
          description: 'New price accepted',
          details: { price, from: row.currentPeriodEnd.toISOString() },
        })
        return null
      }),

    /** The account's history items, newest first. */
    history: (accountId: string) =>
      db
        .select()
        .from(paymentHistory)
        .where(eq(paymentHistory.accountId, accountId))
        .orderBy(desc(paymentHistory.createdAt), desc(paymentHistory.id)),
  }
}
export type SubscriptionEngine = ReturnType<typeof createSubscriptionEngine>
