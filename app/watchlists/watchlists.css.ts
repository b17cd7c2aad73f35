import { style } from '@vanilla-extract/css'
import { vars } from '#app/styles/theme.css.ts'

export const lists = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
})

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
})

export const thumbs = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: 2,
  aspectRatio: '16 / 9',
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
})
export const thumb = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' })

export const badge = style({
  alignSelf: 'flex-start',
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  background: vars.color.accent,
  color: vars.color.accentText,
})

export const items = style({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm })
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})
export const itemThumb = style({ width: 96, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: vars.radius.sm })
export const itemTitle = style({ flex: '1 1 160px', minWidth: 0 })
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm })
export const inline = style({ display: 'inline-flex', margin: 0 })
/** A list's add button and, when the list already holds the title, the note saying so. */
export const choice = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm })
export const holds = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const notice = style({ margin: 0, fontWeight: 700 })
export const error = style({ margin: 0, fontWeight: 700, color: vars.color.danger })

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  minWidth: 260,
  maxWidth: 360,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  outline: 'none',
})
export const panelList = style({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs })
export const panelHeading = style({ margin: 0, fontSize: vars.fontSize.md })
