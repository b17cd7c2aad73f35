import { createVar, keyframes, style, globalStyle, styleVariants } from '@vanilla-extract/css'
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { media, vars } from '#app/styles/theme.css.ts'
import { BAR_CAPACITY } from './moreMenu.ts'
import { visuallyHiddenRules } from '#app/styles/visually-hidden.ts'
import { focusRing, focusRingInset, inputField, panelOverlay, sidePanel } from '#app/styles/primitives.css.ts'

/** Width of the SIDEBAR layout's rail on desktop; the page offsets its content by it (see `navOffset`). */
export const railWidth = '240px'
/** Hamburger open/close. */
const hamburgerMs = '200ms'

/** The current page or language: full-contrast text with an accent underline (not a box-shadow, which curves along a pill). */
const currentMark = {
  color: vars.color.text,
  fontWeight: 800,
  textDecoration: 'underline',
  textDecorationColor: vars.color.accent,
  textDecorationThickness: 2,
  textUnderlineOffset: 6,
} as const

/** The bar's tight range: 1024–1279 px (fewer items, smaller gaps, icon-only Live now). */
const tightBar = `screen and (min-width: 1024px) and (max-width: 1279.98px)`

export const skipLink = style({
  position: 'fixed',
  insetInlineStart: vars.space.md,
  top: vars.space.sm,
  zIndex: `calc(${vars.z.nav} + 1)`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: 700,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: { '&:focus, &:focus-visible': { transform: 'none', ...focusRing } },
})

/**
 * Without JavaScript nothing marks the bar scrolled, and the page's text would show through its
 * fading background. There the bar turns solid as the page scrolls past its own height instead: a
 * scroll-driven animation, for browsers that report they run no scripts and support one.
 */
const solidWhenScrolled = keyframes({ to: { backgroundColor: vars.color.background, boxShadow: vars.shadow.card } })

export const bar = recipe({
  base: {
    position: 'fixed',
    insetInline: 0,
    top: 0,
    zIndex: vars.z.nav,
    height: vars.layout.navHeight,
    color: vars.color.text,
    background: 'linear-gradient(to bottom, rgba(5,6,9,0.85) 0%, rgba(5,6,9,0.45) 60%, rgba(5,6,9,0) 100%)',
    transition: 'transform 200ms ease, background-color 200ms ease, box-shadow 200ms ease',
    // A keyboard user always sees where focus is, even mid-scroll.
    selectors: { '&:focus-within': { transform: 'none' } },
    '@media': {
      '(scripting: none)': {
        '@supports': {
          '(animation-timeline: scroll())': {
            animationName: solidWhenScrolled,
            animationDuration: 'auto',
            animationTimingFunction: 'linear',
            animationFillMode: 'both',
            animationTimeline: 'scroll(root block)',
            animationRangeStart: '0',
            animationRangeEnd: vars.layout.navHeight,
          },
        },
      },
    },
  },
  variants: {
    layout: {
      TOP: {},
      TOP_LEFT: {},
      HAMBURGER: {},
      SIDEBAR: {
        '@media': {
          [media.desktop]: {
            insetInline: 'auto',
            insetInlineStart: 0,
            bottom: 0,
            width: railWidth,
            height: 'auto',
            background: vars.color.surface,
            borderInlineEnd: `1px solid ${vars.color.border}`,
            transform: 'none !important',
            // the rail is solid already
            animationName: 'none',
          },
        },
      },
    },
    scrolled: {
      true: { backgroundColor: vars.color.background, backgroundImage: 'none', boxShadow: vars.shadow.card },
      false: {},
    },
    hidden: {
      true: { transform: 'translateY(-100%)' },
      false: {},
    },
  },
  defaultVariants: { layout: 'TOP', scrolled: false, hidden: false },
})
export type BarVariants = NonNullable<RecipeVariants<typeof bar>>

