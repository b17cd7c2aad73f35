import { useSyncExternalStore } from 'react'
import { BAR_CAPACITY, barCapacity } from './moreMenu.ts'

const query = (minWidth: number) => window.matchMedia(`(min-width: ${minWidth}px)`)

function subscribe(onChange: () => void) {
  const queries = BAR_CAPACITY.map(({ minWidth }) => query(minWidth))
  for (const tier of queries) tier.addEventListener('change', onChange)
  return () => {
    for (const tier of queries) tier.removeEventListener('change', onChange)
  }
}

/**
 * Which tiers the width reaches comes from their media queries, not from `window.innerWidth`:
 * React asks for this value on every render of the bar and after every commit, and reading the
 * width made the browser restyle and lay out a page that had just changed, five times while the
 * home hydrated. A query's answer needs no layout.
 */
const clientCapacity = () => barCapacity((minWidth) => query(minWidth).matches)
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
