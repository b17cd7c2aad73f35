import { style } from '@vanilla-extract/css'
import { vars } from '#app/styles/theme.css.ts'
import { cardLink, cardThumb, progressFill as fill, progressTrack } from '#app/styles/primitives.css.ts'

export const row = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, paddingInline: vars.layout.gutter })
export const heading = style({ fontSize: vars.fontSize.xl, margin: 0 })
export const track = style({
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.xs} 0`,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(220px, 280px)',
  gap: vars.space.md,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
})
export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, scrollSnapAlign: 'start' })
export const link = cardLink
export const thumb = cardThumb
export const title = style({ fontWeight: 700 })
export const progress = progressTrack
export const progressFill = fill
