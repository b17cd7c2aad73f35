// @vitest-environment happy-dom
/**
 * The favourites toggle with JavaScript: a page of toggles makes no fetcher until one is pressed,
 * a press shows the new state before the platform answers and announces the answer, and a second
 * press while the first is under way is the one that counts.
 */
import '@testing-library/jest-dom/vitest'
import * as remix from '@remix-run/react'
import { createRemixStub } from '@remix-run/testing'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { forgetFavouriteChanges } from './favourite-state.ts'
import { FavouriteToggle } from './FavouriteToggle.tsx'

vi.mock('#app/utils/useHydrated.ts', () => ({ useHydrated: () => true }))
// counts the fetchers the toggles make; each still works as Remix's own
vi.mock('@remix-run/react', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@remix-run/react')>()
  return { ...actual, useFetcher: vi.fn(actual.useFetcher) }
})

const TITLES = ['The Rematch', 'Kingdom of Tides', 'Harbour Lights']

/** Answers of the favourites action, held until the test lets each one go. */
function heldAnswers() {
  const sent: Array<{ form: Record<string, string>; answer: () => void }> = []
  const action = async ({ request }: { request: Request }) => {
    const form = Object.fromEntries((await request.formData()).entries()) as Record<string, string>
    await new Promise<void>((resolve) => sent.push({ form, answer: resolve }))
    return { ok: true, contentId: form.contentId, favourite: form.intent === 'add' }
  }
  return { sent, action }
}

function renderToggles(action: ReturnType<typeof heldAnswers>['action']) {
  const Stub = createRemixStub([
    {
      path: '/home',
      Component: () => (
        <>
          {TITLES.map((title, i) => (
            <FavouriteToggle
              key={title}
              contentId={`v${i}`}
              title={title}
              favourite={false}
              isGuest={false}
              redirectTo="/home"
              nameWithTitle
            />
          ))}
        </>
      ),
    },
    { path: '/favourites', action },
  ])
  return render(<Stub initialEntries={['/home']} />)
}

afterEach(() => {
  cleanup()
  forgetFavouriteChanges()
  vi.mocked(remix.useFetcher).mockClear()
})

describe('FavouriteToggle', () => {
  it('makes no fetcher for toggles nobody pressed, and one for the toggle pressed', async () => {
    const { sent, action } = heldAnswers()
    renderToggles(action)
    const add = await screen.findByRole('button', { name: 'Add The Rematch to favourites' })
    expect(screen.getAllByRole('button')).toHaveLength(3)
    expect(remix.useFetcher).not.toHaveBeenCalled()

    await userEvent.click(add)
    // the new state shows before the platform answers
    expect(await screen.findByRole('button', { name: 'Remove The Rematch from favourites' })).toBeInTheDocument()
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]!.form).toMatchObject({ intent: 'add', contentId: 'v0', redirectTo: '/home', js: '1' })
    act(() => sent[0]!.answer())
    expect(await screen.findByText('The Rematch added to favourites')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Remove The Rematch from favourites' })).toBeInTheDocument()
    // the other two never made one
    expect(screen.getByRole('button', { name: 'Add Kingdom of Tides to favourites' })).toBeInTheDocument()
    expect(new Set(vi.mocked(remix.useFetcher).mock.results.map((r) => r.value.Form)).size).toBe(1)
  })

  it('sends a second press made while the first is under way, and ends in the state it asked for', async () => {
    const { sent, action } = heldAnswers()
    renderToggles(action)
    await userEvent.click(await screen.findByRole('button', { name: 'Add Kingdom of Tides to favourites' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    // pressed again before the answer: the toggle already says remove, and that is what it sends
    await userEvent.click(screen.getByRole('button', { name: 'Remove Kingdom of Tides from favourites' }))
    await waitFor(() => expect(sent).toHaveLength(2))
    expect(sent.map((s) => s.form.intent)).toEqual(['add', 'remove'])
    expect(screen.getByRole('button', { name: 'Add Kingdom of Tides to favourites' })).toBeInTheDocument()
    act(() => {
      sent[0]!.answer()
      sent[1]!.answer()
    })
    expect(await screen.findByText('Kingdom of Tides removed from favourites')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add Kingdom of Tides to favourites' })).toBeInTheDocument()
  })
})
