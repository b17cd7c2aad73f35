// @vitest-environment node
/**
 * The form fields as the server sends them, which is all a browser without JavaScript gets: every
 * id a control names in `aria-describedby` (or any other id reference) is an element of the page,
 * and a field's description and error message, when it shows them, are named by its control.
 * react-aria's useField used to list a description and an error message id on every control,
 * whether or not either was rendered.
 */
import { Window } from 'happy-dom'
import type { ReactElement } from 'react'
import { Label } from 'react-aria-components/Label'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Checkbox } from './Checkbox.tsx'
import { Radio, RadioGroup } from './RadioGroup.tsx'
import { TextField } from './TextField.tsx'
import { danglingIdrefs, ID_REFERENCE_ATTRIBUTES } from '#tests/setup/dangling-idrefs.ts'

function serverMarkup(element: ReactElement) {
  const { document } = new Window()
  document.body.innerHTML = renderToString(element)
  return document
}

type Markup = ReturnType<typeof serverMarkup>
type Node = NonNullable<ReturnType<Markup['querySelector']>>

/** The texts of the elements `element` names as its description, in order. */
function descriptions(document: Markup, element: Node): string[] {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
  return ids.map((id) => document.getElementById(id)?.textContent ?? `(missing ${id})`)
}

describe('TextField in the server render', () => {
  const cases: Array<[string, { description?: string; errors?: string[] }, string[]]> = [
    ['neither a description nor an error', {}, []],
    ['a description', { description: 'At least 8 characters.' }, ['At least 8 characters.']],
    ['an error', { errors: ['Use at least 8 characters.'] }, ['Use at least 8 characters.']],
    [
      'a description and an error',
      { description: 'At least 8 characters.', errors: ['Use at least 8 characters.', 'Add a digit.'] },
      ['At least 8 characters.', 'Use at least 8 characters. Add a digit.'],
    ],
    ['an empty list of errors', { errors: [] }, []],
  ]

  it.each(cases)('with %s, names only what it shows', (_, props, expected) => {
    const document = serverMarkup(<TextField name="password" label="Password" {...props} />)
    expect(danglingIdrefs(ID_REFERENCE_ATTRIBUTES, document)).toEqual([])
    const input = document.querySelector('input[name="password"]')!
    expect(descriptions(document, input)).toEqual(expected)
    if (!expected.length) expect(input.hasAttribute('aria-describedby')).toBe(false)
    expect(input.getAttribute('aria-invalid')).toBe(props.errors?.length ? 'true' : null)
    // the label still names the input
    expect(document.getElementById(input.getAttribute('aria-labelledby')!)?.textContent).toBe('Password')
  })

  it("marked invalid without a message of its own (a group's message elsewhere), names that message only", () => {
    const document = serverMarkup(
      <fieldset>
        <TextField name="birthDay" label="Day" isInvalid aria-describedby="birth-error" />
        <p id="birth-error">Enter a real date.</p>
      </fieldset>,
    )
    expect(danglingIdrefs(ID_REFERENCE_ATTRIBUTES, document)).toEqual([])
    const input = document.querySelector('input[name="birthDay"]')!
    expect(descriptions(document, input)).toEqual(['Enter a real date.'])
    expect(input.getAttribute('aria-invalid')).toBe('true')
  })

  it("keeps the caller's own ids after its description and error", () => {
    const document = serverMarkup(
      <>
        <TextField name="code" label="Code" description="On the card." errors={['Check the code.']} aria-describedby="code-help" />
        <p id="code-help">Codes are 12 letters.</p>
      </>,
    )
    expect(danglingIdrefs(ID_REFERENCE_ATTRIBUTES, document)).toEqual([])
    expect(descriptions(document, document.querySelector('input[name="code"]')!)).toEqual([
      'On the card.',
      'Check the code.',
      'Codes are 12 letters.',
    ])
  })

  it('gives two fields on one page ids of their own', () => {
    const document = serverMarkup(
      <>
        <TextField name="a" label="A" description="First." errors={['A is wrong.']} />
        <TextField name="b" label="B" description="Second." errors={['B is wrong.']} />
      </>,
    )
    expect(danglingIdrefs(ID_REFERENCE_ATTRIBUTES, document)).toEqual([])
    expect(descriptions(document, document.querySelector('input[name="a"]')!)).toEqual(['First.', 'A is wrong.'])
    expect(descriptions(document, document.querySelector('input[name="b"]')!)).toEqual(['Second.', 'B is wrong.'])
  })
})

