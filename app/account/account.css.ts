import { style } from '@vanilla-extract/css'
import { media, vars } from '#app/styles/theme.css.ts'
import { focusRing, inputField } from '#app/styles/primitives.css.ts'

export const page = style({
  maxWidth: 1100,
  margin: '0 auto',
  padding: `calc(${vars.layout.navHeight} + ${vars.space.lg}) ${vars.layout.gutter} ${vars.space.xxl}`,
  display: 'grid',
  gap: vars.space.lg,
})
export const heading = style({ margin: 0, fontSize: vars.fontSize.xl })
export const body = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.medium]: { gridTemplateColumns: '220px 1fr', alignItems: 'start' } },
})
export const nav = style({ minWidth: 0 })
export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  '@media': { [media.medium]: { flexDirection: 'column', overflowX: 'visible' } },
})
export const navLink = style({
  display: 'block',
  whiteSpace: 'nowrap',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': {
      background: vars.color.surface,
      color: vars.color.accentInk,
      borderColor: vars.color.accentInk,
      fontWeight: 700,
    },
  },
})
export const content = style({
  minWidth: 0,
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
})
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg })
// one column that never grows past the screen: a long option (a country's name) must not widen the page
export const form = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md, maxWidth: 560, minWidth: 0 })
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-start' })
// narrow fields (day, month, year) share a row and shrink together on a phone
export const small = style({ flex: '1 1 72px', minWidth: 0, maxWidth: 140 })
// a fieldset is as wide as its content by default, which pushes a phone's page sideways
export const fieldset = style({
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
})
export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: 600 })
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm })
export const notice = style({ margin: 0, padding: vars.space.sm, borderRadius: vars.radius.sm, background: 'rgba(80,200,120,0.12)' })
export const problem = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: 'rgba(255,107,107,0.12)',
  color: vars.color.danger,
})
export const muted = style({ margin: 0, color: vars.color.textMuted })
export const label = style({ fontWeight: 600 })
export const select = style([inputField({ width: 'full' }), { minWidth: 0 }])
export const selectField = style({ display: 'grid', gap: vars.space.xs })
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm })
export const card = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
})
export const address = style({ fontStyle: 'normal', whiteSpace: 'pre-line' })
