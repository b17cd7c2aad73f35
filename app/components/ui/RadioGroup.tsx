import { FieldError } from 'react-aria-components/FieldError'
import {
  RadioGroup as AriaRadioGroup,
  RadioGroupStateContext,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components/RadioGroup'
import { Text } from 'react-aria-components/Text'
import { mergeProps } from 'react-aria/mergeProps'
import { useFocusRing } from 'react-aria/useFocusRing'
import { useHover } from 'react-aria/useHover'
import { useRadio, type AriaRadioProps } from 'react-aria/useRadioGroup'
import { VisuallyHidden } from 'react-aria/VisuallyHidden'
import { createContext, useContext, useRef, useState, type ReactNode } from 'react'
import { useInputFromBeforeHydration } from './before-hydration.ts'
import { useFieldHelp } from './field-help.ts'
import { useLabelPressAcrossHydration } from './label-press.ts'

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children' | 'render'> {
  children: ReactNode
  /** Shown after the choices, and read with the group and with each choice. */
  description?: ReactNode
  descriptionClassName?: string
  /** Server- or client-side error messages for the choice, shown after the choices. */
  errors?: string[]
  errorClassName?: string
}

/** The group's exact `aria-describedby`, for its radios to carry too. */
const GroupHelpContext = createContext<string | undefined>(undefined)

/**
 * react-aria's radio group, whose choice made before the page hydrated stays chosen (the group
 * reads its checked input when it hydrates, and a click whose press began before hydration still
 * chooses; before-hydration.ts, label-press.ts). Real radio inputs with the group's name, so it
 * posts with a plain form before JavaScript loads.
 *
 * The group and its radios name its description and error only when they are rendered
 * (field-help.ts): react-aria's own list is replaced on the group's element through its `render`
 * prop, and the radios are this file's own (below), since react-aria's put the group's ids, and
 * one of their own, on the input whatever is in the page.
 */
export function RadioGroup({ children, description, descriptionClassName, errors, errorClassName, ...props }: RadioGroupProps) {
  const ref = useRef<HTMLDivElement>(null)
  const controlled = props.value !== undefined
  const [ownValue, setOwnValue] = useState(props.defaultValue ?? null)
  const value = controlled ? (props.value as string | null) : ownValue
  const onChange = (next: string) => {
    if (!controlled) setOwnValue(next)
    props.onChange?.(next)
  }
  useInputFromBeforeHydration<string | null>(
    () => ref.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value,
    value,
    (chosen) => chosen !== null && onChange(chosen),
  )
  useLabelPressAcrossHydration(ref, (input) => {
    if (input.checked) return
    onChange(input.value)
    input.focus()
  })
  const invalid = Boolean(errors?.length)
  const help = useFieldHelp({ description: Boolean(description), error: invalid }, props['aria-describedby'])
  return (
    <AriaRadioGroup
      {...props}
      ref={ref}
      value={value}
      onChange={onChange}
      defaultValue={undefined}
      isInvalid={invalid || props.isInvalid}
      render={(domProps) => <div {...domProps} aria-describedby={help.describedBy} />}
    >
      <GroupHelpContext.Provider value={help.describedBy ?? undefined}>{children}</GroupHelpContext.Provider>
      {description ? (
        <Text slot="description" id={help.descriptionId} className={descriptionClassName}>
          {description}
        </Text>
      ) : null}
      {invalid ? (
        <FieldError id={help.errorId} className={errorClassName}>
          {errors?.join(' ')}
        </FieldError>
      ) : null}
    </AriaRadioGroup>
  )
}

export interface RadioProps extends Omit<AriaRadioProps, 'children'> {
  children?: ReactNode
  className?: string
}

/**
 * One choice of a RadioGroup: react-aria's radio behaviour (useRadio) and the markup and state
 * attributes of react-aria-components' Radio (a label around a visually hidden input, then the
 * content), with an `aria-describedby` of the group's rendered help and the caller's ids only.
 */
export function Radio({ className, children, ...props }: RadioProps) {
  const state = useContext(RadioGroupStateContext)
  if (!state) throw new Error('A Radio belongs in a RadioGroup')
  const groupHelp = useContext(GroupHelpContext)
  const inputRef = useRef<HTMLInputElement>(null)
  const { labelProps, inputProps, isSelected, isDisabled, isPressed } = useRadio({ ...props, children }, state, inputRef)
  const { isFocused, isFocusVisible, focusProps } = useFocusRing()
  const { hoverProps, isHovered } = useHover({ isDisabled: isDisabled || state.isReadOnly })
  const describedBy = [props['aria-describedby'], groupHelp].filter(Boolean).join(' ') || undefined
  return (
    <label
      {...mergeProps(labelProps, hoverProps)}
      className={className ?? 'react-aria-Radio'}
      data-rac=""
      data-selected={isSelected || undefined}
      data-pressed={isPressed || undefined}
      data-hovered={isHovered || undefined}
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-disabled={isDisabled || undefined}
      data-readonly={state.isReadOnly || undefined}
      data-invalid={state.isInvalid || undefined}
      data-required={state.isRequired || undefined}
    >
      <VisuallyHidden elementType="span">
        <input {...mergeProps(inputProps, focusProps)} aria-describedby={describedBy} ref={inputRef} />
      </VisuallyHidden>
      {children}
    </label>
  )
}
