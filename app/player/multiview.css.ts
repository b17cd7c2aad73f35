import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '#app/styles/theme.css.ts'
import { focusRing, pageContainer } from '#app/styles/primitives.css.ts'

const narrow = '(max-width: 1023px)'

export const page = pageContainer
export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md })
export const title = style({ fontSize: vars.fontSize.xxl, margin: 0 })
export const subtitle = style({ fontSize: vars.fontSize.lg, margin: 0 })
export const muted = style({ color: vars.color.textMuted, margin: 0 })
export const layouts = style({ display: 'flex', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0, flexWrap: 'wrap' })
export const layoutLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: {
    '&[aria-current="true"]': { background: vars.color.accent, color: vars.color.accentText, borderColor: vars.color.accent },
    '&:focus-visible': focusRing,
  },
})

/** Below 1024 px the message shows and the stage hides (with or without JavaScript). */
export const tooNarrow = style({
  display: 'none',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontWeight: 600,
  margin: 0,
  '@media': { [narrow]: { display: 'block' } },
})
export const stage = style({ '@media': { [narrow]: { display: 'none' } } })

const gridBase = style({ display: 'grid', gap: vars.space.sm, width: '100%' })
export const grid = styleVariants({
  twoUp: [gridBase, { gridTemplateColumns: '1fr 1fr' }],
  threeUp: [gridBase, { gridTemplateColumns: '2fr 1fr', alignItems: 'start' }],
  quad: [gridBase, { gridTemplateColumns: '1fr 1fr' }],
  pip: [gridBase, { position: 'relative', gridTemplateColumns: '1fr' }],
})
export const tile = style({
  position: 'relative',
  minWidth: 0,
  selectors: {
    '[data-layout="threeUp"] > &:first-child': { gridRow: '1 / span 2' },
    '[data-layout="pip"] > &:nth-child(2)': {
      position: 'absolute',
      right: 16,
      bottom: 16,
      width: '28%',
      zIndex: 2,
      boxShadow: vars.shadow.raised,
    },
  },
})
export const tileImage = style({ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: vars.radius.md, display: 'block' })
export const tileTitle = style({
  position: 'absolute',
  top: 8,
  left: 8,
  padding: '2px 8px',
  borderRadius: vars.radius.sm,
  background: 'rgba(0,0,0,0.6)',
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  pointerEvents: 'none',
})
export const invalid = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
})

export const pick = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })
export const carousel = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(200px, 240px)',
  gap: vars.space.md,
  overflowX: 'auto',
  listStyle: 'none',
  margin: 0,
  padding: `0 0 ${vars.space.sm}`,
})
export const pickCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: '2px solid transparent',
  selectors: { '&[data-selected="true"]': { borderColor: vars.color.accent } },
})
export const pickImage = style({ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: vars.radius.sm })
export const pickTitle = style({ fontWeight: 700, fontSize: vars.fontSize.sm })
export const pickLink = style({
  color: vars.color.accentInk,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  selectors: { '&:focus-visible': focusRing },
})
export const pager = style({ display: 'flex', gap: vars.space.md, alignItems: 'center' })
