import { globalStyle, style } from '@vanilla-extract/css'
import { breakpoints, vars } from '#app/styles/theme.css.ts'
import { badge as badgePrimitive, radioCard } from '#app/styles/primitives.css.ts'

/** an area's content inside the account frame (which gives the page its padding and heading) */
export const area = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 })
export const subtitle = style({ margin: 0, fontSize: vars.fontSize.lg })
export const muted = style({ color: vars.color.textMuted, margin: 0 })
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md, minWidth: 0 })
export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
  // grid items are as wide as their longest line by default: a plan's name must not push a phone's page sideways
  minWidth: 0,
  overflowWrap: 'anywhere',
})
// a licence's buttons carry plan names: they wrap on a phone rather than overflow
globalStyle(`${card} button`, { whiteSpace: 'normal', height: 'auto', minHeight: 44, maxWidth: '100%', textAlign: 'center' })
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, justifyContent: 'space-between' })
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
})
export const term = style({ color: vars.color.textMuted })
export const badge = style([badgePrimitive, { display: 'inline-block' }])
export const tableWrap = style({ overflowX: 'auto' })
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm })
export const cell = style({
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
})

/**
 * The payment history below the tablet width: each payment is a card of label and value lines, so
 * its status and invoice are on screen rather than past a sideways scroll. The table keeps its
 * roles (given explicitly in the markup, as a table drawn as blocks loses them in some browsers),
 * its column headers stay for screen readers, and the labels drawn in each cell are hidden from them.
 */
const phone = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`
export const stackTable = style({ '@media': { [phone]: { display: 'block' } } })
export const stackHead = style({
  '@media': {
    [phone]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
})
export const stackBody = style({ '@media': { [phone]: { display: 'grid', gap: vars.space.md } } })
export const stackRow = style({
  '@media': {
    [phone]: {
      display: 'grid',
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
      padding: vars.space.xs,
    },
  },
})
export const stackCell = style({
  '@media': {
    [phone]: {
      display: 'flex',
      justifyContent: 'space-between',
      gap: vars.space.md,
      borderBottom: 'none',
      padding: `${vars.space.xs} ${vars.space.sm}`,
      overflowWrap: 'anywhere',
      textAlign: 'end',
    },
  },
})
/**
 * A cell's column name (data-label), drawn only in the stacked layout. Its alternative text is
 * empty, so screen readers hear the column header instead, once.
 */
globalStyle(`${stackCell}::before`, {
  '@media': {
    [phone]: { content: 'attr(data-label) / ""', color: vars.color.textMuted, textAlign: 'start', flexShrink: 0 },
  },
})
export const link = style({ color: vars.color.accentInk, textDecoration: 'underline' })
export const pager = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', justifyContent: 'space-between' })
export const status = style({ margin: 0, padding: vars.space.sm, borderRadius: vars.radius.sm, background: vars.color.surfaceRaised })
export const error = style({ margin: 0, color: vars.color.danger })
export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: 480 })
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' })

/** The cancellation promo a cancel is answered with: set apart from the licence's facts. */
export const offer = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.accent}`,
  background: vars.color.surfaceRaised,
})
/** A saved card to choose (PAYMENT_UPDATE): a radio drawn as a ring, filled when chosen. */
export const choice = style([radioCard, { display: 'flex', alignItems: 'center', gap: vars.space.sm }])
