import { describe, expect, it } from 'vitest'
import { createPlatformClient, type PlatformTransport } from './client.server.ts'
import { commerceCalls } from './commerce.server.ts'

describe('commerce calls', () => {
  it('sends the idempotency key as a header and the arrangement in the body', async () => {
    const seen: Request[] = []
    const transport: PlatformTransport = {
      baseUrl: 'http://embedded',
      fetch: async (request) => {
        seen.push(request)
        return new Response(JSON.stringify({ status: 'SUCCEEDED', paymentId: 'p', basketId: 'b', licenceId: 'l' }), {
          headers: { 'content-type': 'application/json' },
        })
      },
    }
    const calls = commerceCalls(createPlatformClient(transport, { accessToken: () => 'tok', refresh: async () => undefined }))
    await calls.pay({
      basketId: 'b-1',
      idempotencyKey: 'form-123456',
      paymentArrangement: {
        primaryPaymentDetailsAttributes: { paymentDetailsExternalId: 'c', targetPaymentProvider: 'sandbox', paymentMethodType: 'CARD' },
      },
    })
    expect(new URL(seen[0]!.url).pathname).toBe('/api/customer/baskets/pay/b-1')
    expect(seen[0]!.headers.get('idempotency-key')).toBe('form-123456')
    expect(await seen[0]!.json()).toEqual({
      paymentArrangement: {
        primaryPaymentDetailsAttributes: { paymentDetailsExternalId: 'c', targetPaymentProvider: 'sandbox', paymentMethodType: 'CARD' },
      },
    })
    await calls.changeBasket('b-1', { acknowledgeNoFreeTrial: true })
    expect(new URL(seen[1]!.url).search).toBe('?acknowledgeNoFreeTrial=true')
    await calls.licenceFamilies({ licenceIds: ['a', 'b'], includeEntitlements: true })
    expect(new URL(seen[2]!.url).searchParams.get('licenceId')).toBe('a,b')
  })
})
