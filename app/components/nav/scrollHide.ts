/**
 * Hide-on-scroll rules of the top bar: it hides after 150 px of continued
 * scrolling down and shows again after 50 px up; the scroll handler runs at most every 250 ms.
 */

export const HIDE_AFTER_DOWN_PX = 150
export const SHOW_AFTER_UP_PX = 50
export const SCROLL_THROTTLE_MS = 250

export interface ScrollHideState {
  hidden: boolean
  /** Scrolled away from the top: the bar turns solid. */
  scrolled: boolean
  /** The last scroll position seen. */
  lastY: number
  /** Where the current run of scrolling in one direction started. */
  anchorY: number
  direction: 'up' | 'down' | null
}

export const initialScrollHideState: ScrollHideState = { hidden: false, scrolled: false, lastY: 0, anchorY: 0, direction: null }

/**
 * The next state for a new scroll position. `locked` (a menu open, focus inside the bar) keeps
 * the bar shown and restarts the count, so it never hides under a keyboard user's focus.
 */
export function nextScrollHideState(state: ScrollHideState, y: number, locked = false): ScrollHideState {
  const position = Math.max(0, y)
  const scrolled = position > 0
  if (locked || position === 0) {
    return { hidden: false, scrolled, lastY: position, anchorY: position, direction: null }
  }
  if (position === state.lastY) return { ...state, scrolled }
  const direction = position > state.lastY ? 'down' : 'up'
  const anchorY = direction === state.direction ? state.anchorY : state.lastY
  let hidden = state.hidden
  if (direction === 'down' && position - anchorY >= HIDE_AFTER_DOWN_PX) hidden = true
  if (direction === 'up' && anchorY - position >= SHOW_AFTER_UP_PX) hidden = false
  return { hidden, scrolled, lastY: position, anchorY, direction }
}

/**
 * Run `fn` at most once per `wait` ms: at once on the first call, then once more at the end of
 * the window with the latest arguments. `cancel` drops a pending trailing call.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait: number, now: () => number = () => Date.now()) {
  let last = -Infinity
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: A | undefined
  const run = (args: A) => {
    last = now()
    pending = undefined
    fn(...args)
  }
  const throttled = (...args: A) => {
    const remaining = wait - (now() - last)
    if (remaining <= 0 && timer === undefined) {
      run(args)
      return
    }
    pending = args
    if (timer === undefined) {
      timer = setTimeout(
        () => {
          timer = undefined
          if (pending) run(pending)
        },
        Math.max(0, remaining),
      )
    }
  }
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    pending = undefined
  }
  return throttled
}
