import { style } from '@vanilla-extract/css'
import { media, vars } from '#app/styles/theme.css.ts'
import { cardThumb, focusRing, linkTab, linkTabs, pageContainer } from '#app/styles/primitives.css.ts'

/** A catalogue page: below the fixed navigation bar, inside the gutters. */
export const page = pageContainer

export const header = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(200px, 360px) 1fr', gap: vars.space.lg } },
})

export const artwork = style([cardThumb, { boxShadow: vars.shadow.card }])

export const headerText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 })

export const title = style({ fontSize: vars.fontSize.xxl, margin: 0, lineHeight: 1.1, overflowWrap: 'anywhere' })

export const subtitle = style({ fontSize: vars.fontSize.lg, margin: 0 })

export const muted = style({ color: vars.color.textMuted, margin: 0 })

export const description = style({ margin: 0, maxWidth: '70ch', lineHeight: 1.5 })

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})

export const link = style({ color: vars.color.accentInk, textDecorationThickness: 1, textUnderlineOffset: 3 })

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const sectionHeading = style({ fontSize: vars.fontSize.lg, margin: 0 })

/** Season tabs: wide screens. A row of links that scrolls sideways when there are many seasons. */
export const tabs = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'block' } },
})
export const tabList = linkTabs
export const tab = style([linkTab, { borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0` }])

/** Season dropdown: narrow screens stack the seasons in a list. */
export const seasonForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.sm,
  '@media': { [media.tablet]: { display: 'none' } },
})
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: '1 1 240px', minWidth: 0 })
export const select = style({
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: 44,
  selectors: { '&:focus-visible': focusRing },
})

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: `${vars.space.lg} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' } },
})

export const pager = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md })

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  maxWidth: '60ch',
})
export const statusText = style({ margin: 0, fontWeight: 700, fontSize: vars.fontSize.md })
export const liveBadge = style({
  alignSelf: 'flex-start',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.live,
  color: '#fff',
  fontSize: vars.fontSize.xs,
  fontWeight: 800,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
})

export const searchForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm, maxWidth: 640 })
export const input = style([select, { width: '100%', minWidth: 0 }])

/** A title's own actions (favourites toggle, share) under its facts. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' })
