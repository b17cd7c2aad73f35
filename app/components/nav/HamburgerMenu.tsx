import { upgradeChunk, useDisclosureUpgrade, type DisclosureProps } from './disclosure-upgrade.ts'
import type { Viewer } from './AccountActions.tsx'
import { HamburgerContent } from './HamburgerContent.tsx'
import { MenuIcon } from './icons.tsx'
import type { Locale } from './links.ts'
import type { MenuSplit } from './moreMenu.ts'
import * as styles from './siteNav.css.ts'
import { useT } from '#app/i18n/t.ts'
import { commonStrings } from '#app/i18n/resources.ts'

// react-aria's dialog family stays out of the page's first download: fetched once hydrated.
const ariaHamburgerMenu = upgradeChunk(() => import('./HamburgerMenu.aria.tsx').then((m) => m.AriaHamburgerMenu))

export interface HamburgerMenuProps {
  split: MenuSplit
  locale: Locale
  pathname: string
  search?: string
  defaultHref: string
  viewer: Viewer
  /** Locales for the guests' language links; none when the realm has no language selector. */
  languages: readonly Locale[]
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  /** Focus the search box on open (the #search hash). */
  focusSearch?: boolean
}

/**
 * The hamburger: main items, featured and non-featured items, a search box, and Log out for
 * signed-in users. A native <details> panel before hydration, while the dialog's chunk loads and
 * while a visitor has it open (disclosure-upgrade.ts); a react-aria modal dialog after
 * (HamburgerMenu.aria.tsx: focus kept inside, Escape and the close button close it, focus back on
 * the menu button).
 */
export function HamburgerMenu(props: HamburgerMenuProps) {
  const { Upgraded, details } = useDisclosureUpgrade(ariaHamburgerMenu)
  if (Upgraded) return <Upgraded {...props} />
  return <NativeHamburgerMenu {...props} details={details} />
}

function NativeHamburgerMenu({ details, ...props }: HamburgerMenuProps & { details: DisclosureProps }) {
  const { t } = useT(commonStrings)
  return (
    <details className={styles.disclosure} {...details}>
      <summary className={styles.summary} aria-label={t('common:nav.menu')}>
        <MenuIcon />
      </summary>
      <div className={styles.nativePanel}>
        <HamburgerContent {...props} />
      </div>
    </details>
  )
}
