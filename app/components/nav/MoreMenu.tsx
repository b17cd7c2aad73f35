import { useSubmit } from '@remix-run/react'
import { assignInlineVars } from '@vanilla-extract/dynamic'
import { Fragment, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator, type MenuItemProps } from 'react-aria-components'
import type { MenuItem as CmsMenuItem } from '#schemas/generated/types.ts'
import { useHydrated } from '#blocks/shared/useHydrated.ts'
import { ChevronIcon } from './icons.tsx'
import { logoutAction, type Locale } from './links.ts'
import { LogoutForm } from './LogoutForm.tsx'
import { moreMenuHeight, type MenuSplit } from './moreMenu.ts'
import { itemLinkInfo, NavItemLink, useItemLabel } from './NavItemLink.tsx'
import * as styles from './siteNav.css.ts'

export interface MoreMenuProps {
  split: MenuSplit
  locale: Locale
  pathname: string
  defaultHref: string
  isOpen: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * The overflow of the bar: featured items, a separator, the other items, and Log out for
 * signed-in users. A native <details> disclosure before hydration; a react-aria menu after
 * (arrow keys, typeahead, Escape, focus returned to the button).
 */
export function MoreMenu({ split, locale, pathname, defaultHref, isOpen, onOpenChange }: MoreMenuProps) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const label = useItemLabel()
  const submit = useSubmit()
  const { featured, nonFeatured, showLogout, rowCount } = split
  const heightVars = assignInlineVars({ [styles.moreMaxHeight]: `${moreMenuHeight(rowCount)}px` })
  const groups = [featured, nonFeatured].filter((group) => group.length > 0)
  const moreLabel = t('nav.more', 'More')

  if (!hydrated) {
    return (
      <details className={styles.disclosure}>
        <summary className={styles.summary}>
          {moreLabel}
          <ChevronIcon />
        </summary>
        <div className={styles.dropdown} style={heightVars}>
          {groups.map((group, index) => (
            <Fragment key={index}>
              {index > 0 && <hr className={styles.separator} />}
              <ul className={styles.plainList}>
                {group.map((item) => (
                  <li key={item.id}>
                    <NavItemLink item={item} locale={locale} pathname={pathname} defaultHref={defaultHref} className={rowClass(item)} />
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
  }

  const row = (item: CmsMenuItem) => {
    const { href, current, externalProps } = itemLinkInfo(item, locale, pathname, defaultHref)
    return (
      <MenuItem
        key={item.id}
        id={item.id}
        href={href}
        {...externalProps}
        render={current ? markCurrent : undefined}
        className={rowClass(item)}
        textValue={label(item)}
      >
        {label(item)}
      </MenuItem>
    )
  }

  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button className={styles.summary}>
        {moreLabel}
        <ChevronIcon />
      </Button>
      <Popover placement="bottom end" offset={8} className={styles.popover}>
        <Menu aria-label={moreLabel} className={styles.menu} style={heightVars}>
          {featured.map(row)}
          {featured.length > 0 && nonFeatured.length > 0 && <Separator className={styles.separator} />}
          {nonFeatured.map(row)}
          {showLogout && <Separator className={styles.separator} />}
          {showLogout && (
            <MenuItem id="logout" className={styles.menuRow} onAction={() => submit(null, { method: 'post', action: logoutAction(locale) })}>
              {t('nav.logout', 'Log out')}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}

/** react-aria's MenuItem drops aria-current, so the current page's row renders its <a> itself. */
const markCurrent: NonNullable<MenuItemProps['render']> = (props) =>
  'href' in props && props.href ? <a {...(props as ComponentProps<'a'>)} aria-current="page" /> : <div {...(props as ComponentProps<'div'>)} aria-current="page" />

function rowClass(item: CmsMenuItem) {
  return item.style?.featured ? `${styles.menuRow} ${styles.featuredRow}` : styles.menuRow
}
