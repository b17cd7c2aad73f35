import { Fragment, type ComponentType } from 'react'
import { useDelegatedNavigation } from '#app/utils/delegatedNavigation.ts'
import { GuestActions } from './GuestActions.tsx'
import type { HamburgerMenuProps } from './HamburgerMenu.tsx'
import { LanguageSelector } from './LanguageSelector.tsx'
import { LogoutForm } from './LogoutForm.tsx'
import { NavItemLink } from './NavItemLink.tsx'
import { NavSearch, type SearchFieldSlotProps } from './NavSearch.tsx'
import * as styles from './siteNav.css.ts'

/**
 * The hamburger panel's content, the same in the native <details> panel (HamburgerMenu.tsx) and in
 * the react-aria dialog (HamburgerMenu.aria.tsx), which passes its own search field and onNavigate.
 */
export function HamburgerContent({
  split,
  locale,
  pathname,
  search,
  defaultHref,
  viewer,
  languages,
  focusSearch,
  onNavigate,
  searchField,
}: HamburgerMenuProps & { onNavigate?: () => void; searchField?: ComponentType<SearchFieldSlotProps> }) {
  const groups = [split.primary, split.featured, split.nonFeatured].filter((group) => group.length > 0)
  const onListClick = useDelegatedNavigation()
  return (
    <>
      <div className={styles.panelSection}>
        <NavSearch locale={locale} autoFocus={focusSearch} Field={searchField} />
      </div>
      {groups.map((group, index) => (
        <Fragment key={index}>
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- delegated navigation: the clicks come from the links inside, which a keyboard activates too (Enter on a link clicks it) */}
          <ul className={`${styles.plainList} ${styles.panelSection}`} onClick={onListClick}>
            {group.map((item) => (
              <li key={item.id}>
                <NavItemLink
                  item={item}
                  locale={locale}
                  pathname={pathname}
                  defaultHref={defaultHref}
                  className={item.style?.featured ? `${styles.panelLink} ${styles.featuredRow}` : styles.panelLink}
                  onClick={onNavigate}
                  plain
                />
              </li>
            ))}
          </ul>
        </Fragment>
      ))}
      <div className={styles.panelSection}>
        {viewer.isGuest ? (
          <>
            <GuestActions locale={locale} pathname={pathname} search={search} compact={false} />
            <LanguageSelector locales={languages} locale={locale} pathname={pathname} search={search} />
          </>
        ) : (
          <LogoutForm locale={locale} className={styles.inlineForm} buttonClassName={styles.menuRow} />
        )}
      </div>
    </>
  )
}
