import { describe, expect, it } from 'vitest'
import * as m from './lifecycle.ts'

const T0 = new Date('2026-01-31T12:00:00Z')
const FEB28 = new Date('2026-02-28T12:00:00Z')
const MAR31 = new Date('2026-03-31T12:00:00Z')
const day = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000)

const active = (over: Partial<m.LifecycleState> = {}): m.LifecycleState => {
  const s: m.LifecycleState = {
    status: 'ACTIVE',
    autoRenewing: true,
    pauseState: null,
    pendingActions: [],
    period: 'P1M',
    anchorAt: T0,
    periodsPaid: 1,
    currentPeriodStart: T0,
    currentPeriodEnd: FEB28,
    trialEndsAt: null,
    failedAttempts: 0,
    graceEndsAt: null,
    resumeAt: null,
    nextActionAt: FEB28,
    ...over,
  }
  return s
}
const ok = (c: m.Change): m.Changed => {
  if (!c.ok) throw new Error(`refused: ${c.message}`)
  return c
}

describe('subscription state machine', () => {
  it('renews at the period end from the anchor (31 Jan → 28 Feb → 31 Mar), writing LICENCE_RENEWAL', () => {
    const s = active()
    expect(m.dueStep(s, day(FEB28, -1))).toEqual({ kind: 'NONE' })
    expect(m.dueStep(s, FEB28)).toEqual({ kind: 'CHARGE', reason: 'RENEWAL' })
    const next = ok(m.chargeSucceeded(s, FEB28))
    expect(next.item).toBe('LICENCE_RENEWAL')
    expect(next.state).toMatchObject({ status: 'ACTIVE', periodsPaid: 2, currentPeriodStart: FEB28, currentPeriodEnd: MAR31, nextActionAt: MAR31 })
  })

  it('a failure enters grace with REFRESH_PAYMENT_DETAILS, retries on schedule, then expires with LICENCE_CANCELLED', () => {
    let s = active()
    const first = ok(m.chargeFailed(s, FEB28))
    expect(first.item).toBe('FAILED_PAYMENT')
    expect(first.state).toMatchObject({ failedAttempts: 1, graceEndsAt: day(FEB28, 7), nextActionAt: day(FEB28, 1), pendingActions: ['REFRESH_PAYMENT_DETAILS'] })
    s = first.state
    expect(m.dueStep(s, day(FEB28, 1))).toEqual({ kind: 'CHARGE', reason: 'RETRY' })
    s = ok(m.chargeFailed(s, day(FEB28, 1))).state
    expect(s.nextActionAt).toEqual(day(FEB28, 3))
    s = ok(m.chargeFailed(s, day(FEB28, 3))).state
    expect(s.nextActionAt).toEqual(day(FEB28, 5))
    s = ok(m.chargeFailed(s, day(FEB28, 5))).state
    expect(s.nextActionAt).toEqual(day(FEB28, 7))
    expect(m.dueStep(s, day(FEB28, 6))).toEqual({ kind: 'NONE' })
    expect(m.dueStep(s, day(FEB28, 7))).toEqual({ kind: 'EXPIRE' })
    const ended = ok(m.expire(s))
    expect(ended).toMatchObject({ item: 'LICENCE_CANCELLED', state: { status: 'EXPIRED', nextActionAt: null } })
    expect(m.pauseStateView(ended.state)).toBeNull()
  })

  it('a retry that succeeds opens the unpaid period on its own dates and clears the pending actions', () => {
    const failing = ok(m.chargeFailed(active(), FEB28, { needsAuthentication: true })).state
    expect(failing.pendingActions).toEqual(['REFRESH_PAYMENT_DETAILS', 'CONFIRMED_PAYMENT_REQUIRED'])
    const paid = ok(m.chargeSucceeded(failing, day(FEB28, 3)))
    expect(paid.state).toMatchObject({ currentPeriodStart: FEB28, currentPeriodEnd: MAR31, pendingActions: [], graceEndsAt: null, failedAttempts: 0 })
  })

  it('a trial converts with PAID_INVOICE, or ends with CANCELLED_SUBSCRIPTION when it was cancelled', () => {
    const trial = active({ status: 'TRIAL_ACTIVE', anchorAt: day(T0, 7), periodsPaid: 0, currentPeriodEnd: day(T0, 7), trialEndsAt: day(T0, 7), nextActionAt: day(T0, 7) })
    expect(m.pauseStateView(trial)).toBe('NOT_ALLOWED')
    expect(m.dueStep(trial, day(T0, 7))).toEqual({ kind: 'CHARGE', reason: 'TRIAL_CONVERSION' })
    const converted = ok(m.chargeSucceeded(trial, day(T0, 7)))
    expect(converted).toMatchObject({ item: 'PAID_INVOICE', state: { status: 'ACTIVE', periodsPaid: 1, currentPeriodStart: day(T0, 7), currentPeriodEnd: new Date('2026-03-07T12:00:00Z') } })
    const cancelled = ok(m.cancel(trial, day(T0, 1)))
    expect(cancelled.item).toBe('CANCEL_SUBSCRIPTION')
    expect(m.dueStep(cancelled.state, day(T0, 7))).toEqual({ kind: 'EXPIRE' })
    expect(ok(m.expire(cancelled.state))).toMatchObject({ item: 'CANCELLED_SUBSCRIPTION', state: { status: 'EXPIRED' } })
  })

  it('cancel keeps access to the period end; reactivate before it restores renewal; after it is refused', () => {
    const cancelled = ok(m.cancel(active(), day(T0, 3))).state
    expect(cancelled).toMatchObject({ autoRenewing: false, status: 'ACTIVE', nextActionAt: FEB28 })
    expect(m.cancel(cancelled, day(T0, 4))).toMatchObject({ ok: false, code: 'NOT_ALLOWED' })
    expect(m.pauseStateView(cancelled)).toBe('NOT_ALLOWED')
    const back = ok(m.reactivate(cancelled, day(T0, 5)))
    expect(back).toMatchObject({ item: 'SUBSCRIPTION', state: { autoRenewing: true } })
    expect(m.reactivate(back.state, day(T0, 6))).toMatchObject({ ok: false })
    expect(m.reactivate(cancelled, FEB28)).toMatchObject({ ok: false })
  })

  it('cancelling during a failing renewal ends the licence at once', () => {
    const failing = ok(m.chargeFailed(active(), FEB28)).state
    const ended = ok(m.cancel(failing, day(FEB28, 2)))
    expect(ended.state).toMatchObject({ status: 'EXPIRED', currentPeriodEnd: day(FEB28, 2), nextActionAt: null })
    expect(m.pauseStateView(failing)).toBe('NOT_ALLOWED')
  })

  it('pause takes effect at the period end (no charge), resume before it withdraws it, resume after it charges and re-anchors', () => {
    const s = active()
    expect(m.requestPause(s, day(T0, 2), day(T0, 10))).toMatchObject({ ok: false })
    const requested = ok(m.requestPause(s, day(T0, 2), null))
    expect(requested.state).toMatchObject({ pauseState: 'PAUSE_REQUESTED', status: 'ACTIVE', nextActionAt: FEB28 })
    expect(m.requestPause(requested.state, day(T0, 3), null)).toMatchObject({ ok: false })
    expect(m.resume(requested.state)).toMatchObject({ ok: true, charge: false, state: { pauseState: null } })
    expect(m.dueStep(requested.state, FEB28)).toEqual({ kind: 'PAUSE' })
    const paused = ok(m.enterPause(requested.state)).state
    expect(paused).toMatchObject({ status: 'INACTIVE', pauseState: 'PAUSED', nextActionAt: null })
    expect(m.dueStep(paused, day(FEB28, 100))).toEqual({ kind: 'NONE' })
    expect(m.resume(paused)).toMatchObject({ ok: true, charge: true })
    const at = day(FEB28, 10)
    const resumed = ok(m.chargeSucceeded(paused, at))
    expect(resumed).toMatchObject({ item: 'PAID_INVOICE', state: { status: 'ACTIVE', pauseState: null, anchorAt: at, periodsPaid: 1, currentPeriodStart: at, currentPeriodEnd: new Date('2026-04-10T12:00:00Z') } })
    const refused = ok(m.chargeFailed(paused, at))
    expect(refused.state).toMatchObject({ pauseState: 'PAUSED', status: 'INACTIVE', pendingActions: ['REFRESH_PAYMENT_DETAILS'] })
  })

  it('a pause with a resume date resumes by itself then', () => {
    const resumeAt = day(FEB28, 14)
    const paused = ok(m.enterPause(ok(m.requestPause(active(), day(T0, 2), resumeAt)).state)).state
    expect(paused.nextActionAt).toEqual(resumeAt)
    expect(m.dueStep(paused, day(resumeAt, -1))).toEqual({ kind: 'NONE' })
    expect(m.dueStep(paused, resumeAt)).toEqual({ kind: 'CHARGE', reason: 'RESUME' })
  })

  it('an expired licence refuses every change', () => {
    const ended = ok(m.expire(ok(m.cancel(active(), T0)).state)).state
    for (const c of [m.cancel(ended, FEB28), m.reactivate(ended, FEB28), m.requestPause(ended, FEB28, null), m.resume(ended), m.expire(ended)]) expect(c.ok).toBe(false)
    expect(m.dueStep(ended, day(FEB28, 400))).toEqual({ kind: 'NONE' })
  })
})

