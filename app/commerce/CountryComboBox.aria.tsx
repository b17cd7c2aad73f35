/**
 * The billing form's country once the page has hydrated: react-aria's combo box over the country
 * list. Typing filters the names, the arrow keys and Enter choose, Escape closes; the chosen code
 * is posted under the field's name (formValue "key"), as the native select posts it.
 */
import { Button } from 'react-aria-components/Button'
import { ComboBox } from 'react-aria-components/ComboBox'
import { FieldError } from 'react-aria-components/FieldError'
import { Input } from 'react-aria-components/Input'
import { Label } from 'react-aria-components/Label'
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox'
import { Popover } from 'react-aria-components/Popover'
import { useMemo } from 'react'
import * as tf from '#app/components/ui/text-field.css.ts'
import type { CountryFieldProps } from './CountryField.tsx'
import * as s from './checkout.css.ts'

export function CountryComboBox({
  name,
  label,
  placeholder,
  countries,
  errors,
  autoFocus,
  value,
  onChange,
}: CountryFieldProps & { value: string; onChange: (code: string) => void }) {
  const items = useMemo(() => countries.map((c) => ({ id: c.code, name: c.name })), [countries])
  const invalid = Boolean(errors?.length)
  return (
    <ComboBox
      name={name}
      formValue="key"
      defaultItems={items}
      selectedKey={value || null}
      onSelectionChange={(key) => onChange(key === null ? '' : String(key))}
      isInvalid={invalid}
      validationBehavior="aria"
      autoFocus={autoFocus}
      menuTrigger="focus"
      className={tf.field}
    >
      <Label className={tf.label}>{label}</Label>
      <div className={tf.control}>
        <Input className={tf.input} placeholder={placeholder} autoComplete="off" />
        <Button className={s.countryToggle}>
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <FieldError className={tf.error}>{errors?.join(' ')}</FieldError>
      <Popover className={s.countryPopover}>
        <ListBox className={s.countryList}>
          {(item: { id: string; name: string }) => (
            <ListBoxItem id={item.id} textValue={item.name} className={s.countryOption}>
              {item.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  )
}
