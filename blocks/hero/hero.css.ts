import { style } from '@vanilla-extract/css'
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { media, vars } from '#app/styles/theme.css.ts'

export const root = style({
  position: 'relative',
  isolation: 'isolate',
  display: 'grid',
  minHeight: 'clamp(440px, 78svh, 920px)',
  overflow: 'hidden',
  background: vars.color.surface,
  color: vars.color.text,
})

export const backdrop = style({ position: 'absolute', inset: 0, zIndex: -1 })

const cover = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' })

export const picture = style({ display: 'contents' })
export const backgroundImage = style([cover, { objectPosition: 'center top' }])
export const backgroundVideo = style([cover, { pointerEvents: 'none' }])

export const content = recipe({
  base: {
    display: 'flex',
    padding: `calc(${vars.layout.navHeight} + ${vars.space.xl}) ${vars.layout.gutter} ${vars.space.xxl}`,
    '@media': { [media.tablet]: { paddingBlockEnd: `calc(${vars.space.xxl} * 1.5)` } },
  },
  variants: {
    alignHorizontal: {
      left: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      right: { justifyContent: 'flex-end' },
    },
    alignVertical: {
      top: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      bottom: { alignItems: 'flex-end' },
    },
    textAlignment: {
      left: { textAlign: 'left' },
      center: { textAlign: 'center' },
      right: { textAlign: 'right' },
    },
  },
  defaultVariants: { alignHorizontal: 'left', alignVertical: 'bottom', textAlignment: 'left' },
})

export type ContentVariants = NonNullable<RecipeVariants<typeof content>>

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '40rem',
  textShadow: '0 2px 12px rgba(0,0,0,0.5)',
})

/** Children follow the text alignment (flex items ignore text-align). */
export const stackAlign = recipe({
  variants: {
    textAlignment: {
      left: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      right: { alignItems: 'flex-end' },
    },
  },
  defaultVariants: { textAlignment: 'left' },
})

/** A fixed 5:2 box (the width and height attributes give it before the logo loads); the logo fits inside. */
export const channelLogo = style({ height: 40, width: 100, objectFit: 'contain' })

export const tagline = style({
  display: 'inline-flex',
  alignSelf: 'inherit',
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
  fontWeight: 800,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  textShadow: 'none',
})

export const liveBadge = style([tagline, { background: vars.color.live, color: '#fff' }])

export const title = style({ fontSize: vars.fontSize.hero, fontWeight: 800, letterSpacing: '-0.01em' })

/**
 * A fixed height, and the width the attributes' 3:1 ratio gives until the picture's own shape is
 * known: the heading's height never changes when the title treatment arrives.
 */
export const titleImage = style({ height: 'clamp(72px, 14vw, 160px)', width: 'auto', maxWidth: '100%', objectFit: 'contain' })

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  opacity: 0.9,
  display: '-webkit-box',
  WebkitLineClamp: 4,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  '@media': { [media.tablet]: { fontSize: vars.fontSize.lg } },
})

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.sm })

/** The hero once its call to action started the full player. */
export const playerRoot = style({
  padding: `calc(${vars.layout.navHeight} + ${vars.space.md}) ${vars.layout.gutter} ${vars.space.lg}`,
  background: vars.color.background,
})
export const playerSlot = style({ maxWidth: 1280, marginInline: 'auto' })
export const playerFallback = style({ width: '100%', aspectRatio: '16 / 9', background: '#000', borderRadius: vars.radius.md })
