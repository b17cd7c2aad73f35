/**
 * What the account's billing pages show, as pure functions of the platform's data: a licence's
 * status label (by the product's precedence) and renewal display state, a payment-history item's
 * shown amount, and how a saved payment method is written. Each answer names a string key of the
 * billing namespace and the values it needs, so the page only translates.
 */
import type { HeldLicence } from '#app/platform/commerce.server.ts'
import type { HistoryItem } from '#app/platform/billing.server.ts'

export type StatusKey =
  | 'billing:status.pauseRequested'
  | 'billing:status.resumeRequested'
  | 'billing:status.paymentPending'
  | 'billing:status.pausedActive'
  | 'billing:status.pausedInactive'
  | 'billing:status.freeTrial'
  | 'billing:status.expired'
  | 'billing:status.renewsToday'
  | 'billing:status.expiresToday'
  | 'billing:status.renewsTomorrow'
  | 'billing:status.expiresTomorrow'
  | 'billing:status.renewsDaily'
  | 'billing:status.renewsWeekly'
  | 'billing:status.renewsMonthly'
  | 'billing:status.renewsYearly'
  | 'billing:status.endsOn'
  | 'billing:status.accessUntil'
  | 'billing:status.boughtOn'

export interface StatusLabel {
  key: StatusKey
  /** the day the label speaks of (ISO), when it names one */
  date: string | null
}

/** Period code → the wording family of its renewal. */
function renewalWording(period: string | null | undefined): StatusKey | null {
  if (!period) return null
  if (period === 'P1D') return 'billing:status.renewsDaily'
  if (/^P\d+[DW]$/.test(period)) return 'billing:status.renewsWeekly'
  if (/^P\d+M$/.test(period)) return 'billing:status.renewsMonthly'
  if (/^P\d+Y$/.test(period)) return 'billing:status.renewsYearly'
  return null
}

/** Whole UTC calendar days from `now` to `iso` (0: today, 1: tomorrow). */
function daysUntil(iso: string, now: Date): number {
  const day = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())
  return Math.round((day(new Date(iso)) - day(now)) / 86_400_000)
}

/**
 * The status label of a held licence. First match wins: pause requested; resume requested;
 * payment pending; paused (with access left or not); free trial; no longer in force; renews or
 * expires today; tomorrow; then by purchase strategy and renewal period.
 */
export function statusLabel(held: Pick<HeldLicence, 'licence' | 'licenceStatus'>, now: Date): StatusLabel {
  const s = held.licenceStatus
  const end = s.currentPeriodEnd
  const renewing = s.autoRenewingStatus === 'AUTO_RENEWING'
  const strategy = held.licence.purchaseStrategy.type
  const at = (key: StatusKey, date: string | null = end): StatusLabel => ({ key, date })
  if (s.pauseState === 'PAUSE_REQUESTED') return at('billing:status.pauseRequested')
  if (s.pauseState === 'RESUME_REQUESTED') return at('billing:status.resumeRequested')
  if (
    s.subscriptionPendingActions.includes('CONFIRMED_PAYMENT_REQUIRED') ||
    s.subscriptionPendingActions.includes('REFRESH_PAYMENT_DETAILS')
  )
    return at('billing:status.paymentPending')
  if (s.pauseState === 'PAUSED')
    return s.status === 'ACTIVE' ? at('billing:status.pausedActive') : at('billing:status.pausedInactive', null)
  if (s.status === 'TRIAL_ACTIVE') return at('billing:status.freeTrial', s.trialEndsAt ?? end)
  if (s.status === 'EXPIRED' || s.status === 'INACTIVE') return at('billing:status.expired')
  const subscription = strategy === 'SUBSCRIPTION'
  if (end) {
    const days = daysUntil(end, now)
    if (days === 0) return at(subscription && renewing ? 'billing:status.renewsToday' : 'billing:status.expiresToday')
    if (days === 1) return at(subscription && renewing ? 'billing:status.renewsTomorrow' : 'billing:status.expiresTomorrow')
  }
  if (subscription) {
    const wording = renewing ? renewalWording(held.licence.purchaseStrategy.subscriptionPeriod ?? held.licence.subscriptionPeriod) : null
    return at(wording ?? 'billing:status.endsOn')
  }
  if (strategy === 'PPV' && !end) return at('billing:status.boughtOn', s.licencePayment.purchaseTimestamp)
  return end ? at('billing:status.accessUntil') : at('billing:status.boughtOn', s.licencePayment.purchaseTimestamp)
}

