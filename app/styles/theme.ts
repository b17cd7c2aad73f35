import { assignInlineVars } from '@vanilla-extract/dynamic'
import { vars } from './theme.css.ts'

export interface RealmTheme {
  accent?: string
  background?: string
  surface?: string
  text?: string
}

/** Inline CSS variables that apply a realm's theme (from settings) over the default tokens. */
export function themeVarsFor(theme: RealmTheme | undefined): Record<string, string> {
  if (!theme) return {}
  const colors: Record<string, string> = {}
  if (theme.accent) colors[vars.color.accent] = theme.accent
  if (theme.background) colors[vars.color.background] = theme.background
  if (theme.surface) colors[vars.color.surface] = theme.surface
  if (theme.text) colors[vars.color.text] = theme.text
  return assignInlineVars(colors)
}
