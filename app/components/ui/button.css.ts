import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from '#app/styles/theme.css.ts'
import { focusRing } from '#app/styles/primitives.css.ts'

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: 44,
    // a label longer than the room it has (a long translation on a phone) wraps to a second line
    // inside the button rather than pushing the page wider than the screen
    padding: `${vars.space.xs} ${vars.space.lg}`,
    textAlign: 'center',
    lineHeight: 1.25,
    borderRadius: vars.radius.pill,
    border: '1px solid transparent',
    font: 'inherit',
    fontWeight: 700,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: 'background-color 150ms ease, transform 150ms ease, border-color 150ms ease',
    selectors: {
      // a link, and a native button before react-aria's arrives (PressButton.tsx), by their pseudo-classes
      '&[data-pressed], &:active': { transform: 'scale(0.97)' },
      '&[data-focus-visible], &:focus-visible': focusRing,
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.accentText,
        selectors: { '&[data-hovered], &:hover': { filter: 'brightness(1.08)' } },
      },
      secondary: {
        background: 'rgba(255,255,255,0.14)',
        color: vars.color.text,
        borderColor: 'rgba(255,255,255,0.2)',
        backdropFilter: 'blur(6px)',
        selectors: { '&[data-hovered], &:hover': { background: 'rgba(255,255,255,0.24)' } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&[data-hovered], &:hover': { background: 'rgba(255,255,255,0.1)' } },
      },
      icon: {
        padding: 0,
        width: 44,
        background: 'rgba(255,255,255,0.1)',
        color: vars.color.text,
        selectors: { '&[data-hovered], &:hover': { background: 'rgba(255,255,255,0.2)' } },
      },
    },
    size: {
      small: { minHeight: 36, padding: `${vars.space.xxs} ${vars.space.md}`, fontSize: vars.fontSize.sm },
      medium: {},
    },
  },
  defaultVariants: { variant: 'secondary', size: 'medium' },
})

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>