describe('tier changes', () => {
  const start = new Date('2026-02-01T00:00:00Z')
  const end = new Date('2026-03-01T00:00:00Z') // 28 days
  it('credits the unused share of the period, rounded down, in integer minor units', () => {
    expect(m.proration({ amount: 999, periodStart: start, periodEnd: end }, 9999, new Date('2026-02-15T00:00:00Z'))).toEqual({ credit: 499, due: 9500 })
    // before the period: all of it; after it: nothing
    expect(m.proration({ amount: 999, periodStart: start, periodEnd: end }, 9999, new Date('2026-01-01T00:00:00Z'))).toEqual({ credit: 999, due: 9000 })
    expect(m.proration({ amount: 999, periodStart: start, periodEnd: end }, 9999, new Date('2026-04-01T00:00:00Z'))).toEqual({ credit: 0, due: 9999 })
    // a credit above the new price is not paid out
    expect(m.proration({ amount: 9999, periodStart: start, periodEnd: end }, 999, start)).toEqual({ credit: 9999, due: 0 })
    // large amounts stay exact (no float rounding)
    expect(m.proration({ amount: 9_007_199_254_740, periodStart: start, periodEnd: end }, 0, new Date('2026-02-08T00:00:00Z')).credit).toBe(6_755_399_441_055)
  })

  it('an upgrade is a higher rank of the same family; anything else is no tier change', () => {
    const monthly = { id: 'm', family: 'premium', rank: 1, type: 'STANDARD', purchaseStrategy: 'SUBSCRIPTION', onSale: true, currency: 'GBP' }
    expect(m.tierChange(monthly, { ...monthly, id: 'y', rank: 2 })).toEqual({ ok: true, kind: 'UPGRADE' })
    expect(m.tierChange({ ...monthly, id: 'y', rank: 2 }, monthly)).toEqual({ ok: true, kind: 'DOWNGRADE' })
    for (const target of [monthly, { ...monthly, id: 'p', family: 'ppv' }, { ...monthly, id: 'x', rank: 1 }, { ...monthly, id: 'e', rank: 2, currency: 'EUR' }, { ...monthly, id: 'o', rank: 2, onSale: false }])
      expect(m.tierChange(monthly, target).ok).toBe(false)
  })
})
