import { style } from '@vanilla-extract/css'
import { vars } from '#app/styles/theme.css.ts'

export const field = style({ display: 'grid', gap: vars.space.xs })
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm })
export const control = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs })
export const input = style({
  flex: 1,
  minWidth: 0,
  width: '100%',
  minHeight: 48,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&[data-focused]': { borderColor: vars.color.focus },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
})
export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm })
