/**
 * Style primitives every feature shares, so each idea has one definition: the focus ring, a page's
 * column under the navigation bar, and the box of a text input, select or textarea.
 */
import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from './theme.css.ts'

/** The focus ring: a 3px outline in the theme's focus colour, just outside the element. */
export const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } as const

/** The same ring drawn inside the element, for items flush with their neighbours (tabs, list rows). */
export const focusRingInset = { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 } as const

/** A page's column: below the fixed navigation bar, inside the gutters, centred up to the maximum width. */
export const pageContainer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: `calc(${vars.layout.navHeight} + ${vars.space.lg}) ${vars.layout.gutter} ${vars.space.xxl}`,
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  width: '100%',
  boxSizing: 'border-box',
})

/**
 * The box of a text input, select or textarea: border, colours, height, the focus ring (for
 * react-aria's data attributes and plain elements alike) and the invalid state. `shape: 'pill'` for
 * search boxes.
 */
export const inputField = recipe({
  base: {
    minHeight: 48,
    padding: `0 ${vars.space.md}`,
    boxSizing: 'border-box',
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    font: 'inherit',
    selectors: {
      '&:focus-visible, &[data-focus-visible]': focusRing,
      '&[data-invalid], &[aria-invalid="true"]': { borderColor: vars.color.danger },
    },
  },
  variants: {
    shape: { box: { borderRadius: vars.radius.md }, pill: { borderRadius: vars.radius.pill } },
    width: { auto: {}, full: { width: '100%' } },
  },
  defaultVariants: { shape: 'box', width: 'auto' },
})

/** A page's main heading. */
export const pageTitle = style({ fontSize: vars.fontSize.xxl, margin: 0 })

/** What a list says when it has nothing to show, with room for a link or button below the sentence. */
export const emptyState = style({
  color: vars.color.textMuted,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  margin: 0,
})

/** A grid of 16:9 title cards that fills the page's width, as many columns as fit. */
export const cardGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
})

/** The link of a title card: artwork above its text, no underline, the focus ring around both. */
export const cardLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': focusRing },
})

/** A card's 16:9 artwork, cropped to fill, on the raised surface while it loads. */
export const cardThumb = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
})

/** How much of a title was watched: a thin track with the accent-coloured fill inside. */
export const progressTrack = style({ height: 4, borderRadius: 2, background: 'rgba(255,255,255,0.2)', overflow: 'hidden' })
export const progressFill = style({ display: 'block', height: '100%', background: vars.color.accent })

/** A small pill label in the accent colour (the current plan, a saved card's default). */
export const badge = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
})

/**
 * A choice drawn as a card with a radio ring before its content, the ring filled and the border
 * accented when chosen; works for react-aria's Radio and a plain label around an input alike. The
 * caller lays out the content (flex or grid).
 */
export const radioCard = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  '::before': {
    content: '""',
    width: 18,
    height: 18,
    flexShrink: 0,
    borderRadius: '50%',
    border: `2px solid ${vars.color.textMuted}`,
    boxSizing: 'border-box',
  },
  selectors: {
    '&[data-selected], &:has(input:checked)': { borderColor: vars.color.accent },
    '&[data-selected]::before, &:has(input:checked)::before': { border: `6px solid ${vars.color.accent}` },
    '&[data-focus-visible], &:has(input:focus-visible)': focusRing,
  },
})

/** A row of links that act as tabs or filters, scrolling sideways when there are many. */
export const linkTabs = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: `0 0 ${vars.space.xs}`,
  listStyle: 'none',
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
})
/** One of those links: muted, the current one (aria-current or react-aria's data-selected) underlined in the accent colour. */
export const linkTab = style({
  display: 'inline-block',
  whiteSpace: 'nowrap',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontWeight: 600,
  borderBottom: '3px solid transparent',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible, &[data-focus-visible]': focusRingInset,
    '&[aria-current="page"], &[data-selected]': { color: vars.color.text, borderBottomColor: vars.color.accent },
  },
})

/** The dimmed layer behind a side panel; the caller adds its colour and animation. */
export const panelOverlay = style({ position: 'fixed', inset: 0, zIndex: vars.z.overlay })

/** A panel the full height of the viewport at one side, scrolling on its own; the caller picks the side, width and animation. */
export const sidePanel = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  overflowY: 'auto',
  padding: vars.space.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  outline: 'none',
})
