/**
 * Shapes of the platform's commerce answers as the web app reads them (platform/openapi.yaml is
 * the reference). Shared by server and browser code: no runtime imports here.
 */

/** An integer amount in 10^-scale units of an ISO 4217 currency: 999 at scale 2 in GBP is £9.99. */
export interface Money {
  amount: number
  scale: number
  currency: string
  /** the platform's exact decimal text, when it sends one */
  decimal?: string
}

/** GIFT: the item of a gift basket (a one-off price for someone else). */
export type PurchaseStrategyType = 'SUBSCRIPTION' | 'FIXED_DATE' | 'PPV' | 'GIFT'

export interface Licence {
  id: string
  name: string
  description: string
  family: string
  rank: number
  type: 'STANDARD' | 'FREE'
  purchaseStrategy: {
    type: PurchaseStrategyType
    subscriptionPeriod: string | null
    accessEndsAt: string | null
  }
  subscriptionPeriod: string | null
  trialDetails: { trialPeriod: string; trialDays: number } | null
  amounts: {
    amount: number
    currency: string
    scale: number
    sku: string
    taxInclusive: boolean
    periodAmounts: Array<{ period: string; amount: number }>
  }
  discounts: Array<{
    type: 'PERCENTAGE' | 'AMOUNT'
    percentage?: number
    amount?: number
    state: 'ACTIVE' | 'UPCOMING' | 'EXPIRED'
    lifeTimeRepeat: number
  }>
  cta: string | null
  billingRequirements?: string[]
}

export interface FamilyLicence extends Licence {
  eligible: boolean
  ineligibleReason: string | null
  active: boolean
}

export interface LicenceFamily {
  family: string
  licences: FamilyLicence[]
  entitlements?: Array<{
    licenceId: string
    status: string
    from: string
    until: string | null
    source: string
  }>
}

export type BasketStatus = 'OPEN' | 'PAYING' | 'REQUIRES_ACTION' | 'PAID' | string

export interface Basket {
  id: string
  status: BasketStatus
  item: Licence | null
  basketItems: Array<{
    sku: string
    licenceId: string
    subscriptionSetting: {
      subscriptionPeriod: string | null
      subscriptionType: string
      trialPeriodDuration: string | null
    }
  }>
  vouchers: Array<{
    code: string
    description: string
    discountType: string
    percentage: number | null
    amount: number | null
    lifeTimeRepeat: number
  }>
  freeTrial: {
    available: boolean
    trialPeriod: string | null
    acknowledgeNoFreeTrial: boolean
  } | null
  price: Money | null
  discount: Money | null
  discountedTotal: Money | null
  discountedTax: Money | null
  dueNow: Money | null
  recurring: {
    period: string
    price: Money
    discounted: { amount: Money; periods: number } | null
  } | null
  providers: string[]
  providerId: string | null
  providerHasVouchers: boolean
  billingDetailsRequired: boolean
  missingFields: string[]
  /** a gift basket: for whom, with which message */
  gift?: { productId: string; recipientEmail: string; message: string }
}

export interface SavedCard {
  cardId: string
  paymentDetailsExternalId: string
  paymentProviderId: string
  paymentMethodType: string
  cardType: string | null
  last4Digits: string | null
  expiryMonth: number | null
  expiryYear: number | null
  cardHolder: string | null
  isDefault: boolean
}

export interface PaymentProviderInfo {
  id: string
  supports: {
    paymentMethodTypes: string[]
    zeroAmountOnly: boolean
    authentication: boolean
    formFields: string[]
  }
}

/** What a pay or authorize call answered when it did not throw. */
export interface PayAnswer {
  status: 'SUCCEEDED' | 'REQUIRES_ACTION'
  paymentId: string
  basketId: string | null
  licenceId: string
  /** a paid gift basket: the gift made (its page shows the code) */
  giftId?: string
  nextAction?: { type: 'AUTHORIZE'; redirectUrl: string | null }
}
