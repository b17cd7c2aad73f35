import { describe, expect, it } from 'vitest'
import { AA_TEXT, contrastRatio, readableOn, textOn } from './contrast.ts'
import { defaultColors } from './theme.css.ts'
import { themeVarsFor } from './theme.ts'
import realm from '../../fixtures/cms/settings/realm.json' with { type: 'json' }

describe('theme contrast', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#777777')).toBe(1)
  })

  it('the default palette reads at AA on every surface', () => {
    const surfaces = [defaultColors.background, defaultColors.surface, defaultColors.surfaceRaised]
    for (const surface of surfaces) {
      for (const ink of [defaultColors.text, defaultColors.textMuted, defaultColors.accentInk])
        expect(contrastRatio(ink, surface)).toBeGreaterThanOrEqual(AA_TEXT)
    }
    expect(contrastRatio(defaultColors.accentText, defaultColors.accent)).toBeGreaterThanOrEqual(AA_TEXT)
    expect(contrastRatio('#ffffff', defaultColors.live)).toBeGreaterThanOrEqual(AA_TEXT)
  })

  it("a realm's accent gets readable text on it and a readable tint for text on the surfaces", () => {
    const theme = realm.theme
    const vars = Object.values(themeVarsFor(theme))
    const onAccent = textOn(theme.accent)
    const ink = readableOn(theme.accent, [theme.background, theme.surface, defaultColors.surfaceRaised])
    expect(vars).toContain(onAccent)
    expect(vars).toContain(ink)
    expect(contrastRatio(onAccent, theme.accent)).toBeGreaterThanOrEqual(AA_TEXT)
    for (const surface of [theme.background, theme.surface, defaultColors.surfaceRaised])
      expect(contrastRatio(ink, surface)).toBeGreaterThanOrEqual(AA_TEXT)
  })

  it('keeps a colour that already reads, and darkens one on a light surface', () => {
    expect(readableOn('#e5b73b', ['#0b0c10'])).toBe('#e5b73b')
    const dark = readableOn('#e5b73b', ['#ffffff'])
    expect(contrastRatio(dark, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT)
  })
})
