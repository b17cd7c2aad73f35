import { style } from '@vanilla-extract/css'
import { media, vars } from '#app/styles/theme.css.ts'
import { focusRing } from '#app/styles/primitives.css.ts'

/** The card's "preview" toggle: over the artwork's corner, wide screens only. */
export const toggle = style({
  position: 'absolute',
  zIndex: 2,
  insetInlineEnd: vars.space.sm,
  top: vars.space.sm,
  display: 'none',
  '@media': { [media.tablet]: { display: 'inline-flex' } },
})

export const toggleIcon = style({ width: 20, height: 20, transition: 'transform 200ms ease' })
export const toggleIconOpen = style({ transform: 'rotate(180deg)' })

export const panel = style({
  marginInline: vars.layout.gutter,
  marginBlockStart: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
  display: 'grid',
  gap: vars.space.md,
})

export const panelHeader = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md })
export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg })
export const panelDescription = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, maxWidth: '70ch' })
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm })
export const pager = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, marginInlineStart: 'auto' })
export const pageStatus = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 })

export const videos = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' } },
})

export const video = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': focusRing, '&:hover': { color: vars.color.accentInk } },
})

export const videoImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
})
export const videoTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})
export const muted = style({ margin: 0, color: vars.color.textMuted })
