import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { AppSidebar } from './AppSidebar.tsx'
import type { Viewer } from './AccountActions.tsx'
import { withI18n } from './test/renderNav.tsx'

function Harness({ viewer, liveNow }: { viewer: Viewer; liveNow?: React.ReactNode }) {
  const [open, setOpen] = useState(true)
  const location = useLocation()
  return (
    <AppSidebar viewer={viewer} locale="en" pathname={location.pathname} isOpen={open} onOpenChange={setOpen}>
      {liveNow}
    </AppSidebar>
  )
}

function renderSidebar(viewer: Viewer, liveNow?: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: <Harness viewer={viewer} liveNow={liveNow} /> }], {
    initialEntries: ['/home'],
    future: {
      v7_relativeSplatPath: true,
      v7_fetcherPersist: true,
      v7_normalizeFormMethod: true,
      v7_partialHydration: true,
      v7_skipActionErrorRevalidation: true,
    },
  })
  render(withI18n(<RouterProvider router={router} future={{ v7_startTransition: true }} />))
  return router
}

describe('AppSidebar', () => {
  it('shows guests the sign-in options and stays open across route changes', async () => {
    const router = renderSidebar({ isGuest: true })
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' })
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?from=%2Fhome')
    expect(within(dialog).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup')
    await act(() => router.navigate('/browse'))
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument()
  })

  it('shows signed-in users Live now with the list slot, and closes on a route change', async () => {
    const router = renderSidebar(
      { isGuest: false, name: 'Ana' },
      <ul aria-label="Live events">
        <li>Final</li>
      </ul>,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Live now' })
    expect(within(dialog).getByRole('heading', { name: 'Live now' })).toBeInTheDocument()
    expect(within(dialog).getByRole('list', { name: 'Live events' })).toHaveTextContent('Final')
    expect(within(dialog).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument()
    await act(() => router.navigate('/browse'))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('shows an empty state without a list, and closes with the close button', async () => {
    const user = userEvent.setup()
    renderSidebar({ isGuest: false })
    const dialog = await screen.findByRole('dialog', { name: 'Live now' })
    expect(dialog).toHaveTextContent('Nothing is live right now.')
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})
