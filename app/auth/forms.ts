/**
 * The zod schemas of the identity forms, with translation keys as messages. The actions check
 * with them (through checks.server.ts); a page fetches this module when its form is first used
 * (useLazyModule), so zod is not part of any page's first download. What a page needs at once,
 * zod-free, is in form-errors.ts.
 */
import * as z from 'zod'
import { EMAIL_PATTERN, type FieldErrors } from './form-errors.ts'

/** An email: an empty one is told only that it is missing, not also that it is not valid. */
const email = (invalid: string) =>
  z
    .string({ error: 'pleaseProvideYourEmail' })
    .trim()
    .min(1, { error: 'pleaseProvideYourEmail', abort: true })
    .max(254, invalid)
    .regex(EMAIL_PATTERN, invalid)

export const signupSchema = z.object({
  name: z.string({ error: 'pleaseProvideYourName' }).trim().min(1, 'pleaseProvideYourName').max(80, 'auth.nameTooLong'),
  email: email('pleaseProvideValidEmail'),
  password: z.string({ error: 'auth.passwordTooShort' }).min(8, 'auth.passwordTooShort').max(1024, 'auth.passwordTooLong'),
})

export const magicLinkSchema = z.object({ email: email('invalidEmail') })
export const resetRequestSchema = z.object({ email: email('pleaseProvideValidEmail') })
export const newPasswordSchema = z
  .object({
    password: z.string({ error: 'auth.passwordTooShort' }).min(8, 'auth.passwordTooShort').max(1024, 'auth.passwordTooLong'),
    confirm: z.string().optional(),
  })
  .refine((v) => v.confirm === undefined || v.confirm === v.password, { path: ['confirm'], message: 'auth.passwordsDiffer' })

export const profileNameSchema = z
  .string({ error: 'profiles.nameRequired' })
  .trim()
  .min(1, 'profiles.nameRequired')
  .max(40, 'auth.nameTooLong')
export const pinSchema = z.string().regex(/^\d{4}$/, 'profiles.pinFormat')

/** Field errors (translation keys) by field name, or the parsed value. */
export function checkForm<T extends z.ZodType>(
  schema: T,
  input: FormData | Record<string, unknown>,
): { ok: true; value: z.infer<T> } | { ok: false; errors: FieldErrors } {
  const values = input instanceof FormData ? Object.fromEntries(input) : input
  const result = schema.safeParse(values)
  if (result.success) return { ok: true, value: result.data }
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form')
    const messages = (errors[key] ??= [])
    if (!messages.includes(issue.message)) messages.push(issue.message)
  }
  return { ok: false, errors }
}