export type RenewalState = 'CONFIRMED' | 'UNCONFIRMED' | 'UNKNOWN_RENEWING' | 'RENEWAL'

/** How the current period stands as to payment: waiting for confirmation, paid by a renewal, renewing with no payment known yet, or paid. */
export function renewalState(s: HeldLicence['licenceStatus']): RenewalState {
  const event = s.licencePayment.paymentEventType
  if (event === 'UNCONFIRMED' || s.subscriptionPendingActions.includes('CONFIRMED_PAYMENT_REQUIRED')) return 'UNCONFIRMED'
  if (event === 'RENEWAL') return 'RENEWAL'
  if ((event === 'UNKNOWN' || event === 'TRIAL') && s.autoRenewingStatus === 'AUTO_RENEWING') return 'UNKNOWN_RENEWING'
  return 'CONFIRMED'
}

/** Item types whose amount is not money that changed hands: shown as a dash. */
const DASHED = new Set([
  'TRIAL_INVOICE',
  'FAILED_INVOICE',
  'FAILED_PAYMENT',
  'PAYMENT_FAILED',
  'FAILED_REFUND',
  'CANCEL_SUBSCRIPTION',
  'CANCELLED_SUBSCRIPTION',
  'LICENCE_CANCELLED',
  'LICENCE_REVOKED',
])

/** The amount a history item shows: the first refund of a refund, nothing (a dash) for trial and failed items, else the transaction amount. */
export function shownAmount(item: Pick<HistoryItem, 'itemType' | 'transactionDetails'>) {
  if (DASHED.has(item.itemType)) return null
  if (item.itemType === 'REFUNDED' || item.itemType === 'PRO_RATA_REFUND')
    return item.transactionDetails.refundAmount ?? item.transactionDetails.amount
  return item.transactionDetails.amount
}

/** How a saved method is written: a card shows its brand and last four digits; a mobile method only masked digits. */
export function methodText(card: { paymentMethodType: string; cardType: string | null; last4Digits: string | null }): {
  brand: string
  digits: string
} {
  if (card.paymentMethodType === 'CARD') return { brand: (card.cardType ?? '').toUpperCase(), digits: `•••• ${card.last4Digits ?? '••••'}` }
  return { brand: card.paymentMethodType, digits: '•••• ••••' }
}

export type LicenceAction = 'pause' | 'resume' | 'cancel' | 'reactivate'

/**
 * What the viewer may do with a held licence now: nothing with a one-off purchase or an ended
 * licence; resume while a pause is asked for or in force (paused, it is INACTIVE); reactivate a cancelled licence that
 * still runs; otherwise cancel, and pause where the plan allows it (not during a trial or while a
 * renewal is failing: the platform answers pauseState NOT_ALLOWED then).
 */
export function licenceActions(held: Pick<HeldLicence, 'subscriptionId' | 'licenceStatus'>): LicenceAction[] {
  const s = held.licenceStatus
  if (!held.subscriptionId || s.status === 'EXPIRED') return []
  // a paused licence is INACTIVE (no access, no billing) until it is resumed
  if (s.pauseState === 'PAUSE_REQUESTED' || s.pauseState === 'PAUSED') return ['resume']
  if (s.status === 'INACTIVE') return []
  if (s.autoRenewingStatus === 'NOT_AUTO_RENEWING') return ['reactivate']
  return s.pauseState === 'NOT_ALLOWED' ? ['cancel'] : ['pause', 'cancel']
}
