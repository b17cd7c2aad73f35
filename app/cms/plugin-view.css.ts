import { style } from '@vanilla-extract/css'
import { vars } from '#app/styles/theme.css.ts'

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: `calc(${vars.layout.navHeight} + ${vars.space.lg}) ${vars.layout.gutter} ${vars.space.xxl}`,
})
export const bare = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' })
export const title = style({ fontSize: vars.fontSize.xxl })
export const frame = style({ width: '100%', border: 0, borderRadius: vars.radius.md, background: vars.color.surface })
export const external = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start', maxWidth: '60ch', color: vars.color.textMuted })
export const hint = style({ fontWeight: 400, fontSize: vars.fontSize.sm })
