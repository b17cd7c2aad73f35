/**
 * Whether a visitor is holding a press down (a mouse button, a finger, or Space on a button).
 *
 * Controls that change when the page hydrates, or when a chunk of react-aria arrives, put new
 * elements in the place of the server's. A press whose pointer goes down on the old element and
 * comes up on the new one makes no click, so the visitor's press does nothing. Those changes wait
 * until no press is held. The browser marks the pressed element and its ancestors `:active` with
 * or without JavaScript, so a press that began before any script ran is seen too.
 */
export function isPressHeld(): boolean {
  if (typeof document === 'undefined') return false
  try {
    return document.querySelector(':active') !== null
  } catch {
    return false // a DOM without the selector (a test's) holds no press
  }
}

const RELEASES = ['click', 'pointerup', 'pointercancel', 'keyup', 'blur', 'dragend'] as const

/** The longest a change waits for a release (a press held longer, or a browser that keeps `:active`). */
export const LONGEST_WAIT_MS = 2_000

/**
 * Runs `then` now if no press is held, else once the press is released (after the release's own
 * click, which comes right behind it), or after LONGEST_WAIT_MS at the latest.
 */
export function whenNoPressHeld(then: () => void): void {
  if (!isPressHeld()) return then()
  let done = false
  const finish = () => {
    if (done) return
    done = true
    clearTimeout(latest)
    for (const type of RELEASES) window.removeEventListener(type, check, true)
    then()
  }
  const check = () =>
    setTimeout(() => {
      if (!isPressHeld()) finish()
    }, 0)
  const latest = setTimeout(finish, LONGEST_WAIT_MS)
  for (const type of RELEASES) window.addEventListener(type, check, true)
}
