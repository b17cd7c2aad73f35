import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '#app/styles/theme.css.ts'

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, paddingBottom: vars.space.xxl })
export const title = style({
  fontSize: vars.fontSize.xxl,
  padding: `calc(${vars.layout.navHeight} + ${vars.space.lg}) ${vars.layout.gutter} 0`,
})
export const empty = style({ padding: `0 ${vars.layout.gutter}`, color: vars.color.textMuted })
/**
 * At the foot of the screen: the top belongs to the site's own bar, as viewers see it (a banner
 * there covered the bar the navigation preview is for). The page keeps room for it at its end.
 */
export const previewBanner = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 60,
  background: '#5b3df5',
  color: '#fff',
  padding: `${vars.space.sm} ${vars.layout.gutter}`,
  fontSize: vars.fontSize.sm,
})

globalStyle(`body:has(${previewBanner})`, { paddingBottom: '4.5rem' })
