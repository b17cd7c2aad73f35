/**
 * Search typing debounce: 1 or 2 characters wait 2 s, 3 or more wait 1 s, and 0 or exactly 3
 * characters send immediately.
 *
 * Decision on the overlap: "3 or more" and "exactly 3" both cover 3 characters. The sentence names
 * 0 and 3 as the cases that "send immediately", which only means something if it wins over the
 * general "3 or more" rule, so 3 characters send at once and the 1 s debounce applies from 4.
 * Clearing the box (0 characters) also sends at once, so the results reset without waiting.
 */

export const SEARCH_DELAY_SHORT_QUERY_MS = 2000
export const SEARCH_DELAY_LONG_QUERY_MS = 1000
export const SEARCH_SEND_NOW = 0

/** Characters as the user sees them (code points), so an emoji or accented letter counts once. */
function characters(value: string): number {
  return [...value.normalize('NFC')].length
}

/**
 * How long to wait before sending `nextValue`: 0 (send at once), 1000 or 2000 ms.
 *
 * The delay depends only on the new value: the rule counts the characters in the box, not how
 * they got there, so a deletion that lands on 3 characters sends at once like typing the third
 * one. `previousValue` is part of the signature so callers pass both sides of a change.
 */
export function searchDelay(previousValue: string, nextValue: string): number {
  void previousValue
  const count = characters(nextValue)
  if (count === 0 || count === 3) return SEARCH_SEND_NOW // "0 or 3 characters send immediately"
  if (count <= 2) return SEARCH_DELAY_SHORT_QUERY_MS // "1 or 2 characters use a 2 s debounce"
  return SEARCH_DELAY_LONG_QUERY_MS // "3 or more a 1 s debounce" (from 4, see above)
}

/** Written as methods so that timers with any handle type (a fake clock's number, Node's Timeout) fit `Timers`. */
export interface Timers<Handle = unknown> {
  setTimeout(callback: () => void, ms: number): Handle
  clearTimeout(handle: Handle): void
}

export interface DebouncedSearch {
  /** A keystroke: cancels the pending send, then sends now or after the delay. */
  input: (value: string) => void
  /** Drops the pending send (e.g. when the search closes). */
  cancel: () => void
  /** Sends the pending value now (e.g. on Enter). Does nothing when none is pending. */
  flush: () => void
  /** Whether a send is waiting. */
  pending: () => boolean
}

/**
 * A debounced sender. Timers are injected so tests (and non-browser callers) control time; they
 * default to the global ones.
 */
export function createDebouncedSearch(
  send: (value: string) => void,
  timers: Timers = {
    setTimeout: (cb, ms) => globalThis.setTimeout(cb, ms),
    clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof globalThis.setTimeout>),
  },
): DebouncedSearch {
  let previous = ''
  let handle: unknown = null
  let waiting: string | null = null

  const cancel = () => {
    if (waiting !== null) timers.clearTimeout(handle)
    handle = null
    waiting = null
  }

  const fire = () => {
    const value = waiting
    handle = null
    waiting = null
    if (value !== null) send(value)
  }

  return {
    input(value) {
      cancel()
      const delay = searchDelay(previous, value)
      previous = value
      if (delay === SEARCH_SEND_NOW) {
        send(value)
        return
      }
      waiting = value
      handle = timers.setTimeout(fire, delay)
    },
    cancel,
    flush() {
      if (waiting === null) return
      timers.clearTimeout(handle)
      fire()
    },
    pending: () => waiting !== null,
  }
}
