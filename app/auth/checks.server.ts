/**
 * The identity forms' checks as the actions use them. Route modules import them from here rather
 * than from forms.ts: a `.server` module never reaches the browser, so a route whose action
 * checks with zod does not put zod in its page's first download (the page fetches forms.ts
 * itself when its form is first used).
 */
import * as z from 'zod'

export { checkForm, magicLinkSchema, newPasswordSchema, resetRequestSchema, signupSchema } from './forms.ts'

/** The sign-out form: where to go after (the logout checks it again as a same-origin path). */
export const logoutSchema = z.object({ from: z.string().max(2048).optional() })

/** The operators' impersonation form: the viewer's address to issue a session for. */
export const impersonationSchema = z.object({
  intent: z.literal('issue'),
  email: z.string().trim().email('invalidEmail').max(254, 'invalidEmail'),
})
