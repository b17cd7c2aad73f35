import { style } from '@vanilla-extract/css'
import { vars } from '#app/styles/theme.css.ts'

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: `${vars.space.md} ${vars.layout.gutter}`,
})

export const form = style({ display: 'contents' })

export const icon = style({ width: 20, height: 20, flex: 'none' })
