/**
 * The expanded playlist preview of a carousel's playlist card (Play and View all buttons, a
 * pair of page arrows for playlists larger than a page, and a close button; it closes on a click
 * outside the card or when the window becomes narrow). Shared by the row, the panel and the resource route: no runtime imports beyond types.
 */
import type { ContentCard } from '#app/platform/types.ts'

/** Below this width the preview is not offered and an open one closes (the tablet breakpoint). */
export const PREVIEW_MIN_WIDTH = 768
export const NARROW_QUERY = `(max-width: ${PREVIEW_MIN_WIDTH - 1}px)`

export interface PlaylistPreviewPage {
  id: string
  title: string
  description: string
  videos: ContentCard[]
  page: number
  totalPages: number
  /** The playlist's first video (what Play starts), whatever the page. */
  firstVideoId: string | null
  firstVideoTitle: string | null
}

/** GET /resources/playlist/:playlistId?p=2 (app route PLAYLIST_PREVIEW). */
export function playlistPreviewPath(playlistId: string, page = 1): string {
  return `/resources/playlist/${encodeURIComponent(playlistId)}?p=${page}`
}

export function isPreviewPage(value: unknown): value is PlaylistPreviewPage {
  return typeof value === 'object' && value !== null && Array.isArray((value as PlaylistPreviewPage).videos)
}

/**
 * Whether a pointer press at `target` closes the preview: anywhere outside the panel and outside
 * the card (its link and its preview button) that opened it.
 */
export function closesPreview(target: Node | null, panel: Element | null, card: Element | null): boolean {
  if (!target) return false
  return !(panel?.contains(target) || card?.contains(target))
}
