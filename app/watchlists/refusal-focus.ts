/**
 * Focus after the server refuses a watchlist form. The browser-side check (blockInvalidSubmit)
 * moves focus itself; a refusal only the platform can make (a name already taken, a title already
 * in the list, a limit) comes back with the page's action data or a fetcher's: once it is on the
 * page, focus goes to the first field it is about, else to the message about the form as a whole,
 * so a keyboard or screen-reader user lands on what to fix and hears it.
 */
import { useEffect, type RefObject } from 'react'
import { firstFieldWithError, type FieldErrors } from '#app/auth/form-errors.ts'

export interface Refusal {
  ok: boolean
  errors: FieldErrors
  message?: string
  /** a delete asking to be confirmed is a question, not a refusal */
  confirm?: boolean
}

/** Where focus goes for `answer`: the form's first field with a message, else the message; null when it is no refusal. */
export function refusalTarget(
  answer: Refusal | null | undefined,
  form: HTMLFormElement | null,
  message: HTMLElement | null,
): HTMLElement | null {
  if (!answer || answer.ok || answer.confirm) return null
  return (form && firstFieldWithError(form, answer.errors)) ?? message
}

/**
 * Moves focus once per answer (a new submission's answer is a new object), when it is given: pass
 * it once the page or fetcher is idle, not while it still loads (what is focused may be redrawn). `form` picks the form
 * the answer is about (a page may hold several); `message` is the element showing answer.message,
 * focusable with tabIndex={-1}.
 */
export function useFocusRefusal<T extends Refusal>(
  answer: T | null | undefined,
  form: (answer: T) => HTMLFormElement | null,
  message: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!answer) return
    refusalTarget(answer, form(answer), message.current)?.focus()
    // only a new answer moves focus: not a re-render, nor a new `form` function
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [answer])
}
