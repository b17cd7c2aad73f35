/**
 * The platform calls of commerce (licences, the basket, vouchers, payment methods, paying), over
 * the app's one platform client, and the mapping of payment errors to the message keys a page
 * shows. Web routes call the platform's commerce only through this module. Paths and shapes:
 * platform/openapi.yaml (tag commerce).
 */
import type { components } from '#schemas/generated/api.ts'
import { PlatformError, type PlatformClient } from './client.server.ts'

/** The shapes below that openapi.yaml describes are the types generated from it (`npm run schemas:gen`). */
type Api = components['schemas']

const seg = encodeURIComponent

export type Period = Api['Period']
export type ProviderId = Api['ProviderSupport']['id']
export type PaymentMethodType = Api['Card']['paymentMethodType']

/** An integer amount of 10^-scale units; `decimal` is the exact amount / 10^scale. Format it with Intl. */
export type Money = Api['Money']

export type Licence = Api['Licence']

export interface LicenceFamily {
  family: string
  licences: Array<Licence & { eligible: boolean; ineligibleReason: string | null; active: boolean }>
  entitlements?: Array<{ licenceId: string; status: 'ACTIVE'; from: string; until: string | null; source: string }>
}

export interface LicenceStatus {
  status: 'ACTIVE' | 'INACTIVE' | 'TRIAL_ACTIVE' | 'EXPIRED'
  autoRenewingStatus: 'AUTO_RENEWING' | 'NOT_AUTO_RENEWING'
  pauseState: string | null
  subscriptionPendingActions: string[]
  currentPeriodStart: string
  currentPeriodEnd: string | null
  trialEndsAt: string | null
  /** what the next renewal charges and how often (period null for a one-off purchase) */
  price: (Money & { period: Period | null }) | null
  licencePayment: {
    paymentEventType: 'CONFIRMED' | 'UNCONFIRMED' | 'RENEWAL' | 'TRIAL' | 'UNKNOWN'
    purchaseTimestamp: string
    expiryTimestamp: string | null
    cardId: string | null
    purchaseId: string | null
  }
  /** a new price to consent to (continue or leave), from `effectiveAt` (subscriptions only) */
  priceMigration?: { status: 'PENDING'; price: Money & { period: Period | null }; effectiveAt: string } | null
  /** a downgrade that takes over at the end of the period */
  scheduledChange?: { licenceId: string; name: string; at: string } | null
  /** plans of the same family this licence may change to now; an upgrade with what it costs today */
  changeOptions?: Array<{
    licenceId: string
    name: string
    kind: 'UPGRADE' | 'DOWNGRADE'
    price: Money & { period: Period | null }
    dueNow: Money | null
    credit: Money | null
  }>
}

export interface HeldLicence {
  licence: Licence
  subscriptionId: string | null
  licenceStatus: LicenceStatus
}

export type Basket = Api['Basket']

export type PaymentArrangement = Api['PaymentArrangement']

export type PayAnswer = Api['PayAnswer']

export type Card = Api['Card']

export type PaymentProviderInfo = Api['ProviderSupport']

/** The sandbox's own card form, as the platform expects it in `details`. */
export interface SandboxCardDetails {
  cardNumber: string
  /** MM/YY */
  expiry: string
  cvc: string
  cardHolder: string
}

