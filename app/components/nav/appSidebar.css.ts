import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '#app/styles/theme.css.ts'
import { panelOverlay, sidePanel } from '#app/styles/primitives.css.ts'

/** Sidebar slide. Reduced motion is honoured globally (global.css.ts). */
const sidebarMs = '600ms'
const slide = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } })
const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })

export const overlay = style([
  panelOverlay,
  {
    background: 'rgba(5,6,9,0.5)',
    selectors: {
      '&[data-entering]': { animation: `${fade} ${sidebarMs} ease-out` },
      '&[data-exiting]': { animation: `${fade} ${sidebarMs} ease-in reverse` },
    },
  },
])

export const sidebar = style([
  sidePanel,
  {
    insetInlineEnd: 0,
    width: 'min(400px, 92vw)',
    selectors: {
      '&[data-entering]': { animation: `${slide} ${sidebarMs} cubic-bezier(0.2, 0.8, 0.2, 1)` },
      '&[data-exiting]': { animation: `${slide} ${sidebarMs} ease-in reverse` },
    },
  },
])

export const dialog = style({ outline: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md })

export const heading = style({ fontSize: vars.fontSize.lg })

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const empty = style({ color: vars.color.textMuted, margin: 0 })
