import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the server render and while hydrating it, true afterwards (and for components first
 * mounted after hydration). Controls that need JavaScript render their no-JS form until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
