import { useId } from 'react'

/**
 * The `aria-describedby` to give a control that has nothing to name. React leaves a null
 * attribute out of the markup, and react-aria's mergeProps lets a control's own prop give way to
 * its context's only when it is `undefined`: null is what keeps react-aria's list off the element.
 * Typed as the prop's own type so the JSX that takes it type-checks.
 */
const NOTHING = null as unknown as undefined

export interface FieldHelp {
  /** For the description element, when the field shows one. */
  descriptionId: string
  /** For the error message element, when the field shows one. */
  errorId: string
  /** The control's `aria-describedby`: only what the field renders, then the caller's own ids. */
  describedBy: string | undefined
}

/**
 * Ids for a field's description and error message, and the exact `aria-describedby` naming those
 * the field renders this time.
 *
 * react-aria's useField names the two with ids of its own (useSlotId) and lists both on the
 * control whether they are rendered or not; it drops the missing ones in a layout effect, which
 * never runs on the server. So the server's markup, which is the whole form for a visitor without
 * JavaScript and what assistive technology reads until the page hydrates, named elements that
 * were not in the page. A field here gives its description and error these ids and passes the
 * control `describedBy`, which overrides react-aria's list (a prop given to the control wins over
 * its context's), the same on the server, at hydration and after it.
 *
 * `shown` must say what the field renders in this render, no more and no less.
 */
export function useFieldHelp(shown: { description: boolean; error: boolean }, callerDescribedBy?: string): FieldHelp {
  const id = useId()
  const descriptionId = `${id}description`
  const errorId = `${id}error`
  const names = [shown.description ? descriptionId : null, shown.error ? errorId : null, callerDescribedBy]
  return { descriptionId, errorId, describedBy: names.filter(Boolean).join(' ') || NOTHING }
}
