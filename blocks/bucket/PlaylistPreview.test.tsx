import { answerResourceFetches } from '#tests/setup/resource-fetch.ts'
import { createRemixStub } from '@remix-run/testing'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BucketBlock } from '#schemas/index.ts'
import { card, env } from '../test-utils/fixtures.ts'
import { Bucket } from './Bucket.tsx'
import { closesPreview, NARROW_QUERY, type PlaylistPreviewPage } from './playlist-preview.ts'
import { PAGE_SIZES } from '#app/catalogue/paging.ts'

vi.mock('#app/utils/useHydrated.ts', () => ({ useHydrated: () => true }))

const block: BucketBlock = { type: 'bucket', id: 'lists', bucketId: 'playlists', rowTypeData: { title: 'Playlists', rowType: 'basic' } }

const videos = (from: number, n: number) => Array.from({ length: n }, (_, i) => card({ id: `v${from + i}`, title: `Video ${from + i}` }))

/** A playlist of 9 videos (two preview pages of 6). */
function previewPage(page: number): PlaylistPreviewPage {
  return {
    id: 'pl-comebacks',
    title: 'Comebacks',
    description: 'Turnarounds nobody saw coming.',
    videos: page === 1 ? videos(1, 6) : videos(7, 3),
    page,
    totalPages: 2,
    firstVideoId: 'v1',
    firstVideoTitle: 'Video 1',
  }
}

/** A controllable `(max-width: 767px)` media query. */
function fakeNarrowQuery() {
  const listeners = new Set<() => void>()
  const mql = {
    matches: false,
    media: NARROW_QUERY,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  }
  const real = window.matchMedia.bind(window)
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    query === NARROW_QUERY ? (mql as unknown as MediaQueryList) : real(query),
  )
  return {
    narrow() {
      mql.matches = true
      for (const fn of listeners) fn()
    },
  }
}

function renderRow(requested: string[] = []) {
  const items = [
    card({ id: 'v99', title: 'A film' }),
    card({ id: 'pl-comebacks', type: 'VOD_PLAYLIST', title: 'Comebacks' }),
    card({ id: 'pl-other', type: 'VOD_PLAYLIST', title: 'Other list' }),
  ]
  const data = {
    bucket: {
      bucketId: 'playlists',
      exid: 'playlists',
      name: 'Playlists',
      type: 'PLAYLIST',
      contentList: items,
      paging: { page: 1, lastSeen: null, moreDataAvailable: false, totalResults: 3 },
    },
    startedAt: null,
    previousCursor: null,
  }
  const Stub = createRemixStub([
    {
      path: '/',
      Component: () => (
        <>
          <p>Elsewhere on the page</p>
          <Bucket block={block} data={data} env={env()} />
        </>
      ),
    },
  ])
  answerResourceFetches('/resources/playlist/', (url) => {
    requested.push(url.pathname + url.search)
    return previewPage(Number(url.searchParams.get('p') ?? 1))
  })
  return render(<Stub initialEntries={['/']} />)
}

