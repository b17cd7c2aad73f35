/**
 * `sandbox`: the demo's in-process provider, with the product's own card form ("Card number",
 * "Expiry (MM/YY)", "CVC", "Name on card"). It keeps only the brand, the last 4 digits and the
 * expiry; the number and the CVC are read, checked and dropped, never stored or logged. It takes
 * only its test cards:
 *
 *   4242 4242 4242 4242  succeeds
 *   4000 0000 0000 0002  declined (card_declined)
 *   4000 0025 0000 3155  needs authentication (requires_action, then confirm)
 *   4000 0000 0000 0341  accepted now; charges made later without the buyer fail
 *   4000 0000 0000 0069  expired (expired_card)
 *   4000 0000 0000 0127  incorrect CVC (incorrect_cvc)
 *
 * Webhooks are signed with HMAC-SHA256 over `${t}.${rawBody}` in `x-sandbox-signature: t=…,v1=…`.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import * as z from 'zod'
import type { ChargeResult, PaymentProvider, ProviderEvent } from './port.ts'
import { CARD_FIELDS, cardBrand, cardDigits, expiryNotPast, isCardNumber, parseExpiry } from '#schemas/card.ts'

type Behaviour = 'ok' | 'decline' | 'auth' | 'later' | 'expired' | 'cvc'

export const SANDBOX_TEST_CARDS: Record<string, Behaviour> = {
  '4242424242424242': 'ok',
  '4000000000000002': 'decline',
  '4000002500003155': 'auth',
  '4000000000000341': 'later',
  '4000000000000069': 'expired',
  '4000000000000127': 'cvc',
}

export const SANDBOX_FORM_FIELDS = [...CARD_FIELDS]
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature'
/** how old a webhook's timestamp may be */
const WEBHOOK_TOLERANCE_SECONDS = 300

const CardDetails = z
  .object({
    cardNumber: z.string({ error: 'cardNumber is required' }).max(40, { error: 'cardNumber is too long' }),
    expiry: z.string({ error: 'expiry is required' }).regex(/^\s*\d{1,2}\s*\/\s*(\d{2}|\d{4})\s*$/, { error: 'expiry must be MM/YY' }),
    cvc: z.string({ error: 'cvc is required' }).regex(/^\d{3,4}$/, { error: 'cvc must be 3 or 4 digits' }),
    cardHolder: z
      .string({ error: 'cardHolder is required' })
      .trim()
      .min(1, { error: 'cardHolder is required' })
      .max(100, { error: 'cardHolder is too long' }),
  })
  .strict()

const refBehaviour = (ref: string): Behaviour | undefined =>
  /^sbx_pm_(ok|decline|auth|later|expired|cvc)_/.exec(ref)?.[1] as Behaviour | undefined

export function signSandboxWebhook(secret: string, rawBody: string, t = Math.floor(Date.now() / 1000)): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex')}`
}

