import { useLocation } from '@remix-run/react'
import { useEffect, useRef, type RefObject } from 'react'
import { useHydrated } from './useHydrated.ts'

/**
 * After a navigation within the app (a step of a form's flow, POST then redirect), the control
 * that was pressed is often gone, and the keyboard's focus with it: the browser puts it back on
 * the document, so a keyboard or screen-reader user starts again from the top with nothing said.
 * Then this moves focus to the page's heading (give it `tabIndex={-1}`), which announces where
 * they are. A focus that is still somewhere (a field, a link kept on the page) is left alone, and
 * so is the page's first load.
 */
export function useHeadingFocusAfterNavigation(heading: RefObject<HTMLElement>) {
  const { key } = useLocation()
  // mounted while the first document hydrated: that first showing is not a navigation (a
  // component mounted later, on a page reached within the app, is)
  const firstShowing = useRef(!useHydrated())
  useEffect(() => {
    if (firstShowing.current) {
      firstShowing.current = false
      return
    }
    const active = document.activeElement
    if (active && active !== document.body) return
    heading.current?.focus({ preventScroll: true })
  }, [key, heading])
}
