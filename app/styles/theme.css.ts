/**
 * Design tokens, declared once as a contract so a realm's theme (settings.theme) can
 * override the colours at run time through CSS variables (see themeVarsFor in theme.ts).
 */
import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css'

export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    text: null,
    textMuted: null,
    accent: null,
    /** Text and icons drawn on an accent background (primary buttons, badges, the skip link). */
    accentText: null,
    /** The accent as the colour of text on the page's dark surfaces (links, selected items): 4.5:1 or more. */
    accentInk: null,
    border: null,
    focus: null,
    danger: null,
    live: null,
    overlay: null,
  },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  font: { body: null, display: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, hero: null },
  shadow: { card: null, raised: null },
  z: { nav: null, overlay: null, toast: null },
  layout: { navHeight: null, gutter: null, maxWidth: null },
})

/**
 * The default palette. Every pair a page draws reaches WCAG AA (4.5:1 for text): text and
 * textMuted on all three surfaces, accentText on accent, accentInk on the surfaces, white on live.
 */
export const defaultColors = {
  background: '#0b0c10',
  surface: '#15171e',
  surfaceRaised: '#1f222b',
  text: '#f4f5f7',
  textMuted: '#a6abb8',
  accent: '#e5b73b',
  accentText: '#111111',
  accentInk: '#e5b73b',
  border: 'rgba(255,255,255,0.12)',
  focus: '#7cc4ff',
  danger: '#ff6b6b',
  // White badge text on it reaches 4.98:1 (the brighter #e53935 reached only 4.2:1).
  live: '#d32f2f',
  overlay: 'rgba(5,6,9,0.82)',
} as const

createGlobalTheme(':root', vars, {
  color: defaultColors,
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px', xxl: '64px' },
  radius: { sm: '4px', md: '8px', lg: '14px', pill: '999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    display: '"Avenir Next", "Segoe UI", system-ui, sans-serif',
  },
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.5rem', hero: 'clamp(2rem, 5vw, 3.75rem)' },
  shadow: { card: '0 8px 24px rgba(0,0,0,0.45)', raised: '0 16px 48px rgba(0,0,0,0.6)' },
  z: { nav: '50', overlay: '80', toast: '90' },
  layout: { navHeight: '64px', gutter: 'clamp(16px, 4vw, 56px)', maxWidth: '1920px' },
})

/** The layout breakpoints. */
export const breakpoints = {
  small: 600,
  tablet: 768,
  medium: 860,
  desktop: 1024,
  large: 1100,
  wide: 1920,
} as const

export const media = {
  small: `screen and (min-width: ${breakpoints.small}px)`,
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  medium: `screen and (min-width: ${breakpoints.medium}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  large: `screen and (min-width: ${breakpoints.large}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const
