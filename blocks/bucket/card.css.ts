import { style } from '@vanilla-extract/css'
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { media, vars } from '#app/styles/theme.css.ts'
import { focusRing } from '#app/styles/primitives.css.ts'

/** The list item: lifts a scaled card above its neighbours. Card states hook on data-state. */
export const item = style({
  position: 'relative',
  zIndex: 0,
  listStyle: 'none',
  minWidth: 0,
  scrollSnapAlign: 'start',
  selectors: {
    '&:hover, &:focus-within': { zIndex: 2 },
    '&[data-state="hidden"]': { visibility: 'hidden' },
    '&[data-state="inactive"]': { opacity: 0.45, filter: 'grayscale(0.6)' },
    '&[data-state="before-active"], &[data-state="after-active"]': { opacity: 0.8 },
  },
})

/**
 * Hover and focus scale: 1.4 over 0.6 s; 1.2 for a card with an action inside a
 * carousel, where a bigger card would be cut by the scroll track.
 */
export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    color: 'inherit',
    textDecoration: 'none',
    borderRadius: vars.radius.md,
    transformOrigin: 'center center',
    transition: 'transform 600ms cubic-bezier(0.2, 0.8, 0.2, 1)',
    outline: 'none',
    selectors: {
      'li:first-child > &': { transformOrigin: 'left center' },
      'li:last-child > &': { transformOrigin: 'right center' },
      '[data-state="active"] > &': { boxShadow: `0 0 0 3px ${vars.color.accent}` },
    },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
  variants: {
    scale: {
      '1.2': {
        selectors: {
          '&:focus-visible': { transform: 'scale(1.2)' },
          '&:hover': { transform: 'scale(1.2)' },
        },
      },
      '1.4': {
        selectors: {
          '&:focus-visible': { transform: 'scale(1.4)' },
          '&:hover': { transform: 'scale(1.4)' },
        },
      },
    },
  },
  defaultVariants: { scale: '1.4' },
})

export type CardVariants = NonNullable<RecipeVariants<typeof card>>

export const mediaBox = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    borderRadius: vars.radius.md,
    background: vars.color.surfaceRaised,
    boxShadow: vars.shadow.card,
    selectors: {
      [`${card.classNames.base}:focus-visible &`]: focusRing,
    },
  },
  variants: {
    aspect: { landscape: { aspectRatio: '16 / 9' }, poster: { aspectRatio: '2 / 3' } },
  },
  defaultVariants: { aspect: 'landscape' },
})

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' })

const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: 800,
  lineHeight: 1.4,
})

export const liveBadge = style([
  pill,
  {
    position: 'absolute',
    top: vars.space.sm,
    left: vars.space.sm,
    background: vars.color.live,
    color: '#fff',
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
  },
])

export const access = style([
  pill,
  {
    position: 'absolute',
    left: vars.space.sm,
    bottom: vars.space.sm,
    background: vars.color.overlay,
    color: vars.color.text,
    fontWeight: 600,
  },
])

export const lock = style({ width: '1em', height: '1em', flex: 'none' })

export const meta = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 })

export const title = recipe({
  base: { margin: 0, fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  variants: {
    size: { small: { fontSize: vars.fontSize.sm }, regular: { fontSize: vars.fontSize.md }, large: { fontSize: vars.fontSize.lg } },
  },
  defaultVariants: { size: 'regular' },
})

export const metaLine = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs })

export const stacked = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
})

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
})
