import { style } from '@vanilla-extract/css'
import { vars } from '#app/styles/theme.css.ts'
import { focusRing } from '#app/styles/primitives.css.ts'

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.layout.gutter} ${vars.space.xxl}`,
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  width: '100%',
  boxSizing: 'border-box',
})
export const heading = style({ fontSize: vars.fontSize.xl, margin: 0 })
export const subheading = style({ fontSize: vars.fontSize.lg, margin: 0 })
export const muted = style({ margin: 0, color: vars.color.textMuted })
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' })
export const form = style({ display: 'inline-flex', margin: 0 })
export const invite = style({
  flex: '1 1 20rem',
  minWidth: 0,
  maxWidth: '40rem',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': focusRing },
})
export const viewers = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
export const viewer = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
})
export const notice = style({ margin: 0, color: vars.color.text })
export const alert = style({
  margin: 0,
  color: vars.color.text,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  paddingInlineStart: vars.space.sm,
})
