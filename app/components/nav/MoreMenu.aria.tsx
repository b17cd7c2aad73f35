import { useSubmit } from '@remix-run/react'
import type { ComponentProps, CSSProperties } from 'react'
import { Button } from 'react-aria-components/Button'
import { Menu, MenuItem, MenuTrigger, type MenuItemProps } from 'react-aria-components/Menu'
import { Popover, type PopoverProps } from 'react-aria-components/Popover'
import { Separator } from 'react-aria-components/Separator'
import type { MenuItem as CmsMenuItem } from '#schemas/generated/types.ts'
import { ChevronIcon, itemLinkInfo, logoutAction, rowClass, useItemLabel, type Locale } from './parts.ts'
import * as styles from './siteNav.css.ts'
import { NavRouterProvider } from './NavRouterProvider.aria.tsx'
import { useT } from '#app/i18n/t.ts'
import { commonStrings } from '#app/i18n/resources.ts'

export interface AriaMoreMenuProps {
  /** The primary items the bar hides at the current width. */
  spilled: CmsMenuItem[]
  featured: CmsMenuItem[]
  nonFeatured: CmsMenuItem[]
  showLogout: boolean
  moreLabel: string
  buttonClassName: string
  placement: PopoverProps['placement']
  /** The menu's max height (styles.moreMaxHeight). */
  menuStyle: CSSProperties
  locale: Locale
  pathname: string
  defaultHref: string
  isOpen: boolean
  onOpenChange: (open: boolean) => void
}

/** The hydrated More menu (see MoreMenu.tsx); a separate chunk, rendered only after hydration. */
export function AriaMoreMenu(props: AriaMoreMenuProps) {
  const { spilled, featured, nonFeatured, showLogout, moreLabel, locale, pathname, defaultHref } = props
  const { t } = useT(commonStrings)
  const label = useItemLabel()
  const submit = useSubmit()
  const hasOverflow = featured.length > 0 || nonFeatured.length > 0

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
    <NavRouterProvider>
      <MenuTrigger isOpen={props.isOpen} onOpenChange={props.onOpenChange}>
        <Button className={props.buttonClassName}>
          {moreLabel}
          <ChevronIcon />
        </Button>
        {/* From the SIDEBAR rail it opens beside the rail rather than over the actions below it. */}
        <Popover placement={props.placement} offset={8} className={styles.popover}>
          <Menu aria-label={moreLabel} className={styles.menu} style={props.menuStyle}>
            {spilled.map(row)}
            {spilled.length > 0 && hasOverflow && <Separator className={styles.separator} />}
            {featured.map(row)}
            {featured.length > 0 && nonFeatured.length > 0 && <Separator className={styles.separator} />}
            {nonFeatured.map(row)}
            {showLogout && <Separator className={styles.separator} />}
            {showLogout && (
              <MenuItem
                id="logout"
                className={styles.menuRow}
                onAction={() => submit(null, { method: 'post', action: logoutAction(locale) })}
              >
                {t('common:nav.logout')}
              </MenuItem>
            )}
          </Menu>
        </Popover>
      </MenuTrigger>
    </NavRouterProvider>
  )
}

/** react-aria's MenuItem drops aria-current, so the current page's row renders its <a> itself. */
const markCurrent: NonNullable<MenuItemProps['render']> = (props) => {
  if ('href' in props && props.href) {
    const { children, ...link } = props as ComponentProps<'a'>
    return (
      <a {...link} aria-current="page">
        {children}
      </a>
    )
  }
  return <div {...(props as ComponentProps<'div'>)} aria-current="page" />
}
