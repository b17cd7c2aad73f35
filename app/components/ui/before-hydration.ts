import { useLayoutEffect } from 'react'

/** A layout effect in the browser; nothing in the server render (where React would warn). */
export const useBrowserLayoutEffect = typeof document === 'undefined' ? () => {} : useLayoutEffect

/**
 * What a visitor typed, ticked or chose in the server's form before the page hydrated is in the
 * input but not in React's state; react-aria's controls are controlled inputs, so their next render
 * would put the state back and lose it. When the control hydrates (or mounts), `read` looks at the
 * input and, if it holds something else than `current`, `adopt` takes it into the state, before any
 * render could undo it.
 */
export function useInputFromBeforeHydration<T>(read: () => T | undefined, current: T, adopt: (value: T) => void) {
  useBrowserLayoutEffect(() => {
    const value = read()
    if (value !== undefined && value !== current) adopt(value)
  }, [])
}