/** Offset for the page content beside the SIDEBAR layout's rail. */
export const navOffset = recipe({
  variants: {
    layout: {
      TOP: {},
      TOP_LEFT: {},
      HAMBURGER: {},
      SIDEBAR: { '@media': { [media.desktop]: { marginInlineStart: railWidth } } },
    },
  },
})

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  height: '100%',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${vars.layout.gutter}`,
  '@media': { [tightBar]: { gap: vars.space.sm }, [`screen and (max-width: 767.98px)`]: { gap: vars.space.sm } },
  selectors: {
    [`${bar.classNames.variants.layout.SIDEBAR} &`]: {
      '@media': {
        [media.desktop]: { flexDirection: 'column', alignItems: 'stretch', padding: vars.space.lg, gap: vars.space.lg, overflowY: 'auto' },
      },
    },
  },
})

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  minHeight: 44,
  color: vars.color.text,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: 800,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
  // On the narrowest phones (320 px) the logo gives way before the buttons leave the screen.
  '@media': { [`screen and (max-width: 767.98px)`]: { flexShrink: 1, minWidth: 0 } },
})
globalStyle(`${logo} img`, { height: 32, width: 'auto', maxWidth: '100%', objectFit: 'contain', objectPosition: 'left center' })

/** Shown from 1024 px up, except in the HAMBURGER layout. */
const desktopOnly = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'flex' } },
  selectors: { [`${bar.classNames.variants.layout.HAMBURGER} &`]: { display: 'none !important' } },
})

/** Shown below 1024 px, and always in the HAMBURGER layout. */
export const hamburgerSlot = style({
  display: 'flex',
  '@media': { [media.desktop]: { display: 'none' } },
  selectors: { [`${bar.classNames.variants.layout.HAMBURGER} &`]: { display: 'flex !important' } },
})

export const primary = style([
  desktopOnly,
  {
    alignItems: 'center',
    gap: vars.space.xs,
    flex: 1,
    minWidth: 0,
    selectors: {
      [`${bar.classNames.variants.layout.TOP} &`]: { justifyContent: 'center' },
      [`${bar.classNames.variants.layout.TOP_LEFT} &`]: { justifyContent: 'flex-start' },
      [`${bar.classNames.variants.layout.SIDEBAR} &`]: { flexDirection: 'column', alignItems: 'stretch', flex: 'none' },
    },
  },
])

export const itemList = style({
  display: 'flex',
  alignItems: 'inherit',
  flexDirection: 'inherit',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
})
// Items may shrink (with an ellipsis) rather than run under the More button or the actions.
globalStyle(`${itemList} > li`, { minWidth: 0 })

/**
 * The bar shows as many primary items as its width allows (BAR_CAPACITY); the others are hidden
 * here and listed at the top of the More menu (`shownBelow`). Not in SIDEBAR: the rail is a column.
 */
for (const layout of ['TOP', 'TOP_LEFT'] as const) {
  BAR_CAPACITY.forEach(({ minWidth, count }, index) => {
    const next = BAR_CAPACITY[index + 1]
    const range = next
      ? `screen and (min-width: ${minWidth}px) and (max-width: ${next.minWidth - 0.02}px)`
      : `screen and (min-width: ${minWidth}px)`
    globalStyle(`${bar.classNames.variants.layout[layout]} ${itemList} > li:nth-child(n+${count + 1})`, {
      '@media': { [range]: { display: 'none' } },
    })
  })
}

/** Hidden from the given width up (key: min width in px): a More row for an item the bar shows from there. */
export const shownBelow = styleVariants(
  Object.fromEntries(
    BAR_CAPACITY.map(({ minWidth }) => [minWidth, { '@media': { [`screen and (min-width: ${minWidth}px)`]: { display: 'none' } } }]),
  ),
)

/** The More rows for the bar's hidden items: only the TOP and TOP_LEFT bars hide items. */
export const spillGroup = style({
  selectors: { [`${bar.classNames.variants.layout.SIDEBAR} &`]: { display: 'none' } },
})

export const itemLink = style({
  display: 'block',
  minHeight: 44,
  lineHeight: '44px',
  padding: `0 calc(${vars.space.sm} + ${vars.space.xs})`,
  borderRadius: vars.radius.pill,
  color: vars.color.textMuted,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  transition: 'color 150ms ease, background-color 150ms ease',
  '@media': { [tightBar]: { padding: `0 ${vars.space.sm}` } },
  selectors: {
    '&:hover, &[data-hovered]': { color: vars.color.text, background: 'rgba(255,255,255,0.08)' },
    '&[aria-current="page"]': currentMark,
    '&:focus-visible, &[data-focus-visible]': focusRing,
  },
})

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
  flexShrink: 0,
  '@media': { [tightBar]: { gap: vars.space.xs }, [`screen and (max-width: 767.98px)`]: { gap: vars.space.xs } },
  selectors: {
    [`${bar.classNames.variants.layout.SIDEBAR} &`]: {
      '@media': { [media.desktop]: { marginInlineStart: 0, marginTop: 'auto', flexDirection: 'column', alignItems: 'stretch' } },
    },
  },
})

/** Text that shows from 768 px up; below, only the icon shows and the text stays the accessible name. */
export const wideLabel = style({
  '@media': {
    [`screen and (max-width: 767.98px)`]: visuallyHiddenRules,
  },
})

/**
 * Text that shows from 1280 px up: below it the bar is tight (from 768 px a guest's bar also holds
 * the language links, Sign in and Sign up), and below 768 px `wideLabel` hides it anyway.
 */
export const roomyLabel = style([
  wideLabel,
  {
    '@media': {
      [`screen and (max-width: 1279.98px)`]: visuallyHiddenRules,
    },
  },
])

/** Hidden below 768 px (important: it must win over the element's own display, whatever the CSS order). */
export const tabletUp = style({
  '@media': { [`screen and (max-width: 767.98px)`]: { display: 'none !important' } },
})

/**
 * Hidden below 1024 px: the bar's Sign up, which the hamburger (shown below 1024 px) offers too.
 * From 768 px a guest's bar also holds the language links, and Sign up would be pushed off it.
 */
export const desktopUp = style({
  '@media': { [`screen and (max-width: 1023.98px)`]: { display: 'none !important' } },
})

/** Sign in shrinks to a round profile icon below 768 px. */
export const signIn = style({
  '@media': { [`screen and (max-width: 767.98px)`]: { padding: 0, width: 44 } },
})

export const icon = style({ width: 24, height: 24, flexShrink: 0 })

// ── Native disclosures (before hydration / without JavaScript) ────────────────────────────────

export const disclosure = style({ position: 'relative' })

/**
 * The bar's buttons: a native <summary> before hydration, a react-aria <button> after. Both look
 * like the nav items (no native button fill or border), with react-aria's state attributes.
 */
export const summary = style({
  listStyle: 'none',
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  gap: vars.space.xs,
  minHeight: 44,
  minWidth: 44,
  margin: 0,
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  cursor: 'pointer',
  font: 'inherit',
  fontWeight: 600,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  outline: 'none',
  transition: 'color 150ms ease, background-color 150ms ease',
  // Below 768 px every bar button shows its icon alone (labels are visually hidden there): a
  // 44 px square, so a signed-in viewer's search, live and account buttons fit a 375 px bar.
  '@media': { [`screen and (max-width: 767.98px)`]: { padding: 0 } },
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover, &[data-hovered], details[open] > &, &[aria-expanded="true"]': { background: 'rgba(255,255,255,0.08)' },
    '&[data-pressed], &:active': { background: 'rgba(255,255,255,0.14)' },
    '&:focus-visible, &[data-focus-visible]': focusRing,
    // In the rail the buttons line up with the items above them.
    [`${bar.classNames.variants.layout.SIDEBAR} &`]: { '@media': { [media.desktop]: { justifyContent: 'flex-start' } } },
  },
})

/** The Live now button: action-sized text, like Sign in and Sign up beside it. */
export const liveButton = style({ fontSize: vars.fontSize.sm })

/** The More button: muted like the items beside it. */
export const moreButton = style({
  color: vars.color.textMuted,
  padding: `0 calc(${vars.space.sm} + ${vars.space.xs})`,
  '@media': { [tightBar]: { padding: `0 ${vars.space.sm}` } },
  selectors: {
    '&:hover, &[data-hovered], details[open] > &, &[aria-expanded="true"]': { color: vars.color.text },
  },
})

export const moreMaxHeight = createVar()

export const dropdown = style({
  position: 'absolute',
  zIndex: 1,
  insetInlineEnd: 0,
  top: 'calc(100% + 8px)',
  minWidth: 240,
  boxSizing: 'border-box',
  // The rows' height plus the padding, so a menu under the cap shows every row without scrolling.
  maxHeight: `calc(${moreMaxHeight} + 2 * ${vars.space.sm})`,
  overflowY: 'auto',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.raised,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    // The rail is narrow and scrolls: there the native More opens in place, like an accordion.
    [`${bar.classNames.variants.layout.SIDEBAR} &`]: {
      '@media': { [media.desktop]: { position: 'static', minWidth: 0, marginTop: vars.space.xs, boxShadow: 'none' } },
    },
  },
})

// ── react-aria menus (after hydration) ────────────────────────────────────────────────────────

export const popover = style({
  minWidth: 240,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.raised,
  border: `1px solid ${vars.color.border}`,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' } })} 150ms ease-out` },
  },
})

