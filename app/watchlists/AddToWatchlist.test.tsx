// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { renderWithRouter, setUpRouterComponentTests } from '#tests/setup/router-component.tsx'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { AddToWatchlist, WATCHLIST_CONFIRMATION_MS } from './AddToWatchlist.tsx'
import type { WatchlistsActionData } from './watchlists.server.ts'

vi.mock('#app/utils/useHydrated.ts', () => ({ useHydrated: () => true }))

setUpRouterComponentTests()

const list = (id: string, name: string, ownership: 'OWNED' | 'SHARED', holdsItem = false) => ({
  watchlistExternalId: id,
  ownerExternalId: ownership === 'OWNED' ? 'me' : 'them',
  name,
  ownership,
  holdsItem,
})

function renderPanel(answer: (form: FormData) => WatchlistsActionData) {
  let release!: () => void
  const listsLoaded = new Promise<void>((resolve) => (release = resolve))
  const posted: Array<Record<string, string>> = []
  const loads: string[] = []
  const routes: Parameters<typeof renderWithRouter>[0] = [
    {
      path: '/video/:id',
      Component: () => (
        <AddToWatchlist content={{ id: 'v1', type: 'VOD', title: 'The Rematch' }} label="Add to watchlist" variant="secondary">
          Add to watchlist
        </AddToWatchlist>
      ),
    },
    {
      path: '/watchlists',
      loader: async ({ request }) => {
        await listsLoaded
        loads.push(new URL(request.url).search)
        return {
          lists: [list('w1', 'Weekend', 'OWNED'), list('w2', 'Their picks', 'SHARED'), list('w3', 'Classics', 'OWNED', true)],
          loadFailed: false,
        }
      },
      action: async ({ request }) => {
        const form = await request.formData()
        posted.push(Object.fromEntries(form) as Record<string, string>)
        return answer(form)
      },
    },
  ]
  renderWithRouter(routes, '/video/v1')
  return { release, posted, loads }
}

