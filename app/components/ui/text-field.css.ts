import { style } from '@vanilla-extract/css'
import { vars } from '#app/styles/theme.css.ts'
import { inputField } from '#app/styles/primitives.css.ts'

export const field = style({ display: 'grid', gap: vars.space.xs })
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm })
export const control = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs })
export const input = style([
  inputField({ width: 'full' }),
  { flex: 1, minWidth: 0, selectors: { '&[data-focused]': { borderColor: vars.color.focus } } },
])
export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm })
