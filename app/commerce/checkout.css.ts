import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '#app/styles/theme.css.ts'
import { badge as badgePrimitive, focusRing, focusRingInset, inputField } from '#app/styles/primitives.css.ts'

export const page = style({
  minHeight: '100vh',
  padding: `calc(${vars.layout.navHeight} + ${vars.space.lg}) ${vars.layout.gutter} ${vars.space.xxl}`,
  background: `radial-gradient(ellipse 80% 50% at 50% 0%, rgba(229,183,59,0.16), transparent 70%), ${vars.color.background}`,
})
export const inner = style({
  maxWidth: 1080,
  margin: '0 auto',
  display: 'grid',
  gap: vars.space.xl,
})
export const narrow = style({
  maxWidth: 520,
  margin: '0 auto',
  display: 'grid',
  gap: vars.space.lg,
})
export const head = style({
  display: 'grid',
  gap: vars.space.sm,
  textAlign: 'center',
  justifyItems: 'center',
})
export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  lineHeight: 1.1,
  letterSpacing: '-0.01em',
})
export const lead = style({
  margin: 0,
  color: vars.color.textMuted,
  maxWidth: 560,
})

export const steps = style({
  display: 'flex',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${vars.space.sm}`,
  flexWrap: 'wrap',
  justifyContent: 'center',
})
export const stepItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: vars.color.textMuted,
  selectors: {
    '&:not(:last-child)::after': {
      content: '""',
      width: 24,
      height: 1,
      background: vars.color.border,
      marginLeft: vars.space.xs,
    },
  },
})
export const stepCurrent = style({ color: vars.color.accentInk, fontWeight: 700 })

export const family = style({ display: 'grid', gap: vars.space.md })
export const familyTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  fontWeight: 600,
})
export const plans = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
    },
  },
})
export const plan = style({
  position: 'relative',
  display: 'grid',
  gridTemplateRows: 'auto auto 1fr auto',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(180deg, ${vars.color.surfaceRaised}, ${vars.color.surface})`,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
})
export const planWanted = style({
  borderColor: vars.color.accent,
  boxShadow: `0 0 0 1px ${vars.color.accent}, ${vars.shadow.card}`,
})
export const badge = style([badgePrimitive, { justifySelf: 'start', letterSpacing: '0.04em' }])
export const mutedBadge = style([badge, { background: 'rgba(255,255,255,0.12)', color: vars.color.text }])
export const planName = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
})
export const priceLine = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  flexWrap: 'wrap',
  margin: 0,
})
export const price = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: 800,
})
export const period = style({ color: vars.color.textMuted })
export const planText = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
})
export const trial = style({
  margin: 0,
  color: vars.color.accentInk,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
})
// a long plan name wraps inside its button instead of widening the card past a phone's width
globalStyle(`${plan} form button`, {
  width: '100%',
  whiteSpace: 'normal',
  height: 'auto',
  minHeight: 44,
  paddingBlock: vars.space.sm,
  textAlign: 'center',
})

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
  '@media': { [media.tablet]: { padding: vars.space.xl } },
})
export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg })
export const checkout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [media.medium]: { gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr)' },
  },
})
export const summaryList = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
})
export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  margin: 0,
})
globalStyle(`${row} dt`, { color: vars.color.textMuted })
globalStyle(`${row} dd`, { margin: 0, fontVariantNumeric: 'tabular-nums' })
export const totalRow = style([
  row,
  {
    paddingTop: vars.space.sm,
    borderTop: `1px solid ${vars.color.border}`,
    fontSize: vars.fontSize.lg,
    fontWeight: 700,
  },
])
globalStyle(`${totalRow} dt`, { color: vars.color.text })
export const discountValue = style({ color: '#7bd88f' })
export const small = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})
export const form = style({ display: 'grid', gap: vars.space.md })
export const inline = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-end',
})
globalStyle(`${inline} > :first-child`, { flex: 1 })
export const twoCols = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr 1fr',
})
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: 'rgba(123,216,143,0.14)',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
})
export const error = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: 'rgba(255,107,107,0.12)',
  border: '1px solid rgba(255,107,107,0.4)',
  color: vars.color.text,
})
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: 'rgba(124,196,255,0.1)',
  border: '1px solid rgba(124,196,255,0.3)',
  fontSize: vars.fontSize.sm,
})
export const link = style({ color: vars.color.accentInk })
export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'wrap',
})
export const wide = style({ width: '100%' })
export const cardList = style({
  display: 'grid',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
  margin: 0,
})
export const done = style({
  fontSize: 48,
  lineHeight: 1,
  margin: 0,
  textAlign: 'center',
})
/** the order summary comes first on a phone, beside the form from the medium breakpoint */
export const summaryCol = style({
  order: -1,
  '@media': { [media.medium]: { order: 1 } },
})

// ── the billing form's country: a native select, then react-aria's combo box ──
export const countrySelect = style([inputField({ width: 'full' }), { minWidth: 0 }])
export const countryPopover = style({
  width: 'var(--trigger-width)',
  maxHeight: 320,
  overflowY: 'auto',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.raised,
  border: `1px solid ${vars.color.border}`,
  outline: 'none',
})
export const countryList = style({ padding: vars.space.xs, outline: 'none' })
export const countryOption = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: 'rgba(255,255,255,0.08)' },
    '&[data-focus-visible]': focusRingInset,
    '&[data-selected]': { fontWeight: 600 },
  },
})
export const countryToggle = style({
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  padding: `0 ${vars.space.xs}`,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': focusRing },
})