export function commerceCalls(client: PlatformClient) {
  return {
    /** Licences on sale, or exactly `licenceIds`. */
    licences: (licenceIds?: string[]) =>
      client.request<{ licences: Licence[] }>('GET', '/licences', { query: { licenceId: licenceIds?.join(',') || undefined } }),
    /** Families of licences (PURCHASE page); with the viewer's entitlements when signed in. */
    licenceFamilies: (opts: { licenceIds?: string[]; includeEntitlements?: boolean } = {}) =>
      client.request<{ families: LicenceFamily[] }>('GET', '/licence-family', {
        query: {
          licenceId: opts.licenceIds?.join(',') || undefined,
          includeEntitlements: opts.includeEntitlements ? 'ALL_ACTIVE_USER_ENTITLEMENTS' : undefined,
        },
      }),
    userLicences: () => client.request<{ licences: HeldLicence[] }>('GET', '/user/licence'),

    /** The viewer's basket being filled or paid; null when there is none. */
    basket: async (): Promise<Basket | null> => {
      try {
        return await client.request<Basket>('GET', '/customer/basket')
      } catch (error) {
        if (error instanceof PlatformError && error.status === 404) return null
        throw error
      }
    },
    createBasket: (licenceId: string, voucherCode?: string) =>
      client.request<Basket>('POST', '/basket', { body: { licenceId, ...(voucherCode ? { voucherCode } : {}) } }),
    /** Change the licence and/or answer the free-trial question (false: 409 freeTrialDenied when the trial was had). */
    changeBasket: (basketId: string, opts: { licenceId?: string; acknowledgeNoFreeTrial?: boolean } = {}) =>
      client.request<Basket>('PUT', `/baskets/${seg(basketId)}`, {
        query: { acknowledgeNoFreeTrial: opts.acknowledgeNoFreeTrial === undefined ? undefined : String(opts.acknowledgeNoFreeTrial) },
        body: opts.licenceId ? { licenceId: opts.licenceId } : {},
      }),
    applyVoucher: (code: string, basketId?: string) =>
      client.request<Basket>('PUT', `/baskets/vouchers/${seg(code)}`, { body: basketId ? { basketId } : {} }),
    redeemVoucher: (voucherCode: string, licenceId: string) =>
      client.request<Basket>('POST', '/promotions/voucher/redeem', { body: { voucherCode, licenceId } }),
    removeVoucher: (code: string, basketId?: string) =>
      client.request<Basket>('DELETE', `/baskets/vouchers/${seg(code)}`, { query: { basketId } }),

    /**
     * Pay a basket (or the open one). `idempotencyKey` must be made once per checkout form and
     * sent again on a retry or a double submit: the platform then charges once.
     */
    pay: (opts: {
      basketId?: string
      idempotencyKey: string
      paymentArrangement?: PaymentArrangement
      captchaToken?: string
      returnUrl?: string
    }) =>
      client.request<PayAnswer>('POST', opts.basketId ? `/customer/baskets/pay/${seg(opts.basketId)}` : '/customer/baskets/pay/', {
        headers: { 'idempotency-key': opts.idempotencyKey },
        body: {
          ...(opts.paymentArrangement ? { paymentArrangement: opts.paymentArrangement } : {}),
          ...(opts.captchaToken ? { captchaToken: opts.captchaToken } : {}),
          ...(opts.returnUrl ? { returnUrl: opts.returnUrl } : {}),
        },
      }),
    /** The PAYMENT_AUTHORIZATION step's outcome for a REQUIRES_ACTION payment. */
    authorizePayment: (basketId: string, authenticated: boolean, paymentId?: string) =>
      client.request<PayAnswer>('POST', `/customer/baskets/pay/${seg(basketId)}/authorize`, {
        body: { authenticated, ...(paymentId ? { paymentId } : {}) },
      }),

    paymentProviders: () => client.request<{ providers: PaymentProviderInfo[] }>('GET', '/customer/payment-providers'),
    cards: () => client.request<{ cards: Card[] }>('GET', '/customer/cards'),
    initPaymentMethod: (provider: ProviderId, paymentMethodType: PaymentMethodType = 'CARD') =>
      client.request<{ provider: ProviderId; formFields?: string[]; supports: PaymentProviderInfo['supports'] } & Record<string, unknown>>(
        'POST',
        '/payment-method/init',
        {
          body: { provider, paymentMethodType },
        },
      ),
    /** Save a payment method; the card number goes to the platform once and is never kept. */
    validatePaymentMethod: (provider: ProviderId, details: SandboxCardDetails | Record<string, unknown>, makeDefault?: boolean) =>
      client.request<{ paymentDetailsExternalId: string; parsedData: Card }>('POST', '/payment-method/validate', {
        body: { provider, details, ...(makeDefault === undefined ? {} : { makeDefault }) },
      }),
    billingDetails: () => client.request<{ fields: Record<string, string> }>('GET', '/customer/billing-details'),
    saveBillingDetails: (fields: Record<string, string>) =>
      client.request<{ fields: Record<string, string> }>('PUT', '/customer/billing-details', { body: { fields } }),
  }
}
export type CommerceCalls = ReturnType<typeof commerceCalls>
