import { style } from '@vanilla-extract/css'
import { media, vars } from '#app/styles/theme.css.ts'
import { focusRing } from '#app/styles/primitives.css.ts'

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: `calc(${vars.layout.navHeight} + ${vars.space.lg}) ${vars.space.md} ${vars.space.xl}`,
  background: `radial-gradient(ellipse at top, rgba(229,183,59,0.18), transparent 60%), ${vars.color.background}`,
})
export const panel = style({
  width: '100%',
  maxWidth: 420,
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  '@media': { [media.tablet]: { padding: vars.space.xl } },
})
export const title = style({ fontSize: vars.fontSize.xl })
export const form = style({ display: 'grid', gap: vars.space.md })
export const formError = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: 'rgba(255,107,107,0.12)',
  color: vars.color.danger,
})

// identity-core: headings with a back arrow, notices, links, consent and profile lists
export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm })
export const back = style({
  flex: 'none',
  display: 'inline-grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.lg,
  background: vars.color.surfaceRaised,
  selectors: { '&:focus-visible': focusRing, '&:hover': { background: vars.color.border } },
})
export const intro = style({ margin: 0, color: vars.color.textMuted })
export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: 'rgba(124,196,255,0.12)',
  color: vars.color.text,
})
export const success = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: 'rgba(76,175,80,0.16)',
  color: vars.color.text,
})
export const links = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.sm })
export const link = style({
  color: vars.color.accentInk,
  selectors: { '&:focus-visible': focusRing },
})
/** Off-screen for people and hidden from assistive technology: bots fill it, people never see it. */
export const honeypot = style({ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' })
export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.sm })
export const legend = style({ fontWeight: 600, fontSize: vars.fontSize.sm, marginBottom: vars.space.xs })
export const consentText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm })
export const widePanel = style({ maxWidth: 720 })
export const profileList = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' })
export const profileCard = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
})
export const profileHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  justifyContent: 'space-between',
})
export const profileName = style({ margin: 0, fontSize: vars.fontSize.lg })
export const badge = style({
  fontSize: vars.fontSize.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.border,
})
export const inlineForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm })
export const mailList = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' })
export const mailBody = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0, fontSize: vars.fontSize.sm })
export const radio = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  '::before': {
    content: '""',
    width: 18,
    height: 18,
    borderRadius: '50%',
    border: `2px solid ${vars.color.textMuted}`,
    boxSizing: 'border-box',
    background: vars.color.surfaceRaised,
  },
  selectors: {
    '&[data-selected]::before, &:has(input:checked)::before': { border: `6px solid ${vars.color.accent}` },
    '&[data-focus-visible]::before, &:has(input:focus-visible)::before': focusRing,
  },
})

// profiles: the question before a profile is deleted, and the message after
export const confirm = style([profileCard, { gap: vars.space.md, borderColor: vars.color.danger }])
export const confirmTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': focusRing },
})
export const confirmActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
/**
 * The destructive button: the danger colour with dark text (about 7:1). Doubled class, so it wins
 * over the button recipe's variant whatever order the two style sheets load in.
 */
export const dangerButton = style({
  selectors: {
    '&&': { background: vars.color.danger, color: vars.color.background },
    '&&[data-hovered], &&:hover': { filter: 'brightness(1.08)' },
  },
})
/** A message that takes focus after an action: the ring only when the keyboard brought it. */
export const focusTarget = style({ outline: 'none', selectors: { '&:focus-visible': focusRing } })
