/** What a basket costs: the licence's price, its own active discount, a voucher, tax and a trial. */
import { divideRounded, money, percentOf, share, subtract, min, zero, type Money } from './money.ts'
import type { LicenceRow, VoucherRow } from './store.ts'

export type DiscountState = 'ACTIVE' | 'UPCOMING' | 'EXPIRED'
export interface LicenceDiscount {
  type: 'PERCENTAGE' | 'AMOUNT'
  percentage?: number
  amount?: number
  /** a fixed state; otherwise computed from startsAt / endsAt */
  state?: DiscountState
  startsAt?: string
  endsAt?: string
  lifeTimeRepeat: number
}

export function discountState(d: LicenceDiscount, at: Date): DiscountState {
  if (d.startsAt && new Date(d.startsAt) > at) return 'UPCOMING'
  if (d.endsAt && new Date(d.endsAt) <= at) return 'EXPIRED'
  return d.state ?? 'ACTIVE'
}

export const listPrice = (l: Pick<LicenceRow, 'amount' | 'scale' | 'currency'>): Money => money(l.amount, l.scale, l.currency)

function applyDiscount(base: Money, d: { type: string; percentage?: number | null; amount?: number | null }): Money {
  const off =
    d.type === 'PERCENTAGE'
      ? percentOf(base, Math.max(0, Math.min(100, d.percentage ?? 0)))
      : money(Math.max(0, d.amount ?? 0), base.scale, base.currency)
  return min(off, base)
}

export interface Quote {
  price: Money
  /** the licence's own active discount plus the voucher's, on the first paid period */
  discount: Money
  /** what the first paid period costs */
  discountedTotal: Money
  discountedTax: Money
  /** what is charged now: 0 during a free trial */
  dueNow: Money
  /** the price of later periods while the voucher still applies, and for how many */
  voucherPeriods: number
  discountedRecurring: Money
}

export function quote(licence: LicenceRow, voucher: VoucherRow | null, trial: boolean, at: Date): Quote {
  const price = listPrice(licence)
  const own = ((licence.discounts as LicenceDiscount[]) ?? []).find((d) => discountState(d, at) === 'ACTIVE')
  const afterOwn = own ? subtract(price, applyDiscount(price, own)) : price
  const voucherOff = voucher
    ? applyDiscount(afterOwn, { type: voucher.discountType, percentage: voucher.percentage, amount: voucher.amount })
    : zero(price)
  let total = subtract(afterOwn, voucherOff)
  const rate = licence.taxRateBasisPoints
  let tax: Money
  if (licence.taxInclusive) tax = money(divideRounded(total.amount * rate, 10_000 + rate), total.scale, total.currency)
  else {
    tax = share(total, rate)
    total = money(total.amount + tax.amount, total.scale, total.currency)
  }
  return {
    price,
    discount: subtract(price, subtract(afterOwn, voucherOff)),
    discountedTotal: total,
    discountedTax: tax,
    dueNow: trial ? zero(price) : total,
    voucherPeriods: voucher ? voucher.lifeTimeRepeat : 0,
    discountedRecurring: subtract(
      price,
      voucher ? applyDiscount(price, { type: voucher.discountType, percentage: voucher.percentage, amount: voucher.amount }) : zero(price),
    ),
  }
}
