import { style } from '@vanilla-extract/css'
import { vars } from '#app/styles/theme.css.ts'
import {
  cardGrid,
  cardLink,
  cardThumb,
  emptyState,
  pageContainer,
  pageTitle,
  progressFill as fill,
  progressTrack,
} from '#app/styles/primitives.css.ts'

export const page = pageContainer
export const title = pageTitle
export const empty = emptyState
export const grid = cardGrid
export const card = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space.xs })
export const link = cardLink
export const thumb = cardThumb
export const cardTitle = style({ fontWeight: 700 })
export const progress = progressTrack
export const progressFill = fill
export const more = style({ display: 'flex', justifyContent: 'center' })
