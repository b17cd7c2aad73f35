import { inlineVars } from './inline-vars.ts'
import { defaultColors, vars } from './theme.css.ts'
import { readableOn, textOn } from './contrast.ts'

export interface RealmTheme {
  accent?: string
  background?: string
  surface?: string
  text?: string
}

/**
 * Inline CSS variables that apply a realm's theme (from settings) over the default tokens.
 * The colours that must stay readable with the realm's choice are derived here, not chosen by
 * each component: the text on the accent, and the accent used as text on the realm's surfaces.
 */
export function themeVarsFor(theme: RealmTheme | undefined): Record<string, string> {
  if (!theme) return {}
  const colors: Record<string, string> = {}
  if (theme.accent) colors[vars.color.accent] = theme.accent
  if (theme.background) colors[vars.color.background] = theme.background
  if (theme.surface) colors[vars.color.surface] = theme.surface
  if (theme.text) colors[vars.color.text] = theme.text
  if (theme.accent || theme.background || theme.surface) {
    const accent = theme.accent ?? defaultColors.accent
    const surfaces = [theme.background ?? defaultColors.background, theme.surface ?? defaultColors.surface, defaultColors.surfaceRaised]
    colors[vars.color.accentText] = textOn(accent)
    colors[vars.color.accentInk] = readableOn(accent, surfaces)
  }
  return inlineVars(colors)
}
