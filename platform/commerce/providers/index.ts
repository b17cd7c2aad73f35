/** The payment providers a platform offers, built from its options. */
import { createHmac } from 'node:crypto'
import type { PaymentProvider, ProviderId } from './port.ts'
import { createSandboxProvider } from './sandbox.ts'
import { createStripeProvider, type StripeOptions } from './stripe.ts'
import { createZeroBalanceProvider } from './zero-balance.ts'

export type { PaymentProvider, ProviderId } from './port.ts'

export interface CommerceOptions {
  /**
   * Offer the in-process `sandbox` provider. Refuse it in production unless the build is a demo:
   * the default is `NODE_ENV !== 'production' || DEMO === 'true'`.
   */
  allowSandbox?: boolean
  /** the sandbox's webhook signing secret; derived from the platform secret by default */
  sandboxWebhookSecret?: string
  /** offer `stripe` through the official SDK (the server passes STRIPE_SECRET_KEY and the API host here) */
  stripe?: StripeOptions
  /** extra providers (a Stripe adapter, a test double), keyed by their id */
  providers?: PaymentProvider[]
  /** payment methods one account may keep (default 5) */
  maxPaymentMethods?: number
  /** checks the captcha token sent with a payment (CAPTCHA_FAIL_ERROR / CHALLENGE_FAILED); none by default */
  captcha?: (token: string | undefined) => Promise<{ ok: true } | { ok: false; code: 'CAPTCHA_FAIL_ERROR' | 'CHALLENGE_FAILED' }>
}

export function sandboxAllowedByEnvironment(env: Record<string, string | undefined> = process.env): boolean {
  return env.NODE_ENV !== 'production' || env.DEMO === 'true'
}

export const deriveSandboxWebhookSecret = (platformSecret: string) =>
  createHmac('sha256', platformSecret).update('commerce:sandbox:webhooks').digest('hex')

export function createProviders(opts: CommerceOptions & { platformSecret: string; now: () => Date }): Map<ProviderId, PaymentProvider> {
  const map = new Map<ProviderId, PaymentProvider>()
  if (opts.allowSandbox ?? sandboxAllowedByEnvironment())
    map.set(
      'sandbox',
      createSandboxProvider({ webhookSecret: opts.sandboxWebhookSecret ?? deriveSandboxWebhookSecret(opts.platformSecret), now: opts.now }),
    )
  map.set('zero_balance', createZeroBalanceProvider())
  if (opts.stripe) map.set('stripe', createStripeProvider(opts.stripe))
  for (const p of opts.providers ?? []) map.set(p.id, p)
  return map
}
