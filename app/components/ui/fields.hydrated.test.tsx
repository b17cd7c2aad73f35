// @vitest-environment happy-dom
/**
 * The form fields once the page has hydrated (JavaScript on): the server's markup is taken over
 * without a mismatch, and as the browser's checks show and clear errors, each control names its
 * description and its error while they are in the page, and never an id that is not.
 */
import { allowConsole } from '#tests/setup/console.ts'
import { act } from '@testing-library/react'
import { useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Checkbox } from './Checkbox.tsx'
import { Radio, RadioGroup } from './RadioGroup.tsx'
import { TextField } from './TextField.tsx'

function Form() {
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  return (
    <form>
      <TextField name="email" label="Email" errors={errors.email} />
      <TextField name="password" label="Password" description="At least 8 characters." errors={errors.password} />
      <Checkbox name="terms" value="yes" isInvalid={Boolean(errors.terms)} aria-describedby={errors.terms ? 'terms-error' : undefined}>
        Accept
      </Checkbox>
      {errors.terms ? <p id="terms-error">{errors.terms.join(' ')}</p> : null}
      <RadioGroup name="plan" aria-label="Plan" description="Change it at any time." errors={errors.plan}>
        <Radio value="monthly">Monthly</Radio>
        <Radio value="yearly">Yearly</Radio>
      </RadioGroup>
      <button
        type="button"
        onClick={() => setErrors({ email: ['Enter the email.'], password: ['Too short.'], terms: ['Accept.'], plan: ['Choose.'] })}
      >
        Check
      </button>
      <button type="button" onClick={() => setErrors({})}>
        Clear
      </button>
    </form>
  )
}

function danglingIdrefs(root: HTMLElement): string[] {
  return ['aria-describedby', 'aria-labelledby', 'aria-controls', 'aria-errormessage'].flatMap((attribute) =>
    Array.from(root.querySelectorAll(`[${attribute}]`)).flatMap((element) =>
      (element.getAttribute(attribute) ?? '')
        .split(/\s+/)
        .filter((id) => id && !document.getElementById(id))
        .map((id) => `${element.getAttribute('name') ?? element.getAttribute('role')} ${attribute} → ${id}`),
    ),
  )
}

const descriptions = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)

describe('form fields after hydration', () => {
  it('name their description and errors only while they are shown', async () => {
    allowConsole('error', /useLayoutEffect does nothing on the server/)
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Form />)
    document.body.append(container)
    await act(async () => {
      hydrateRoot(container, <Form />)
    })
    const field = (selector: string) => container.querySelector(selector)!
    const all = () => ({
      email: descriptions(field('input[name="email"]')),
      password: descriptions(field('input[name="password"]')),
      terms: descriptions(field('input[name="terms"]')),
      group: descriptions(field('[role="radiogroup"]')),
      radio: descriptions(field('input[value="yearly"]')),
    })
    const quiet = {
      email: [],
      password: ['At least 8 characters.'],
      terms: [],
      group: ['Change it at any time.'],
      radio: ['Change it at any time.'],
    }

    expect(danglingIdrefs(container)).toEqual([])
    expect(all()).toEqual(quiet)

    await act(async () => field('button').dispatchEvent(new MouseEvent('click', { bubbles: true })))
    expect(danglingIdrefs(container)).toEqual([])
    expect(all()).toEqual({
      email: ['Enter the email.'],
      password: ['At least 8 characters.', 'Too short.'],
      terms: ['Accept.'],
      group: ['Change it at any time.', 'Choose.'],
      radio: ['Change it at any time.', 'Choose.'],
    })
    expect(field('input[name="email"]').getAttribute('aria-invalid')).toBe('true')

    await act(async () => container.querySelectorAll('button')[1]!.dispatchEvent(new MouseEvent('click', { bubbles: true })))
    expect(danglingIdrefs(container)).toEqual([])
    expect(all()).toEqual(quiet)
    container.remove()
  })
})
