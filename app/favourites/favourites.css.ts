import { style } from '@vanilla-extract/css'
import { vars } from '#app/styles/theme.css.ts'
import { focusRing, pageContainer } from '#app/styles/primitives.css.ts'

export const toggleForm = style({ display: 'inline-flex', margin: 0 })
export const page = pageContainer
export const title = style({ fontSize: vars.fontSize.xxl, margin: 0 })
export const empty = style({
  color: vars.color.textMuted,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  margin: 0,
})
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
})
export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, alignItems: 'flex-start' })
export const link = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': focusRing },
})
export const thumb = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
})
export const cardTitle = style({ fontWeight: 700 })
export const message = style({ margin: 0, color: vars.color.textMuted })

/** The toggle on a card: over the artwork's top corner, above the card's link. */
export const cardToggle = style({
  position: 'absolute',
  zIndex: 2,
  insetInlineEnd: vars.space.sm,
  top: vars.space.sm,
  // over artwork the icon button needs a backdrop of its own to stay legible
  background: 'rgba(11, 12, 16, 0.72)',
  borderRadius: vars.radius.md,
})
export const heart = style({
  width: 20,
  height: 20,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  selectors: { '[data-favourite="true"] &': { fill: 'currentColor' } },
})
