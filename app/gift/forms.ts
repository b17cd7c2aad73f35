/**
 * The gift forms' checks, shared by the browser (before posting, once a page has fetched this
 * module on the form's first use) and the actions (always): the messages are gift.* string keys.
 */
import * as z from 'zod'
import { EMAIL_PATTERN } from '#app/auth/form-errors.ts'
import { GIFT_MESSAGE_MAX } from './form-rules.ts'

export { checkForm } from '#app/auth/forms.ts'

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
