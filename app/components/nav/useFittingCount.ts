import { useLayoutEffect, useState, type RefObject } from 'react'

/** A layout effect in the browser, nothing on the server. */
const useBrowserLayoutEffect = typeof document === 'undefined' ? () => {} : useLayoutEffect

/**
 * The breakpoints decide how many items the bar shows (BAR_CAPACITY), for an English-length menu;
 * longer labels (Spanish and Portuguese ones, or an operator's long item) would then shrink to an
 * ellipsis ("I…", "Ex…"). Once hydrated this measures the labels' natural widths (their text in
 * the links' font, plus the links' padding) against the room the bar has, on every resize, and
 * answers at most `upTo` items: the rest go to the More menu. Before hydration (and without
 * JavaScript) `upTo` stands, as on the server. `itemsKey` changes when the items, their
 * language or the current page (whose item is bolder) do.
 */
export function useFittingCount(container: RefObject<HTMLElement | null>, itemsKey: string, moreLabel: string, upTo: number): number {
  const [fit, setFit] = useState(Number.POSITIVE_INFINITY)
  useBrowserLayoutEffect(() => {
    const element = container.current
    if (!element || typeof ResizeObserver === 'undefined') return
    let stop: (() => void) | undefined
    let cancelled = false
    // the measuring code comes after hydration, outside the page's first download
    void import('./fitItems.ts').then(({ watchFit }) => {
      if (!cancelled) stop = watchFit(element, moreLabel, setFit)
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [container, itemsKey, moreLabel])
  return Math.min(fit, upTo)
}
