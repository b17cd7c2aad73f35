import { style } from '@vanilla-extract/css'
import { media, vars } from '#app/styles/theme.css.ts'
import { focusRing } from '#app/styles/primitives.css.ts'

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  alignContent: 'center',
  justifyItems: 'center',
  gap: vars.space.xl,
  padding: `${vars.space.xl} ${vars.space.md}`,
  background: `radial-gradient(ellipse at top, rgba(229,183,59,0.18), transparent 60%), ${vars.color.background}`,
})
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, textAlign: 'center' })
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'flex-start',
  gap: vars.space.md,
  width: '100%',
  maxWidth: 960,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gap: vars.space.xl } },
})
export const card = style({
  flex: '1 1 140px',
  maxWidth: 200,
  display: 'grid',
  alignContent: 'start',
  justifyItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
})
export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  width: 'clamp(88px, 28vw, 112px)',
  aspectRatio: '1',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xxl,
  fontWeight: 700,
})
export const name = style({ margin: 0, fontSize: vars.fontSize.lg })
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const form = style({ display: 'grid', gap: vars.space.sm, width: '100%' })
export const pinLabel = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm, textAlign: 'start' })
export const pinInput = style({
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: { '&:focus-visible': focusRing },
})
export const manage = style({
  color: vars.color.textMuted,
  selectors: { '&:hover': { color: vars.color.text }, '&:focus-visible': focusRing },
})
/** the native submit button: the shared button look, with focus shown and long names wrapping */
export const choose = style({
  width: '100%',
  whiteSpace: 'normal',
  paddingBlock: vars.space.xs,
  selectors: { '&:focus-visible': focusRing },
})
