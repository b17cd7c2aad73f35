/**
 * Whether a visitor is holding a press down (a mouse button, a finger, or Space on a button).
 *
 * Controls that change when the page hydrates, or when a chunk of react-aria arrives, put new
 * elements in the place of the server's. A press whose pointer goes down on the old element and
 * comes up on the new one makes no click, so the visitor's press does nothing. Those changes wait
 * until no press is held. The browser marks the pressed element `:active` with
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

/** How often a held press is looked at again, and the longest a change waits for its release. */
const LOOK_AGAIN_MS = 50
export const LONGEST_WAIT_MS = 2_000

/**
 * Runs `then` now if no press is held, else once it is released (looked at every 50 ms, so the
 * release's own click has been dispatched by then), or after LONGEST_WAIT_MS at the latest (a
 * press held longer, or a browser that keeps `:active` after a tap).
 */
export function whenNoPressHeld(then: () => void, waited = 0): void {
  if (!isPressHeld() || waited >= LONGEST_WAIT_MS) return then()
  setTimeout(() => whenNoPressHeld(then, waited + LOOK_AGAIN_MS), LOOK_AGAIN_MS)
}
