import { LocaleLink } from '#app/i18n/links.tsx'
import type { ReactNode } from 'react'
import type { MenuItem } from '#schemas/generated/types.ts'
import { isCurrentPath, isExternalUrl, menuItemHref, type Locale } from './links.ts'
import { useT } from '#app/i18n/t.ts'

/** A menu item's label: the CMS label key for the locale when set, the title otherwise. */
export function useItemLabel(): (item: MenuItem) => string {
  const { label } = useT()
  return (item) => (item.titleKey ? label(item.titleKey, item.title) : item.title)
}

export interface ItemLinkInfo {
  href: string
  external: boolean
  current: boolean
  /** Attributes for an external https link: a new tab without access to this page. */
  externalProps: { target?: '_blank'; rel?: string }
}

export function itemLinkInfo(item: MenuItem, locale: Locale, pathname: string, defaultHref: string): ItemLinkInfo {
  const href = menuItemHref(item, locale)
  const external = isExternalUrl(href)
  return {
    href,
    external,
    current: !external && isCurrentPath(href, pathname, defaultHref),
    externalProps: external ? { target: '_blank', rel: 'noopener noreferrer' } : {},
  }
}

export interface NavItemLinkProps {
  item: MenuItem
  locale: Locale
  pathname: string
  defaultHref: string
  className?: string
  onClick?: () => void
  children?: ReactNode
  /**
   * A bare <a> without Remix's <LocaleLink> hooks, for the long lists of the menus' panels (More and
   * the hamburger render every item again): the list routes clicks client-side through one
   * delegated handler (useDelegatedNavigation) instead. Cheaper on every server render.
   */
  plain?: boolean
}

/** A plain link (works without JavaScript); internal ones route client-side through Remix. */
export function NavItemLink({ item, locale, pathname, defaultHref, className, onClick, children, plain = false }: NavItemLinkProps) {
  const label = useItemLabel()
  const { href, external, current, externalProps } = itemLinkInfo(item, locale, pathname, defaultHref)
  const content = children ?? label(item)
  if (external) {
    return (
      <a href={href} className={className} onClick={onClick} {...externalProps}>
        {content}
      </a>
    )
  }
  if (plain) {
    return (
      <a href={href} className={className} aria-current={current ? 'page' : undefined} onClick={onClick}>
        {content}
      </a>
    )
  }
  return (
    <LocaleLink to={href} prefetch="intent" className={className} aria-current={current ? 'page' : undefined} onClick={onClick}>
      {content}
    </LocaleLink>
  )
}
