import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * What a resource answered: its JSON body (typed by the caller, as the route promises; check it
 * before use, as a row checks isBucketPage), or `{ error }` when the route, the network or the
 * body failed.
 */
export type JsonResult<T> = T | { error: string }

/**
 * Loads a JSON resource route with the browser's fetch, outside the router: a row's next page or a
 * preview's items are data for one component, not navigation state.
 *
 * Remix's router fetchers were tried first. With lazy route discovery on, the router has to learn
 * a resource route the first time one is asked for, and on about one first press in three the
 * fetcher finished without ever handing its answer to the component. A plain fetch has no route
 * to discover. A newer load aborts the one in flight, and unmounting aborts it too.
 */
export function useJsonResource<T = unknown>() {
  const [result, setResult] = useState<{ state: 'idle' | 'loading'; data: JsonResult<T> | undefined }>({ state: 'idle', data: undefined })
  const inFlight = useRef<AbortController | null>(null)

  useEffect(() => () => inFlight.current?.abort(), [])

  const load = useCallback((url: string) => {
    inFlight.current?.abort()
    const controller = new AbortController()
    inFlight.current = controller
    setResult((previous) => ({ state: 'loading', data: previous.data }))
    fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin', signal: controller.signal })
      .then((response) => response.json().catch(() => ({ error: `HTTP ${response.status}` })))
      .catch((error: unknown) => ({ error: error instanceof Error ? error.message : 'network error' }))
      .then((data: JsonResult<T>) => {
        if (controller.signal.aborted) return
        inFlight.current = null
        setResult({ state: 'idle', data })
      })
  }, [])

  return { state: result.state, data: result.data, load }
}
