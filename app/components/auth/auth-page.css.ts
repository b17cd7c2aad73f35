import { style } from '@vanilla-extract/css'
import { media, vars } from '#app/styles/theme.css.ts'

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: `calc(${vars.layout.navHeight} + ${vars.space.lg}) ${vars.space.md} ${vars.space.xl}`,
  background: `radial-gradient(ellipse at top, rgba(229,183,59,0.18), transparent 60%), ${vars.color.background}`,
})
export const panel = style({
  width: '100%',
  maxWidth: 420,
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  '@media': { [media.tablet]: { padding: vars.space.xl } },
})
export const title = style({ fontSize: vars.fontSize.xl })
export const form = style({ display: 'grid', gap: vars.space.md })
export const formError = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: 'rgba(255,107,107,0.12)',
  color: vars.color.danger,
})
