import { useCallback, useMemo, useRef } from 'react'

/**
 * A module a component needs only once someone uses it (a form's instant checks, say, with their
 * zod schemas), kept out of the page's first download. `warm()` starts the fetch; `warmOnUse`
 * holds the handlers a form spreads to call it on first use (a field's focus, the pointer over
 * the form). `current()` answers the module once it is there, else undefined: until then the
 * caller does without it (a form posts, and its action answers the same field messages, since the
 * server makes the same check).
 */
export function useLazyModule<M>(load: () => Promise<M>): {
  warm: () => void
  current: () => M | undefined
  warmOnUse: { onFocus: () => void; onPointerEnter: () => void }
} {
  const loaded = useRef<M | undefined>(undefined)
  const asked = useRef(false)
  const warm = useCallback(() => {
    if (asked.current) return
    asked.current = true
    load().then(
      (m) => {
        loaded.current = m
      },
      () => {
        // a failed fetch is asked again on the next use
        asked.current = false
      },
    )
  }, [load])
  const current = useCallback(() => loaded.current, [])
  const warmOnUse = useMemo(() => ({ onFocus: warm, onPointerEnter: warm }), [warm])
  return { warm, current, warmOnUse }
}
