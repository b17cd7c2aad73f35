import { FieldError } from 'react-aria-components/FieldError'
import { Input } from 'react-aria-components/Input'
import { Label } from 'react-aria-components/Label'
import { Text } from 'react-aria-components/Text'
import { TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components/TextField'
import { useRef, useState, type ReactNode } from 'react'
import { useInputFromBeforeHydration } from './before-hydration.ts'
import { useFieldHelp } from './field-help.ts'
import * as styles from './text-field.css.ts'

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'> {
  label: string
  description?: string
  /** Server- or client-side error messages for this field. */
  errors?: string[]
  placeholder?: string
  after?: ReactNode
}

/**
 * A labelled text field. Errors come from the zod schema (client) or the action (server) and are
 * announced with the field; native browser validation is off so messages are the product's own.
 * The input's `aria-describedby` names the description and the error only when they are rendered
 * (field-help.ts), so the server's form names nothing that is not in the page.
 */
export function TextField({ label, description, errors, placeholder, after, className, autoFocus, ...props }: TextFieldProps) {
  const invalid = Boolean(errors?.length)
  const inputRef = useRef<HTMLInputElement>(null)
  const controlled = props.value !== undefined
  const [ownValue, setOwnValue] = useState(props.defaultValue ?? '')
  const value = controlled ? (props.value as string) : ownValue
  const onChange = (next: string) => {
    if (!controlled) setOwnValue(next)
    props.onChange?.(next)
  }
  // Text typed before the page hydrated stays (before-hydration.ts).
  useInputFromBeforeHydration(() => inputRef.current?.value, value, onChange)
  const help = useFieldHelp({ description: Boolean(description), error: invalid }, props['aria-describedby'])
  return (
    <AriaTextField
      {...props}
      value={value}
      onChange={onChange}
      defaultValue={undefined}
      autoFocus={autoFocus}
      isInvalid={invalid || props.isInvalid}
      validationBehavior="aria"
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.control}>
        {/* autoFocus on the input too: react-aria's focuses it once hydrated, the attribute before (and with JavaScript off) */}
        <Input
          ref={inputRef}
          className={styles.input}
          placeholder={placeholder}
          autoFocus={autoFocus}
          aria-describedby={help.describedBy}
        />
        {after}
      </div>
      {description ? (
        <Text slot="description" id={help.descriptionId} className={styles.description}>
          {description}
        </Text>
      ) : null}
      {invalid ? (
        <FieldError id={help.errorId} className={styles.error}>
          {errors?.join(' ')}
        </FieldError>
      ) : null}
    </AriaTextField>
  )
}
