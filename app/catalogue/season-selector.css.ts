import { style } from '@vanilla-extract/css'
import { vars } from '#app/styles/theme.css.ts'

/** The tab row with "Previous seasons" / "More seasons" kept in view at its ends (the tabs scroll between them). */
export const tabsRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm })
export const tabListFill = style({ flex: '1 1 auto', minWidth: 0 })
export const tabEdge = style({ display: 'flex', alignItems: 'center', flex: 'none' })
export const seasonEdges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, flexBasis: '100%' })
export const seasonStatus = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, marginBlockStart: vars.space.sm })
