import { style } from '@vanilla-extract/css'
import { vars } from '#app/styles/theme.css.ts'

export const providers = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' })
export const providerButton = style({ width: '100%' })
export const separator = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: { '&::before, &::after': { content: '""', flex: 1, height: 1, background: vars.color.border } },
})
export const body = style({ margin: 0, lineHeight: 1.5 })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: 'rgba(255,255,255,0.08)',
})
export const tvGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const tvTile = style({ width: '100%', minHeight: 64, whiteSpace: 'normal', textAlign: 'center', borderRadius: vars.radius.lg })
export const subheading = style({ margin: 0, fontSize: vars.fontSize.md })
export const logo = style({ flexShrink: 0, objectFit: 'contain' })
export const startForm = style({ margin: 0 })
