import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components/Checkbox'
import type { ReactNode } from 'react'
import * as styles from './checkbox.css.ts'

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children'> {
  children: ReactNode
}

/**
 * A labelled checkbox. react-aria renders a real <input type="checkbox"> with the name and value,
 * so it posts with a plain <Form> before JavaScript loads.
 */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={[styles.checkbox, className].filter(Boolean).join(' ')}>
      <span className={styles.box} aria-hidden="true">
        <svg viewBox="0 0 18 18" className={styles.tick}>
          <polyline points="3.5 9.5 7.5 13.5 14.5 5" />
        </svg>
      </span>
      <span>{children}</span>
    </AriaCheckbox>
  )
}
