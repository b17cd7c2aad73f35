/**
 * The subscription state machine (docs/decisions/017-subscription-lifecycle.md). Pure: every
 * function takes a state and a time and returns the next state, the payment-history item the
 * change writes, and when the scheduler next has work on the row. The service and the renewal
 * scheduler only persist what these functions answer; no other code changes a subscription's
 * status, renewal flag, pause state or pending actions.
 */
import { addDays } from 'date-fns'
import { periodBoundary, type Period } from './periods.ts'

export type LicenceStatus = 'ACTIVE' | 'INACTIVE' | 'TRIAL_ACTIVE' | 'EXPIRED'
export type PauseState = 'PAUSE_REQUESTED' | 'PAUSED' | 'NOT_ALLOWED'
export type PendingAction = 'CONFIRMED_PAYMENT_REQUIRED' | 'REFRESH_PAYMENT_DETAILS'
export type HistoryItemType =
  | 'SUBSCRIPTION'
  | 'TRIAL_INVOICE'
  | 'PAID_ORDER'
  | 'PAID_INVOICE'
  | 'LICENCE_RENEWAL'
  | 'FAILED_PAYMENT'
  | 'CANCEL_SUBSCRIPTION'
  | 'CANCELLED_SUBSCRIPTION'
  | 'LICENCE_CANCELLED'
  | 'LICENCE_UPGRADE'
  | 'LICENCE_DOWNGRADE'
  | 'PAY_BY_ANOTHER_CARD'

export interface LifecycleState {
  status: LicenceStatus
  autoRenewing: boolean
  /** the stored pause state: null, PAUSE_REQUESTED or PAUSED (NOT_ALLOWED is derived, see pauseStateView) */
  pauseState: string | null
  pendingActions: string[]
  period: Period
  /** period boundaries are counted from here: boundary(anchorAt, n) starts period n */
  anchorAt: Date
  /** periods paid (or given by the trial) since anchorAt: the current period ends at boundary(anchorAt, periodsPaid) */
  periodsPaid: number
  currentPeriodStart: Date
  currentPeriodEnd: Date
  trialEndsAt: Date | null
  failedAttempts: number
  graceEndsAt: Date | null
  resumeAt: Date | null
  nextActionAt: Date | null
}

/** When failed renewals are tried again, counted from the end of the unpaid period, and when access stops. */
export interface RetryPolicy {
  retryAfterDays: number[]
  graceDays: number
}
export const DEFAULT_RETRY_POLICY: RetryPolicy = { retryAfterDays: [1, 3, 5], graceDays: 7 }

/** NOT_ALLOWED, or a code of its own where a client has its own words for the reason (a resume date inside the paid period). */
export type Refusal = { ok: false; code: 'NOT_ALLOWED' | 'RESUME_DATE_TOO_EARLY'; message: string }
export type Changed = { ok: true; state: LifecycleState; item: HistoryItemType | null }
export type Change = Changed | Refusal
const refuse = (message: string, code: Refusal['code'] = 'NOT_ALLOWED'): Refusal => ({ ok: false, code, message })

const live = (s: LifecycleState) => s.status === 'ACTIVE' || s.status === 'TRIAL_ACTIVE'
const inGrace = (s: LifecycleState) => s.graceEndsAt !== null
const without = (list: string[], action: PendingAction) => list.filter((a) => a !== action)
const withAction = (list: string[], action: PendingAction) => (list.includes(action) ? list : [...list, action])

/** When the scheduler must next look at a state (null: nothing will happen by itself). */
export function nextActionAt(s: LifecycleState): Date | null {
  if (s.status === 'EXPIRED') return null
  if (s.pauseState === 'PAUSED') return s.resumeAt
  if (!live(s)) return null
  if (inGrace(s)) return s.nextActionAt // the retry time or the grace end, set when the charge failed
  return s.currentPeriodEnd
}
const settle = (s: LifecycleState): LifecycleState => ({ ...s, nextActionAt: nextActionAt(s) })

/** What the scheduler does with a row whose nextActionAt has come. */
export type DueStep =
  | { kind: 'CHARGE'; reason: 'RENEWAL' | 'TRIAL_CONVERSION' | 'RETRY' | 'RESUME' }
  | { kind: 'EXPIRE' }
  | { kind: 'PAUSE' }
  | { kind: 'NONE' }

