import { createRemixStub } from '@remix-run/testing'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { ContinueWatchingBlock } from '#schemas/index.ts'
import type { HistoryEntry } from '#app/player/types.ts'
import type { BlockEnv } from '../types.ts'
import { env } from '../test-utils/fixtures.ts'
import { ContinueWatching } from './ContinueWatching.tsx'
import { CONTINUE_WATCHING_DEFAULT_ITEMS, loadContinueWatching } from './continue-watching.server.ts'

const block: ContinueWatchingBlock = { type: 'continueWatching', id: 'cw' }
const entry = (id: string, position: number, duration = 100): HistoryEntry => ({
  id,
  title: `Film ${id}`,
  thumbnailUrl: `/media/artwork/${id}.svg`,
  duration,
  position,
  updatedAt: '2026-06-01T12:00:00Z',
})

function renderRow(items: HistoryEntry[], opts: { env?: BlockEnv; block?: ContinueWatchingBlock; at?: string } = {}) {
  const Row = () => (
    <>
      <p>page rendered</p>
      <ContinueWatching block={opts.block ?? block} data={{ items }} env={opts.env ?? env()} />
    </>
  )
  const Stub = createRemixStub([
    { path: '/home', Component: Row },
    { path: '/es/inicio', Component: Row },
  ])
  return render(<Stub initialEntries={[opts.at ?? '/home']} />)
}

describe('ContinueWatching', () => {
  it('shows a signed-in viewer each title with how far they got, linking to the video', async () => {
    renderRow([entry('a', 50), entry('b', 10)])
    const row = await screen.findByRole('region', { name: 'Continue watching' })
    const links = within(row).getAllByRole('link')
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual(['Resume Film a', 'Resume Film b'])
    expect(links[0]).toHaveAttribute('href', '/video/a')
    expect(within(row).getByRole('progressbar', { name: '50 % watched' })).toHaveAttribute('aria-valuenow', '50')
  })

  it('uses the editor’s title and keeps links in the page’s language', async () => {
    renderRow([entry('a', 50)], { block: { ...block, title: 'Pick up where you left off' }, at: '/es/inicio' })
    const row = await screen.findByRole('region', { name: 'Pick up where you left off' })
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/es/video/a')
  })

  it('shows nothing to guests or when there is nothing to continue', async () => {
    const { container, unmount } = renderRow([entry('a', 50)], { env: env({ viewer: { isGuest: true } }) })
    await screen.findByText('page rendered')
    expect(container.querySelector('[data-block="continueWatching"]')).toBeNull()
    unmount()
    const empty = renderRow([])
    await screen.findByText('page rendered')
    expect(empty.container.querySelector('[data-block="continueWatching"]')).toBeNull()
  })
})

describe('loadContinueWatching', () => {
  const ctx = (getContinueWatching: ReturnType<typeof vi.fn>) => ({
    platform: { getBucket: vi.fn(), getContent: vi.fn(), getPlugin: vi.fn(), getContinueWatching },
    searchParams: new URLSearchParams(),
    preview: false,
    ownOrigin: 'https://watch.example.test',
  })

  it('asks the platform for as many titles as the row shows', async () => {
    const get = vi.fn(async () => [entry('a', 50)])
    expect(await loadContinueWatching(block, ctx(get))).toEqual({ items: [entry('a', 50)] })
    expect(get).toHaveBeenCalledWith({ rpp: CONTINUE_WATCHING_DEFAULT_ITEMS })
    await loadContinueWatching({ ...block, maxItems: 4 }, ctx(get))
    expect(get).toHaveBeenLastCalledWith({ rpp: 4 })
  })

  it('gives a guest (no history) an empty row', async () => {
    expect(await loadContinueWatching(block, ctx(vi.fn(async () => null)))).toEqual({ items: [] })
  })
})
