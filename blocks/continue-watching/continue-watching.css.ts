import { style } from '@vanilla-extract/css'
import { vars } from '#app/styles/theme.css.ts'
import { focusRing } from '#app/styles/primitives.css.ts'

export const row = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, paddingInline: vars.layout.gutter })
export const heading = style({ fontSize: vars.fontSize.xl, margin: 0 })
export const track = style({
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.xs} 0`,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(220px, 280px)',
  gap: vars.space.md,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
})
export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, scrollSnapAlign: 'start' })
export const link = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
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
export const title = style({ fontWeight: 700 })
export const progress = style({ height: 4, borderRadius: 2, background: 'rgba(255,255,255,0.2)', overflow: 'hidden' })
export const progressFill = style({ display: 'block', height: '100%', background: vars.color.accent })
