import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '#app/styles/theme.css.ts'
import { visuallyHiddenRules } from '#app/styles/visually-hidden.ts'
import { focusRing, linkTab as linkTabPrimitive, linkTabs as linkTabsPrimitive } from '#app/styles/primitives.css.ts'

/** A row of links that act as tabs or filters: the current one is underlined in the accent colour. */
export const linkTabs = linkTabsPrimitive
export const linkTab = style([linkTabPrimitive, { cursor: 'pointer', outline: 'none' }])

/** Vertical list of rows (schedule entries, stories, releases). */
export const rows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' })
export const row = style({
  display: 'grid',
  gridTemplateColumns: '96px 1fr',
  gap: vars.space.md,
  alignItems: 'start',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.tablet]: { gridTemplateColumns: '200px 1fr' } },
})
export const rowImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
})
export const rowText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 })
export const rowTitle = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: 1.3, overflowWrap: 'anywhere' })
export const rowLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { ...focusRing, borderRadius: vars.radius.sm },
  },
})
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const summary = style({ margin: 0, lineHeight: 1.45, overflowWrap: 'anywhere' })

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })
export const badge = style({
  alignSelf: 'flex-start',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
})
export const badgeLive = style([badge, { background: vars.color.live, borderColor: vars.color.live, color: '#fff' }])
export const badgeAccent = style([badge, { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.accentText }])

/** Day links of the schedule. */
export const dayNav = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm })

/** Fighters. */
export const weightClass = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })
export const fighterList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const fighterItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
})
export const monogram = style({
  flex: '0 0 auto',
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  fontWeight: 800,
  color: vars.color.accentInk,
})
export const monogramLarge = style([monogram, { width: 96, height: 96, fontSize: vars.fontSize.xl }])
export const filterForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm, maxWidth: 480 })

/** Tables (a fighter's record and fights): scroll sideways on a phone rather than squeeze. */
export const tableWrap = style({
  overflowX: 'auto',
  maxWidth: '100%',
  selectors: { '&:focus-visible': focusRing },
})
export const table = style({
  borderCollapse: 'collapse',
  minWidth: '100%',
  fontSize: vars.fontSize.sm,
})
export const caption = style({ textAlign: 'start', fontWeight: 700, fontSize: vars.fontSize.md, paddingBottom: vars.space.sm })
export const cell = style({
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
})
export const numberCell = style([cell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }])

export const recordBig = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 800, fontVariantNumeric: 'tabular-nums' })
export const recordWords = style({ display: 'block', fontSize: vars.fontSize.sm, fontWeight: 400, color: vars.color.textMuted })

/** The grid's filters: a column beside the results on wide screens, above them on phones. */
export const gridLayout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.desktop]: { gridTemplateColumns: '240px 1fr', alignItems: 'start' } },
})
export const filters = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 })
/**
 * On phones and tablets the facets sit behind a native disclosure ("Filters (n)"), closed on
 * arrival, that works without JavaScript; from the desktop width the panel is always shown and the
 * summary goes, where the browser can style the disclosure's content (::details-content). Browsers
 * that cannot keep the summary there, so the filters are never out of reach.
 */
export const filterDisclosure = style({ minWidth: 0 })
export const filterPanel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, paddingTop: vars.space.sm, minWidth: 0 })
export const filterSummary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: 700,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { borderColor: vars.color.accent },
    '&:focus-visible': focusRing,
  },
  '@media': { [media.desktop]: { '@supports': { 'selector(::details-content)': { display: 'none' } } } },
})
// The chevron is decoration: empty alternative text, so the summary's name stays "Filters (n)".
globalStyle(`${filterSummary}::after`, { content: '"▾" / ""', transition: 'transform 150ms' })
globalStyle(`${filterDisclosure}[open] > ${filterSummary}::after`, { transform: 'rotate(180deg)' })
globalStyle(`${filterDisclosure}::details-content`, {
  '@media': { [media.desktop]: { contentVisibility: 'visible', display: 'contents' } },
})
/** The panel's own heading: for screen readers only below the desktop width, where the summary names the panel. */
export const filterHeading = style({
  '@media': {
    'screen and (max-width: 1023.98px)': visuallyHiddenRules,
  },
})
export const filterHeader = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.sm })
export const facet = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, border: 0 })
export const facetValues = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' })
export const facetLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 32,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:hover': { borderColor: vars.color.accent },
    '&:focus-visible': focusRing,
    '&[aria-current="true"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentText,
      fontWeight: 700,
    },
  },
})

/** A news story. */
export const article = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '72ch' })
export const storyImage = style([rowImage, { borderRadius: vars.radius.md }])
export const storyNav = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
})
export const storyLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { borderColor: vars.color.accent },
    '&:focus-visible': focusRing,
  },
})
export const busy = style({ opacity: 0.6, transition: 'opacity 150ms' })

/** A button whose label may be long (a title): it wraps instead of overflowing a phone's width. */
export const wrapButton = style({ whiteSpace: 'normal', textAlign: 'center', maxWidth: '100%' })
