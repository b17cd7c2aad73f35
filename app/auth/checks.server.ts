/**
 * The identity forms' checks as the actions use them. Route modules import them from here rather
 * than from forms.ts: a `.server` module never reaches the browser, so a route whose action
 * checks with zod does not put zod in its page's first download (the page fetches forms.ts
 * itself when its form is first used).
 */
export { checkForm, magicLinkSchema, newPasswordSchema, resetRequestSchema, signupSchema } from './forms.ts'
