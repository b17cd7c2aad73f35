import { style } from '@vanilla-extract/css'
import { media, vars } from '#app/styles/theme.css.ts'
import { focusRing } from '#app/styles/primitives.css.ts'

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs })

export const card = style({
  display: 'grid',
  gridTemplateColumns: '112px 1fr',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  transition: 'background-color 150ms ease',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&:focus-visible': { background: vars.color.surfaceRaised, ...focusRing },
  },
})

export const thumb = style({
  position: 'relative',
  width: 112,
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
})

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' })

export const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.live,
  color: '#fff',
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  lineHeight: 1.6,
})

export const thumbBadge = style({ position: 'absolute', top: 4, left: 4 })

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 })

export const title = style({
  margin: 0,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
})

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs })

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
})

export const sentinel = style({ height: 1 })

// ── toast ────────────────────────────────────────────────────────────────
export const toastRegion = style({
  position: 'fixed',
  zIndex: vars.z.toast,
  insetInline: vars.space.sm,
  bottom: vars.space.sm,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  pointerEvents: 'none',
  '@media': { [media.tablet]: { insetInline: 'auto', insetInlineEnd: vars.space.lg, bottom: vars.space.lg, width: 420 } },
})

export const toast = style({
  pointerEvents: 'auto',
  display: 'grid',
  gridTemplateColumns: '160px 1fr auto',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
  color: vars.color.text,
  '@media': { 'screen and (max-width: 420px)': { gridTemplateColumns: '120px 1fr auto' } },
})

export const toastImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
})

export const toastBody = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs, minWidth: 0 })

export const dismiss = style({
  alignSelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface },
    '&[data-focus-visible]': focusRing,
  },
})
