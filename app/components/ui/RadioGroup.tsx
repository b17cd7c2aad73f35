import { Radio, RadioGroup as AriaRadioGroup, type RadioGroupProps } from 'react-aria-components/RadioGroup'
import { useRef, useState } from 'react'
import { useInputFromBeforeHydration } from './before-hydration.ts'
import { useLabelPressAcrossHydration } from './label-press.ts'

export { Radio }

/**
 * react-aria's radio group, whose choice made before the page hydrated stays chosen (the group
 * reads its checked input when it hydrates, and a click whose press began before hydration still
 * chooses; before-hydration.ts, label-press.ts). Real radio inputs with the group's name, so it
 * posts with a plain form before JavaScript loads.
 */
export function RadioGroup(props: RadioGroupProps) {
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
  return <AriaRadioGroup {...props} ref={ref} value={value} onChange={onChange} defaultValue={undefined} />
}
