import { style } from '@vanilla-extract/css'
import { vars } from '#app/styles/theme.css.ts'
import { inputField, radioCard } from '#app/styles/primitives.css.ts'

/** A gift to choose: a radio card with its name, price and description. */
export const choices = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.sm })
export const legend = style({ fontWeight: 600, fontSize: vars.fontSize.sm, marginBottom: vars.space.xs })
export const choice = style([
  radioCard,
  { display: 'grid', gridTemplateColumns: 'auto 1fr auto', alignItems: 'start', gap: vars.space.sm, '::before': { marginTop: 2 } },
])
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
/** A link on the gift pages: the accent tinted for text (accentInk), readable on the page and on the panels alike. */
export const link = style({ color: vars.color.accentInk })
