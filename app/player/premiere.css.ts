import { style } from '@vanilla-extract/css'
import { vars } from '#app/styles/theme.css.ts'

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.overlay,
  background: 'rgba(0,0,0,0.6)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
})
export const modal = style({
  maxWidth: 440,
  width: '100%',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.raised,
})
export const dialog = style({ padding: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.sm, outline: 'none' })
export const heading = style({ margin: 0, fontSize: vars.fontSize.xl })
export const body = style({ margin: 0, color: vars.color.textMuted })
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', marginTop: vars.space.sm })
export const badge = style({
  alignSelf: 'flex-start',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.live,
  color: '#fff',
  fontSize: vars.fontSize.xs,
  fontWeight: 800,
  textTransform: 'uppercase',
})
