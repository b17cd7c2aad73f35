import { globalStyle } from '@vanilla-extract/css'
import { media, vars } from './theme.css.ts'

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })
globalStyle('html', { colorScheme: 'dark', WebkitTextSizeAdjust: '100%' })
globalStyle('body', {
  margin: 0,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
  WebkitFontSmoothing: 'antialiased',
})
globalStyle('img', { maxWidth: '100%', display: 'block' })
globalStyle('a', { color: 'inherit' })
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' })
globalStyle('h1, h2, h3', { fontFamily: vars.font.display, lineHeight: 1.15, margin: 0 })
// Reduced motion: no transitions, animations or smooth scrolling anywhere (components need no
// rule of their own); the hero's preview video and the rows' smooth paging check it in script.
globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      transitionDuration: '0.01ms !important',
      transitionDelay: '0s !important',
      animationDuration: '0.01ms !important',
      animationDelay: '0s !important',
      animationIterationCount: '1 !important',
      // (the typings leave !important out for this property alone)
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
})
