import { style } from '@vanilla-extract/css'
import { vars } from '#app/styles/theme.css.ts'
import { focusRing } from '#app/styles/primitives.css.ts'

export const checkbox = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
})
export const box = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: 22,
  height: 22,
  marginTop: 1,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.textMuted}`,
  background: vars.color.surfaceRaised,
  selectors: {
    // :has(input…) too, so the box follows the real input before JavaScript loads
    [`${checkbox}[data-selected] &, ${checkbox}:has(input:checked) &`]: { background: vars.color.accent, borderColor: vars.color.accent },
    [`${checkbox}[data-focus-visible] &, ${checkbox}:has(input:focus-visible) &`]: focusRing,
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
})
export const tick = style({
  width: 14,
  height: 14,
  fill: 'none',
  stroke: vars.color.accentText,
  strokeWidth: 3,
  opacity: 0,
  selectors: { [`${checkbox}[data-selected] &, ${checkbox}:has(input:checked) &`]: { opacity: 1 } },
})
