import { inlineVars } from '#app/styles/inline-vars.ts'
import { Fragment } from 'react'
import type { MenuDocument } from '#schemas/generated/types.ts'
import { useDelegatedNavigation } from '#app/utils/delegatedNavigation.ts'
import { upgradeChunk, useDisclosureUpgrade } from './disclosure-upgrade.ts'
import { ChevronIcon } from './icons.tsx'
import type { Locale } from './links.ts'
import { LogoutForm } from './LogoutForm.tsx'
import { BAR_CAPACITY, barVisibleFrom, moreMenuHeight, type MenuSplit } from './moreMenu.ts'
import { rowClass } from './moreMenuRow.ts'
import { NavItemLink } from './NavItemLink.tsx'
import * as styles from './siteNav.css.ts'
import { useT } from '#app/i18n/t.ts'
import { commonStrings } from '#app/i18n/resources.ts'

// react-aria's menu family stays out of the page's first download: fetched once hydrated.
const ariaMoreMenu = upgradeChunk(() => import('./MoreMenu.aria.tsx').then((m) => m.AriaMoreMenu))

export interface MoreMenuProps {
  split: MenuSplit
  /** How many primary items the bar shows now (SiteNav: the width's breakpoint and the labels' room). */
  capacity: number
  /** TOP and TOP_LEFT bars hide the primary items that do not fit; More lists them first. */
  layout: MenuDocument['layout']
  locale: Locale
  pathname: string
  defaultHref: string
  isOpen: boolean
  onOpenChange: (open: boolean) => void
}

/** Hidden from the width where the bar itself shows the primary item at `index`. */
function shownBelow(index: number): string {
  const from = barVisibleFrom(index)
  return from === null ? '' : (styles.shownBelow[from] ?? '')
}

/**
 * The overflow of the bar: the primary items the bar has no room for at this width, featured
 * items, a separator, the other items, and Log out for signed-in users. A native <details>
 * disclosure before hydration, while the menu's chunk loads and while a visitor has it open
 * (disclosure-upgrade.ts; CSS shows the bar's hidden items);
 * a react-aria menu after (MoreMenu.aria.tsx: arrow keys, typeahead, Escape, focus returned to the
 * button), which lists exactly the hidden items for the current width. Renders nothing when there
 * is nothing to list at any width.
 */
export function MoreMenu({ split, capacity, layout, locale, pathname, defaultHref, isOpen, onOpenChange }: MoreMenuProps) {
  const { t } = useT(commonStrings)
  const { Upgraded: AriaMoreMenu, details } = useDisclosureUpgrade(ariaMoreMenu)
  const onPanelClick = useDelegatedNavigation()
  const { featured, nonFeatured, showLogout, rowCount } = split
  const groups = [featured, nonFeatured].filter((group) => group.length > 0)
  const moreLabel = t('common:nav.more')
  const canSpill = layout === 'TOP' || layout === 'TOP_LEFT'
  const firstSpill = BAR_CAPACITY[0]!.count
  // Every item the bar may hide at some width (native) / the ones it hides now (hydrated).
  const spillable = canSpill ? split.primary.slice(firstSpill) : []
  const spilled = canSpill ? split.primary.slice(capacity) : []
  const hasOverflow = groups.length > 0
  // Without an overflow of its own, More shows only while the bar hides items.
  const onlyWhileSpilling = hasOverflow ? '' : ` ${styles.spillGroup} ${shownBelow(split.primary.length - 1)}`

  if (!hasOverflow && spillable.length === 0) return null

  const nativeHeightVars = inlineVars({ [styles.moreMaxHeight]: `${moreMenuHeight(rowCount + spillable.length)}px` })
  const native = (
    <details className={styles.disclosure + onlyWhileSpilling} {...details}>
      <summary className={`${styles.summary} ${styles.moreButton}`}>
        {moreLabel}
        <ChevronIcon />
      </summary>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegated navigation: the clicks come from the links inside, which a keyboard activates too (Enter on a link clicks it) */}
      <div className={styles.dropdown} style={nativeHeightVars} onClick={onPanelClick}>
        {spillable.length > 0 && (
          <div className={`${styles.spillGroup} ${shownBelow(firstSpill)}`}>
            <ul className={styles.plainList}>
              {spillable.map((item, index) => (
                <li key={item.id} className={shownBelow(firstSpill + index)}>
                  <NavItemLink item={item} locale={locale} pathname={pathname} defaultHref={defaultHref} className={rowClass(item)} plain />
                </li>
              ))}
            </ul>
            {hasOverflow && <hr className={styles.separator} />}
          </div>
        )}
        {groups.map((group, index) => (
          <Fragment key={index}>
            {index > 0 && <hr className={styles.separator} />}
            <ul className={styles.plainList}>
              {group.map((item) => (
                <li key={item.id}>
                  <NavItemLink item={item} locale={locale} pathname={pathname} defaultHref={defaultHref} className={rowClass(item)} plain />
                </li>
              ))}
            </ul>
          </Fragment>
        ))}
        {showLogout && (
          <>
            <hr className={styles.separator} />
            <LogoutForm locale={locale} className={styles.inlineForm} buttonClassName={styles.menuRow} />
          </>
        )}
      </div>
    </details>
  )
  if (!AriaMoreMenu) return native

  if (!hasOverflow && spilled.length === 0) return null
  return (
    <AriaMoreMenu
      spilled={spilled}
      featured={featured}
      nonFeatured={nonFeatured}
      showLogout={showLogout}
      moreLabel={moreLabel}
      buttonClassName={`${styles.summary} ${styles.moreButton}${onlyWhileSpilling}`}
      placement={layout === 'SIDEBAR' ? 'end top' : 'bottom end'}
      menuStyle={inlineVars({ [styles.moreMaxHeight]: `${moreMenuHeight(rowCount + spilled.length)}px` })}
      locale={locale}
      pathname={pathname}
      defaultHref={defaultHref}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    />
  )
}
