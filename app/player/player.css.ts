import { style, keyframes } from '@vanilla-extract/css'
import { vars } from '#app/styles/theme.css.ts'
import { focusRing, focusRingInset } from '#app/styles/primitives.css.ts'

export const root = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  background: '#000',
  color: '#fff',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': focusRingInset,
    '&:fullscreen': { borderRadius: 0, aspectRatio: 'auto', width: '100vw', height: '100vh' },
  },
})

export const video = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain', background: '#000' })

export const poster = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', opacity: 0.65 })

export const center = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  textAlign: 'center',
})

export const bigPlay = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 56,
  padding: `0 ${vars.space.xl}`,
  borderRadius: vars.radius.pill,
  border: 0,
  background: vars.color.accent,
  color: vars.color.accentText,
  font: 'inherit',
  fontSize: vars.fontSize.lg,
  fontWeight: 800,
  cursor: 'pointer',
  boxShadow: vars.shadow.raised,
  // :focus-visible and :active too: a native button until react-aria's arrives (PressButton.tsx)
  selectors: { '&[data-focus-visible], &:focus-visible': focusRing, '&[data-pressed], &:active': { transform: 'scale(0.97)' } },
})

/** Why Play cannot work with JavaScript off (rendered in <noscript>), readable on any poster. */
export const noScript = style({
  margin: 0,
  maxWidth: '36ch',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: 'rgba(0, 0, 0, 0.75)',
  color: '#fff',
  fontWeight: 600,
})

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })
export const spinner = style({
  width: 48,
  height: 48,
  borderRadius: '50%',
  border: '4px solid rgba(255,255,255,0.25)',
  borderTopColor: '#fff',
  animation: `${spin} 900ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

export const message = style({
  maxWidth: 520,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.overlay,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  alignItems: 'center',
})

export const messageText = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 })

export const controls = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.sm}`,
  '@media': { '(max-width: 599px)': { padding: `${vars.space.md} ${vars.space.xs} ${vars.space.xxs}`, gap: 0 } },
  background: 'linear-gradient(to top, rgba(0,0,0,0.85), rgba(0,0,0,0))',
  transition: 'opacity 200ms ease',
  selectors: {
    [`${root}[data-idle="true"] &`]: { opacity: 0 },
    [`${root}:focus-within &`]: { opacity: 1 },
  },
})

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexWrap: 'nowrap', minWidth: 0 })
export const spacer = style({ flex: 1 })

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: 40,
  height: 40,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: '#fff',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
  flexShrink: 0,
  '@media': { '(max-width: 599px)': { minWidth: 36, height: 36, padding: `0 ${vars.space.xxs}` } },
  selectors: {
    '&[data-hovered]': { background: 'rgba(255,255,255,0.16)' },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.4, cursor: 'default' },
  },
})

export const time = style({
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.sm,
  padding: `0 ${vars.space.xs}`,
  whiteSpace: 'nowrap',
})

export const seek = style({ position: 'relative', width: '100%', display: 'flex', alignItems: 'center' })
export const track = style({ position: 'relative', width: '100%', height: 24, display: 'flex', alignItems: 'center', cursor: 'pointer' })
export const rail = style({ position: 'absolute', left: 0, right: 0, height: 4, borderRadius: 2, background: 'rgba(255,255,255,0.3)' })
export const fill = style({ position: 'absolute', left: 0, height: 4, borderRadius: 2, background: vars.color.accent })
export const chapterMark = style({
  position: 'absolute',
  top: 8,
  width: 3,
  height: 8,
  background: 'rgba(0,0,0,0.75)',
  transform: 'translateX(-1px)',
})
export const thumb = style({
  top: '50%',
  width: 16,
  height: 16,
  borderRadius: '50%',
  background: '#fff',
  boxShadow: '0 0 0 2px rgba(0,0,0,0.4)',
  selectors: { '&[data-focus-visible]': focusRing, '&[data-dragging]': { transform: 'scale(1.2)' } },
})

export const preview = style({
  position: 'absolute',
  bottom: 30,
  transform: 'translateX(-50%)',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 2,
  padding: 4,
  borderRadius: vars.radius.sm,
  background: 'rgba(0,0,0,0.85)',
  fontSize: vars.fontSize.xs,
  pointerEvents: 'none',
  whiteSpace: 'nowrap',
})
export const previewImage = style({ width: 160, height: 90, objectFit: 'cover', borderRadius: 2, background: '#222' })

export const volume = style({
  width: 96,
  marginInline: `${vars.space.xs} ${vars.space.md}`,
  display: 'flex',
  alignItems: 'center',
  '@media': { '(max-width: 599px)': { display: 'none' } },
})
export const volumeTrack = style({ position: 'relative', width: '100%', height: 24, display: 'flex', alignItems: 'center' })

export const menu = style({
  minWidth: 180,
  maxHeight: 320,
  overflow: 'auto',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  outline: 'none',
})
export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: 'rgba(255,255,255,0.12)' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    // the text keeps its colour (the accent on the focused item's tint fell under 4.5:1); an accent bar marks the choice
    '&[data-selected]': { fontWeight: 700, boxShadow: `inset 3px 0 0 ${vars.color.accentInk}` },
  },
})

export const live = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.live,
  fontSize: vars.fontSize.xs,
  fontWeight: 800,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
})
export const liveBehind = style({ background: 'rgba(255,255,255,0.2)' })

export const watermark = style({
  position: 'absolute',
  top: vars.space.md,
  right: vars.space.md,
  padding: `2px ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  color: 'rgba(255,255,255,0.55)',
  textShadow: '0 1px 2px rgba(0,0,0,0.6)',
  pointerEvents: 'none',
  userSelect: 'none',
})

export const skip = style({
  position: 'absolute',
  right: vars.space.md,
  bottom: 110,
  '@media': { '(max-width: 599px)': { bottom: 64, right: vars.space.sm, minHeight: 36 } },
  minHeight: 44,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  border: '1px solid rgba(255,255,255,0.6)',
  background: 'rgba(0,0,0,0.7)',
  color: '#fff',
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': focusRing, '&[data-hovered]': { background: 'rgba(0,0,0,0.9)' } },
})

export const toast = style({
  position: 'absolute',
  top: vars.space.md,
  left: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: 'rgba(0,0,0,0.7)',
  fontSize: vars.fontSize.sm,
})

export const countdown = style({ fontSize: 'clamp(1.5rem, 6vw, 3.5rem)', fontWeight: 800, fontVariantNumeric: 'tabular-nums', margin: 0 })

export const licences = style({
  display: 'flex',
  gap: vars.space.xs,
  flexWrap: 'wrap',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  justifyContent: 'center',
})
export const licence = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: 'rgba(255,255,255,0.14)',
  fontSize: vars.fontSize.sm,
})

export const compactHide = style({ '@media': { '(max-width: 599px)': { display: 'none' } } })

export const playerSlot = style({ width: '100%', maxWidth: 1280, marginInline: 'auto' })

export const embed = style({
  position: 'fixed',
  inset: 0,
  background: '#000',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
})
