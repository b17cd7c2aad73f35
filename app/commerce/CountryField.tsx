/**
 * The billing form's country: a choice from the address book's country list, posted as its
 * ISO 3166-1 alpha-2 code under the field's name. In the server render, while hydrating and with
 * JavaScript off it is a labelled native <select> (the address book's way: it works before any
 * script and the browser's own list suits 250 countries); once the page has hydrated,
 * react-aria's combo box takes its place (CountryComboBox.aria.tsx, fetched then), where typing
 * filters the names and the arrow keys choose. Both keep the choice, show the field's message
 * and take the keyboard if the native one had it.
 */
import { lazy, Suspense, useId, useRef, useState } from 'react'
import { useHydrated } from '#app/utils/useHydrated.ts'
import { useInputFromBeforeHydration } from '#app/components/ui/before-hydration.ts'
import * as tf from '#app/components/ui/text-field.css.ts'
import * as s from './checkout.css.ts'

export interface CountryOption {
  code: string
  name: string
}

export interface CountryFieldProps {
  name: string
  label: string
  /** the empty choice's text ("Choose a country") */
  placeholder: string
  countries: CountryOption[]
  defaultValue?: string
  errors?: string[]
  /** the first field with a message after the form was refused */
  autoFocus?: boolean
}

const CountryComboBox = lazy(() => import('./CountryComboBox.aria.tsx').then((m) => ({ default: m.CountryComboBox })))

export function CountryField(props: CountryFieldProps) {
  const hydrated = useHydrated()
  const [value, setValue] = useState(() => (props.countries.some((c) => c.code === props.defaultValue) ? props.defaultValue! : ''))
  const hadFocus = useRef(false)
  const native = (
    <NativeCountrySelect
      {...props}
      value={value}
      onChange={setValue}
      onFocusChange={(focused) => {
        hadFocus.current = focused
      }}
    />
  )
  if (!hydrated) return native
  return (
    <Suspense fallback={native}>
      <CountryComboBox {...props} value={value} onChange={setValue} autoFocus={hadFocus.current} />
    </Suspense>
  )
}

function NativeCountrySelect({
  name,
  label,
  placeholder,
  countries,
  errors,
  autoFocus,
  value,
  onChange,
  onFocusChange,
}: CountryFieldProps & { value: string; onChange: (code: string) => void; onFocusChange: (focused: boolean) => void }) {
  const id = useId()
  const errorId = `${id}-error`
  const ref = useRef<HTMLSelectElement>(null)
  // a country chosen before the page hydrated is the one the combo box shows
  useInputFromBeforeHydration(() => ref.current?.value, value, onChange)
  const invalid = Boolean(errors?.length)
  return (
    <div className={tf.field}>
      <label htmlFor={id} className={tf.label}>
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        name={name}
        className={s.countrySelect}
        defaultValue={value}
        autoComplete="country"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the first field a refused form's message is about, where the fix starts
        autoFocus={autoFocus}
        onChange={(e) => onChange(e.currentTarget.value)}
        onFocus={() => onFocusChange(true)}
        onBlur={() => onFocusChange(false)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
      >
        <option value="">{placeholder}</option>
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
      {invalid ? (
        <p id={errorId} className={tf.error}>
          {errors!.join(' ')}
        </p>
      ) : null}
    </div>
  )
}
