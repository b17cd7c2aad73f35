/** How long the add-to-watchlist panel's "Added to …" confirmation stays before the panel closes. */
export const WATCHLIST_CONFIRMATION_MS = 2000
