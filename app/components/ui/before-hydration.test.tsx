// @vitest-environment happy-dom
/**
 * A visitor on a slow phone types into the server's form before the page hydrates: the text, a
 * ticked box and a chosen radio must survive hydration and the next render, and be what the form
 * submits.
 */
import { allowConsole } from '#tests/setup/console.ts'
import { act } from '@testing-library/react'
import { useState } from 'react'
import { renderToString } from 'react-dom/server'
import { hydrateRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import { Checkbox } from './Checkbox.tsx'
import { Radio, RadioGroup } from './RadioGroup.tsx'
import { TextField } from './TextField.tsx'

function Form({ onValue }: { onValue?: (value: string) => void }) {
  const [errors, setErrors] = useState<string[]>([])
  return (
    <form>
      <TextField name="email" label="Email" defaultValue="" errors={errors} onChange={onValue} />
      <Checkbox name="terms" value="yes">
        Accept
      </Checkbox>
      <RadioGroup name="plan" defaultValue="monthly" aria-label="Plan">
        <Radio value="monthly">Monthly</Radio>
        <Radio value="yearly">Yearly</Radio>
      </RadioGroup>
      <button type="button" onClick={() => setErrors(['Enter the email.'])}>
        Check
      </button>
    </form>
  )
}

function Controlled({ seen }: { seen: string[] }) {
  const [value, setValue] = useState('')
  seen.push(value)
  return (
    <form>
      <TextField name="name" label="Name" value={value} onChange={setValue} />
    </form>
  )
}

async function serverThenHydrate(app: JSX.Element, typed: string, selector: string, before?: (page: HTMLElement) => void) {
  allowConsole('error', /useLayoutEffect does nothing on the server/)
  const container = document.createElement('div')
  container.innerHTML = renderToString(app)
  document.body.append(container)
  const input = container.querySelector<HTMLInputElement>(selector)!
  input.value = typed // typed before any script ran
  before?.(container)
  await act(async () => {
    hydrateRoot(container, app)
  })
  return { container, input }
}

describe('form controls used before hydration', () => {
  it('keeps the typed text through hydration and the next render, and submits it', async () => {
    const { container, input } = await serverThenHydrate(<Form />, 'viewer@marquee.test', 'input[name="email"]')
    // A render after hydration (an error shown) used to put the empty state back into the input.
    await act(async () => {
      container.querySelector('button')!.click()
    })
    expect(input.value).toBe('viewer@marquee.test')
    expect(new FormData(container.querySelector('form')!).get('email')).toBe('viewer@marquee.test')
    container.remove()
  })

  it('keeps a box ticked before hydration ticked after the next render', async () => {
    const { container } = await serverThenHydrate(<Form />, '', 'input[name="email"]', (page) => {
      page.querySelector<HTMLInputElement>('input[name="terms"]')!.checked = true
    })
    await act(async () => {
      container.querySelector('button')!.click()
    })
    expect(container.querySelector<HTMLInputElement>('input[name="terms"]')!.checked).toBe(true)
    expect(new FormData(container.querySelector('form')!).get('terms')).toBe('yes')
    container.remove()
  })

  it('keeps a choice made before hydration chosen after the next render', async () => {
    const { container } = await serverThenHydrate(<Form />, '', 'input[name="email"]', (page) => {
      page.querySelector<HTMLInputElement>('input[name="plan"][value="yearly"]')!.checked = true
    })
    await act(async () => {
      container.querySelector('button')!.click()
    })
    expect(container.querySelector<HTMLInputElement>('input[name="plan"][value="yearly"]')!.checked).toBe(true)
    expect(new FormData(container.querySelector('form')!).get('plan')).toBe('yearly')
    container.remove()
  })

  it('hands the typed text to a parent that controls the value', async () => {
    const seen: string[] = []
    const { container, input } = await serverThenHydrate(<Controlled seen={seen} />, 'Ana', 'input[name="name"]')
    expect(seen.at(-1)).toBe('Ana')
    expect(input.value).toBe('Ana')
    container.remove()
  })
})
