import { style } from '@vanilla-extract/css'
import { vars } from '#app/styles/theme.css.ts'
import { focusRing, pageContainer } from '#app/styles/primitives.css.ts'

export const page = pageContainer
export const title = style({ fontSize: vars.fontSize.xxl, margin: 0 })
export const empty = style({
  color: vars.color.textMuted,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  alignItems: 'flex-start',
})
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
})
export const card = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space.xs })
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
export const cardTitle = style({ fontWeight: 700 })
export const progress = style({ height: 4, borderRadius: 2, background: 'rgba(255,255,255,0.2)', overflow: 'hidden' })
export const progressFill = style({ display: 'block', height: '100%', background: vars.color.accent })
export const more = style({ display: 'flex', justifyContent: 'center' })
