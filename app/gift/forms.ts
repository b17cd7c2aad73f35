/**
 * The gift forms' checks, shared by the browser (before posting) and the actions (always): the
 * messages are gift.* string keys.
 */
import * as z from 'zod'
import { EMAIL_PATTERN } from '#app/auth/form-errors.ts'

export const GIFT_MESSAGE_MAX = 500

export const giftSchema = z.object({
  giftProductId: z.string({ error: 'gift.error.product' }).regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'gift.error.product'),
  recipientEmail: z.string({ error: 'gift.error.email' }).trim().max(254, 'gift.error.email').regex(EMAIL_PATTERN, 'gift.error.email'),
  message: z.string().trim().max(GIFT_MESSAGE_MAX, 'gift.error.messageLength').default(''),
})

export const redeemSchema = z.object({
  code: z
    .string({ error: 'gift.error.code' })
    .trim()
    .min(1, 'gift.error.code')
    .max(40, 'gift.error.GIFT_CODE_NOT_FOUND')
    .regex(/^[A-Za-z0-9 -]*$/, 'gift.error.GIFT_CODE_NOT_FOUND'),
})

/** A code as it may travel in a link (?code=): letters, digits and dashes only, else nothing. */
export const linkCode = (value: string | null | undefined) => (value && /^[A-Za-z0-9-]{1,40}$/.test(value) ? value : '')
