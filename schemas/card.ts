/**
 * The rules of a card's details that the checkout form (instant feedback and the action) and the
 * platform's sandbox payment provider both apply, so the two cannot disagree on what a valid card
 * number or expiry is. Nothing here keeps or logs a number.
 */

/** The fields of a card form, in the order they are shown. */
export const CARD_FIELDS = ['cardNumber', 'expiry', 'cvc', 'cardHolder'] as const

/** A card number as typed, without the spaces and dashes people group the digits with. */
export function cardDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '')
}

/** The Luhn check digit test every card number passes. */
export function luhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** 12 to 19 digits that pass the Luhn test. */
export function isCardNumber(digits: string): boolean {
  return /^\d{12,19}$/.test(digits) && luhn(digits)
}

/** The card network a number belongs to, from its leading digits. */
export function cardBrand(digits: string): 'visa' | 'mastercard' | 'amex' | 'unknown' {
  if (digits.startsWith('4')) return 'visa'
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard'
  if (/^3[47]/.test(digits)) return 'amex'
  return 'unknown'
}

/** An expiry written MM/YY or MM/YYYY (spaces around the slash allowed) as a month and a four-digit year. */
export function parseExpiry(expiry: string): { month: number; year: number } {
  const [mm, yy] = expiry.split('/').map((s) => s.trim()) as [string, string]
  return { month: Number(mm), year: yy.length === 2 ? 2000 + Number(yy) : Number(yy) }
}

/** Whether a card expiring at the end of that month is still valid at `now` (UTC). */
export function expiryNotPast({ month, year }: { month: number; year: number }, now: Date): boolean {
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1)
}
