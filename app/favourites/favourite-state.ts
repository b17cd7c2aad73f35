/**
 * What this tab last changed about favourites, shared by every toggle on the page: a title may
 * show on several cards (two rows, a row and the detail), and cards of rows paged in by the
 * browser are not refreshed by the page's loaders. A toggle's successful answer is recorded here,
 * and every toggle of that title shows it; a title this tab has not changed shows the platform's
 * flag from the page's data. Nothing is kept across page loads.
 */
import { useSyncExternalStore } from 'react'

const changed = new Map<string, boolean>()
const listeners = new Set<() => void>()

export function recordFavourite(contentId: string, favourite: boolean) {
  if (changed.get(contentId) === favourite) return
  changed.set(contentId, favourite)
  for (const listener of [...listeners]) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** This tab's latest change of the title's flag, else `fromPage`. */
export function useFavourite(contentId: string, fromPage: boolean): boolean {
  const known = useSyncExternalStore(
    subscribe,
    () => changed.get(contentId),
    () => undefined,
  )
  return known ?? fromPage
}

/** Forgets this tab's changes (a test starts from the page's data alone). */
export function forgetFavouriteChanges() {
  changed.clear()
  for (const listener of [...listeners]) listener()
}
