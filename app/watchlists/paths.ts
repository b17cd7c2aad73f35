/**
 * The watchlists' paths a page links to. Kept apart from the forms' schemas (forms.ts): every title
 * button renders one, and zod must not come with it into the page's first download.
 */

/** Where the browser's add-to-watchlist panel (and the no-JavaScript picker) reads and posts. */
export function addToWatchlistPath(content: { id: string; type: string }, from: string): string {
  return `/watchlists?${new URLSearchParams({ add: content.id, contentType: content.type, from })}`
}
