/**
 * What the gift pages need at once, without zod: the message's length limit (the field shows
 * it as you type) and how a code may travel in a link. The checks themselves are in forms.ts,
 * which the pages fetch when a form is first used.
 */
export const GIFT_MESSAGE_MAX = 500

/** A code as it may travel in a link (?code=): letters, digits and dashes only, else nothing. */
export const linkCode = (value: string | null | undefined) => (value && /^[A-Za-z0-9-]{1,40}$/.test(value) ? value : '')
