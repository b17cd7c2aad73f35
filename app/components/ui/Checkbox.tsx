import { mergeProps } from 'react-aria/mergeProps'
import { useCheckbox, type AriaCheckboxProps } from 'react-aria/useCheckbox'
import { useFocusRing } from 'react-aria/useFocusRing'
import { useHover } from 'react-aria/useHover'
import { VisuallyHidden } from 'react-aria/VisuallyHidden'
import { useToggleState } from 'react-stately/useToggleState'
import { useRef, useState, type ReactNode } from 'react'
import { useInputFromBeforeHydration } from './before-hydration.ts'
import { useLabelPressAcrossHydration } from './label-press.ts'
import * as styles from './checkbox.css.ts'

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children'> {
  children: ReactNode
  className?: string
}

/**
 * A labelled checkbox: react-aria's checkbox behaviour (useCheckbox) in the markup and state
 * attributes of react-aria-components' Checkbox, a real <input type="checkbox"> with the name and
 * value, so it posts with a plain <Form> before JavaScript loads. A box ticked before the page
 * hydrated stays ticked: its state is taken from the input when hydration ends, before any render
 * could put the server's state back; and a click whose press began before hydration still ticks it.
 *
 * Its own markup rather than react-aria-components' so that the input's `aria-describedby` is only
 * the caller's: useCheckbox adds ids for a description and an error that a checkbox here never
 * renders, and they stay in the server's markup (react-aria drops them in the browser only).
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
  const ariaProps = {
    ...props,
    children,
    isSelected: selected,
    onChange,
    defaultSelected: undefined,
    // what react-aria-components' Checkbox does outside its own <Form>
    validationBehavior: props.validationBehavior ?? 'native',
  }
  const state = useToggleState(ariaProps)
  const { labelProps, inputProps, isSelected, isPressed, isDisabled, isReadOnly, isInvalid } = useCheckbox(ariaProps, state, inputRef)
  const { isFocused, isFocusVisible, focusProps } = useFocusRing()
  const { hoverProps, isHovered } = useHover({ isDisabled: isDisabled || isReadOnly })
  return (
    <label
      {...mergeProps(labelProps, hoverProps)}
      ref={labelRef}
      className={[styles.checkbox, className].filter(Boolean).join(' ')}
      data-rac=""
      data-selected={isSelected || undefined}
      data-indeterminate={props.isIndeterminate || undefined}
      data-pressed={isPressed || undefined}
      data-hovered={isHovered || undefined}
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-disabled={isDisabled || undefined}
      data-readonly={isReadOnly || undefined}
      data-invalid={isInvalid || undefined}
      data-required={props.isRequired || undefined}
    >
      <VisuallyHidden elementType="span">
        <input {...mergeProps(inputProps, focusProps)} aria-describedby={props['aria-describedby']} ref={inputRef} />
      </VisuallyHidden>
      <span className={styles.box} aria-hidden="true">
        <svg viewBox="0 0 18 18" className={styles.tick}>
          <polyline points="3.5 9.5 7.5 13.5 14.5 5" />
        </svg>
      </span>
      <span>{children}</span>
    </label>
  )
}
