import { style } from '@vanilla-extract/css'
import { media, vars } from '#app/styles/theme.css.ts'

export const dayNav = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md })

/** Now-and-next cards: one column on phones, a wrapping grid from tablets up. */
export const nowGrid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' } },
})

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
})

export const liveCard = style([card, { borderColor: vars.color.live }])

export const channelHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0, fontSize: vars.fontSize.lg })

export const logo = style({ width: 40, height: 40, objectFit: 'contain', flex: '0 0 auto' })

export const programmeTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700, overflowWrap: 'anywhere' })

export const small = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, marginTop: vars.space.xs })

export const channels = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })

/** What scrolls a channel's row from tablets up; focusable, so it shows the focus ring. */
export const rowScroller = style({
  borderRadius: vars.radius.md,
  '@media': {
    [media.tablet]: { overflowX: 'auto', paddingBottom: vars.space.sm, scrollSnapType: 'x proximity' },
  },
})

/** A channel's programmes: stacked on phones, one row from tablets up. */
export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { flexDirection: 'row' },
  },
})

export const rowItem = style({
  display: 'flex',
  '@media': { [media.tablet]: { flex: '0 0 240px', scrollSnapAlign: 'start' } },
})