export function createSandboxProvider(opts: { webhookSecret: string; now: () => Date }): PaymentProvider & { chargeCount(): number } {
  /** charges by idempotency key (replayed) and by reference (authentication) */
  const byKey = new Map<string, ChargeResult>()
  const byRef = new Map<string, { behaviour: Behaviour; result: ChargeResult }>()
  let charges = 0

  return {
    id: 'sandbox',
    supports: {
      paymentMethodTypes: ['CARD'],
      zeroAmountOnly: false,
      authentication: true,
      recurring: true,
      webhooks: true,
      refunds: false,
      formFields: SANDBOX_FORM_FIELDS,
    },
    chargeCount: () => charges,

    async init() {
      return { provider: 'sandbox', formFields: SANDBOX_FORM_FIELDS, setupId: `sbx_seti_${randomUUID()}` }
    },

    async validate({ details }) {
      const parsed = CardDetails.safeParse(details)
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!
        const field = String(issue.path[0] ?? 'cardNumber')
        const code =
          field === 'expiry'
            ? 'invalid_expiry'
            : field === 'cvc'
              ? 'invalid_cvc'
              : field === 'cardNumber'
                ? 'incorrect_number'
                : 'BAD_REQUEST'
        return { ok: false, code, message: issue.message, field }
      }
      const digits = cardDigits(parsed.data.cardNumber)
      if (!isCardNumber(digits))
        return { ok: false, code: 'incorrect_number', message: 'Your card number is incorrect.', field: 'cardNumber' }
      const { month: expMonth, year: expYear } = parseExpiry(parsed.data.expiry)
      if (expMonth < 1 || expMonth > 12)
        return { ok: false, code: 'invalid_expiry_month', message: "Your card's expiration month is invalid.", field: 'expiry' }
      const now = opts.now()
      if (!expiryNotPast({ month: expMonth, year: expYear }, now))
        return { ok: false, code: 'invalid_expiry_year', message: "Your card's expiration year is in the past.", field: 'expiry' }
      const behaviour = SANDBOX_TEST_CARDS[digits]
      if (!behaviour)
        return {
          ok: false,
          code: 'card_declined',
          message: 'Your card was declined. The sandbox takes only its test cards.',
          field: 'cardNumber',
        }
      return {
        ok: true,
        method: {
          providerRef: `sbx_pm_${behaviour}_${randomUUID()}`,
          methodType: 'CARD',
          brand: cardBrand(digits),
          last4: digits.slice(-4),
          expMonth,
          expYear,
          holderName: parsed.data.cardHolder,
        },
      }
    },

    async charge(input) {
      const replay = byKey.get(input.idempotencyKey)
      if (replay) return replay
      const behaviour = input.methodRef ? refBehaviour(input.methodRef) : undefined
      // the reference says what the card does, so a confirm or webhook on another process (or after a restart) needs no memory
      const providerRef = `sbx_pi_${behaviour ?? 'none'}_${randomUUID()}`
      let result: ChargeResult
      if (!behaviour) result = { status: 'failed', providerRef: null, code: 'card_missing', message: 'There is no card to charge.' }
      else {
        charges++
        if (behaviour === 'decline') result = { status: 'failed', providerRef, code: 'card_declined', message: 'Your card was declined.' }
        else if (behaviour === 'expired')
          result = { status: 'failed', providerRef, code: 'expired_card', message: 'Your card has expired.' }
        else if (behaviour === 'cvc')
          result = { status: 'failed', providerRef, code: 'incorrect_cvc', message: "Your card's security code is incorrect." }
        else if (behaviour === 'later' && input.offSession)
          result = { status: 'failed', providerRef, code: 'card_declined', message: 'Your card was declined.' }
        else if (behaviour === 'auth' && !input.offSession)
          result = { status: 'requires_action', providerRef, action: { type: 'AUTHORIZE', redirectUrl: null } }
        else result = { status: 'succeeded', providerRef }
      }
      byKey.set(input.idempotencyKey, result)
      if (behaviour) byRef.set(providerRef, { behaviour, result })
      return result
    },

    async confirm({ providerRef, authenticated }) {
      const found =
        byRef.get(providerRef) ??
        (providerRef.startsWith('sbx_pi_auth_')
          ? {
              behaviour: 'auth' as const,
              result: { status: 'requires_action', providerRef, action: { type: 'AUTHORIZE', redirectUrl: null } } as ChargeResult,
            }
          : undefined)
      if (!found) return { status: 'failed', providerRef, code: 'BAD_REQUEST', message: 'No such payment at the sandbox.' }
      byRef.set(providerRef, found)
      if (found.result.status !== 'requires_action') return found.result
      found.result = authenticated
        ? { status: 'succeeded', providerRef }
        : { status: 'failed', providerRef, code: 'authentication_failed', message: 'The payment was not authenticated.' }
      return found.result
    },

    verifyWebhook(rawBody, headers): ProviderEvent | null {
      const header = headers.get(SANDBOX_SIGNATURE_HEADER) ?? ''
      const t = /(?:^|,)t=(\d{1,12})(?:,|$)/.exec(header)?.[1]
      const v1 = /(?:^|,)v1=([0-9a-f]{64})(?:,|$)/.exec(header)?.[1]
      if (!t || !v1) return null
      if (Math.abs(opts.now().getTime() / 1000 - Number(t)) > WEBHOOK_TOLERANCE_SECONDS) return null
      const expected = createHmac('sha256', opts.webhookSecret).update(`${t}.${rawBody}`).digest()
      if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) return null
      let body: unknown
      try {
        body = JSON.parse(rawBody)
      } catch {
        return null
      }
      const event = z
        .object({
          id: z.string().min(1).max(200),
          type: z.string().max(100),
          data: z
            .object({
              providerRef: z.string().max(200).nullable().optional(),
              failure: z.object({ code: z.string().max(100), message: z.string().max(500) }).optional(),
            })
            .default({}),
        })
        .safeParse(body)
      if (!event.success) return null
      const known = ['payment.succeeded', 'payment.failed', 'payment.requires_action'] as const
      const type = (known as readonly string[]).includes(event.data.type) ? (event.data.type as ProviderEvent['type']) : 'other'
      return { id: event.data.id, type, providerRef: event.data.data.providerRef ?? null, failure: event.data.data.failure }
    },
  }
}
