import { style } from '@vanilla-extract/css'
import { vars } from '#app/styles/theme.css.ts'
import { focusRing, inputField } from '#app/styles/primitives.css.ts'

/** A gift to choose: a radio card with its name, price and description. */
export const choices = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.sm })
export const legend = style({ fontWeight: 600, fontSize: vars.fontSize.sm, marginBottom: vars.space.xs })
export const choice = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  '::before': {
    content: '""',
    width: 18,
    height: 18,
    marginTop: 2,
    borderRadius: '50%',
    border: `2px solid ${vars.color.textMuted}`,
    boxSizing: 'border-box',
  },
  selectors: {
    '&[data-selected], &:has(input:checked)': { borderColor: vars.color.accent },
    '&[data-selected]::before, &:has(input:checked)::before': { border: `6px solid ${vars.color.accent}` },
    '&[data-focus-visible], &:has(input:focus-visible)': focusRing,
  },
})
export const choiceName = style({ fontWeight: 700 })
export const choiceText = style({ gridColumn: '2 / 4', margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const choicePrice = style({ fontWeight: 700, color: vars.color.accentInk })
export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm })
export const textarea = style([inputField({ width: 'full' }), { minHeight: 96, padding: vars.space.sm }])
export const field = style({ display: 'grid', gap: vars.space.xs })
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm })
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs })
export const code = style({
  margin: 0,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.fontSize.xl,
  letterSpacing: '0.08em',
  color: vars.color.accentInk,
  userSelect: 'all',
})
export const facts = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 })
export const term = style({ color: vars.color.textMuted })
export const detail = style({ margin: 0, overflowWrap: 'anywhere' })
export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' })
