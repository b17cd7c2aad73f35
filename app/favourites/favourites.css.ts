import { style } from '@vanilla-extract/css'
import { vars } from '#app/styles/theme.css.ts'
import { cardGrid, cardLink, cardThumb, emptyState, pageContainer, pageTitle } from '#app/styles/primitives.css.ts'

export const toggleForm = style({ display: 'inline-flex', margin: 0 })
export const page = pageContainer
export const title = pageTitle
export const empty = emptyState
export const grid = cardGrid
export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, alignItems: 'flex-start' })
export const link = style([cardLink, { width: '100%' }])
export const thumb = cardThumb
export const cardTitle = style({ fontWeight: 700 })
export const message = style({ margin: 0, color: vars.color.textMuted })

/** The toggle on a card: over the artwork's top corner, above the card's link. */
export const cardToggle = style({
  position: 'absolute',
  zIndex: 2,
  insetInlineEnd: vars.space.sm,
  top: vars.space.sm,
  // over artwork the icon button needs a backdrop of its own to stay legible
  background: 'rgba(11, 12, 16, 0.72)',
  borderRadius: vars.radius.md,
})
export const heart = style({
  width: 20,
  height: 20,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  selectors: { '[data-favourite="true"] &': { fill: 'currentColor' } },
})
