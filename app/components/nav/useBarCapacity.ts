import { useSyncExternalStore } from 'react'
import { BAR_CAPACITY, barCapacity } from './moreMenu.ts'

function subscribe(onChange: () => void) {
  const queries = BAR_CAPACITY.map(({ minWidth }) => window.matchMedia(`(min-width: ${minWidth}px)`))
  for (const query of queries) query.addEventListener('change', onChange)
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange)
  }
}

const clientCapacity = () => barCapacity(window.innerWidth)
/** The server cannot know the width: every item (the CSS hides the extra ones until hydration). */
const serverCapacity = () => Number.POSITIVE_INFINITY

/**
 * How many primary items the bar shows at the current width (BAR_CAPACITY), kept in step with the
 * CSS breakpoints: the hydrated More menu lists the rest, so keyboard users never land on a
 * hidden row.
 */
export function useBarCapacity(): number {
  return useSyncExternalStore(subscribe, clientCapacity, serverCapacity)
}
