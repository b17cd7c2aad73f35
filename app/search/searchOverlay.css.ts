import { keyframes, style } from '@vanilla-extract/css'
import { media, vars } from '#app/styles/theme.css.ts'
import { focusRing, inputField } from '#app/styles/primitives.css.ts'

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.overlay,
  background: vars.color.overlay,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  selectors: { '&[data-entering]': { animation: `${fadeIn} 150ms ease-out` } },
  '@media': { [media.reducedMotion]: { selectors: { '&[data-entering]': { animation: 'none' } } } },
})

/** Full screen on phones; a tall centred panel from 768 px. */
export const modal = style({
  width: '100%',
  height: '100dvh',
  background: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
  overflowY: 'auto',
  '@media': {
    [media.tablet]: {
      width: 'min(960px, calc(100vw - 48px))',
      height: 'auto',
      maxHeight: 'calc(100dvh - 96px)',
      marginTop: 48,
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.raised,
    },
  },
})

export const dialog = style({
  outline: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  '@media': { [media.tablet]: { padding: vars.space.lg } },
})

export const header = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end' })

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1 })

export const input = style([inputField({ shape: 'pill', width: 'full' }), { selectors: { '&[data-focused]': focusRing } }])

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  flexShrink: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': focusRing, '&[data-hovered]': { background: vars.color.surfaceRaised } },
})

export const icon = style({ width: 24, height: 24 })

export const status = style({ margin: 0, minHeight: '1.5em', color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const groupHeading = style({ margin: 0, fontSize: vars.fontSize.md })

export const count = style({ color: vars.color.textMuted, fontWeight: 'normal' })

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const hit = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  minHeight: 44,
  selectors: { '&:hover': { background: vars.color.surfaceRaised }, '&:focus-visible': focusRing },
})

export const thumb = style({
  width: 96,
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  flexShrink: 0,
  background: vars.color.surfaceRaised,
})

export const hitText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 })

export const hitTitle = style({ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })

export const hitMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs })

export const more = style({
  alignSelf: 'flex-start',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': focusRing, '&[data-disabled]': { opacity: 0.6, cursor: 'progress' } },
})

export const allLink = style({ color: vars.color.accentInk, alignSelf: 'flex-start' })
