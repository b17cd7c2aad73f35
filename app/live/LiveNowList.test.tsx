// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { renderWithRouter, setUpRouterComponentTests } from '#tests/setup/router-component.tsx'
import { Link } from '@remix-run/react'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ContentCard } from '#app/platform/types.ts'
import { LIVE_ANNOUNCED_EVENT } from '#app/live/live-list.ts'
import { LiveNowList } from './LiveNowList.tsx'

setUpRouterComponentTests()
afterEach(() => {
  vi.restoreAllMocks()
})

const event = (n: number) =>
  ({
    id: `ev-${n}`,
    type: 'LIVE',
    title: `Event ${n}`,
    thumbnailUrl: `/img/${n}.svg`,
    endDate: null,
    displayLiveBadge: true,
    accessLevel: 'GRANTED',
  }) as ContentCard

/** The platform's live events, 23 of them, answered by the resource route 10 a page. */
function mockLiveNow(total = 23) {
  const pages: number[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://app')
    const p = Number(url.searchParams.get('p'))
    pages.push(p)
    const events = Array.from({ length: Math.max(0, Math.min(10, total - (p - 1) * 10)) }, (_, i) => event((p - 1) * 10 + i + 1))
    return Response.json({ events, paging: { page: p, lastSeen: null, moreDataAvailable: p * 10 < total, totalResults: total } })
  })
  return pages
}

/** The sidebar stand-in: a scrolling panel that mounts the list while open. */
function Sidebar({ viewerKey }: { viewerKey: string }) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <button onClick={() => setOpen((o) => !o)}>toggle</button>
      <Link to="/other">elsewhere</Link>
      {open ? (
        <div data-testid="panel" style={{ overflowY: 'auto', height: '200px' }}>
          <LiveNowList viewerKey={viewerKey} />
        </div>
      ) : null}
    </>
  )
}

function renderSidebar(viewerKey: string) {
  // One layout for both pages: the panel stays mounted across the navigation, as the app's does.
  const routes: Parameters<typeof renderWithRouter>[0] = [
    {
      path: '/',
      Component: () => <Sidebar viewerKey={viewerKey} />,
      children: [
        { index: true, Component: () => null },
        { path: 'other', Component: () => null },
      ],
    },
  ]
  return renderWithRouter(routes, '/')
}

describe('live-now sidebar list', () => {
  it('loads 10 when first opened, appends the next page on "Load more" until there is no more', async () => {
    const pages = mockLiveNow(23)
    renderSidebar('viewer-a')
    const list = await screen.findByRole('list', { name: 'Live now' })
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(10))
    expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', '/live/ev-1/event-1')
    await userEvent.click(screen.getByRole('button', { name: 'Load more live events' }))
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(20))
    expect(screen.getByRole('status')).toHaveTextContent('10 more live events listed')
    await userEvent.click(screen.getByRole('button', { name: 'Load more live events' }))
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(23))
    expect(screen.queryByRole('button', { name: 'Load more live events' })).not.toBeInTheDocument()
    expect(pages).toEqual([1, 2, 3])
  })

  it('keeps what it loaded when closed and reopened (no new load), and reloads when an event goes live', async () => {
    const pages = mockLiveNow(5)
    renderSidebar('viewer-b')
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Event/ })).toHaveLength(5))
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }))
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }))
    expect(screen.getAllByRole('link', { name: /Event/ })).toHaveLength(5)
    expect(pages).toEqual([1])
    act(() => void window.dispatchEvent(new CustomEvent(LIVE_ANNOUNCED_EVENT)))
    await waitFor(() => expect(pages).toEqual([1, 1]))
  })

  it('scrolls back to the top after the location changed, and keeps its place otherwise', async () => {
    mockLiveNow(5)
    renderSidebar('viewer-c')
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Event/ })).toHaveLength(5))
    const panel = () => screen.getByTestId('panel')
    panel().scrollTop = 120
    panel().dispatchEvent(new Event('scroll'))
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }))
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }))
    await waitFor(() => expect(panel().scrollTop).toBe(120))

    const sameElement = panel()
    sameElement.scrollTop = 150
    await userEvent.click(screen.getByRole('link', { name: 'elsewhere' }))
    await waitFor(() => expect(panel().scrollTop).toBe(0))
    expect(panel()).toBe(sameElement)
  })

  it('a failed load shows the failed state with a retry, and another viewer starts from empty', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('{}', { status: 503 }))
    renderSidebar('viewer-d')
    expect(await screen.findByText("Live events couldn't be loaded.")).toBeInTheDocument()
    const pages = mockLiveNow(2)
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Event/ })).toHaveLength(2))
    expect(pages).toEqual([1])
  })
})
