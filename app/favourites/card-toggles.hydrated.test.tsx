// @vitest-environment happy-dom
/**
 * The markup the server writes for card toggles from its memory (card-toggles.server.tsx) is
 * hydrated by the browser as its own toggles: the same form and button nodes, no mismatch.
 */
import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { allowConsole } from '#tests/setup/console.ts'
import { createI18n } from '#app/i18n/i18n.ts'
import { cardToggles, type CardFavouriteToggleProps } from './CardFavouriteToggle.tsx'
import { toggleRow } from './test-utils/toggle-row.tsx'
import { RememberedCardToggle } from './card-toggles.server.tsx'

const english = createI18n('en', {})
const toggles: CardFavouriteToggleProps[] = [
  { contentId: 'the-salt-road', title: 'The Salt Road', favourite: false, redirectTo: '/home' },
  { contentId: 'kingdom-of-tides', title: 'Kingdom of Tides', favourite: true, redirectTo: '/home' },
]
const row = toggleRow(english, toggles)

describe("the server's card toggles in the browser", () => {
  it('are hydrated as its own toggles, without a mismatch', async () => {
    // the server's render, here in a page with a window: its hooks' server notices are expected
    allowConsole('error', /useLayoutEffect does nothing on the server|Detected multiple renderers/)
    cardToggles.Remembered = RememberedCardToggle
    const container = document.createElement('div')
    try {
      container.innerHTML = renderToString(row)
    } finally {
      cardToggles.Remembered = undefined
    }
    document.body.append(container)
    const forms = Array.from(container.querySelectorAll('form'))
    const buttons = Array.from(container.querySelectorAll('button'))
    expect(forms).toHaveLength(2)
    const recoverable = vi.fn()
    try {
      await act(async () => {
        hydrateRoot(container, row, { onRecoverableError: recoverable })
      })
      expect(recoverable).not.toHaveBeenCalled()
      const after = Array.from(container.querySelectorAll('form'))
      expect(after).toHaveLength(2)
      after.forEach((form, i) => expect(form).toBe(forms[i]))
      Array.from(container.querySelectorAll('button')).forEach((button, i) => expect(button).toBe(buttons[i]))
      expect(buttons[1]!.getAttribute('aria-label')).toBe('Remove Kingdom of Tides from favourites')
    } finally {
      container.remove()
    }
  })
})
