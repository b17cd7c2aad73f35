import { useEffect, useRef, useState } from 'react'
import { initialScrollHideState, nextScrollHideState, SCROLL_THROTTLE_MS, throttle, type ScrollHideState } from './scrollHide.ts'

export interface HideOnScroll {
  /** The bar is slid out of view. */
  hidden: boolean
  /** The page is scrolled away from the top: the bar turns solid. */
  scrolled: boolean
}

/**
 * Hide the top bar after 150 px of scrolling down, show it after 50 px up (throttled to 250 ms).
 * While `locked` (a menu is open, focus is inside the bar) the bar always shows.
 */
export function useHideOnScroll({ locked = false }: { locked?: boolean } = {}): HideOnScroll {
  const [state, setState] = useState<ScrollHideState>(initialScrollHideState)
  const lockedRef = useRef(locked)
  lockedRef.current = locked

  useEffect(() => {
    const update = () => setState((s) => nextScrollHideState(s, window.scrollY, lockedRef.current))
    const onScroll = throttle(update, SCROLL_THROTTLE_MS)
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      onScroll.cancel()
    }
  }, [])

  useEffect(() => {
    if (locked) setState((s) => nextScrollHideState(s, s.lastY, true))
  }, [locked])

  return { hidden: state.hidden && !locked, scrolled: state.scrolled }
}