describe('expanded playlist preview', () => {
  let media: ReturnType<typeof fakeNarrowQuery>
  beforeEach(() => {
    media = fakeNarrowQuery()
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('is offered on playlist cards only, and opens with Play, View all and the first page of videos', async () => {
    const requested: string[] = []
    renderRow(requested)
    await screen.findByRole('region', { name: 'Playlists' })
    expect(screen.queryByRole('button', { name: 'Preview A film' })).not.toBeInTheDocument()
    const toggle = screen.getByRole('button', { name: 'Preview Comebacks' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')

    await userEvent.click(toggle)
    const panel = await screen.findByRole('region', { name: 'Comebacks preview' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(toggle).toHaveAttribute('aria-controls', panel.id)
    const list = await within(panel).findByRole('list', { name: 'Videos in Comebacks' })
    expect(within(list).getAllByRole('link')).toHaveLength(PAGE_SIZES.playlistPreview)
    expect(within(panel).getByRole('link', { name: 'Play' })).toHaveAttribute('href', '/video/v1/video-1?playlistId=pl-comebacks')
    expect(within(panel).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/playlist/pl-comebacks/comebacks')
    expect(within(list).getByRole('link', { name: 'Video 2' })).toHaveAttribute('href', '/video/v2/video-2?playlistId=pl-comebacks')
    expect(requested).toEqual(['/resources/playlist/pl-comebacks?p=1'])
  })

  it('pages with arrows when the playlist holds more than a page; Play stays on the first video', async () => {
    const requested: string[] = []
    renderRow(requested)
    await userEvent.click(await screen.findByRole('button', { name: 'Preview Comebacks' }))
    const panel = await screen.findByRole('region', { name: 'Comebacks preview' })
    await within(panel).findByText('Page 1 of 2')
    expect(within(panel).getByRole('button', { name: 'Previous videos' })).toBeDisabled()
    await userEvent.click(within(panel).getByRole('button', { name: 'Next videos' }))
    await within(panel).findByText('Page 2 of 2')
    expect(within(panel).getAllByRole('link', { name: /^Video/ })).toHaveLength(3)
    expect(within(panel).getByRole('button', { name: 'Next videos' })).toBeDisabled()
    expect(within(panel).getByRole('link', { name: 'Play' })).toHaveAttribute('href', '/video/v1/video-1?playlistId=pl-comebacks')
    expect(requested).toEqual(['/resources/playlist/pl-comebacks?p=1', '/resources/playlist/pl-comebacks?p=2'])
  })

  it('closes on a press outside the panel and its card, but not on a press inside them', async () => {
    renderRow()
    await userEvent.click(await screen.findByRole('button', { name: 'Preview Comebacks' }))
    const panel = await screen.findByRole('region', { name: 'Comebacks preview' })
    fireEvent.pointerDown(within(panel).getByRole('heading'))
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Comebacks' }))
    expect(screen.getByRole('region', { name: 'Comebacks preview' })).toBeInTheDocument()
    fireEvent.pointerDown(screen.getByText('Elsewhere on the page'))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Comebacks preview' })).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Preview Comebacks' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes when the window becomes narrow', async () => {
    renderRow()
    await userEvent.click(await screen.findByRole('button', { name: 'Preview Comebacks' }))
    await screen.findByRole('region', { name: 'Comebacks preview' })
    act(() => media.narrow())
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Comebacks preview' })).not.toBeInTheDocument())
  })

  it('closes with its close button or Escape, giving focus back to the card toggle; another card swaps it', async () => {
    renderRow()
    // the toggle is looked up each time: a native button until react-aria's takes its place
    const toggle = () => screen.getByRole('button', { name: 'Preview Comebacks' })
    await userEvent.click(await screen.findByRole('button', { name: 'Preview Comebacks' }))
    let panel = await screen.findByRole('region', { name: 'Comebacks preview' })
    await userEvent.click(within(panel).getByRole('button', { name: 'Close preview' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Comebacks preview' })).not.toBeInTheDocument())
    expect(toggle()).toHaveFocus()

    await userEvent.keyboard('{Enter}')
    panel = await screen.findByRole('region', { name: 'Comebacks preview' })
    within(panel).getByRole('button', { name: 'Close preview' }).focus()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Comebacks preview' })).not.toBeInTheDocument())
    expect(toggle()).toHaveFocus()

    await userEvent.click(toggle())
    await screen.findByRole('region', { name: 'Comebacks preview' })
    await userEvent.click(screen.getByRole('button', { name: 'Preview Other list' }))
    await screen.findByRole('region', { name: 'Other list preview' })
    expect(screen.queryByRole('region', { name: 'Comebacks preview' })).not.toBeInTheDocument()
  })

  it('closesPreview: only presses outside both the panel and the card close it', () => {
    const panel = document.createElement('section')
    const cardEl = document.createElement('li')
    const inPanel = panel.appendChild(document.createElement('button'))
    const inCard = cardEl.appendChild(document.createElement('a'))
    const outside = document.createElement('p')
    expect(closesPreview(inPanel, panel, cardEl)).toBe(false)
    expect(closesPreview(inCard, panel, cardEl)).toBe(false)
    expect(closesPreview(outside, panel, cardEl)).toBe(true)
    expect(closesPreview(null, panel, cardEl)).toBe(false)
  })
})
