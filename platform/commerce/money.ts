/**
 * Money as an integer amount of minor units, a scale (how many of those digits are decimals) and
 * an ISO 4217 currency: 999 at scale 2 in GBP is £9.99. Never a float: every operation here works
 * on integers, and rounds half away from zero where a share of an amount is taken.
 */
export interface Money {
  /** integer, in 10^-scale units of the currency */
  amount: number
  scale: number
  /** ISO 4217, upper case */
  currency: string
}

export class MoneyError extends Error {}

function checkInt(n: number, what: string) {
  if (!Number.isSafeInteger(n)) throw new MoneyError(`${what} must be a safe integer, got ${n}`)
}

export function money(amount: number, scale: number, currency: string): Money {
  checkInt(amount, 'amount')
  checkInt(scale, 'scale')
  if (scale < 0 || scale > 6) throw new MoneyError(`scale must be between 0 and 6, got ${scale}`)
  if (!/^[A-Z]{3}$/.test(currency)) throw new MoneyError(`currency must be an ISO 4217 code, got ${currency}`)
  return { amount, scale, currency }
}

export const zero = (like: Pick<Money, 'scale' | 'currency'>): Money => money(0, like.scale, like.currency)

function same(a: Money, b: Money) {
  if (a.currency !== b.currency || a.scale !== b.scale)
    throw new MoneyError(`cannot combine ${a.currency}/${a.scale} with ${b.currency}/${b.scale}`)
}

export function add(a: Money, b: Money): Money {
  same(a, b)
  return money(a.amount + b.amount, a.scale, a.currency)
}

export function subtract(a: Money, b: Money): Money {
  same(a, b)
  return money(a.amount - b.amount, a.scale, a.currency)
}

/** Integer division rounding half away from zero. */
export function divideRounded(numerator: number, denominator: number): number {
  checkInt(numerator, 'numerator')
  checkInt(denominator, 'denominator')
  if (denominator === 0) throw new MoneyError('division by zero')
  const sign = Math.sign(numerator) * Math.sign(denominator)
  const n = Math.abs(numerator)
  const d = Math.abs(denominator)
  const q = Math.floor(n / d)
  const r = n - q * d
  return sign * (r * 2 >= d ? q + 1 : q)
}

/** `basisPoints` / 10 000 of an amount (2 500 = 25 %), rounded half away from zero. */
export function share(m: Money, basisPoints: number): Money {
  checkInt(basisPoints, 'basisPoints')
  return money(divideRounded(m.amount * basisPoints, 10_000), m.scale, m.currency)
}

/** A percentage (0..100, integer) of an amount. */
export const percentOf = (m: Money, percent: number) => share(m, percent * 100)

export const min = (a: Money, b: Money): Money => (same(a, b), a.amount <= b.amount ? a : b)
export const max = (a: Money, b: Money): Money => (same(a, b), a.amount >= b.amount ? a : b)
export const isZero = (m: Money) => m.amount === 0

/** "9.99", "-0.50", "1000": amount / 10^scale as an exact decimal string (display is the web's job). */
export function toDecimalString(m: Money): string {
  checkInt(m.amount, 'amount')
  const negative = m.amount < 0
  const digits = String(Math.abs(m.amount)).padStart(m.scale + 1, '0')
  const whole = digits.slice(0, digits.length - m.scale)
  const fraction = m.scale > 0 ? `.${digits.slice(-m.scale)}` : ''
  return `${negative ? '-' : ''}${whole}${fraction}`
}
