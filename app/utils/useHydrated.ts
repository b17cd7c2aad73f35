import { useSyncExternalStore } from 'react'
import { isPressHeld, whenNoPressHeld } from './press-held.ts'

/**
 * True once the page has hydrated and no press was held then. Controls that change at that moment
 * put new elements in place of the server's, and a press that went down on the old element and
 * comes up on the new one makes no click (press-held.ts), so the change waits for the release.
 */
let settled = false
let waiting = false
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

function hydratedSnapshot(): boolean {
  if (settled) return true
  if (!isPressHeld()) return (settled = true)
  if (!waiting) {
    waiting = true
    whenNoPressHeld(() => {
      settled = true
      for (const listener of listeners) listener()
    })
  }
  return false
}

/**
 * False in the server render and while hydrating it, true afterwards (and for components first
 * mounted after hydration), once no press is held. Controls that need JavaScript render their
 * no-JS form until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, hydratedSnapshot, () => false)
}
