/**
 * The bar's parts that its menus and dialogs reuse once hydrated (MoreMenu.aria.tsx,
 * HamburgerMenu.aria.tsx, AccountMenu.aria.tsx, AppSidebar.aria.tsx), imported by those chunks
 * through this one module. The bar loads them all on every page anyway; reached together, the
 * bundler keeps them in one shared file instead of one small file per combination of menus
 * (each a request of its own, compressed apart). Nothing here may import a module that loads one
 * of those chunks (AccountActions.tsx loads AccountMenu.aria.tsx: the guests' links are apart,
 * in GuestActions.tsx). The bar's styles are imported from siteNav.css.ts itself: re-exported from
 * here as one object, every class name of the bar would be kept in the first download under a
 * getter of its own.
 */
export { AccountTrigger } from './AccountTrigger.tsx'
export { GuestActions } from './GuestActions.tsx'
export { HamburgerContent } from './HamburgerContent.tsx'
export { ChevronIcon, CloseIcon, MenuIcon } from './icons.tsx'
export { accountHref, logoutAction, profilesHref, type Locale } from './links.ts'
export { rowClass } from './moreMenuRow.ts'
export { itemLinkInfo, useItemLabel } from './NavItemLink.tsx'
