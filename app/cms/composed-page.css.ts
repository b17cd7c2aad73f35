import { style } from '@vanilla-extract/css'
import { vars } from '#app/styles/theme.css.ts'

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, paddingBottom: vars.space.xxl })
export const title = style({
  fontSize: vars.fontSize.xxl,
  padding: `calc(${vars.layout.navHeight} + ${vars.space.lg}) ${vars.layout.gutter} 0`,
})
export const empty = style({ padding: `0 ${vars.layout.gutter}`, color: vars.color.textMuted })
export const previewBanner = style({
  position: 'sticky',
  top: 0,
  zIndex: 60,
  background: '#5b3df5',
  color: '#fff',
  padding: `${vars.space.sm} ${vars.layout.gutter}`,
  fontSize: vars.fontSize.sm,
})