export function dueStep(s: LifecycleState, at: Date): DueStep {
  if (!s.nextActionAt || s.nextActionAt > at || s.status === 'EXPIRED') return { kind: 'NONE' }
  if (s.pauseState === 'PAUSED') return s.resumeAt && s.resumeAt <= at ? { kind: 'CHARGE', reason: 'RESUME' } : { kind: 'NONE' }
  if (!live(s)) return { kind: 'NONE' }
  if (inGrace(s)) return s.graceEndsAt! <= at ? { kind: 'EXPIRE' } : { kind: 'CHARGE', reason: 'RETRY' }
  if (s.currentPeriodEnd > at) return { kind: 'NONE' }
  if (s.pauseState === 'PAUSE_REQUESTED') return { kind: 'PAUSE' }
  if (!s.autoRenewing) return { kind: 'EXPIRE' }
  return { kind: 'CHARGE', reason: s.status === 'TRIAL_ACTIVE' ? 'TRIAL_CONVERSION' : 'RENEWAL' }
}

/** A renewal (or trial conversion, retry, resume) was paid: the next period opens where the last one ended, or now on resume. */
export function chargeSucceeded(s: LifecycleState, at: Date): Change {
  const resuming = s.pauseState === 'PAUSED'
  const anchorAt = resuming ? at : s.anchorAt
  const periodsPaid = resuming ? 1 : s.periodsPaid + 1
  const wasTrial = s.status === 'TRIAL_ACTIVE'
  const next: LifecycleState = {
    ...s,
    status: 'ACTIVE',
    pauseState: null,
    resumeAt: null,
    pendingActions: without(without(s.pendingActions, 'REFRESH_PAYMENT_DETAILS'), 'CONFIRMED_PAYMENT_REQUIRED'),
    anchorAt,
    periodsPaid,
    currentPeriodStart: periodBoundary(anchorAt, s.period, periodsPaid - 1),
    currentPeriodEnd: periodBoundary(anchorAt, s.period, periodsPaid),
    failedAttempts: 0,
    graceEndsAt: null,
  }
  return { ok: true, state: settle(next), item: resuming || wasTrial ? 'PAID_INVOICE' : 'LICENCE_RENEWAL' }
}

/**
 * A charge was refused. A renewal enters (or stays in) the grace period with REFRESH_PAYMENT_DETAILS
 * pending (CONFIRMED_PAYMENT_REQUIRED too when the provider wants the buyer to authenticate), to be
 * tried again on the policy's schedule; after the last retry only the grace end is left. A refused
 * resume leaves the licence paused.
 */
export function chargeFailed(s: LifecycleState, at: Date, opts: { needsAuthentication?: boolean; policy?: RetryPolicy } = {}): Change {
  const policy = opts.policy ?? DEFAULT_RETRY_POLICY
  if (s.pauseState === 'PAUSED') {
    return {
      ok: true,
      state: settle({ ...s, resumeAt: null, pendingActions: withAction(s.pendingActions, 'REFRESH_PAYMENT_DETAILS') }),
      item: 'FAILED_PAYMENT',
    }
  }
  const failedAttempts = s.failedAttempts + 1
  const dueAt = s.currentPeriodEnd
  const graceEndsAt = s.graceEndsAt ?? addDays(dueAt, policy.graceDays)
  const retry = policy.retryAfterDays[failedAttempts - 1]
  const retryAt = retry === undefined ? null : addDays(dueAt, retry)
  let pendingActions = withAction(s.pendingActions, 'REFRESH_PAYMENT_DETAILS')
  if (opts.needsAuthentication) pendingActions = withAction(pendingActions, 'CONFIRMED_PAYMENT_REQUIRED')
  const next: LifecycleState = {
    ...s,
    failedAttempts,
    graceEndsAt,
    pendingActions,
    // a retry whose time has passed already (the scheduler was behind) is due at once
    nextActionAt: retryAt && retryAt < graceEndsAt ? retryAt : graceEndsAt,
  }
  void at
  return { ok: true, state: next, item: 'FAILED_PAYMENT' }
}

/**
 * The current period (or the grace period) ended with nothing paid: the licence expires. Which item:
 * a cancelled subscription's end, an unpaid one's end, or a trial that was not converted.
 */
