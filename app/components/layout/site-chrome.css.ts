import { style } from '@vanilla-extract/css'
import { vars } from '#app/styles/theme.css.ts'

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' })
export const main = style({ flex: 1, outline: 'none' })
export const footer = style({
  padding: `${vars.space.xl} ${vars.layout.gutter}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  borderTop: `1px solid ${vars.color.border}`,
})
