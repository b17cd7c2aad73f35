import { describe, expect, it } from 'vitest'
import { decideStep, parseLicences, paymentMode, type StepInput } from './steps.ts'
import type { Basket } from './types.ts'

const adult = { isGuest: false, tp: 'ADULT' as const }
const money = (amount: number) => ({ amount, scale: 2, currency: 'GBP', decimal: (amount / 100).toFixed(2) })
function basket(over: Partial<Basket> = {}): Basket {
  return {
    id: 'b1',
    status: 'OPEN',
    item: { id: 'premium-monthly' } as Basket['item'],
    basketItems: [],
    vouchers: [],
    freeTrial: null,
    price: money(999),
    discount: money(0),
    discountedTotal: money(999),
    discountedTax: money(167),
    dueNow: money(999),
    recurring: null,
    providers: ['sandbox'],
    providerId: 'sandbox',
    providerHasVouchers: true,
    billingDetailsRequired: false,
    missingFields: [],
    createdAt: '2026-06-01T12:00:00.000Z',
    updatedAt: '2026-06-01T12:00:00.000Z',
    ...over,
  }
}
const step = (over: Partial<StepInput>) => decideStep({ viewer: adult, basket: null, wanted: [], ...over })

describe('the checkout step', () => {
  it('sends a guest to sign in, or to sign up when asked', () => {
    expect(step({ viewer: { isGuest: true } })).toBe('LOGIN')
    expect(step({ viewer: { isGuest: true }, wantsSignup: true })).toBe('SIGNUP')
    expect(step({ viewer: { isGuest: true }, basket: basket() })).toBe('LOGIN')
  })

  it('asks for owed consent answers first, and refuses a child profile', () => {
    expect(step({ viewer: { ...adult, missingInformationStatus: 'REQUIRED' } })).toBe('CONSENT')
    expect(step({ viewer: { isGuest: false, tp: 'CHILD' }, basket: basket() })).toBe('REFUSED')
  })

  it('chooses a package without a basket, on request, or when the basket is for other licences', () => {
    expect(step({})).toBe('PACKAGE_SELECTION')
    expect(step({ basket: basket(), changePackage: true })).toBe('PACKAGE_SELECTION')
    expect(step({ basket: basket(), wanted: ['ppv-fight-night-main-card'] })).toBe('PACKAGE_SELECTION')
    expect(step({ basket: basket(), wanted: ['premium-monthly', 'premium-yearly'] })).toBe('PAYMENT_PAGE')
  })

  it('leaves an unpaid gift for a plan chosen for the viewer; only the gift flow (?gift=1) pays it', () => {
    // a gift of one month of Premium is an item of the monthly plan's id
    const gift = basket({ gift: { productId: 'gift-1-month', recipientEmail: 'friend@example.com', message: '' } })
    expect(step({ basket: gift, wanted: ['premium-monthly', 'premium-yearly'] })).toBe('PACKAGE_SELECTION')
    expect(step({ basket: gift, wanted: ['premium-monthly'], forGift: true })).toBe('PACKAGE_SELECTION')
    expect(step({ basket: gift, changePackage: true })).toBe('PACKAGE_SELECTION')
    expect(step({ basket: gift, changePackage: true, forGift: true })).toBe('PACKAGE_SELECTION')
    // a bare checkout (after signing in, the account's plans link, an address typed) offers the plans
    expect(step({ basket: gift })).toBe('PACKAGE_SELECTION')
    expect(step({ basket: gift, forGift: false })).toBe('PACKAGE_SELECTION')
    // the gift shop's checkout goes on to pay it, through the same steps as a plan
    expect(step({ basket: gift, forGift: true })).toBe('PAYMENT_PAGE')
    expect(step({ basket: { ...gift, billingDetailsRequired: true, missingFields: ['line1'] }, forGift: true })).toBe('BILLING_DETAILS')
  })

  it('follows a gift payment under way wherever the checkout is opened', () => {
    const gift = (status: Basket['status']) =>
      basket({ status, gift: { productId: 'gift-1-month', recipientEmail: 'friend@example.com', message: '' } })
    for (const forGift of [true, false]) {
      expect(step({ basket: gift('REQUIRES_ACTION'), forGift })).toBe('PAYMENT_AUTHORIZATION')
      expect(step({ basket: gift('PAYING'), forGift })).toBe('PAYMENT_PAGE')
      expect(step({ basket: gift('PAID'), forGift })).toBe('PAYMENT_COMPLETE')
    }
  })

  it('asks nothing more of an ordinary basket on a checkout opened for a gift', () => {
    expect(step({ basket: basket(), forGift: true })).toBe('PAYMENT_PAGE')
  })

  it('asks for billing details, then the no-trial acknowledgement, before the payment page', () => {
    expect(
      step({
        basket: basket({
          billingDetailsRequired: true,
          missingFields: ['line1'],
        }),
      }),
    ).toBe('BILLING_DETAILS')
    expect(
      step({
        basket: basket({
          freeTrial: {
            available: false,
            trialPeriod: 'P7D',
            acknowledgeNoFreeTrial: false,
          },
        }),
      }),
    ).toBe('ACKNOWLEDGE_NO_FREE_TRIAL')
    expect(
      step({
        basket: basket({
          freeTrial: {
            available: false,
            trialPeriod: 'P7D',
            acknowledgeNoFreeTrial: true,
          },
        }),
      }),
    ).toBe('PAYMENT_PAGE')
    expect(
      step({
        basket: basket({
          freeTrial: {
            available: true,
            trialPeriod: 'P7D',
            acknowledgeNoFreeTrial: false,
          },
        }),
      }),
    ).toBe('PAYMENT_PAGE')
  })

  it('follows a payment in progress: authorisation, processing, complete', () => {
    expect(
      step({
        basket: basket({ status: 'REQUIRES_ACTION' }),
        changePackage: true,
      }),
    ).toBe('PAYMENT_AUTHORIZATION')
    expect(step({ basket: basket({ status: 'PAYING' }) })).toBe('PAYMENT_PAGE')
    expect(step({ basket: basket({ status: 'PAID' }) })).toBe('PAYMENT_COMPLETE')
  })

  it('pays nothing through zero balance, else a saved card or a new one', () => {
    expect(paymentMode(basket({ dueNow: money(0), providerId: 'zero_balance' }), 2)).toBe('ZERO_BALANCE')
    expect(paymentMode(basket(), 1)).toBe('CREDIT_CARD_PAYMENT')
    expect(paymentMode(basket(), 0)).toBe('NEW_PAYMENT')
  })

  it('reads ?licences= as a short list of licence ids', () => {
    expect(parseLicences('premium-monthly, premium-yearly,premium-monthly')).toEqual(['premium-monthly', 'premium-yearly'])
    expect(parseLicences('../etc,<x>,ok_1')).toEqual(['ok_1'])
    expect(parseLicences(null)).toEqual([])
  })
})
