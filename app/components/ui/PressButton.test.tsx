// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// The test setup fetches react-aria's Button for every test file; these tests need a page where
// it has not arrived yet, so each takes a fresh copy of the module, whose chunk arrives only when
// the test lets it (arrive()).
let PressButton: typeof import('./PressButton.tsx').PressButton
let loadAriaButton: typeof import('./PressButton.tsx').loadAriaButton
let arrive: () => void

beforeEach(async () => {
  vi.resetModules()
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  vi.doMock('./PressButton.aria.tsx', async () => {
    await arrived
    return vi.importActual('./PressButton.aria.tsx')
  })
  ;({ PressButton, loadAriaButton } = await import('./PressButton.tsx'))
})
afterEach(cleanup)

describe('PressButton', () => {
  it('works as a button before react-aria arrives: onPress on click and on Enter, a form submitted', async () => {
    const onPress = vi.fn()
    const onSubmit = vi.fn((event: Event) => event.preventDefault())
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <PressButton onPress={onPress}>Play</PressButton>
        <PressButton type="submit">Save</PressButton>
      </form>,
    )
    const play = screen.getByRole('button', { name: 'Play' })
    expect(play).not.toHaveAttribute('data-rac')
    await userEvent.click(play)
    expect(onPress).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'press', pointerType: 'mouse', target: play }))
    play.focus()
    await userEvent.keyboard('{Enter}')
    expect(onPress).toHaveBeenCalledTimes(2)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it("becomes react-aria's button once the chunk is there, keeping focus and the forwarded ref", async () => {
    const onPress = vi.fn()
    const ref = { current: null as HTMLButtonElement | null }
    render(
      <PressButton ref={ref} className="b" onPress={onPress}>
        Play
      </PressButton>,
    )
    const native = screen.getByRole('button', { name: 'Play' })
    native.focus()
    expect(ref.current).toBe(native)
    arrive()
    await act(() => loadAriaButton())
    await waitFor(() => expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('data-rac'))
    const aria = screen.getByRole('button', { name: 'Play' })
    expect(aria).not.toBe(native)
    expect(aria).toHaveFocus()
    expect(ref.current).toBe(aria)
    expect(aria).toHaveClass('b')
    await userEvent.click(aria)
    expect(onPress).toHaveBeenCalledTimes(1)
  })

  it('changes a button the page hydrated only once it is near the screen, keeping its focus and its press', async () => {
    // The browser's observers, driven by the test: `near(element)` reports it on screen.
    const watched = new Map<Element, IntersectionObserverCallback>()
    class FakeObserver {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        watched.set(element, this.callback)
      }
      unobserve(element: Element) {
        watched.delete(element)
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    const near = (element: Element) =>
      act(() => {
        const callback = watched.get(element)!
        callback([{ target: element, isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)
      })
    try {
      const onPress = vi.fn()
      render(
        <>
          <PressButton>Top</PressButton>
          <PressButton onPress={onPress}>Far down</PressButton>
          <PressButton>Tabbed to</PressButton>
        </>,
      )
      arrive()
      await act(() => loadAriaButton())
      const button = (name: string) => screen.getByRole('button', { name })
      // each waits to be seen: none changed by the chunk's arrival alone
      await waitFor(() => expect(watched.size).toBe(3))
      for (const name of ['Top', 'Far down', 'Tabbed to']) expect(button(name)).not.toHaveAttribute('data-rac')
      await near(button('Top'))
      await waitFor(() => expect(button('Top')).toHaveAttribute('data-rac'))
      expect(button('Far down')).not.toHaveAttribute('data-rac')
      // not yet changed, it is still a button
      await userEvent.click(button('Far down'))
      expect(onPress).toHaveBeenCalledTimes(1)
      // a focused button keeps its focus when it changes
      act(() => button('Tabbed to').focus())
      await near(button('Tabbed to'))
      await waitFor(() => expect(button('Tabbed to')).toHaveAttribute('data-rac'))
      expect(button('Tabbed to')).toHaveFocus()
      await near(button('Far down'))
      await waitFor(() => expect(button('Far down')).toHaveAttribute('data-rac'))
      expect(watched.size).toBe(0)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it("renders react-aria's button from the first render once loaded", async () => {
    arrive()
    await loadAriaButton()
    render(<PressButton>Later</PressButton>)
    expect(screen.getByRole('button', { name: 'Later' })).toHaveAttribute('data-rac')
  })
})
