/**
 * The primary bar and the More menu.
 */
import type { MenuItem } from '#schemas/generated/types.ts'

/** Items shown in the bar when the menu document does not say. */
export const DEFAULT_PRIMARY_COUNT = 5
/** "More menu height is 75 px per row …" */
export const MORE_MENU_ROW_HEIGHT = 75
/** "… capped at 475 plus 100." */
export const MORE_MENU_MAX_HEIGHT = 475 + 100

export interface MenuSplit {
  /** Shown in the bar, in CMS order. */
  primary: MenuItem[]
  /** The overflow, featured first … */
  featured: MenuItem[]
  /** … then the rest, after a separator. */
  nonFeatured: MenuItem[]
  /** Signed-in users get a Log out row at the end of the More menu. */
  showLogout: boolean
  /** Rows of the More menu: its items plus the Log out row. */
  rowCount: number
}

/**
 * Split the menu: the first `primaryCount` items go in the bar; the rest go into the More menu,
 * featured items first (CMS order kept within each group), and a Log out row for signed-in users.
 */
export function splitMenu(items: readonly MenuItem[], primaryCount: number | undefined, isGuest: boolean): MenuSplit {
  const count = Math.max(0, Math.floor(primaryCount ?? DEFAULT_PRIMARY_COUNT))
  const primary = items.slice(0, count)
  const overflow = items.slice(count)
  const featured = overflow.filter((item) => item.style?.featured === true)
  const nonFeatured = overflow.filter((item) => item.style?.featured !== true)
  const showLogout = !isGuest
  return { primary, featured, nonFeatured, showLogout, rowCount: overflow.length + (showLogout ? 1 : 0) }
}

/** The More menu's max-height in px: 75 per row, at most 575; beyond that it scrolls inside. */
export function moreMenuHeight(rowCount: number): number {
  return Math.min(Math.max(0, rowCount) * MORE_MENU_ROW_HEIGHT, MORE_MENU_MAX_HEIGHT)
}

/**
 * How many primary items the TOP and TOP_LEFT bars show from each width up (the bar replaces the
 * hamburger at 1024 px). Items beyond that stay in the markup but are hidden by CSS and listed at
 * the top of the More menu instead, so the bar never overflows into the actions. Long labels
 * still shrink with an ellipsis as a last resort.
 */
export const BAR_CAPACITY: readonly { minWidth: number; count: number }[] = [
  // From 1920 px every primary item: the menu's primaryCount decides, as on a wide screen before.
  { minWidth: 1024, count: 3 },
  { minWidth: 1280, count: 4 },
  { minWidth: 1440, count: 5 },
  { minWidth: 1920, count: Number.POSITIVE_INFINITY },
]

/**
 * Primary items the bar shows at a width that `reaches` each tier's `minWidth` or not; every item
 * below 1024 px, where the hamburger lists them.
 */
export function barCapacity(reaches: (minWidth: number) => boolean): number {
  let count = Number.POSITIVE_INFINITY
  for (const tier of BAR_CAPACITY) if (reaches(tier.minWidth)) count = tier.count
  return count
}

/** The smallest width at which the bar shows the primary item at `index`; null when it never does. */
export function barVisibleFrom(index: number): number | null {
  return BAR_CAPACITY.find((tier) => tier.count > index)?.minWidth ?? null
}