describe('Checkbox in the server render', () => {
  it('names nothing of its own', () => {
    const document = serverMarkup(
      <Checkbox name="terms" value="yes">
        I accept the terms
      </Checkbox>,
    )
    expect(danglingIdrefs(ID_REFERENCE_ATTRIBUTES, document)).toEqual([])
    const input = document.querySelector('input[name="terms"]')!
    expect(input.hasAttribute('aria-describedby')).toBe(false)
    expect(input.getAttribute('type')).toBe('checkbox')
    expect(input.closest('label')?.textContent).toBe('I accept the terms')
  })

  it('invalid, names the error its page shows next to it, and only that', () => {
    const document = serverMarkup(
      <div>
        <Checkbox name="terms" value="yes" defaultSelected isInvalid aria-describedby="terms-error">
          I accept the terms
        </Checkbox>
        <p id="terms-error">Accept the terms to go on.</p>
      </div>,
    )
    expect(danglingIdrefs(ID_REFERENCE_ATTRIBUTES, document)).toEqual([])
    const input = document.querySelector('input[name="terms"]')!
    expect(descriptions(document, input)).toEqual(['Accept the terms to go on.'])
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.hasAttribute('checked')).toBe(true)
    expect(input.closest('label')?.hasAttribute('data-selected')).toBe(true)
  })
})

describe('RadioGroup in the server render', () => {
  const cases: Array<[string, { description?: string; errors?: string[] }, string[]]> = [
    ['neither a description nor an error', {}, []],
    ['a description', { description: 'You can change it later.' }, ['You can change it later.']],
    ['an error', { errors: ['Choose a plan.'] }, ['Choose a plan.']],
    [
      'a description and an error',
      { description: 'You can change it later.', errors: ['Choose a plan.'] },
      ['You can change it later.', 'Choose a plan.'],
    ],
  ]

  it.each(cases)('with %s, the group and each radio name only what it shows', (_, props, expected) => {
    const document = serverMarkup(
      <RadioGroup name="plan" defaultValue="monthly" aria-label="Plan" {...props}>
        <Radio value="monthly">Monthly</Radio>
        <Radio value="yearly">Yearly</Radio>
      </RadioGroup>,
    )
    expect(danglingIdrefs(ID_REFERENCE_ATTRIBUTES, document)).toEqual([])
    const group = document.querySelector('[role="radiogroup"]')!
    expect(descriptions(document, group)).toEqual(expected)
    expect(group.getAttribute('aria-invalid')).toBe(props.errors ? 'true' : null)
    const radios = Array.from(document.querySelectorAll('input[type="radio"]'))
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['monthly', 'yearly'])
    for (const radio of radios) {
      expect(descriptions(document, radio)).toEqual(expected)
      if (!expected.length) expect(radio.hasAttribute('aria-describedby')).toBe(false)
      expect(radio.getAttribute('name')).toBe('plan')
    }
    expect(radios[0]!.hasAttribute('checked')).toBe(true)
    expect(radios[0]!.closest('label')?.hasAttribute('data-selected')).toBe(true)
  })

  it("labelled by its Label, and a radio's own ids kept", () => {
    const document = serverMarkup(
      <>
        <RadioGroup name="type">
          <Label>Profile type</Label>
          <Radio value="ADULT" aria-describedby="adult-note">
            Adult
          </Radio>
        </RadioGroup>
        <p id="adult-note">Sees everything.</p>
      </>,
    )
    expect(danglingIdrefs(ID_REFERENCE_ATTRIBUTES, document)).toEqual([])
    const group = document.querySelector('[role="radiogroup"]')!
    expect(document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent).toBe('Profile type')
    expect(descriptions(document, document.querySelector('input[value="ADULT"]')!)).toEqual(['Sees everything.'])
  })
})
