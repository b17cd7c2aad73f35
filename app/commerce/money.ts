/**
 * Prices as people read them. Money arrives as an integer amount, a scale and a currency; the
 * displayed price is amount / 10^scale. The division is done on the digits (a string), never in
 * floating point, and Intl formats the exact decimal text for the locale and currency.
 */
import type { Money } from './types.ts'

/** "9.99" from 999 at scale 2; "-0.05" from -5 at scale 2; "1000" from 1000 at scale 0. */
export function decimalString(amount: number, scale: number): string {
  if (!Number.isSafeInteger(amount) || !Number.isInteger(scale) || scale < 0 || scale > 20)
    throw new RangeError(`not money: ${amount} at scale ${scale}`)
  const negative = amount < 0
  const digits = String(Math.abs(amount)).padStart(scale + 1, '0')
  const whole = digits.slice(0, digits.length - scale)
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : ''
  return `${negative ? '-' : ''}${whole}${fraction}`
}

const formatters = new Map<string, Intl.NumberFormat>()

function formatterFor(locale: string, currency: string, scale: number): Intl.NumberFormat {
  const id = `${locale}|${currency}|${scale}`
  let f = formatters.get(id)
  if (!f) {
    const usual =
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
      }).resolvedOptions().minimumFractionDigits ?? 2
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: usual,
      maximumFractionDigits: Math.max(usual, scale),
    })
    formatters.set(id, f)
  }
  return f
}

/** "£9.99" (en), "9,99 £" (es, pt); the narrow symbol, as a price tag shows it: the exact decimal text, formatted for the locale. */
export function formatMoney(money: Pick<Money, 'amount' | 'scale' | 'currency'>, locale: string): string {
  // Intl.NumberFormat formats a decimal string exactly (no conversion to a float first).
  const exact = decimalString(money.amount, money.scale) as unknown as number
  return formatterFor(locale, money.currency, money.scale).format(exact)
}

/** The period codes the product knows (P1D … P2Y); anything else has no wording. */
export const PERIOD_CODES = ['P1D', 'P7D', 'P1W', 'P14D', 'P1M', 'P2M', 'P3M', 'P6M', 'P1Y', 'P2Y'] as const
export type PeriodCode = (typeof PERIOD_CODES)[number]
export const isPeriodCode = (value: unknown): value is PeriodCode =>
  typeof value === 'string' && (PERIOD_CODES as readonly string[]).includes(value)

/** Days of a trial period code when it is counted in days or weeks (P7D → 7, P2W → 14); null otherwise. */
export function trialDaysOf(period: string | null | undefined): number | null {
  const m = /^P(\d{1,3})([DW])$/.exec(period ?? '')
  if (!m) return null
  return Number(m[1]) * (m[2] === 'W' ? 7 : 1)
}
