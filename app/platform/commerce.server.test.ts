import { describe, expect, it } from 'vitest'
import { createPlatformClient, PlatformError, type PlatformTransport } from './client.server.ts'
import { commerceCalls, paymentProblem } from './commerce.server.ts'

describe('commerce calls', () => {
  it('sends the idempotency key as a header and the arrangement in the body', async () => {
    const seen: Request[] = []
    const transport: PlatformTransport = {
      baseUrl: 'http://embedded',
      fetch: async (request) => {
        seen.push(request)
        return new Response(JSON.stringify({ status: 'SUCCEEDED', paymentId: 'p', basketId: 'b', licenceId: 'l' }), { headers: { 'content-type': 'application/json' } })
      },
    }
    const calls = commerceCalls(createPlatformClient(transport, { accessToken: () => 'tok', refresh: async () => undefined }))
    await calls.pay({ basketId: 'b-1', idempotencyKey: 'form-123456', paymentArrangement: { primaryPaymentDetailsAttributes: { paymentDetailsExternalId: 'c', targetPaymentProvider: 'sandbox', paymentMethodType: 'CARD' } } })
    expect(new URL(seen[0]!.url).pathname).toBe('/api/customer/baskets/pay/b-1')
    expect(seen[0]!.headers.get('idempotency-key')).toBe('form-123456')
    expect(await seen[0]!.json()).toEqual({ paymentArrangement: { primaryPaymentDetailsAttributes: { paymentDetailsExternalId: 'c', targetPaymentProvider: 'sandbox', paymentMethodType: 'CARD' } } })
    await calls.changeBasket('b-1', { acknowledgeNoFreeTrial: true })
    expect(new URL(seen[1]!.url).search).toBe('?acknowledgeNoFreeTrial=true')
    await calls.licenceFamilies({ licenceIds: ['a', 'b'], includeEntitlements: true })
    expect(new URL(seen[2]!.url).searchParams.get('licenceId')).toBe('a,b')
  })
})

describe('paymentProblem', () => {
  const err = (status: number, code: string, extra: Record<string, unknown> = {}) => new PlatformError(status, code, `msg ${code}`, { code, message: `msg ${code}`, ...extra })
  it('maps the error catalogue', () => {
    expect(paymentProblem(err(409, 'freeTrialDenied'))).toEqual({ kind: 'freeTrialDenied' })
    expect(paymentProblem(err(424, 'BASKET_REQUIREMENTS_FAILED', { details: { missingFields: ['line1', 'city'] } }))).toEqual({ kind: 'missingFields', missingFields: ['line1', 'city'] })
    expect(paymentProblem(err(402, 'card_declined'))).toMatchObject({ kind: 'serverMessage', message: 'msg card_declined' })
    expect(paymentProblem(err(402, 'incorrect_number'))).toMatchObject({ kind: 'serverMessage', message: 'msg incorrect_number' })
    expect(paymentProblem(err(409, 'INVALID_TIER_CHANGE'))).toEqual({ kind: 'message', key: 'invalidTierChange' })
    expect(paymentProblem(err(409, 'BAD_REQUEST'))).toEqual({ kind: 'message', key: 'paymentError' })
    expect(paymentProblem(err(409, 'MAX_CHARGEABLE_PAYMENT_DETAILS_REACHED'))).toEqual({ kind: 'message', key: 'maxPaymentMethodsErrorMessage' })
    expect(paymentProblem(err(403, 'CAPTCHA_FAIL_ERROR'))).toEqual({ kind: 'message', key: 'captchaFailed' })
    expect(paymentProblem(err(402, 'CHALLENGE_FAILED'))).toEqual({ kind: 'message', key: 'captchaFailed' })
    expect(paymentProblem(err(402, 'NO_PAYMENT_DETAILS'))).toEqual({ kind: 'message', key: 'failedPayment' })
    expect(paymentProblem(err(403, 'KID_PURCHASE_PERMISSION_DENIED'))).toEqual({ kind: 'kidPurchasePermissionDenied' })
    expect(paymentProblem(err(500, 'INTERNAL_ERROR'))).toEqual({ kind: 'message', key: 'anErrorOccured' })
    expect(paymentProblem(new Error('x'))).toEqual({ kind: 'message', key: 'anErrorOccured' })
  })
})
