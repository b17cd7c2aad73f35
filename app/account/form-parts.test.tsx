// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react'
import type { FormEvent } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { useAccountForm } from './form-parts.tsx'
import type { ActionAnswer } from './profile-area.server.ts'

/** The preferences form with a language the list does not have, as a submit event. */
function badPreferencesSubmit() {
  document.body.innerHTML =
    '<form><input type="hidden" name="intent" value="savePreferences"><input name="language" value="klingon"></form>'
  const form = document.querySelector('form')!
  return { currentTarget: form, preventDefault: vi.fn() } as unknown as FormEvent<HTMLFormElement> & {
    preventDefault: ReturnType<typeof vi.fn>
  }
}

const usePreferencesForm = (answer?: ActionAnswer) =>
  useAccountForm('savePreferences', answer, (forms, values) => forms.errorsIn(forms.PreferencesForm, values))

describe("an account form's check in the browser", () => {
  it('lets the form post while its check has not arrived, then refuses bad input once the form has been used', async () => {
    const { result } = renderHook(() => usePreferencesForm())
    const early = badPreferencesSubmit()
    act(() => result.current.onSubmit(early))
    // not fetched yet (the form not used): the browser posts and the action answers
    expect(early.preventDefault).not.toHaveBeenCalled()
    expect(result.current.errors).toEqual({})

    act(() => result.current.warmOnUse.onFocus())
    const later = badPreferencesSubmit()
    await waitFor(() => {
      act(() => result.current.onSubmit(later))
      expect(later.preventDefault).toHaveBeenCalled()
    })
    expect(result.current.errors).toEqual({ language: ['languageFieldIsInvalid'] })
    expect(result.current.problem).toBe('account.problem')
  })

  it("shows the action's messages for its own intent until the browser's check finds something", () => {
    const answer: ActionAnswer = {
      intent: 'savePreferences',
      errors: { language: ['languageFieldIsInvalid'] },
      values: { language: 'klingon' },
      problem: 'account.problem',
    }
    const { result } = renderHook(() => usePreferencesForm(answer))
    expect(result.current.errors).toEqual({ language: ['languageFieldIsInvalid'] })
    expect(result.current.values).toEqual({ language: 'klingon' })
    expect(result.current.problem).toBe('account.problem')
    const other = renderHook(() => usePreferencesForm({ ...answer, intent: 'saveDetails' }))
    expect(other.result.current.errors).toEqual({})
  })
})