export function expire(s: LifecycleState): Change {
  if (!live(s)) return refuse('Only a live licence can expire.')
  const item: HistoryItemType = inGrace(s) ? 'LICENCE_CANCELLED' : 'CANCELLED_SUBSCRIPTION'
  return {
    ok: true,
    state: settle({ ...s, status: 'EXPIRED', autoRenewing: false, pauseState: null, resumeAt: null, graceEndsAt: null }),
    item,
  }
}

/** The period of a licence whose pause was requested ended: it is paused (no access, no billing). */
export function enterPause(s: LifecycleState): Change {
  if (s.pauseState !== 'PAUSE_REQUESTED') return refuse('No pause was requested.')
  return { ok: true, state: settle({ ...s, status: 'INACTIVE', pauseState: 'PAUSED' }), item: 'SUBSCRIPTION' }
}

/** Whether a licence may be paused now; the reason when not. */
export function pauseRefusal(s: LifecycleState): string | null {
  if (s.status !== 'ACTIVE') return s.status === 'TRIAL_ACTIVE' ? 'A free trial cannot be paused.' : 'Only an active licence can be paused.'
  if (!s.autoRenewing) return 'A cancelled licence cannot be paused; reactivate it first.'
  if (inGrace(s)) return 'A licence with a failed payment cannot be paused; update the payment details first.'
  if (s.pauseState) return 'This licence is paused already.'
  return null
}

/** The pause state an account sees: the stored one, or NOT_ALLOWED when a pause is refused. */
export function pauseStateView(s: LifecycleState): PauseState | null {
  if (s.pauseState === 'PAUSED' || s.pauseState === 'PAUSE_REQUESTED') return s.pauseState
  return pauseRefusal(s) && s.status !== 'EXPIRED' ? 'NOT_ALLOWED' : null
}

/** Pause: billing and access stop at the end of the paid period (resumeAt: resume by itself then). */
export function requestPause(s: LifecycleState, at: Date, resumeAt: Date | null): Change {
  const refusal = pauseRefusal(s)
  if (refusal) return refuse(refusal)
  if (resumeAt && resumeAt <= s.currentPeriodEnd)
    return refuse('The resume date must be after the end of the current period.', 'RESUME_DATE_TOO_EARLY')
  void at
  return { ok: true, state: settle({ ...s, pauseState: 'PAUSE_REQUESTED', resumeAt }), item: 'SUBSCRIPTION' }
}

/**
 * Resume. Before the pause took effect it only withdraws the request (nothing to charge); a
 * paused licence must be charged: the caller charges and then applies chargeSucceeded or chargeFailed.
 */
export function resume(s: LifecycleState): { ok: true; charge: boolean; state: LifecycleState; item: HistoryItemType | null } | Refusal {
  if (s.pauseState === 'PAUSE_REQUESTED')
    return { ok: true, charge: false, state: settle({ ...s, pauseState: null, resumeAt: null }), item: 'SUBSCRIPTION' }
  if (s.pauseState === 'PAUSED' && s.status !== 'EXPIRED') return { ok: true, charge: true, state: s, item: null }
  return refuse('This licence is not paused.')
}

/** Cancel: no more renewals; access lasts to the end of the paid period. During a failing renewal it ends now. */
export function cancel(s: LifecycleState, at: Date): Change {
  if (!live(s) && s.pauseState !== 'PAUSED') return refuse('This licence has ended already.')
  if (s.pauseState === 'PAUSED' || inGrace(s)) {
    const ended = {
      ...s,
      status: 'EXPIRED' as const,
      autoRenewing: false,
      pauseState: null,
      resumeAt: null,
      graceEndsAt: null,
      currentPeriodEnd: inGrace(s) ? at : s.currentPeriodEnd,
    }
    return { ok: true, state: settle(ended), item: 'CANCEL_SUBSCRIPTION' }
  }
  if (!s.autoRenewing) return refuse('This licence is cancelled already.')
  return { ok: true, state: settle({ ...s, autoRenewing: false, pauseState: null, resumeAt: null }), item: 'CANCEL_SUBSCRIPTION' }
}

/** Reactivate a cancelled licence before its period ends: renewals resume from the same schedule. */
export function reactivate(s: LifecycleState, at: Date): Change {
  if (!live(s) || s.currentPeriodEnd <= at) return refuse('This licence has ended; buy it again instead.')
  if (s.autoRenewing) return refuse('This licence is not cancelled.')
  return { ok: true, state: settle({ ...s, autoRenewing: true }), item: 'SUBSCRIPTION' }
}

