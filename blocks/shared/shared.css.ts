import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '#app/styles/theme.css.ts'

export const errorPanel = style({
  margin: `${vars.space.md} ${vars.layout.gutter}`,
  padding: vars.space.md,
  border: `2px dashed ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: 'rgba(255,107,107,0.08)',
  color: vars.color.text,
})

export const errorHeading = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space.sm })

export const errorList = style({ margin: 0, paddingInlineStart: vars.space.lg, fontSize: vars.fontSize.sm })

export const pointer = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', color: vars.color.danger })

export const rowUnavailable = style({
  margin: `${vars.space.md} ${vars.layout.gutter}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})

export const skeleton = style({
  margin: `${vars.space.lg} ${vars.layout.gutter}`,
  minHeight: 'clamp(160px, 22vw, 300px)',
  borderRadius: vars.radius.md,
  background: `linear-gradient(90deg, ${vars.color.surface} 0%, ${vars.color.surfaceRaised} 50%, ${vars.color.surface} 100%)`,
  backgroundSize: '200% 100%',
})

/** Gradient overlays that keep text readable over an image (hero and row backgrounds). */
const edge = (direction: string) =>
  style({
    position: 'absolute',
    inset: 0,
    pointerEvents: 'none',
    backgroundImage: `linear-gradient(${direction}, ${vars.color.background} 0%, rgba(11,12,16,0.6) 30%, transparent 65%)`,
  })

export const gradient = styleVariants({
  top: [edge('to bottom')],
  bottom: [edge('to top')],
  left: [edge('to right')],
  right: [edge('to left')],
})
