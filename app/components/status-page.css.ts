import { style } from '@vanilla-extract/css'
import { vars } from '#app/styles/theme.css.ts'

export const page = style({
  minHeight: '60vh',
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  padding: `calc(${vars.layout.navHeight} + ${vars.space.xl}) ${vars.layout.gutter} ${vars.space.xl}`,
})
export const code = style({
  fontFamily: vars.font.display,
  fontSize: 'clamp(4rem, 14vw, 9rem)',
  fontWeight: 800,
  lineHeight: 1,
  margin: 0,
  background: `linear-gradient(135deg, ${vars.color.accent}, #ff7a59)`,
  WebkitBackgroundClip: 'text',
  color: 'transparent',
})
export const title = style({ fontSize: vars.fontSize.xl })
export const body = style({ color: vars.color.textMuted, maxWidth: '46ch', margin: 0 })
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', justifyContent: 'center', marginTop: vars.space.sm })
