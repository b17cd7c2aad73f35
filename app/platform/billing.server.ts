/**
 * The platform calls of the account's billing pages: the paged payment history, a paid item's
 * invoice data, and the default or removal of a saved card. Paths and shapes:
 * platform/openapi.yaml (tag commerce).
 */
import type { PlatformClient } from './client.server.ts'
import type { Money } from './commerce.server.ts'

const seg = encodeURIComponent

export interface HistoryItem {
  id: string
  itemType: string
  name: string
  description: string
  date: string
  status: string
  transactionDetails: {
    amount: Money
    tax: Money
    refundAmount: Money | null
    paymentProviderId: string
    paymentMethodType: string | null
    cardType: string | null
    last4Digits: string | null
    failureCode: string | null
  }
  pdf: string | null
  sku: string
  skus: string[]
}

export interface HistoryPage {
  items: HistoryItem[]
  paging: { page: number; pageSize: number; totalResults: number; moreDataAvailable: boolean }
}

export interface Invoice {
  invoiceNumber: string
  issuedAt: string
  seller: { name: string }
  buyer: { name: string; email: string; fields: Record<string, string> }
  lines: Array<{
    description: string
    sku: string
    itemType: string
    periodStart: string | null
    periodEnd: string | null
    net: Money
    tax: Money
    total: Money
  }>
  taxRateBasisPoints: number
  net: Money
  tax: Money
  total: Money
}

export function billingCalls(client: PlatformClient) {
  return {
    paymentHistory: (page = 1, pageSize = 10) =>
      client.request<HistoryPage>('GET', '/customer/payment-history', { query: { page, pageSize } }),
    invoice: (paymentId: string) => client.request<Invoice>('GET', `/customer/payments/${seg(paymentId)}/invoice`),
    setDefaultCard: (cardId: string) => client.request<{ ok: true }>('PUT', `/customer/cards/${seg(cardId)}/default`),
    removeCard: (cardId: string) => client.request<{ ok: true }>('DELETE', `/customer/cards/${seg(cardId)}`),
  }
}
export type BillingCalls = ReturnType<typeof billingCalls>