export const menu = style({
  boxSizing: 'border-box',
  maxHeight: `calc(${moreMaxHeight} + 2 * ${vars.space.sm})`,
  overflowY: 'auto',
  padding: vars.space.sm,
  outline: 'none',
})

/** One row of the More / account menu: 75 px tall, as the menu height is counted in rows. */
export const menuRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: 75,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover, &[data-hovered], &[data-focused]': { background: 'rgba(255,255,255,0.08)' },
    '&[data-focus-visible], &:focus-visible': focusRingInset,
    '&[aria-current="page"]': { color: vars.color.accentInk },
  },
})

export const featuredRow = style({ color: vars.color.accentInk })

export const menuHeader = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})

export const separator = style({
  height: 1,
  margin: `${vars.space.xs} 0`,
  border: 0,
  background: vars.color.border,
})

export const plainList = style({ margin: 0, padding: 0, listStyle: 'none' })

export const inlineForm = style({ margin: 0 })

// ── Hamburger panel ───────────────────────────────────────────────────────────────────────────

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } })
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })

export const overlay = style([
  panelOverlay,
  {
    background: vars.color.overlay,
    selectors: {
      '&[data-entering]': { animation: `${fadeIn} ${hamburgerMs} ease-out` },
      '&[data-exiting]': { animation: `${fadeIn} ${hamburgerMs} ease-in reverse` },
    },
  },
])

