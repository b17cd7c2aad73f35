import * as z from 'zod'

/** The sign-in form, checked in the browser for instant feedback and by the action for the truth. */
export const loginSchema = z.object({
  id: z
    .string({ error: 'login.emptyInputs' })
    .trim()
    .min(1, 'login.emptyInputs')
    .max(254, 'login.invalidEmail')
    .email('login.invalidEmail'),
  secret: z.string({ error: 'login.emptyInputs' }).min(1, 'login.emptyInputs').max(1024, 'login.failed'),
  from: z.string().max(2048).optional(),
})

export type LoginFieldErrors = Partial<Record<'id' | 'secret' | 'form', string[]>>

/** Field errors as label keys ("login.invalidEmail"); the page translates them. */
export function loginFieldErrors(
  form: FormData | Record<string, unknown>,
): { ok: true; value: z.infer<typeof loginSchema> } | { ok: false; errors: LoginFieldErrors } {
  const input = form instanceof FormData ? Object.fromEntries(form) : form
  const result = loginSchema.safeParse(input)
  if (result.success) return { ok: true, value: result.data }
  const flat = z.flattenError(result.error).fieldErrors as LoginFieldErrors
  // Both fields empty: one message for the whole form rather than one per field.
  if (!String(input.id ?? '').trim() && !String(input.secret ?? '')) return { ok: false, errors: { form: ['login.emptyInputs'] } }
  return { ok: false, errors: { id: flat.id, secret: flat.secret } }
}
