import { createRemixStub } from '@remix-run/testing'
import { render, screen, waitFor } from '@testing-library/react'
import { createContext, useContext } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { BucketBlock, HeroBlock } from '#schemas/index.ts'
import { RenderBlocks } from './RenderBlocks.tsx'
import { heroDefinition } from './registry.ts'
import type { BlockEnv, BlockResult, RenderableBlock } from './types.ts'
import { bucketPage, env } from './test-utils/fixtures.ts'
import { allowConsole } from '#tests/setup/console.ts'

const hero: HeroBlock = { type: 'hero', id: 'top-hero', title: 'Opening Night', background: { imageUrl: '/img/h.jpg' } }
const row: BucketBlock = { type: 'bucket', id: 'picks', bucketId: 'top-picks', rowTypeData: { title: 'Top picks', rowType: 'basic' } }
const rowData = { bucket: bucketPage(['c1', 'c2']), startedAt: null, previousCursor: null }

const readyHero: RenderableBlock = { key: 'top-hero', type: 'hero', status: 'ready', block: hero, data: { content: null } }
const readyRow: RenderableBlock = { key: 'picks', type: 'bucket', status: 'ready', block: row, data: rowData }
const invalid: RenderableBlock = {
  key: 'bucket:bad-row',
  type: 'bucket',
  status: 'invalid',
  block: { type: 'bucket', id: 'bad-row' },
  errors: [
    { pointer: '/bucketId', message: "must have required property 'bucketId'" },
    { pointer: '/rowTypeData/rowType', message: 'must be equal to one of the allowed values' },
  ],
}

function renderPage(blocks: RenderableBlock[], pageEnv: Omit<BlockEnv, 'index'> = env()) {
  const Stub = createRemixStub([{ path: '/', Component: () => <RenderBlocks blocks={blocks} env={pageEnv} /> }])
  return render(<Stub />)
}

const deferred = (block: BucketBlock, data: Promise<BlockResult>): RenderableBlock => ({
  key: block.id,
  type: 'bucket',
  status: 'deferred',
  block,
  data,
})

