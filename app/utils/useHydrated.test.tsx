// @vitest-environment happy-dom
/**
 * useHydrated: false while the server's markup is hydrated, true afterwards, and the change
 * rendered as a transition (never a synchronous render of every hydrated control at once).
 */
import { act } from '@testing-library/react'
import { lazy, Suspense, type ComponentType } from 'react'
import { hydrateRoot, createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'

let useHydrated: typeof import('./useHydrated.ts').useHydrated

beforeEach(async () => {
  vi.resetModules()
  ;({ useHydrated } = await import('./useHydrated.ts'))
  document.body.innerHTML = ''
})

function Control({ seen, Upgraded }: { seen?: boolean[]; Upgraded?: ComponentType }) {
  const hydrated = useHydrated()
  seen?.push(hydrated)
  if (hydrated && Upgraded) return <Upgraded />
  return <span>{hydrated ? 'with script' : 'without script'}</span>
}

async function serverThenHydrate(app: JSX.Element) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(app)
  document.body.append(container)
  await act(async () => {
    hydrateRoot(container, app)
  })
  return container
}

describe('useHydrated', () => {
  it('is false in the server render and while hydrating, then true', async () => {
    const seen: boolean[] = []
    const container = await serverThenHydrate(<Control seen={seen} />)
    expect(seen[0]).toBe(false) // the server's render
    expect(seen[1]).toBe(false) // hydration
    expect(seen.at(-1)).toBe(true)
    expect(container.textContent).toBe('with script')
  })

  it('renders the change as a transition: a control whose new form suspends keeps its server markup', async () => {
    // A sync render that suspends replaces the boundary's content by its fallback; a transition
    // keeps what is shown until the new form is ready.
    const NeverReady = lazy(() => new Promise<{ default: ComponentType }>(() => {}))
    const container = await serverThenHydrate(
      <Suspense fallback={<span>loading</span>}>
        <Control Upgraded={NeverReady} />
      </Suspense>,
    )
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(container.textContent).toBe('without script')
  })

  it('is true from the first render of a component mounted after hydration', async () => {
    await serverThenHydrate(<Control />)
    const seen: boolean[] = []
    const container = document.createElement('div')
    document.body.append(container)
    await act(async () => {
      createRoot(container).render(<Control seen={seen} />)
    })
    expect(seen).toEqual([true])
  })

  it('waits for a held press to end before changing', async () => {
    vi.useFakeTimers()
    try {
      const held = document.createElement('button')
      document.body.append(held)
      const matches = vi.spyOn(document, 'querySelector').mockImplementation((selector) => (selector === ':active' ? held : null))
      const container = await serverThenHydrate(<Control />)
      expect(container.textContent).toBe('without script')
      matches.mockRestore()
      await act(async () => {
        await vi.advanceTimersByTimeAsync(60)
      })
      expect(container.textContent).toBe('with script')
    } finally {
      vi.useRealTimers()
    }
  })
})
