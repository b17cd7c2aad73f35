import { startTransition, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { isPressHeld, whenNoPressHeld } from './press-held.ts'

const never = () => () => {}

// Set once the page has hydrated and no press was held then: components mounted afterwards start
// in their hydrated form, even under a press (one that opened a menu, say).
let settled = false

/**
 * False in the server render and while hydrating it, true afterwards (and from the first render of
 * a component mounted after hydration), once no press is held. Controls that need JavaScript
 * render their no-JS form until then.
 *
 * The change puts new elements in place of the server's, so it waits for a held press to end: a
 * press that goes down on the old element and comes up on the new one makes no click
 * (press-held.ts). It is rendered as a transition, which React splits into short slices between
 * which the browser can paint and answer input. (This hook was a store once: a store's change is
 * rendered in one synchronous task, for every hydrated control of the page at once.)
 */
export function useHydrated(): boolean {
  // Whether this instance hydrated the server's markup. React asks a store for its server snapshot
  // only while hydrating, so that marks the instance; its browser snapshot then returns the same
  // mark, since a difference at the end of hydration would make React render it again at once.
  const mark = useRef(false)
  const hydrating = useSyncExternalStore(
    never,
    () => mark.current,
    () => (mark.current = true),
  )
  const [hydrated, setHydrated] = useState(() => !hydrating && (settled ||= !isPressHeld()))
  useEffect(() => {
    if (!hydrated)
      whenNoPressHeld(() => {
        settled = true
        startTransition(() => setHydrated(true))
      })
  }, [hydrated])
  return hydrated
}