describe('RenderBlocks', () => {
  it('renders ready blocks in order', async () => {
    renderPage([readyHero, readyRow])
    const regions = await screen.findAllByRole('region')
    expect(regions.map((r) => r.getAttribute('data-block'))).toEqual(['hero', 'bucket'])
    expect(screen.getByRole('heading', { name: 'Opening Night' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Title c1' })).toBeInTheDocument()
  })

  it('leaves an invalid block out of a live page', async () => {
    renderPage([readyHero, invalid, readyRow])
    expect(await screen.findByRole('region', { name: 'Top picks' })).toBeInTheDocument()
    expect(screen.queryByText(/can't be shown/)).not.toBeInTheDocument()
    expect(screen.queryByText(/must have required property/)).not.toBeInTheDocument()
    expect(screen.queryByText("This row couldn't be loaded right now.")).not.toBeInTheDocument()
  })

  it('shows an invalid block as an error panel with its pointers in preview', async () => {
    renderPage([readyHero, invalid, readyRow], env({ preview: true }))
    const panel = await screen.findByRole('region', { name: "Block bad-row (bucket) can't be shown" })
    const lines = Array.from(panel.querySelectorAll('li')).map((li) => li.textContent)
    expect(lines).toEqual([
      "/bucketId: must have required property 'bucketId'",
      '/rowTypeData/rowType: must be equal to one of the allowed values',
    ])
    expect(screen.getByRole('region', { name: 'Top picks' })).toBeInTheDocument()
  })

  it('names an invalid block without an id by its page key', async () => {
    renderPage([{ ...invalid, key: 'block-4', block: { type: 'bucket' } }], env({ preview: true }))
    expect(await screen.findByRole('region', { name: "Block block-4 (bucket) can't be shown" })).toBeInTheDocument()
  })

  it('shows a quiet notice for a failed block on live pages and the message in preview', async () => {
    const failed: RenderableBlock = { key: 'picks', type: 'bucket', status: 'failed', block: row, message: 'platform answered 503' }
    const live = renderPage([failed])
    expect(await screen.findByText("This row couldn't be loaded right now.")).toBeInTheDocument()
    expect(screen.queryByText(/503/)).not.toBeInTheDocument()
    live.unmount()
    renderPage([failed], env({ preview: true }))
    expect(await screen.findByRole('region', { name: "Block picks (bucket) can't be shown" })).toHaveTextContent('platform answered 503')
  })

  it('shows a skeleton while a deferred row streams, then the row', async () => {
    let resolve!: (r: BlockResult) => void
    const data = new Promise<BlockResult>((r) => (resolve = r))
    renderPage([readyHero, deferred(row, data)])
    const skeleton = await screen.findByRole('region', { name: 'Top picks', busy: true })
    expect(skeleton).toHaveAttribute('data-skeleton', 'bucket')
    resolve({ ok: true, data: rowData })
    expect(await screen.findByRole('link', { name: 'Title c2' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { busy: true })).not.toBeInTheDocument()
  })

  it('handles deferred rows that fail: notice, nothing when not found, error panel in preview', async () => {
    const failing = { ...row, id: 'failing' }
    const missing = { ...row, id: 'missing' }
    const rejected = { ...row, id: 'rejected' }
    const rejection = Promise.reject(new Error('socket hang up'))
    rejection.catch(() => {})
    const blocks = [
      readyHero,
      deferred(failing, Promise.resolve({ ok: false, message: 'bucket timed out' })),
      deferred(missing, Promise.resolve({ ok: false, message: 'Bucket gone was not found', notFound: true })),
      deferred(rejected, rejection),
    ]
    const live = renderPage(blocks)
    await waitFor(() => expect(screen.getAllByText("This row couldn't be loaded right now.")).toHaveLength(2))
    expect(screen.queryByText(/timed out|not found|socket/)).not.toBeInTheDocument()
    live.unmount()

    renderPage(blocks, env({ preview: true }))
    expect(await screen.findByRole('region', { name: "Block failing (bucket) can't be shown" })).toHaveTextContent('bucket timed out')
    expect(await screen.findByRole('region', { name: "Block missing (bucket) can't be shown" })).toHaveTextContent('was not found')
    expect(await screen.findByRole('region', { name: "Block rejected (bucket) can't be shown" })).toBeInTheDocument()
  })

  it('keeps a crashing block from breaking its neighbours', async () => {
    allowConsole('error', /Cannot read properties of undefined|The above error occurred|Block broken \(bucket\) failed to render/)
    const broken: RenderableBlock = { key: 'broken', type: 'bucket', status: 'ready', block: { ...row, id: 'broken' }, data: {} }
    const live = renderPage([readyHero, broken, readyRow])
    expect(await screen.findByText("This row couldn't be loaded right now.")).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Opening Night' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Top picks' })).toBeInTheDocument()
    live.unmount()

    renderPage([readyHero, broken, readyRow], env({ preview: true }))
    expect(await screen.findByRole('region', { name: "Block broken (bucket) can't be shown" })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Top picks' })).toBeInTheDocument()
  })

  it('keys blocks by their CMS id, so reordering keeps each block', async () => {
    const other: RenderableBlock = {
      ...readyRow,
      key: 'more',
      block: { ...row, id: 'more', rowTypeData: { title: 'More', rowType: 'basic' } },
    }
    const Order = createContext<RenderableBlock[]>([])
    const Stub = createRemixStub([{ path: '/', Component: () => <RenderBlocks blocks={useContext(Order)} env={env()} /> }])
    const { rerender } = render(
      <Order.Provider value={[readyRow, other]}>
        <Stub />
      </Order.Provider>,
    )
    const first = await screen.findByRole('region', { name: 'Top picks' })
    rerender(
      <Order.Provider value={[other, readyRow]}>
        <Stub />
      </Order.Provider>,
    )
    await waitFor(() => expect(screen.getAllByRole('region')[0]).toHaveAccessibleName('More'))
    expect(screen.getByRole('region', { name: 'Top picks' })).toBe(first)
  })

  it('leaves its blocks alone when the page re-renders with the same settings, viewer and locale', async () => {
    // A re-render of the page (the router's update when the routes of the page's links arrive)
    // must not reach a block whose data did not change: right after hydration React would
    // otherwise build the block again in the browser (RenderBlocks.tsx, BlockSlot).
    const heroRenders = vi.spyOn(heroDefinition, 'Component')
    try {
      const blocks = [readyHero, readyRow]
      const base = env()
      const Tick = createContext({ locale: base.locale })
      const Page = () => {
        const { locale } = useContext(Tick)
        // a fresh env object on every render, with the same values
        return <RenderBlocks blocks={blocks} env={{ ...base, viewer: { ...base.viewer }, locale }} />
      }
      const Stub = createRemixStub([{ path: '/', Component: Page }])
      const { rerender } = render(
        <Tick.Provider value={{ locale: base.locale }}>
          <Stub />
        </Tick.Provider>,
      )
      await screen.findByRole('heading', { name: 'Opening Night' })
      const first = heroRenders.mock.calls.length
      expect(first).toBeGreaterThan(0)

      rerender(
        <Tick.Provider value={{ locale: base.locale }}>
          <Stub />
        </Tick.Provider>,
      )
      expect(screen.getByRole('heading', { name: 'Opening Night' })).toBeInTheDocument()
      expect(heroRenders.mock.calls.length).toBe(first)

      // a change the blocks depend on still reaches them
      rerender(
        <Tick.Provider value={{ locale: 'es' }}>
          <Stub />
        </Tick.Provider>,
      )
      await waitFor(() => expect(heroRenders.mock.calls.length).toBeGreaterThan(first))
      expect(heroRenders.mock.calls.at(-1)?.[0].env).toMatchObject({ locale: 'es', index: 0 })
    } finally {
      heroRenders.mockRestore()
    }
  })
})
