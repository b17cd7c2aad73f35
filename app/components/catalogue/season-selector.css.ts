import { style } from '@vanilla-extract/css'
import { vars } from '#app/styles/theme.css.ts'

/** "Previous seasons" / "More seasons" at the ends of the tab row, and under the dropdown. */
export const tabEdge = style({ display: 'flex', alignItems: 'center', flex: 'none' })
export const seasonEdges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, flexBasis: '100%' })
export const seasonStatus = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, marginBlockStart: vars.space.sm })
