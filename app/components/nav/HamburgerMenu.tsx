import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { useHydrated } from '#blocks/shared/useHydrated.ts'
import { visuallyHidden } from '#app/styles/utils.css.ts'
import { GuestActions, type Viewer } from './AccountActions.tsx'
import { CloseIcon, MenuIcon } from './icons.tsx'
import { LanguageSelector } from './LanguageSelector.tsx'
import type { Locale } from './links.ts'
import { LogoutForm } from './LogoutForm.tsx'
import type { MenuSplit } from './moreMenu.ts'
import { NavItemLink } from './NavItemLink.tsx'
import { NavSearch } from './NavSearch.tsx'
import * as styles from './siteNav.css.ts'

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
 * signed-in users. A native <details> panel before hydration; a react-aria modal dialog after
 * (focus kept inside, Escape and the close button close it, focus back on the menu button).
 */
export function HamburgerMenu(props: HamburgerMenuProps) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const menuLabel = t('nav.menu', 'Menu')

  if (!hydrated) {
    return (
      <details className={styles.disclosure}>
        <summary className={styles.summary} aria-label={menuLabel}>
          <MenuIcon />
        </summary>
        <div className={styles.nativePanel}>
          <HamburgerContent {...props} />
        </div>
      </details>
    )
  }

  return (
    <DialogTrigger isOpen={props.isOpen} onOpenChange={props.onOpenChange}>
      <Button className={styles.summary} aria-label={menuLabel}>
        <MenuIcon />
      </Button>
      <ModalOverlay isDismissable className={styles.overlay}>
        <Modal className={styles.panel}>
          <Dialog aria-label={menuLabel} className={styles.panelDialog}>
            {({ close }) => (
              <>
                <div className={styles.panelHeader}>
                  <Heading slot="title" className={visuallyHidden}>
                    {menuLabel}
                  </Heading>
                  <Button className={styles.summary} aria-label={t('nav.close', 'Close')} onPress={close}>
                    <CloseIcon />
                  </Button>
                </div>
                <HamburgerContent {...props} onNavigate={close} />
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  )
}

function HamburgerContent({
  split,
  locale,
  pathname,
  search,
  defaultHref,
  viewer,
  languages,
  focusSearch,
  onNavigate,
}: HamburgerMenuProps & { onNavigate?: () => void }) {
  const groups = [split.primary, split.featured, split.nonFeatured].filter((group) => group.length > 0)
  return (
    <>
      <div className={styles.panelSection}>
        <NavSearch locale={locale} autoFocus={focusSearch} />
      </div>
      {groups.map((group, index) => (
        <Fragment key={index}>
          <ul className={`${styles.plainList} ${styles.panelSection}`}>
            {group.map((item) => (
              <li key={item.id}>
                <NavItemLink
                  item={item}
                  locale={locale}
                  pathname={pathname}
                  defaultHref={defaultHref}
                  className={item.style?.featured ? `${styles.panelLink} ${styles.featuredRow}` : styles.panelLink}
                  onClick={onNavigate}
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
