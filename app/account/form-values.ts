/**
 * What the account pages need of their forms from the first render, without zod: a form's fields
 * as plain strings, and the shape of a form's check in the browser. The checks themselves (zod
 * schemas, forms.ts) are fetched when a form is first used; the actions check with them too.
 */
import type { FieldErrors } from '#app/auth/form-errors.ts'

export type { FieldErrors }
export type FormValues = Record<string, string>

/** A form's fields as plain strings (checkboxes: 'on' when checked, absent otherwise). */
export function formValues(data: FormData): FormValues {
  const out: FormValues = {}
  for (const [k, v] of data.entries()) if (typeof v === 'string') out[k] = v
  return out
}
