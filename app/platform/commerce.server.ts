/**
 * The typed client of the platform's commerce calls (licences, licence families, the basket,
 * vouchers, payment methods, paying and authorising). It goes through the one platform client's
 * `request`, so tokens, refresh and errors (PlatformError) behave as for every other call.
 * Paths and shapes: platform/openapi.yaml.
 */
import type { PlatformClient } from './client.server.ts'
import type { Basket, LicenceFamily, Licence, PayAnswer, PaymentProviderInfo, SavedCard } from '#app/commerce/types.ts'

export type PaymentArrangement = {
  primaryPaymentDetailsAttributes: {
    paymentDetailsExternalId?: string | null
    targetPaymentProvider?: 'sandbox' | 'zero_balance' | 'stripe' | null
    paymentMethodType?: 'CARD' | 'ZERO_BALANCE' | null
  }
}

const enc = encodeURIComponent

export function commerceCalls(client: PlatformClient) {
  const call = client.request
  return {
    /** Licences for sale, or the named ones. */
    licences: (ids?: string[]) => call<{ licences: Licence[] }>('GET', '/licences', { query: { licenceId: ids?.length ? ids.join(',') : undefined } }),
    /** Licence families (all, or those of the named licences), each licence with the caller's eligibility. */
    families: (opts: { licenceIds?: string[]; includeEntitlements?: boolean } = {}) =>
      call<{ families: LicenceFamily[] }>('GET', '/licence-family', {
        query: { licenceId: opts.licenceIds?.length ? opts.licenceIds.join(',') : undefined, includeEntitlements: opts.includeEntitlements ? 'ALL_ACTIVE_USER_ENTITLEMENTS' : undefined },
      }),
    /** The caller's open basket (or one being paid), null when there is none. */
    basket: async (): Promise<Basket | null> => {
      try {
        return await call<Basket>('GET', '/customer/basket')
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null
        throw error
      }
    },
    createBasket: (licenceId: string, voucherCode?: string) => call<Basket>('POST', '/basket', { body: { licenceId, ...(voucherCode ? { voucherCode } : {}) } }),
    /** Change the package, or acknowledge that the free trial was used already (409 freeTrialDenied otherwise). */
    changeBasket: (basketId: string, change: { licenceId?: string; acknowledgeNoFreeTrial?: boolean }) =>
      call<Basket>('PUT', `/baskets/${enc(basketId)}`, {
        query: { acknowledgeNoFreeTrial: change.acknowledgeNoFreeTrial === undefined ? undefined : String(change.acknowledgeNoFreeTrial) },
        body: change.licenceId ? { licenceId: change.licenceId } : {},
      }),
    applyVoucher: (basketId: string, code: string) => call<Basket>('PUT', `/baskets/vouchers/${enc(code)}`, { body: { basketId } }),
    removeVoucher: (basketId: string, code: string) => call<Basket>('DELETE', `/baskets/vouchers/${enc(code)}`, { query: { basketId } }),
    paymentProviders: () => call<{ providers: PaymentProviderInfo[] }>('GET', '/customer/payment-providers'),
    cards: () => call<{ cards: SavedCard[] }>('GET', '/customer/cards'),
    /**
     * The provider's own form fields, checked and saved at the provider; the answer holds only what
     * can be shown (brand, last 4, expiry). The details are passed through, never kept or logged.
     */
    validatePaymentMethod: (provider: 'sandbox' | 'stripe', details: Record<string, string>) =>
      call<{ paymentDetailsExternalId: string; parsedData: SavedCard }>('POST', '/payment-method/validate', { body: { provider, details } }),
    billingDetails: () => call<{ fields: Record<string, string> }>('GET', '/customer/billing-details'),
    saveBillingDetails: (fields: Record<string, string>) => call<{ fields: Record<string, string> }>('PUT', '/customer/billing-details', { body: { fields } }),
    /** Pay the basket once per idempotency key: the same key and parameters replay the first answer. */
    pay: (basketId: string, input: { idempotencyKey: string; paymentArrangement?: PaymentArrangement; returnUrl?: string }) =>
      call<PayAnswer>('POST', `/customer/baskets/pay/${enc(basketId)}`, { body: input, headers: { 'idempotency-key': input.idempotencyKey } }),
    /** After REQUIRES_ACTION: the buyer's authentication outcome. */
    authorize: (basketId: string, input: { paymentId?: string; authenticated: boolean }) =>
      call<PayAnswer>('POST', `/customer/baskets/pay/${enc(basketId)}/authorize`, { body: input }),
  }
}

export type CommerceCalls = ReturnType<typeof commerceCalls>
