/**
 * The zod schemas of the identity forms, with translation keys as messages. The browser uses them
 * for instant feedback and the actions for the truth.
 */
import * as z from 'zod'

/** The email pattern check (magic link, reset, sign-up): something@something.tld */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const email = (invalid: string) =>
  z.string({ error: 'pleaseProvideYourEmail' }).trim().min(1, 'pleaseProvideYourEmail').max(254, invalid).regex(EMAIL_PATTERN, invalid)

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
  .max(40, 'profiles.nameRequired')
export const pinSchema = z.string().regex(/^\d{4}$/, 'profiles.pinFormat')

export type FieldErrors = Record<string, string[]>

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

/**
 * A form's onSubmit: the same check the action makes, run before posting. On failure the browser
 * does not post and the field errors show; without JavaScript the action answers the same errors.
 */
export function blockInvalidSubmit(
  check: (form: FormData) => { ok: true } | { ok: false; errors: FieldErrors },
  setErrors: (errors: FieldErrors | null) => void,
) {
  return (event: { currentTarget: HTMLFormElement; preventDefault(): void }) => {
    const form = event.currentTarget
    const result = check(new FormData(form))
    if (!result.ok) {
      event.preventDefault()
      setErrors(result.errors)
      // once the messages are on the page, the keyboard (and a screen reader) goes to the first field that has one
      const errors = result.errors
      requestAnimationFrame(() => firstFieldWithError(form, errors)?.focus())
    } else setErrors(null)
  }
}

/** The first field of the form, in page order, that a message is about (not hidden inputs). */
export function firstFieldWithError(form: HTMLFormElement, errors: FieldErrors): HTMLElement | null {
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name
    if (!name || !errors[name]?.length || (element as HTMLInputElement).type === 'hidden') continue
    if ((element as HTMLInputElement).disabled) continue
    return element as HTMLElement
  }
  return null
}