describe('the add-to-watchlist panel', () => {
  it('shows loading, then only the owned lists; adding confirms and closes after 2 s', async () => {
    const user = userEvent.setup()
    const { release, posted } = renderPanel((form) => ({
      intent: 'add-item',
      ok: true,
      name: 'Weekend',
      errors: {},
      ...(form.get('panel') === '1' ? {} : { ok: false }),
    }))
    await user.click(screen.getByRole('button', { name: 'Add to watchlist' }))
    // the panel is a chunk of its own, fetched on the first press: the first load may take a while
    const dialog = await screen.findByRole('dialog', { name: 'Add “The Rematch” to a watchlist' }, { timeout: 5_000 })
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading your watchlists…')
    await act(async () => release())
    expect(await within(dialog).findByRole('button', { name: 'Add to Weekend' })).toBeInTheDocument()
    // a shared list takes no titles: it is not offered
    expect(within(dialog).queryByRole('button', { name: 'Add to Their picks' })).not.toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Add to Weekend' }))
    expect(await within(dialog).findByText('Added to Weekend')).toBeInTheDocument()
    expect(posted).toEqual([{ intent: 'add-item', panel: '1', watchlistId: 'w1', owner: 'me', contentId: 'v1', contentType: 'VOD' }])
    const shown = Date.now()
    await act(() => new Promise((resolve) => setTimeout(resolve, WATCHLIST_CONFIRMATION_MS - 400)))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 1_500 })
    expect(Date.now() - shown).toBeGreaterThanOrEqual(WATCHLIST_CONFIRMATION_MS - 100)
  })

  it('shows a list that already holds the title as such (from the picker’s data), disabled and described for screen readers', async () => {
    const user = userEvent.setup()
    const { release, loads } = renderPanel(() => ({ intent: 'add-item', ok: true, errors: {} }))
    release()
    await user.click(screen.getByRole('button', { name: 'Add to watchlist' }))
    const holding = await screen.findByRole('button', { name: 'Add to Classics' }, { timeout: 5_000 })
    expect(holding).toBeDisabled()
    expect(holding).toHaveAccessibleDescription('Already in this list')
    const other = screen.getByRole('button', { name: 'Add to Weekend' })
    expect(other).toBeEnabled()
    expect(other).not.toHaveAccessibleDescription()
    // the lists come from the picker of this title, which asks the platform which lists hold it
    expect(Object.fromEntries(new URLSearchParams(loads[0]))).toMatchObject({ add: 'v1', contentType: 'VOD' })
  })

  it('after a refusal of the name, focus goes to the name field, which keeps what was typed', async () => {
    const user = userEvent.setup()
    const { release } = renderPanel(() => ({ intent: 'create', ok: false, errors: { name: ['watchlists:watchlists.nameTaken'] } }))
    release()
    await user.click(screen.getByRole('button', { name: 'Add to watchlist' }))
    await user.click(await screen.findByRole('button', { name: 'New watchlist' }))
    const name = screen.getByRole('textbox', { name: 'Name' })
    await user.type(name, 'Weekend')
    await user.click(screen.getByRole('button', { name: 'Create and add' }))
    expect(await screen.findByText('You already have a watchlist with this name. Choose another name.')).toBeInTheDocument()
    await waitFor(() => expect(name).toHaveFocus())
    expect(name).toHaveValue('Weekend')
    expect(name).toHaveAttribute('aria-invalid', 'true')
  })

  it('after a refusal that is about no field, focus goes to the message', async () => {
    const user = userEvent.setup()
    const { release } = renderPanel(() => ({ intent: 'add-item', ok: false, errors: {}, message: 'watchlists:watchlists.failed' }))
    release()
    await user.click(screen.getByRole('button', { name: 'Add to watchlist' }))
    await user.click(await screen.findByRole('button', { name: 'Add to Weekend' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('That did not work. Please try again.')
    await waitFor(() => expect(alert).toHaveFocus())
  })

  it('shows duplicatedItemMessage when the title is already in the list, and keeps the panel open', async () => {
    const user = userEvent.setup()
    const { release } = renderPanel(() => ({ intent: 'add-item', ok: false, errors: {}, message: 'duplicatedItemMessage' }))
    release()
    await user.click(screen.getByRole('button', { name: 'Add to watchlist' }))
    await user.click(await screen.findByRole('button', { name: 'Add to Weekend' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This title is already in that watchlist.')
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('creates a list in create mode, refusing a 61-character name before posting', async () => {
    const user = userEvent.setup()
    const { release, posted } = renderPanel((form) => ({ intent: 'create', ok: true, name: String(form.get('name')), errors: {} }))
    release()
    await user.click(screen.getByRole('button', { name: 'Add to watchlist' }))
    await user.click(await screen.findByRole('button', { name: 'New watchlist' }))
    const name = screen.getByRole('textbox', { name: 'Name' })
    await user.type(name, 'x'.repeat(61))
    await user.click(screen.getByRole('button', { name: 'Create and add' }))
    expect(await screen.findByText('Name must be at most 60 characters')).toBeInTheDocument()
    expect(posted).toEqual([])
    await user.clear(name)
    await user.type(name, 'Late night')
    await user.click(screen.getByRole('button', { name: 'Create and add' }))
    expect(await screen.findByText('Added to Late night')).toBeInTheDocument()
    expect(posted).toEqual([{ intent: 'create', panel: '1', contentId: 'v1', contentType: 'VOD', name: 'Late night' }])
  })

  it('is a button that says it opens a dialog; Escape closes the panel and gives focus back to it', async () => {
    const user = userEvent.setup()
    const { release } = renderPanel(() => ({ intent: 'add-item', ok: true, errors: {} }))
    release()
    const button = screen.getByRole('button', { name: 'Add to watchlist' })
    expect(button).toHaveAttribute('aria-haspopup', 'dialog')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await user.click(button)
    await screen.findByRole('dialog', { name: 'Add “The Rematch” to a watchlist' }, { timeout: 5_000 })
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
  })
})
