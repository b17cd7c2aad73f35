import type { MenuItem } from '#schemas/generated/types.ts'
import * as styles from './siteNav.css.ts'

/**
 * A row of the More menu; featured items stand out. Shared by the native menu (MoreMenu.tsx) and
 * the react-aria one (MoreMenu.aria.tsx, its own chunk).
 */
export function rowClass(item: MenuItem) {
  return item.style?.featured ? `${styles.menuRow} ${styles.featuredRow}` : styles.menuRow
}