// ── changing tier within a licence family (upgrade now, downgrade at the period end) ──

/** What a tier change needs to know of a licence. */
export interface TierOf {
  id: string
  family: string
  rank: number
  type: string
  purchaseStrategy: string
  onSale: boolean
  currency: string
}

/**
 * Whether moving from `current` to `target` is a change of tier: both subscriptions of one family,
 * the target on sale, paid, in the same currency and of another rank. A higher rank is an upgrade
 * (applies now, with proration), a lower one a downgrade (applies at the end of the period).
 */
export function tierChange(current: TierOf, target: TierOf): { ok: true; kind: 'UPGRADE' | 'DOWNGRADE' } | { ok: false; message: string } {
  if (target.id === current.id) return { ok: false, message: 'This is the plan you hold already.' }
  if (target.family !== current.family) return { ok: false, message: 'You can only change to another plan of the same family.' }
  if (target.purchaseStrategy !== 'SUBSCRIPTION' || target.type === 'FREE' || !target.onSale)
    return { ok: false, message: 'That plan cannot be changed to.' }
  if (target.currency !== current.currency) return { ok: false, message: 'That plan is sold in another currency.' }
  if (target.rank === current.rank) return { ok: false, message: 'That plan is neither an upgrade nor a downgrade of yours.' }
  return { ok: true, kind: target.rank > current.rank ? 'UPGRADE' : 'DOWNGRADE' }
}

/** Whether the licence's state allows a tier change now: a paid, renewing licence that is not paused or failing. */
export function tierChangeRefusal(s: LifecycleState): string | null {
  if (s.status === 'TRIAL_ACTIVE') return 'A free trial cannot change plans; it can once it is paid.'
  if (s.status !== 'ACTIVE') return 'Only an active licence can change plans.'
  if (!s.autoRenewing) return 'A cancelled licence cannot change plans; reactivate it first.'
  if (s.pauseState) return 'A paused licence cannot change plans; resume it first.'
  if (inGrace(s)) return 'A licence with a failed payment cannot change plans; update the payment details first.'
  return null
}

/**
 * The proration of an upgrade (decision 017): the unused share of the current period's price is
 * credited against the new plan's full price for a period that starts now.
 * credit = floor(price × unused seconds / period seconds), in integer minor units (the subscriber
 * is never credited more than the unused share); due = max(0, new price − credit). Both amounts
 * are at the subscription's scale and currency.
 */
export function proration(
  current: { amount: number; periodStart: Date; periodEnd: Date },
  newPrice: number,
  at: Date,
): { credit: number; due: number } {
  const length = BigInt(Math.max(1, Math.floor((current.periodEnd.getTime() - current.periodStart.getTime()) / 1000)))
  const unusedSeconds = Math.max(
    0,
    Math.floor((current.periodEnd.getTime() - Math.max(at.getTime(), current.periodStart.getTime())) / 1000),
  )
  const unused = BigInt(Math.min(unusedSeconds, Number(length)))
  const credit = Number((BigInt(Math.max(0, current.amount)) * unused) / length)
  return { credit, due: Math.max(0, newPrice - credit) }
}

/** An upgrade was paid: the new plan's first period starts now (a new anchor, one period paid). */
export function upgraded(s: LifecycleState, at: Date, period: Period): Change {
  const refusal = tierChangeRefusal(s)
  if (refusal) return refuse(refusal)
  const next: LifecycleState = {
    ...s,
    period,
    anchorAt: at,
    periodsPaid: 1,
    currentPeriodStart: at,
    currentPeriodEnd: periodBoundary(at, period, 1),
    failedAttempts: 0,
    graceEndsAt: null,
  }
  return { ok: true, state: settle(next), item: 'LICENCE_UPGRADE' }
}

/**
 * A downgrade takes over at the renewal: the new plan's periods are counted from the end of the
 * current one (which stays as it was; the renewal about to be charged pays the first new period).
 */
export function switchedAtRenewal(s: LifecycleState, period: Period): LifecycleState {
  return { ...s, period, anchorAt: s.currentPeriodEnd, periodsPaid: 0 }
}

/** The card of a licence in its failing renewal's grace period changed: try it at once rather than on the retry schedule. */
export function retryNow(s: LifecycleState, at: Date): LifecycleState {
  return inGrace(s) && live(s) && s.graceEndsAt! > at ? { ...s, nextActionAt: at } : s
}
