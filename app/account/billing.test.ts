import { describe, expect, it } from 'vitest'
import type { HeldLicence } from '#app/platform/commerce.server.ts'
import { licenceActions, methodText, renewalState, shownAmount, statusLabel } from './billing.ts'

const NOW = new Date('2026-05-10T09:00:00Z')
const money = (amount: number) => ({ amount, scale: 2, currency: 'GBP', decimal: (amount / 100).toFixed(2) })

function held(
  status: Partial<HeldLicence['licenceStatus']> = {},
  strategy: 'SUBSCRIPTION' | 'FIXED_DATE' | 'PPV' = 'SUBSCRIPTION',
  period: string | null = 'P1M',
): HeldLicence {
  return {
    subscriptionId: strategy === 'SUBSCRIPTION' ? 'sub' : null,
    licence: {
      purchaseStrategy: { type: strategy, subscriptionPeriod: period, accessEndsAt: null },
      subscriptionPeriod: period,
    } as HeldLicence['licence'],
    licenceStatus: {
      status: 'ACTIVE',
      autoRenewingStatus: 'AUTO_RENEWING',
      pauseState: null,
      subscriptionPendingActions: [],
      currentPeriodStart: '2026-04-20T00:00:00Z',
      currentPeriodEnd: '2026-05-20T00:00:00Z',
      trialEndsAt: null,
      price: { ...money(999), period: 'P1M' },
      licencePayment: {
        paymentEventType: 'CONFIRMED',
        purchaseTimestamp: '2026-02-20T00:00:00Z',
        expiryTimestamp: '2026-05-20T00:00:00Z',
        cardId: null,
        purchaseId: null,
      },
      ...status,
    } as HeldLicence['licenceStatus'],
  }
}
const key = (h: HeldLicence) => statusLabel(h, NOW).key.replace('billing:status.', '')

describe('licence status label', () => {
  it('follows the precedence: pause requested, resume requested, payment pending, paused, trial', () => {
    const everything = {
      pauseState: 'PAUSE_REQUESTED',
      subscriptionPendingActions: ['CONFIRMED_PAYMENT_REQUIRED'],
      status: 'TRIAL_ACTIVE' as const,
      currentPeriodEnd: '2026-05-10T20:00:00Z',
    }
    expect(key(held(everything))).toBe('pauseRequested')
    expect(key(held({ ...everything, pauseState: 'RESUME_REQUESTED' }))).toBe('resumeRequested')
    expect(key(held({ ...everything, pauseState: 'PAUSED' }))).toBe('paymentPending')
    expect(key(held({ ...everything, pauseState: null, subscriptionPendingActions: ['REFRESH_PAYMENT_DETAILS'] }))).toBe('paymentPending')
    expect(key(held({ ...everything, pauseState: 'PAUSED', subscriptionPendingActions: [], status: 'ACTIVE' }))).toBe('pausedActive')
    expect(key(held({ ...everything, pauseState: 'PAUSED', subscriptionPendingActions: [], status: 'INACTIVE' }))).toBe('pausedInactive')
    expect(key(held({ ...everything, pauseState: null, subscriptionPendingActions: [] }))).toBe('freeTrial')
  })

  it('says today and tomorrow before the period wording, renewing or not', () => {
    expect(key(held({ currentPeriodEnd: '2026-05-10T23:00:00Z' }))).toBe('renewsToday')
    expect(key(held({ currentPeriodEnd: '2026-05-10T23:00:00Z', autoRenewingStatus: 'NOT_AUTO_RENEWING' }))).toBe('expiresToday')
    expect(key(held({ currentPeriodEnd: '2026-05-11T01:00:00Z' }))).toBe('renewsTomorrow')
    expect(key(held({ currentPeriodEnd: '2026-05-11T01:00:00Z' }, 'FIXED_DATE', null))).toBe('expiresTomorrow')
  })

  it('then words the renewal by its period, or the end of access by purchase strategy', () => {
    expect(key(held({}, 'SUBSCRIPTION', 'P1D'))).toBe('renewsDaily')
    expect(key(held({}, 'SUBSCRIPTION', 'P7D'))).toBe('renewsWeekly')
    expect(key(held({}, 'SUBSCRIPTION', 'P14D'))).toBe('renewsWeekly')
    expect(key(held({}, 'SUBSCRIPTION', 'P3M'))).toBe('renewsMonthly')
    expect(key(held({}, 'SUBSCRIPTION', 'P2Y'))).toBe('renewsYearly')
    expect(key(held({ autoRenewingStatus: 'NOT_AUTO_RENEWING' }))).toBe('endsOn')
    expect(key(held({}, 'FIXED_DATE', null))).toBe('accessUntil')
    expect(statusLabel(held({ currentPeriodEnd: null }, 'PPV', null), NOW)).toEqual({
      key: 'billing:status.boughtOn',
      date: '2026-02-20T00:00:00Z',
    })
    expect(key(held({ status: 'EXPIRED' }))).toBe('expired')
    expect(statusLabel(held(), NOW).date).toBe('2026-05-20T00:00:00Z')
  })
})

