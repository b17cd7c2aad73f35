/**
 * The platform calls of gifts (products, a gift basket, a bought gift, redeeming a code) over the
 * app's one platform client. The gift basket is then paid with the ordinary checkout calls
 * (commerce.server.ts). Paths and shapes: platform/openapi.yaml (/api/gift/…).
 */
import type { PlatformClient } from './client.server.ts'
import type { Basket, Money, Period } from './commerce.server.ts'

const seg = encodeURIComponent

export interface GiftProduct {
  id: string
  name: string
  description: string
  sku: string
  licence: { id: string; name: string }
  accessPeriod: Period
  validDays: number
  price: Money
}

export interface Gift {
  id: string
  /** XXXX-XXXX-XXXX-XXXX */
  code: string
  status: 'ACTIVE' | 'REDEEMED' | 'EXPIRED'
  product: { id: string; name: string }
  licence: { id: string; name: string }
  accessPeriod: Period
  recipientEmail: string
  message: string
  expiresAt: string
  redeemedAt: string | null
  createdAt: string
}

export interface Redemption {
  giftId: string
  licence: { id: string; name: string }
  from: string
  until: string
}

export function giftCalls(client: PlatformClient) {
  return {
    products: () => client.request<{ products: GiftProduct[] }>('GET', '/gift/products'),
    /** Opens the viewer's basket for a gift (an older open basket is abandoned). */
    createBasket: (input: { giftProductId: string; recipientEmail: string; message: string; locale: string }) =>
      client.request<Basket>('POST', '/gift/basket', { body: input }),
    mine: () => client.request<{ gifts: Gift[] }>('GET', '/gift/gifts'),
    /** A gift the viewer bought (404 for anyone else's). */
    gift: (giftId: string) => client.request<Gift>('GET', `/gift/gifts/${seg(giftId)}`),
    redeem: (code: string) => client.request<Redemption>('POST', '/gift/redeem', { body: { code } }),
  }
}
export type GiftCalls = ReturnType<typeof giftCalls>
