// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { cleanup, render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { ProfileChooser } from './ProfileChooser.tsx'

afterEach(cleanup)

describe('Who’s watching?', () => {
  it('shows a name starting with an emoji by that whole emoji, not half of it', () => {
    const chooser = (
      <ProfileChooser
        data={{
          profiles: [
            { id: 'p1', name: '👩‍👧 Family', tp: 'ADULT', hasPin: false },
            { id: 'p2', name: 'ana', tp: 'CHILD', hasPin: false },
          ],
          current: 'p1',
          action: '/profiles',
        }}
        manageHref="/profiles"
      />
    )
    const { container } = render(<RouterProvider router={createMemoryRouter([{ path: '*', element: chooser }])} />)
    const avatars = [...container.querySelectorAll('[aria-hidden="true"]')].map((a) => a.textContent)
    expect(avatars).toEqual(['👩', 'A'])
    // no lone surrogate, which the server writes as U+FFFD and hydration then finds different
    expect(avatars.every((a) => (a as string & { isWellFormed(): boolean }).isWellFormed())).toBe(true)
  })
})
