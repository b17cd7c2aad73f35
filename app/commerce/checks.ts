/**
 * The checkout forms' instant checks in the browser: the same zod schemas the action checks with.
 * The checkout view loads this module when a form is first used (useLazyModule), so zod is not
 * part of the purchase page's first download.
 */
export { checkForm } from '#app/auth/forms.ts'
export { billingSchema, cardSchema } from './card.ts'
