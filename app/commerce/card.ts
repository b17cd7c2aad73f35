/**
 * The sandbox card form's one zod schema, used by the browser (instant feedback) and by the action
 * (the truth). Messages are translation keys. The values are passed to the payment provider and
 * dropped: never logged, never put in a URL, the session or an answer.
 */
import * as z from 'zod'
import { cardDigits, expiryNotPast, isCardNumber, parseExpiry } from '#schemas/card.ts'
import { checkCountryAndPostalCode } from '#schemas/address.ts'

/** The card form for a given "now" (the expiry must not be in the past). */
export function cardSchema(now: Date = new Date()) {
  return z.object({
    cardNumber: z.string({ error: 'commerce.cardNumberInvalid' }).transform(cardDigits).refine(isCardNumber, {
      message: 'commerce.cardNumberInvalid',
    }),
    expiry: z
      .string({ error: 'commerce.expiryInvalid' })
      .trim()
      // abort: an unreadable expiry has no month and year for the next check to read (it threw, and
      // the action answered 502 with no field message)
      .regex(/^(0?[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/, {
        message: 'commerce.expiryInvalid',
        abort: true,
      })
      .refine((v) => expiryNotPast(parseExpiry(v), now), { message: 'commerce.expiryPast' })
      .transform((v) => {
        const [mm, yy] = v.split('/').map((s) => s.trim()) as [string, string]
        return `${mm.padStart(2, '0')}/${yy.slice(-2)}`
      }),
    cvc: z
      .string({ error: 'commerce.cvcInvalid' })
      .trim()
      .regex(/^\d{3,4}$/, { message: 'commerce.cvcInvalid' }),
    cardHolder: z
      .string({ error: 'commerce.cardHolderRequired' })
      .trim()
      .min(1, { message: 'commerce.cardHolderRequired' })
      .max(100, { message: 'commerce.cardHolderRequired' }),
  })
}

export type CardDetails = z.infer<ReturnType<typeof cardSchema>>

export const voucherSchema = z.object({
  code: z
    .string({ error: 'commerce.voucherRequired' })
    .trim()
    // abort: an empty code is told to be given, not also told its format
    .min(1, { message: 'commerce.voucherRequired', abort: true })
    .regex(/^[A-Za-z0-9_-]{2,40}$/, { message: 'commerce.voucherFormat' }),
})

/**
 * Billing-detail fields the platform asked for: each required, at most 200 characters; a country
 * one of `countries` (ISO 3166-1 alpha-2 codes of the country list), a postal code in the format
 * of the country chosen, by the address book's rules (checkCountryAndPostalCode, which the platform
 * checks with too). Without the list (not asked for, or not loaded) the country and postal code
 * are left to the platform, which answers the same messages. Those messages are the account
 * area's field messages (`countryFieldIsInvalid`, `postalCodeFieldIsInvalid`).
 */
export function billingSchema(fields: string[], countries?: readonly string[]) {
  const known = new Set(countries ?? [])
  return z
    .object(
      Object.fromEntries(
        fields.map((f) => [
          f,
          z
            .string({ error: 'commerce.billingRequired' })
            .trim()
            .min(1, { message: 'commerce.billingRequired' })
            .max(200, { message: 'commerce.billingRequired' }),
        ]),
      ),
    )
    .superRefine((value, ctx) => {
      if (!countries?.length) return
      const given = value as Record<string, string | undefined>
      const country = fields.includes('country') && given.country ? given.country : undefined
      const postalCode = fields.includes('postalCode') && given.postalCode ? given.postalCode : undefined
      const { errors } = checkCountryAndPostalCode({ country, postalCode }, undefined, (code) => known.has(code))
      for (const [path, messages] of Object.entries(errors))
        for (const message of messages) ctx.addIssue({ code: 'custom', path: [path], message })
    })
}

/** A field name the billing form may show (the platform's own pattern). */
export const isBillingField = (name: string) => /^[a-zA-Z][a-zA-Z0-9]{0,39}$/.test(name)
