import { useRef } from 'react'
import { useBrowserLayoutEffect } from './before-hydration.ts'

/**
 * A press on a box's or a radio's label that began before the page hydrated and ended after it.
 * react-aria toggles a label on its press (pointer down, then click) and cancels the label's
 * click so the browser does not toggle the input a second time; a press whose pointer went down
 * before React was listening is not one react-aria saw begin, so its click was cancelled and
 * nothing changed: the visitor's tick was lost and a second click was needed.
 *
 * Once the control has hydrated, this watches the clicks of pointers (not keyboard or assistive
 * technology clicks, which react-aria handles whole) on labels inside `container`. When such a
 * click has been handled by everyone and the label's input is as it was, `missed` is called with
 * that input so the control can do what the press meant.
 */
export function useLabelPressAcrossHydration(container: { current: HTMLElement | null }, missed: (input: HTMLInputElement) => void) {
  const latest = useRef(missed)
  latest.current = missed
  useBrowserLayoutEffect(() => {
    const root = container.current
    if (!root) return
    const onClick = (event: MouseEvent) => {
      if (event.detail === 0 || event.button !== 0 || !(event.target instanceof Element)) return
      if (event.target instanceof HTMLInputElement) return
      const input = event.target.closest('label')?.querySelector<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')
      if (!input || !root.contains(input) || input.disabled || input.readOnly) return
      const before = input.checked
      // After every listener and React's update of the event: has the press done anything?
      setTimeout(() => {
        if (input.isConnected && input.checked === before) latest.current(input)
      }, 0)
    }
    root.addEventListener('click', onClick, true)
    return () => root.removeEventListener('click', onClick, true)
  }, [])
}
