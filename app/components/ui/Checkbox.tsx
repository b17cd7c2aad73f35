import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components/Checkbox'
import { useRef, useState, type ReactNode } from 'react'
import { useInputFromBeforeHydration } from './before-hydration.ts'
import { useLabelPressAcrossHydration } from './label-press.ts'
import * as styles from './checkbox.css.ts'

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children'> {
  children: ReactNode
}

/**
 * A labelled checkbox. react-aria renders a real <input type="checkbox"> with the name and value,
 * so it posts with a plain <Form> before JavaScript loads. A box ticked before the page hydrated
 * stays ticked: its state is taken from the input when hydration ends, before any render could
 * put the server's state back; and a click whose press began before hydration still ticks it.
 */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  const inputRef = useRef<HTMLInputElement>(null)
  const controlled = props.isSelected !== undefined
  const [ownSelected, setOwnSelected] = useState(props.defaultSelected ?? false)
  const selected = controlled ? (props.isSelected as boolean) : ownSelected
  const onChange = (next: boolean) => {
    if (!controlled) setOwnSelected(next)
    props.onChange?.(next)
  }
  useInputFromBeforeHydration(() => inputRef.current?.checked, selected, onChange)
  const labelRef = useRef<HTMLLabelElement>(null)
  useLabelPressAcrossHydration(labelRef, (input) => {
    onChange(!input.checked)
    input.focus()
  })
  return (
    <AriaCheckbox
      {...props}
      ref={labelRef}
      inputRef={inputRef}
      isSelected={selected}
      onChange={onChange}
      defaultSelected={undefined}
      className={[styles.checkbox, className].filter(Boolean).join(' ')}
    >
      <span className={styles.box} aria-hidden="true">
        <svg viewBox="0 0 18 18" className={styles.tick}>
          <polyline points="3.5 9.5 7.5 13.5 14.5 5" />
        </svg>
      </span>
      <span>{children}</span>
    </AriaCheckbox>
  )
}
