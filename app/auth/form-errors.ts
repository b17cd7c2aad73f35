/**
 * What a form page needs at once to show field messages, without zod: the shape of the messages,
 * the submit handler that refuses a form in the browser, and where the keyboard goes after. The
 * checks themselves (zod schemas) come later, when the form is first used (forms.ts,
 * useLazyModule); the action checks again in any case.
 */

/** Messages (translation keys) by field name. */
export type FieldErrors = Record<string, string[]>

/** The email pattern check (magic link, reset, sign-up, gifts): something@something.tld */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

type CheckResult = { ok: true } | { ok: false; errors: FieldErrors }

/** A form's check in the browser: undefined while it has not arrived (the form then posts). */
export type BrowserCheck = (form: FormData) => CheckResult | undefined

/**
 * The check of a form whose checks module is fetched on first use (useLazyModule): `pick` names
 * the schema in that module, which also exports `checkForm`. Until the module has arrived the
 * check answers undefined, and the form posts.
 */
export function checkOnceLoaded<S, M extends { checkForm(schema: S, form: FormData): CheckResult }>(
  checks: { current(): M | undefined },
  pick: (checks: M) => S,
): BrowserCheck {
  return (form) => {
    const loaded = checks.current()
    return loaded ? loaded.checkForm(pick(loaded), form) : undefined
  }
}

/**
 * A form's onSubmit: the same check the action makes, run before posting. On failure the browser
 * does not post and the field errors show; without JavaScript, or before the check has arrived,
 * the form posts and the action answers the same errors.
 */
export function blockInvalidSubmit(check: BrowserCheck, setErrors: (errors: FieldErrors | null) => void) {
  return (event: { currentTarget: HTMLFormElement; preventDefault(): void }) => {
    const form = event.currentTarget
    const result = check(new FormData(form))
    if (result && !result.ok) {
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
