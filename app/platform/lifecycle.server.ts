/**
 * The platform calls that change a held licence: pause (optionally resuming by itself on a date),
 * resume, cancel (answered first with a cancellation promo when one applies), reactivate, the
 * promo's verify, redeem and refuse, a price change's consent, a plan change within the family
 * and the card that pays for it. Paths and shapes: platform/openapi.yaml (the lifecycle
 * of a held licence). A refusal throws PlatformError whose message is the server's reasons joined.
 */
import type { PlatformClient } from './client.server.ts'
import type { Money } from './commerce.server.ts'

const seg = encodeURIComponent

export interface CancellationOffer {
  code: string
  description: string
  discountType: 'PERCENTAGE' | 'AMOUNT'
  percentage: number | null
  periods: number
  discountedRenewal: Pick<Money, 'amount' | 'scale' | 'currency'>
  renewal: Pick<Money, 'amount' | 'scale' | 'currency'>
}

export function lifecycleCalls(client: PlatformClient) {
  return {
    pause: (subscriptionId: string, resumeAfter: string | null) =>
      client.request<unknown>('POST', `/active-licences/${seg(subscriptionId)}/pause`, { body: resumeAfter ? { config: { resumeAfter } } : {} }),
    resume: (subscriptionId: string) => client.request<unknown>('POST', `/active-licences/${seg(subscriptionId)}/resume`),
    /** Without `ignorePromo` a licence with an offer answers 409 CANCELLATION_PROMO_AVAILABLE instead of cancelling. */
    cancel: (subscriptionId: string, ignorePromo: boolean) =>
      client.request<unknown>('DELETE', `/active-licences/${seg(subscriptionId)}`, { query: ignorePromo ? { cancellationDiscount: 'IGNORE' } : {} }),
    reactivate: (subscriptionId: string) => client.request<unknown>('PATCH', `/reactivate-licence/${seg(subscriptionId)}`),
    verifyPromo: (subscriptionId: string) =>
      client.request<{ subscriptionId: string; available: boolean; promo: CancellationOffer | null }>('GET', `/cancellation-promo/${seg(subscriptionId)}/verify`),
    redeemPromo: (subscriptionId: string) => client.request<unknown>('POST', `/cancellation-promo/${seg(subscriptionId)}/redeem`),
    refusePromo: (subscriptionId: string) => client.request<unknown>('POST', `/cancellation-promo/${seg(subscriptionId)}/refuse`),
    /** A price change answered: CONTINUE (next renewals at the new price) or LEAVE (renewal stops at the period end). */
    priceConsent: (subscriptionId: string, status: 'CONTINUE' | 'LEAVE') => client.request<unknown>('PUT', `/price-migration/${seg(subscriptionId)}/consent`, { body: { status } }),
    /** Another plan of the family: an upgrade is charged (prorated) and applies now, a downgrade at the period end; INVALID_TIER_CHANGE when it is no tier of this one. */
    changeTier: (subscriptionId: string, licenceId: string) => client.request<unknown>('POST', `/active-licences/${seg(subscriptionId)}/change`, { body: { licenceId } }),
    /** The saved card that pays for the licence from now on. */
    setCard: (subscriptionId: string, cardId: string) => client.request<unknown>('POST', `/licences/${seg(subscriptionId)}/card/${seg(cardId)}`),
  }
}
export type LifecycleCalls = ReturnType<typeof lifecycleCalls>
