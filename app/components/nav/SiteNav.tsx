import { LocaleLink } from '#app/i18n/links.tsx'
import { useCallback, useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react'
import { PressButton as Button } from '#app/components/ui/PressButton.tsx'
import type { MenuDocument, SettingsDocument } from '#schemas/generated/types.ts'
import { useHydrated } from '#app/utils/useHydrated.ts'
import { AccountActions, type Viewer } from './AccountActions.tsx'
import { AppSidebar } from './AppSidebar.tsx'
import { HamburgerMenu } from './HamburgerMenu.tsx'
import { SearchOpener, SearchOverlayHost } from '#app/search/SearchOverlayHost.tsx'
import { LiveIcon, SearchIcon } from './icons.tsx'
import { LanguageSelector } from './LanguageSelector.tsx'
import { defaultPageHref, searchAction, type Locale } from './links.ts'
import { MoreMenu } from './MoreMenu.tsx'
import { splitMenu } from './moreMenu.ts'
import { NavItemLink } from './NavItemLink.tsx'
import * as styles from './siteNav.css.ts'
import { useHideOnScroll } from './useHideOnScroll.ts'
import { useBarCapacity } from './useBarCapacity.ts'
import { useFittingCount } from './useFittingCount.ts'
import { useT } from '#app/i18n/t.ts'
import { commonStrings } from '#app/i18n/resources.ts'

export type NavLayout = MenuDocument['layout']

/** The hash that marks the search overlay: the hamburger stays open across a route change with it. */
export const SEARCH_HASH = '#search'

export interface SiteNavProps {
  /** Items in CMS order and the top-bar layout; null when the menu could not be read (bare bar). */
  menu: MenuDocument | null
  settings: SettingsDocument
  viewer: Viewer
  locale: Locale
  /** Current path: aria-current, the language links, and closing menus on navigation. */
  pathname: string
  /** Current location.search ("?…" or ""). */
  search?: string
  /** Current location.hash ("#search" keeps the hamburger open across navigation). */
  hash?: string
  /** The live-now list shown in the app sidebar for signed-in users. */
  liveNow?: ReactNode
}

/**
 * The site navigation: a skip link, the top bar (TOP, TOP_LEFT, HAMBURGER or SIDEBAR layout,
 * a hamburger below 1024 px), the More menu, sign-in or account actions, the guests' language
 * links, and the app sidebar. Works without JavaScript (native disclosures, links and forms) and
 * becomes react-aria menus and dialogs after hydration.
 */
export function SiteNav({ menu, settings, viewer, locale, pathname, search = '', hash = '', liveNow }: SiteNavProps) {
  const { t } = useT(commonStrings)
  const hydrated = useHydrated()
  const layout: NavLayout = menu?.layout ?? settings.navLayout ?? 'TOP'
  const split = splitMenu(menu?.items ?? [], menu?.primaryCount, viewer.isGuest)
  const defaultHref = defaultPageHref(settings, locale)
  const languages = viewer.isGuest && settings.features.languageSelector ? (settings.locales ?? []) : []

  const [moreOpen, setMoreOpen] = useState(false)
  const primaryRef = useRef<HTMLDivElement>(null)
  // TOP and TOP_LEFT bars: as many primary items as the width's breakpoint allows and their labels leave room for
  const fitting = useFittingCount(
    primaryRef,
    `${locale} ${split.primary.map((item) => item.id).join(' ')}`,
    t('common:nav.more'),
    useBarCapacity(),
  )
  const capacity = layout === 'TOP' || layout === 'TOP_LEFT' ? fitting : Number.POSITIVE_INFINITY
  const [accountOpen, setAccountOpen] = useState(false)
  const [hamburgerOpen, setHamburgerOpen] = useState(false)
  const [sidebarOpen, setSidebarOpen] = useState(false)
  const [focusInside, setFocusInside] = useState(false)
  const { hidden, scrolled } = useHideOnScroll({ locked: moreOpen || accountOpen || hamburgerOpen || focusInside })

  // On route change the menus close, except the hamburger in the HAMBURGER layout while the
  // search hash is present. The app sidebar rule lives in AppSidebar.
  const previous = useRef(pathname + search)
  useEffect(() => {
    if (previous.current === pathname + search) return
    previous.current = pathname + search
    setMoreOpen(false)
    setAccountOpen(false)
    if (!(layout === 'HAMBURGER' && hash === SEARCH_HASH)) setHamburgerOpen(false)
  }, [pathname, search, hash, layout])

  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false)
  }, [])

  return (
    <>
      <a href="#main" className={styles.skipLink}>
        {t('common:nav.skipToContent')}
      </a>
      <header
        className={styles.bar({ layout, hidden, scrolled })}
        data-layout={layout}
        onFocus={() => setFocusInside(true)}
        onBlur={onBlur}
      >
        <nav aria-label={t('common:nav.main')} className={styles.inner}>
          <div className={styles.hamburgerSlot}>
            <HamburgerMenu
              split={split}
              locale={locale}
              pathname={pathname}
              search={search}
              defaultHref={defaultHref}
              viewer={viewer}
              languages={languages}
              isOpen={hamburgerOpen}
              onOpenChange={setHamburgerOpen}
              focusSearch={hash === SEARCH_HASH}
            />
          </div>
          <LocaleLink to={defaultHref} prefetch="intent" className={styles.logo}>
            {settings.logoUrl ? <img src={settings.logoUrl} alt={settings.realmName} /> : settings.realmName}
          </LocaleLink>
          <div className={styles.primary} ref={primaryRef}>
            {split.primary.length > 0 && (
              <ul className={styles.itemList}>
                {split.primary.map((item, index) => (
                  <li key={item.id} hidden={index >= capacity}>
                    <NavItemLink item={item} locale={locale} pathname={pathname} defaultHref={defaultHref} className={styles.itemLink} />
                  </li>
                ))}
              </ul>
            )}
            <MoreMenu
              split={split}
              capacity={capacity}
              layout={layout}
              locale={locale}
              pathname={pathname}
              defaultHref={defaultHref}
              isOpen={moreOpen}
              onOpenChange={setMoreOpen}
            />
          </div>
          <div className={styles.actions}>
            {/* A link to the search page without JavaScript; with it, #search opens the search overlay. */}
            <SearchOpener href={searchAction(locale)} label={t('common:nav.search')} className={styles.summary}>
              <SearchIcon />
            </SearchOpener>
            {languages.length > 0 && (
              // Below 768 px the language links live in the hamburger panel (HamburgerMenu).
              <LanguageSelector locales={languages} locale={locale} pathname={pathname} search={search} className={styles.tabletUp} />
            )}
            {hydrated && (
              // Guests reach the same sign-in options from the profile icon on phones, so the bar keeps to three controls there.
              <Button
                className={`${styles.summary} ${styles.liveButton}${viewer.isGuest ? ` ${styles.tabletUp}` : ''}`}
                aria-expanded={sidebarOpen}
                onPress={() => setSidebarOpen((open) => !open)}
              >
                <LiveIcon />
                <span className={styles.roomyLabel}>{t('common:nav.liveNow')}</span>
              </Button>
            )}
            <AccountActions
              viewer={viewer}
              locale={locale}
              pathname={pathname}
              search={search}
              isOpen={accountOpen}
              onOpenChange={setAccountOpen}
            />
          </div>
        </nav>
      </header>
      {hydrated && <SearchOverlayHost locale={locale} disabled={hamburgerOpen} />}
      {hydrated && (
        <AppSidebar viewer={viewer} locale={locale} pathname={pathname} search={search} isOpen={sidebarOpen} onOpenChange={setSidebarOpen}>
          {liveNow}
        </AppSidebar>
      )}
    </>
  )
}