export const panel = style([
  sidePanel,
  {
    insetInlineStart: 0,
    width: 'min(360px, 88vw)',
    selectors: {
      '&[data-entering]': { animation: `${slideIn} ${hamburgerMs} ease-out` },
      '&[data-exiting]': { animation: `${slideIn} ${hamburgerMs} ease-in reverse` },
    },
  },
])

/** The no-JS hamburger panel: below the bar, full height. */
export const nativePanel = style([panel, { top: vars.layout.navHeight, zIndex: vars.z.overlay }])

export const panelHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: vars.space.md })

export const panelSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.md} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  // No rule above the panel's first section (after the close button when hydrated).
  selectors: { [`&:first-child, ${panelHeader} + &`]: { borderTop: 0 } },
})

export const panelLink = style([itemLink, { borderRadius: vars.radius.sm, color: vars.color.text }])

// ── Search ────────────────────────────────────────────────────────────────────────────────────

export const searchForm = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end' })

export const searchField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1 })

export const searchInput = style([
  inputField({ shape: 'pill', width: 'full' }),
  { selectors: { '&[data-focused]': focusRing, '&::-webkit-search-cancel-button': { display: 'none' } } },
])

// ── Language ──────────────────────────────────────────────────────────────────────────────────

export const languages = style({ display: 'flex', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' })

export const languageLink = style([
  itemLink,
  {
    padding: `0 ${vars.space.sm}`,
    fontSize: vars.fontSize.sm,
    textTransform: 'uppercase',
    selectors: { '&[aria-current="true"]': currentMark },
  },
])

export const panelDialog = style({ outline: 'none', display: 'flex', flexDirection: 'column' })
