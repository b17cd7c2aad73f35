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
