import { style } from '@vanilla-extract/css'
import { visuallyHiddenRules } from './visually-hidden.ts'

/** Visually hidden but read by screen readers. */
export const visuallyHidden = style(visuallyHiddenRules)
