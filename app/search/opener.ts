/**
 * Where focus goes back to when the search overlay closes. The host (first download) records the
 * opener and the overlay (its own chunk) takes it, so this lives apart from both: neither module
 * imports the other's code.
 */

/** The page's hash while the search overlay is open (its address: /home#search opens it). */
export const SEARCH_HASH = '#search'

/** History state of the entry the opener pushes: closing goes back to the entry before it. */
export interface SearchOverlayState {
  searchOverlay?: true
}

let opener: HTMLElement | null = null

/** Record the element that opened the overlay; `onlyIfNone` keeps an opener already recorded. */
export function rememberOpener(element: HTMLElement, { onlyIfNone = false } = {}) {
  if (onlyIfNone && opener) return
  opener = element
}

/** The element focus returns to when the overlay closes (the opener, or what had focus when the hash appeared). */
export function takeOpener(): HTMLElement | null {
  const element = opener
  opener = null
  return element && element.isConnected ? element : null
}
