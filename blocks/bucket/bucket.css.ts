import { createVar, style } from '@vanilla-extract/css'
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { media, vars } from '#app/styles/theme.css.ts'
import { focusRingInset } from '#app/styles/primitives.css.ts'

/** How many cards fit the track's width (a fraction, so the next card peeks). */
const cards = createVar()
const gap = createVar()
export const rowBackground = createVar()

export const row = recipe({
  base: {
    position: 'relative',
    isolation: 'isolate',
    marginBlock: vars.space.lg,
    background: rowBackground,
    vars: { [rowBackground]: 'transparent' },
    '@media': { [media.desktop]: { marginBlock: vars.space.xl } },
  },
  variants: {
    rowType: {
      basic: {},
      featured: {
        display: 'grid',
        gap: vars.space.md,
        '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(16rem, 22rem) minmax(0, 1fr)', alignItems: 'center' } },
      },
      inline: {
        display: 'grid',
        gap: vars.space.sm,
        '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(9rem, 14rem) minmax(0, 1fr)', alignItems: 'center' } },
      },
    },
    hasBackground: {
      true: { paddingBlock: vars.space.xl, '@media': { [media.desktop]: { paddingBlock: vars.space.xxl } } },
      false: {},
    },
  },
  defaultVariants: { rowType: 'basic', hasBackground: false },
})

export const backgroundLayer = style({ position: 'absolute', inset: 0, zIndex: -1, overflow: 'hidden' })
export const backgroundImage = style({ width: '100%', height: '100%', objectFit: 'cover' })

export const header = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    paddingInline: vars.layout.gutter,
    marginBlockEnd: vars.space.xs,
  },
  variants: {
    rowType: {
      basic: {},
      featured: { flexDirection: 'column', alignItems: 'stretch', gap: vars.space.md },
      inline: { flexDirection: 'column', alignItems: 'stretch', '@media': { [media.tablet]: { paddingInlineEnd: 0 } } },
    },
    textAlignment: { left: { textAlign: 'left' }, center: { textAlign: 'center' }, right: { textAlign: 'right' } },
  },
  defaultVariants: { rowType: 'basic', textAlignment: 'left' },
})

export const heading = recipe({
  base: { fontSize: vars.fontSize.lg, fontWeight: 800, '@media': { [media.desktop]: { fontSize: vars.fontSize.xl } } },
  variants: {
    rowType: {
      basic: {},
      featured: { fontSize: vars.fontSize.xl, '@media': { [media.desktop]: { fontSize: vars.fontSize.xxl } } },
      inline: { fontSize: vars.fontSize.md, '@media': { [media.desktop]: { fontSize: vars.fontSize.lg } } },
    },
  },
})

export const headingText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 })

export const description = style({ margin: 0, color: vars.color.textMuted, maxWidth: '60ch' })

export const ctas = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.xs })

export const arrows = style({
  display: 'none',
  gap: vars.space.xs,
  '@media': { [media.tablet]: { display: 'flex' } },
})

/** Without JS or on phones (no arrows on touch layouts) the track is still reachable by scrolling. */
/**
 * Room for both arrows (44 px icon buttons) from the first paint: without JavaScript a row on its
 * first page has only "next", and the "previous" button hydration adds must not push it aside.
 */
export const arrowsAlways = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  minWidth: `calc(88px + ${vars.space.xs})`,
})

export const arrowIcon = style({ width: 20, height: 20 })

export const track = recipe({
  base: {
    vars: { [gap]: vars.space.sm, [cards]: '2.2' },
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: `calc((100% - ${gap} * (${cards} - 1)) / ${cards})`,
    gap,
    margin: 0,
    // Room above and below for a card scaled on hover, which the scroll box would otherwise cut.
    padding: `${vars.space.lg} ${vars.layout.gutter}`,
    overflowX: 'auto',
    overflowY: 'hidden',
    overscrollBehaviorX: 'contain',
    scrollSnapType: 'x proximity',
    scrollPaddingInline: vars.layout.gutter,
    scrollbarWidth: 'none',
    selectors: {
      '&::-webkit-scrollbar': { display: 'none' },
      '&:focus-visible': focusRingInset,
    },
    '@media': {
      [media.tablet]: { vars: { [gap]: vars.space.md } },
    },
  },
  variants: {
    layout: {
      basic: {
        '@media': {
          [media.tablet]: { vars: { [cards]: '3.3' } },
          [media.desktop]: { vars: { [cards]: '4.4' } },
          [media.large]: { vars: { [cards]: '5.5' } },
        },
      },
      basicPosters: {
        vars: { [cards]: '3.2' },
        '@media': {
          [media.tablet]: { vars: { [cards]: '4.5' } },
          [media.desktop]: { vars: { [cards]: '6.5' } },
          [media.large]: { vars: { [cards]: '7.5' } },
        },
      },
      featured: {
        vars: { [cards]: '1.2' },
        '@media': {
          [media.tablet]: { vars: { [cards]: '2.2' } },
          [media.desktop]: { vars: { [cards]: '3.5' } },
        },
      },
      featuredPosters: {
        vars: { [cards]: '2.2' },
        '@media': {
          [media.tablet]: { vars: { [cards]: '3.5' } },
          [media.desktop]: { vars: { [cards]: '4.5' } },
        },
      },
      inline: {
        vars: { [cards]: '2.5' },
        '@media': {
          [media.tablet]: { vars: { [cards]: '4.5' } },
          [media.desktop]: { vars: { [cards]: '6.5' } },
        },
      },
      inlinePosters: {
        vars: { [cards]: '3.5' },
        '@media': {
          [media.tablet]: { vars: { [cards]: '5.5' } },
          [media.desktop]: { vars: { [cards]: '8' } },
        },
      },
    },
    rows: {
      1: { gridTemplateRows: 'auto' },
      2: { gridTemplateRows: 'repeat(2, auto)', rowGap: vars.space.lg },
    },
  },
  defaultVariants: { layout: 'basic', rows: 1 },
})

export type TrackVariants = NonNullable<RecipeVariants<typeof track>>

export const trackWrap = style({ minWidth: 0 })

/**
 * A row below the fold: its cards are laid out, painted and their images fetched only when it
 * nears the viewport, so the first paint and the main thread at load do not wait for them. The
 * box keeps the height it last had (a typical row's until then), and the cards stay in the
 * accessibility tree and in find-in-page. The track clips its cards already, so the containment
 * cuts nothing more.
 */
export const trackWrapDeferred = style([trackWrap, { contentVisibility: 'auto', containIntrinsicBlockSize: 'auto 240px' }])

export const status = style({ paddingInline: vars.layout.gutter, margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const placeholder = style({
  listStyle: 'none',
  borderRadius: vars.radius.md,
  background: `linear-gradient(90deg, ${vars.color.surface} 0%, ${vars.color.surfaceRaised} 50%, ${vars.color.surface} 100%)`,
})
