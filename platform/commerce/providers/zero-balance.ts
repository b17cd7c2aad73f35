/** `zero_balance`: a total of 0 (a 100 % voucher) continues at once, with no payment details. */
import type { PaymentProvider } from './port.ts'

export function createZeroBalanceProvider(): PaymentProvider {
  return {
    id: 'zero_balance',
    supports: {
      paymentMethodTypes: ['ZERO_BALANCE'],
      zeroAmountOnly: true,
      authentication: false,
      recurring: false,
      webhooks: false,
      refunds: false,
      formFields: [],
    },
    async init() {
      return { provider: 'zero_balance', formFields: [] }
    },
    async validate() {
      return { ok: false, code: 'BAD_REQUEST', message: 'Zero balance needs no payment details.' }
    },
    async charge(input) {
      if (input.amount.amount !== 0)
        return { status: 'failed', providerRef: null, code: 'BAD_REQUEST', message: 'Zero balance pays only a total of 0.' }
      return { status: 'succeeded', providerRef: `zero_${input.idempotencyKey}` }
    },
    async confirm(input) {
      return { status: 'succeeded', providerRef: input.providerRef }
    },
  }
}
