// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { blockInvalidSubmit, checkOnceLoaded, firstFieldWithError } from './form-errors.ts'

function form(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`
  return document.querySelector('form')!
}

describe('a form refused in the browser', () => {
  it('takes the keyboard to the first field, in page order, that a message is about', async () => {
    const f = form(
      '<input type="hidden" name="intent" value="x"><input name="name" value="ok"><input name="email" value=""><input name="card" value="">',
    )
    const setErrors = vi.fn()
    const event = { currentTarget: f, preventDefault: vi.fn() }
    blockInvalidSubmit(() => ({ ok: false, errors: { card: ['Enter the card number'], email: ['Enter your email'] } }), setErrors)(event)
    expect(event.preventDefault).toHaveBeenCalled()
    expect(setErrors).toHaveBeenCalledWith({ card: ['Enter the card number'], email: ['Enter your email'] })
    await new Promise((resolve) => requestAnimationFrame(() => resolve(null)))
    expect(document.activeElement).toBe(f.elements.namedItem('email'))
  })

  it('skips hidden and disabled fields, and finds none for a message about the whole form', () => {
    const f = form('<input type="hidden" name="intent"><input name="code" disabled><input name="code2">')
    expect(firstFieldWithError(f, { intent: ['x'], code: ['y'] })).toBeNull()
    expect(firstFieldWithError(f, { _form: ['z'] })).toBeNull()
    expect(firstFieldWithError(f, { code2: ['z'] })).toBe(f.elements.namedItem('code2'))
  })

  it('lets the form post while its check has not arrived: the action answers the same messages', () => {
    const f = form('<input name="email" value="">')
    const setErrors = vi.fn()
    const event = { currentTarget: f, preventDefault: vi.fn() }
    blockInvalidSubmit(() => undefined, setErrors)(event)
    expect(event.preventDefault).not.toHaveBeenCalled()
    expect(setErrors).toHaveBeenCalledWith(null)
  })

  it('checks with the named schema once the checks module has arrived, and lets the form post before', () => {
    let module:
      { emailSchema: string; checkForm: (schema: string, form: FormData) => { ok: false; errors: Record<string, string[]> } } | undefined
    const check = checkOnceLoaded({ current: () => module }, (m) => m.emailSchema)
    const data = new FormData()
    expect(check(data)).toBeUndefined()
    const checkForm = vi.fn((schema: string) => ({ ok: false as const, errors: { email: [`refused by ${schema}`] } }))
    module = { emailSchema: 'the email schema', checkForm }
    expect(check(data)).toEqual({ ok: false, errors: { email: ['refused by the email schema'] } })
    expect(checkForm).toHaveBeenCalledWith('the email schema', data)
  })
})