describe('renewal display state', () => {
  const s = (status: Partial<HeldLicence['licenceStatus']>, event: HeldLicence['licenceStatus']['licencePayment']['paymentEventType']) => {
    const h = held(status).licenceStatus
    return renewalState({ ...h, licencePayment: { ...h.licencePayment, paymentEventType: event } })
  }
  it('is UNCONFIRMED, RENEWAL, UNKNOWN_RENEWING or CONFIRMED', () => {
    expect(s({}, 'UNCONFIRMED')).toBe('UNCONFIRMED')
    expect(s({ subscriptionPendingActions: ['CONFIRMED_PAYMENT_REQUIRED'] }, 'CONFIRMED')).toBe('UNCONFIRMED')
    expect(s({}, 'RENEWAL')).toBe('RENEWAL')
    expect(s({}, 'TRIAL')).toBe('UNKNOWN_RENEWING')
    expect(s({}, 'UNKNOWN')).toBe('UNKNOWN_RENEWING')
    expect(s({ autoRenewingStatus: 'NOT_AUTO_RENEWING' }, 'UNKNOWN')).toBe('CONFIRMED')
    expect(s({}, 'CONFIRMED')).toBe('CONFIRMED')
  })
})

describe('payment history amount', () => {
  const item = (itemType: string, refund: number | null = null) => ({
    itemType,
    transactionDetails: { amount: money(999), refundAmount: refund === null ? null : money(refund) } as never,
  })
  it('is the transaction amount, the first refund of a refund, and a dash for trial and failed items', () => {
    expect(shownAmount(item('LICENCE_RENEWAL'))).toEqual(money(999))
    expect(shownAmount(item('REFUNDED', 400))).toEqual(money(400))
    expect(shownAmount(item('TRIAL_INVOICE'))).toBeNull()
    expect(shownAmount(item('FAILED_INVOICE'))).toBeNull()
    expect(shownAmount(item('FAILED_PAYMENT'))).toBeNull()
  })
})

describe('saved payment method text', () => {
  it('shows a card’s brand and last digits, and only masked digits for a mobile method', () => {
    expect(methodText({ paymentMethodType: 'CARD', cardType: 'visa', last4Digits: '4242' })).toEqual({ brand: 'VISA', digits: '•••• 4242' })
    expect(methodText({ paymentMethodType: 'GCASH', cardType: null, last4Digits: '7788' })).toEqual({ brand: 'GCASH', digits: '•••• ••••' })
  })
})

describe('what a held licence offers', () => {
  it('pause and cancel while it renews; cancel only where pausing is not allowed (a trial, a failing renewal)', () => {
    expect(licenceActions(held())).toEqual(['pause', 'cancel'])
    expect(licenceActions(held({ status: 'TRIAL_ACTIVE', pauseState: 'NOT_ALLOWED' }))).toEqual(['cancel'])
  })

  it('resume while a pause is asked for or in force; reactivate a cancelled licence that still runs', () => {
    expect(licenceActions(held({ pauseState: 'PAUSE_REQUESTED' }))).toEqual(['resume'])
    expect(licenceActions(held({ pauseState: 'PAUSED', status: 'INACTIVE' }))).toEqual(['resume'])
    expect(licenceActions(held({ status: 'INACTIVE' }))).toEqual([])
    expect(licenceActions(held({ autoRenewingStatus: 'NOT_AUTO_RENEWING' }))).toEqual(['reactivate'])
  })

  it('nothing for an ended licence or a one-off purchase', () => {
    expect(licenceActions(held({ status: 'EXPIRED' }))).toEqual([])
    expect(licenceActions(held({}, 'PPV', null))).toEqual([])
  })
})
