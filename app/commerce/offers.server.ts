/**
 * What a locked title offers: "Subscribe" for the subscriptions that open it and "Buy" for a
 * pay-per-view (or fixed-date) licence, each starting the checkout with those licences preselected
 * and coming back to the title (redirectTo) after payment.
 */
import type { Locale } from '#app/i18n/resources.ts'
import type { PlatformClient } from '#app/platform/client.server.ts'
import { commerceCalls } from '#app/platform/commerce.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { purchasePath } from './checkout.server.ts'
import { parseLicences } from './steps.ts'

export interface PurchaseOffer {
  kind: 'subscribe' | 'buy'
  href: string
  /** the names of the plans it opens, in the page's language (none when they could not be read) */
  plans: string[]
}

export async function purchaseOffers(client: PlatformClient, licenceIds: string[], here: string, locale: Locale): Promise<PurchaseOffer[]> {
  const ids = parseLicences(licenceIds.join(','))
  if (!ids.length) return []
  const href = (licences: string[]) => purchasePath(locale, { licences, redirectTo: here, gift: false })
  try {
    const { licences } = await commerceCalls(client).licences(ids)
    const forSale = licences.filter((l) => l.type !== 'FREE')
    const subscriptions = forSale.filter((l) => l.purchaseStrategy.type === 'SUBSCRIPTION')
    const oneOff = forSale.filter((l) => l.purchaseStrategy.type !== 'SUBSCRIPTION')
    const offers: PurchaseOffer[] = []
    const idsOf = (list: typeof forSale) => list.map((l) => l.id)
    const names = (list: typeof forSale) => list.map((l) => l.name)
    if (subscriptions.length) offers.push({ kind: 'subscribe', href: href(idsOf(subscriptions)), plans: names(subscriptions) })
    if (oneOff.length) offers.push({ kind: 'buy', href: href(idsOf(oneOff)), plans: names(oneOff) })
    return offers
  } catch (error) {
    // the checkout itself says when licences cannot be loaded
    logger.warn({
      event: 'commerce.offers_unavailable',
      message: (error as Error)?.message,
    })
    return [{ kind: 'subscribe', href: href(ids), plans: [] }]
  }
}
