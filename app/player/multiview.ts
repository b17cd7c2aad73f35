/**
 * Multi-view rules: layouts twoUp (default), pip,
 * threeUp and quad need 2, 2, 3 and 4 videos; a layout is valid only if every selected item has
 * a url; the view needs at least 1024 px; the live-event carousel shows 12 a page.
 */

export const layouts = ['twoUp', 'pip', 'threeUp', 'quad'] as const
export type MultiViewLayout = (typeof layouts)[number]

export const DEFAULT_LAYOUT: MultiViewLayout = 'twoUp'
export const MIN_WIDTH = 1024
export const HEARTBEAT_INTERVAL_MS = 30_000

export const requiredVideos: Record<MultiViewLayout, number> = { twoUp: 2, pip: 2, threeUp: 3, quad: 4 }

export function isLayout(value: unknown): value is MultiViewLayout {
  return typeof value === 'string' && (layouts as readonly string[]).includes(value)
}

export interface MultiViewItem {
  id: string
  url?: string | null
}

/** Valid: exactly the layout's count of videos is selected and every one has a url. */
export function isLayoutValid(layout: MultiViewLayout, selected: readonly MultiViewItem[]): boolean {
  return selected.length === requiredVideos[layout] && selected.every((item) => typeof item.url === 'string' && item.url.length > 0)
}

/** Toggle an item in the selection, never above the layout's count (the oldest pick gives way). */
export function toggleSelection(selected: readonly string[], id: string, layout: MultiViewLayout): string[] {
  if (selected.includes(id)) return selected.filter((x) => x !== id)
  const next = [...selected, id]
  const max = requiredVideos[layout]
  return next.length > max ? next.slice(next.length - max) : next
}

/** The selection kept when switching layout: the first picks, up to the new layout's count. */
export function fitSelection(selected: readonly string[], layout: MultiViewLayout): string[] {
  return selected.slice(0, requiredVideos[layout])
}

export function wideEnough(width: number): boolean {
  return width >= MIN_WIDTH
}
