import { style } from '@vanilla-extract/css'
import { media, vars } from '#app/styles/theme.css.ts'

export const root = style({
  margin: `${vars.space.lg} ${vars.layout.gutter}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [media.desktop]: { marginBlock: vars.space.xl } },
})

export const heading = style({ fontSize: vars.fontSize.lg, fontWeight: 800, '@media': { [media.desktop]: { fontSize: vars.fontSize.xl } } })

export const frame = style({
  display: 'block',
  width: '100%',
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
})

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  maxWidth: '48rem',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
})

export const description = style({ margin: 0, color: vars.color.textMuted })
