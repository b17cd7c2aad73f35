// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { MemoryRouter, useNavigate } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { upgradeChunk, useDisclosureUpgrade } from './disclosure-upgrade.ts'

afterEach(cleanup)

function Trigger() {
  return <button type="button">Profile menu</button>
}

describe('a disclosure becoming its react-aria successor', () => {
  it('hands the focus on even when its neighbour is replaced in the same commit', async () => {
    let finishLoading: (component: typeof Trigger) => void = () => {}
    const chunk = upgradeChunk(() => new Promise<typeof Trigger>((resolve) => (finishLoading = resolve)))
    let replaceNeighbour: () => void = () => {}

    function Bar() {
      // the button before the menu, as a PressButton becoming react-aria's puts a new element in its place
      const [neighbour, setNeighbour] = useState('native')
      replaceNeighbour = () => setNeighbour('aria')
      const { Upgraded, details } = useDisclosureUpgrade(chunk)
      return (
        <div>
          <button key={neighbour} type="button">
            Search ({neighbour})
          </button>
          {Upgraded ? (
            <Upgraded />
          ) : (
            <details {...details}>
              <summary>Profile</summary>
            </details>
          )}
        </div>
      )
    }

    render(
      <MemoryRouter>
        <Bar />
      </MemoryRouter>,
    )
    const summary = screen.getByText('Profile')
    summary.setAttribute('tabindex', '0') // happy-dom does not count a summary as focusable
    act(() => summary.focus())
    expect(summary).toHaveFocus()
    // the chunk arrives and, in the same tick, the neighbour changes: one commit for both
    await act(async () => {
      finishLoading(Trigger)
      await Promise.resolve()
      replaceNeighbour()
    })
    expect(screen.getByRole('button', { name: 'Search (aria)' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Profile menu' })).toHaveFocus()
  })

  it('closes the native disclosure when a link in it leads to another page of the app', async () => {
    // the chunk never arrives: the native <details> is what the visitor has open
    const chunk = upgradeChunk(() => new Promise<typeof Trigger>(() => {}))
    function Menu() {
      const { details } = useDisclosureUpgrade(chunk)
      const navigate = useNavigate()
      return (
        <details {...details} open>
          <summary>Menu</summary>
          <button type="button" onClick={() => navigate('/epg')}>
            TV guide
          </button>
        </details>
      )
    }
    const { container } = render(
      <MemoryRouter initialEntries={['/section/sport']}>
        <Menu />
      </MemoryRouter>,
    )
    const details = container.querySelector('details')!
    expect(details.open).toBe(true)
    await act(async () => screen.getByRole('button', { name: 'TV guide' }).click())
    expect(details.open).toBe(false)
  })
})
