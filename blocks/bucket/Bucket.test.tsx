import { createRemixStub } from '@remix-run/testing'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetFavouriteChanges } from '#app/favourites/favourite-state.ts'
import type { BucketBlock } from '#schemas/index.ts'
import type { BlockData, BlockEnv } from '../types.ts'
import { bucketPage, card, env } from '../test-utils/fixtures.ts'
import { answerResourceFetches } from '#tests/setup/resource-fetch.ts'
import { Bucket, BucketSkeleton } from './Bucket.tsx'
import { Card, cardScale } from './Card.tsx'
import { loadBucket } from './bucket.server.ts'
import { trackWrap, trackWrapDeferred } from './bucket.css.ts'

const labels = {
  live: 'Live',
  subscriptionRequired: 'Subscription required',
  signInToWatch: 'Sign in to watch',
  geoblocked: 'Not available in your region',
}

const hydration = vi.hoisted(() => ({ hydrated: true }))
vi.mock('#app/utils/useHydrated.ts', () => ({ useHydrated: () => hydration.hydrated }))

const block: BucketBlock = {
  type: 'bucket',
  id: 'picks',
  bucketId: 'top-picks',
  rowTypeData: { title: 'Top picks', rowType: 'basic' },
}

const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `c${from + i}`)

function renderRow(
  opts: { block?: BucketBlock; data?: BlockData<'bucket'>; env?: BlockEnv; url?: string; resource?: (url: URL) => unknown } = {},
) {
  const data = opts.data ?? {
    bucket: bucketPage(ids(1, 10), { moreDataAvailable: true, lastSeen: 'c10' }),
    startedAt: null,
    previousCursor: null,
  }
  const resource = opts.resource
  if (resource) answerResourceFetches('/resources/bucket/', resource)
  const Stub = createRemixStub([
    { path: '/', Component: () => <Bucket block={opts.block ?? block} data={data} env={opts.env ?? env()} /> },
    { path: '/home', Component: () => <Bucket block={opts.block ?? block} data={data} env={opts.env ?? env()} /> },
  ])
  return render(<Stub initialEntries={[opts.url ?? '/']} />)
}

describe('Bucket row', () => {
  it('is a labelled region with a heading and one link per card named by its title', async () => {
    renderRow()
    const region = await screen.findByRole('region', { name: 'Top picks' })
    expect(within(region).getByRole('heading', { level: 2, name: 'Top picks' })).toBeInTheDocument()
    const list = within(region).getByRole('list')
    const links = within(list).getAllByRole('link')
    expect(links).toHaveLength(10)
    expect(links[0]).toHaveAccessibleName('Title c1')
    expect(links[0]).toHaveAttribute('href', '/video/c1/title-c1')
    expect(within(list).getAllByRole('listitem')).toHaveLength(10)
  })

  describe('favourites toggle on cards', () => {
    afterEach(() => forgetFavouriteChanges())
    const flagged = () => {
      const page = bucketPage(['c1', 'c2', 'c3'])
      page.contentList = [card({ id: 'c1', favourite: false }), card({ id: 'c2', favourite: true }), card({ id: 'c3', type: 'LIVE' })]
      return { bucket: page, startedAt: null, previousCursor: null }
    }

    it('gives a signed-in viewer’s videos a toggle named with the title and what pressing does, posting the plain form', async () => {
      renderRow({ data: flagged(), url: '/home?row.x=1' })
      const region = await screen.findByRole('region', { name: 'Top picks' })
      const add = within(region).getByRole('button', { name: 'Add Title c1 to favourites' })
      const remove = within(region).getByRole('button', { name: 'Remove Title c2 from favourites' })
      expect(remove).toHaveAttribute('data-favourite', 'true')
      // a live event is no favourite
      expect(within(region).queryByRole('button', { name: /Title c3/ })).toBeNull()
      const form = add.closest('form')!
      expect(form).toHaveAttribute('method', 'post')
      expect(form.getAttribute('action')).toBe('/favourites')
      expect(Object.fromEntries(new FormData(form))).toMatchObject({ intent: 'add', contentId: 'c1', redirectTo: '/home?row.x=1' })
      expect(Object.fromEntries(new FormData(remove.closest('form')!))).toMatchObject({ intent: 'remove', contentId: 'c2' })
    })

    it('is reached and pressed with the keyboard, and its name switches to the other action', async () => {
      const posted: string[] = []
      const data = flagged()
      const Stub = createRemixStub([
        { path: '/', Component: () => <Bucket block={block} data={data} env={env()} /> },
        {
          path: '/favourites',
          action: async ({ request }) => {
            const form = await request.formData()
            posted.push(`${form.get('intent')} ${form.get('contentId')}`)
            return { ok: true, contentId: String(form.get('contentId')), favourite: form.get('intent') === 'add' }
          },
        },
      ])
      render(<Stub initialEntries={['/']} />)
      const user = userEvent.setup()
      const add = await screen.findByRole('button', { name: 'Add Title c1 to favourites' })
      add.focus()
      await user.keyboard('{Enter}')
      await waitFor(() => expect(posted).toEqual(['add c1']))
      expect(await screen.findByRole('button', { name: 'Remove Title c1 from favourites' })).toHaveAttribute('data-favourite', 'true')
      await user.keyboard(' ')
      await waitFor(() => expect(posted).toEqual(['add c1', 'remove c1']))
      expect(await screen.findByRole('button', { name: 'Add Title c1 to favourites' })).toHaveAttribute('data-favourite', 'false')
    })

    it('shows the new flag on every card of the title, in other rows too', async () => {
      const other: BucketBlock = { ...block, id: 'more', rowTypeData: { title: 'More picks', rowType: 'basic' } }
      const Stub = createRemixStub([
        {
          path: '/',
          Component: () => (
            <>
              <Bucket block={block} data={flagged()} env={env()} />
              <Bucket block={other} data={flagged()} env={env()} />
            </>
          ),
        },
        { path: '/favourites', action: async () => ({ ok: true, contentId: 'c2', favourite: false }) },
      ])
      render(<Stub initialEntries={['/']} />)
      const first = await screen.findByRole('region', { name: 'Top picks' })
      const second = await screen.findByRole('region', { name: 'More picks' })
      await userEvent.setup().click(within(first).getByRole('button', { name: 'Remove Title c2 from favourites' }))
      expect(await within(second).findByRole('button', { name: 'Add Title c2 to favourites' })).toHaveAttribute('data-favourite', 'false')
      expect(within(first).getByRole('button', { name: 'Add Title c2 to favourites' })).toBeInTheDocument()
    })

    it('leaves guests’ cards without a toggle (their rows are the same for every guest)', async () => {
      renderRow({ data: flagged(), env: env({ viewer: { isGuest: true } }) })
      const region = await screen.findByRole('region', { name: 'Top picks' })
      expect(within(region).queryByRole('button', { name: /favourites/ })).toBeNull()
      expect(region.querySelector('form')).toBeNull()
    })
  })

  describe('without JavaScript', () => {
    it('pages forward with a real link carrying the cursor and where this page started', async () => {
      hydration.hydrated = false
      try {
        renderRow({ url: '/home?row.other=x9' })
        const next = await screen.findByRole('link', { name: 'Next' })
        const href = new URL(next.getAttribute('href')!, 'http://x')
        expect(href.pathname).toBe('/home')
        expect(href.searchParams.get('row.picks')).toBe('c10')
        expect(href.searchParams.get('prev.picks')).toBe('')
        expect(href.searchParams.get('row.other')).toBe('x9')
        expect(href.hash).toBe('#row-picks')
        // The first page has nowhere to go back to.
        expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument()
        expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument()
      } finally {
        hydration.hydrated = true
      }
    })

    it('goes back one page with a "previous" link', async () => {
      hydration.hydrated = false
      try {
        renderRow({
          url: '/home?row.picks=c20&prev.picks=c10',
          data: { bucket: bucketPage(ids(21, 30), { moreDataAvailable: true, lastSeen: 'c30' }), startedAt: 'c20', previousCursor: 'c10' },
        })
        const previous = await screen.findByRole('link', { name: 'Previous' })
        const href = new URL(previous.getAttribute('href')!, 'http://x')
        expect(href.searchParams.get('row.picks')).toBe('c10')
        expect(href.searchParams.has('prev.picks')).toBe(false)
        const next = new URL(screen.getByRole('link', { name: 'Next' }).getAttribute('href')!, 'http://x')
        expect(next.searchParams.get('row.picks')).toBe('c30')
        expect(next.searchParams.get('prev.picks')).toBe('c20')
      } finally {
        hydration.hydrated = true
      }
    })

    it('offers no "next" link on the last page', async () => {
      hydration.hydrated = false
      try {
        renderRow({ data: { bucket: bucketPage(ids(1, 4)), startedAt: null, previousCursor: null } })
        await screen.findByRole('region', { name: 'Top picks' })
        expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument()
      } finally {
        hydration.hydrated = true
      }
    })
  })

  describe('with JavaScript', () => {
    /**
     * ResizeObservers as a browser runs them: each reports the elements it observes after the
     * browser's next layout, which a test sets off with `layOut()`. (happy-dom's never reports.)
     */
    const observers = new Set<{ report: () => void }>()
    beforeEach(() => {
      vi.stubGlobal(
        'ResizeObserver',
        class {
          #targets: Element[] = []
          constructor(private readonly callback: ResizeObserverCallback) {}
          observe(target: Element) {
            this.#targets.push(target)
            observers.add(this)
          }
          unobserve() {}
          disconnect() {
            observers.delete(this)
          }
          report() {
            this.callback(
              this.#targets.map((target) => ({ target }) as ResizeObserverEntry),
              this as unknown as ResizeObserver,
            )
          }
        },
      )
    })
    afterEach(() => {
      observers.clear()
      vi.unstubAllGlobals()
    })
    const layOut = () => act(() => [...observers].forEach((observer) => observer.report()))

    it('measures the track once the browser has laid it out, not in the effect, and enables "previous" when scrolled', async () => {
      // every list's geometry, from before the row renders: a track scrolled some way
      const read = vi.fn()
      const geometry = { scrollWidth: 2000, clientWidth: 500, scrollLeft: 600 }
      for (const [name, value] of Object.entries(geometry))
        Object.defineProperty(HTMLUListElement.prototype, name, {
          configurable: true,
          get: () => {
            read(name)
            return value
          },
        })
      try {
        renderRow()
        const previous = await screen.findByRole('button', { name: 'Previous' })
        // hydrated and its effects run: reading the track then would force a layout of the page
        expect(read).not.toHaveBeenCalled()
        expect(previous).toBeDisabled()
        layOut()
        expect(read).toHaveBeenCalledWith('scrollWidth')
        expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled()
        expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled()
      } finally {
        for (const name of Object.keys(geometry)) delete (HTMLUListElement.prototype as unknown as Record<string, unknown>)[name]
      }
    })

    it('appends the next page from the resource route and disables "next" once everything is loaded', async () => {
      const requested: string[] = []
      renderRow({
        resource: (url) => {
          requested.push(url.pathname + url.search)
          return bucketPage(ids(11, 14), { moreDataAvailable: false, lastSeen: 'c14', page: 2 })
        },
      })
      const next = await screen.findByRole('button', { name: 'Next' })
      expect(next).toBeEnabled()
      expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
      await userEvent.click(next)
      await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(14))
      expect(requested).toEqual(['/resources/bucket/top-picks?lastSeen=c10&rpp=10&rowType=basic'])
      expect(screen.getByRole('link', { name: 'Title c14' })).toBeInTheDocument()
      expect(screen.getByRole('status')).toHaveTextContent('4 more titles loaded')
      // the longer track is measured after its next layout: it is at its end (happy-dom lays out nothing)
      layOut()
      await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled())
    })

    it('says so when the next page fails, and keeps the cards it has', async () => {
      renderRow({ resource: () => ({ error: 'platform unavailable' }) })
      await userEvent.click(await screen.findByRole('button', { name: 'Next' }))
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent("More titles couldn't be loaded. Try again."))
      expect(screen.getAllByRole('listitem')).toHaveLength(10)
      expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled()
    })
  })

  it('shows a LIVE badge and tells guests what access needs', async () => {
    const bucket = bucketPage([])
    bucket.contentList = [
      card({ id: 'l1', type: 'LIVE', title: 'Main Event', displayLiveBadge: true }),
      card({ id: 's1', title: 'Members Only', accessLevel: 'GRANTED_ON_SIGN_IN' }),
      card({ id: 'd1', title: 'Premium Fight', accessLevel: 'DENIED' }),
    ]
    renderRow({ data: { bucket, startedAt: null, previousCursor: null }, env: env({ viewer: { isGuest: true } }) })
    const live = await screen.findByRole('link', { name: 'Main Event' })
    expect(live).toHaveAttribute('href', '/live/l1/main-event')
    expect(within(live).getByText('LIVE')).toBeInTheDocument()
    expect(live).toHaveAccessibleDescription(expect.stringContaining('LIVE'))
    expect(screen.getByRole('link', { name: 'Members Only' })).toHaveAccessibleDescription(expect.stringContaining('Sign in to watch'))
    const denied = screen.getByRole('link', { name: 'Premium Fight' })
    expect(within(denied).getByText('Subscription required')).toBeInTheDocument()
    expect(denied.querySelector('[data-icon="lock"]')).not.toBeNull()
  })

  it('keeps a title without artwork as a named card with an empty image box, not a broken image', async () => {
    const bucket = bucketPage([])
    bucket.contentList = [card({ id: 'n1', title: 'No Artwork Yet', thumbnailUrl: null, posterUrl: null })]
    renderRow({ data: { bucket, startedAt: null, previousCursor: null } })
    const link = await screen.findByRole('link', { name: 'No Artwork Yet' })
    expect(link.querySelector('img')).toBeNull()
    expect(link.firstElementChild?.tagName).toBe('DIV')
  })

  it('does not ask signed-in viewers to sign in', async () => {
    const bucket = bucketPage([])
    bucket.contentList = [card({ id: 's1', title: 'Members Only', accessLevel: 'GRANTED_ON_SIGN_IN' })]
    renderRow({ data: { bucket, startedAt: null, previousCursor: null }, env: env({ viewer: { isGuest: false } }) })
    await screen.findByRole('link', { name: 'Members Only' })
    expect(screen.queryByText('Sign in to watch')).not.toBeInTheDocument()
  })

  it('keeps the title as the card name when metadata is hidden, and shows posters when asked', async () => {
    renderRow({ block: { ...block, rowTypeData: { rowType: 'basic', title: 'Posters', hideMetadata: true, displayPosters: true } } })
    const link = await screen.findByRole('link', { name: 'Title c1' })
    // No visible metadata: the title is there for screen readers only (visually hidden text).
    expect(link.querySelector('p')).toBeNull()
    expect(within(link).getByText('Title c1').tagName).toBe('SPAN')
    expect(link.querySelector('img')).toHaveAttribute('src', '/img/c1-2x3.jpg')
    expect(link.querySelector('img')).toHaveAttribute('alt', '')
  })

  it('puts year, duration and rating on a line of their own in stacked mode', async () => {
    renderRow({ block: { ...block, rowTypeData: { rowType: 'basic', title: 'Stacked', metadataDisplayMode: 'stacked' } } })
    const link = await screen.findByRole('link', { name: 'Title c1' })
    expect(within(link).getByText('2024').tagName).toBe('SPAN')
    expect(within(link).getByText('1h 30m')).toBeInTheDocument()
    expect(within(link).getByText('PG-13')).toBeInTheDocument()
    expect(within(link).queryByText('2024 · 1h 30m · PG-13')).not.toBeInTheDocument()
  })

  it('shows the regular meta line and the row calls to action', async () => {
    renderRow({
      block: {
        ...block,
        rowTypeData: {
          rowType: 'featured',
          title: 'Featured',
          description: 'Hand-picked',
          primaryCta: { ctaText: 'View all', link: '/section/picks' },
        },
      },
    })
    const link = await screen.findByRole('link', { name: 'Title c1' })
    expect(within(link).getByText('2024 · 1h 30m · PG-13')).toBeInTheDocument()
    expect(within(link).getByText('About c1')).toBeInTheDocument()
    expect(screen.getByText('Hand-picked')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/section/picks')
  })

  it('loads images at once in the first two rows; below them, lazily, and the cards are laid out only near the viewport', async () => {
    const first = renderRow({ env: env({ index: 1 }) })
    const firstList = await screen.findByRole('list')
    expect((await screen.findByRole('link', { name: 'Title c1' })).querySelector('img')).toHaveAttribute('loading', 'eager')
    expect(firstList.parentElement).toHaveClass(trackWrap)
    expect(firstList.parentElement).not.toHaveClass(trackWrapDeferred)
    first.unmount()
    renderRow({ env: env({ index: 2 }) })
    const img = (await screen.findByRole('link', { name: 'Title c1' })).querySelector('img')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).toHaveAttribute('decoding', 'async')
    expect(img).toHaveAttribute('width', '320')
    expect(img).toHaveAttribute('height', '180')
    expect(screen.getByRole('list').parentElement).toHaveClass(trackWrapDeferred)
  })

  it("offers the platform's artwork as WebP widths sized to the card's shape, and any other image as it is", async () => {
    const page = bucketPage([])
    page.contentList = [
      card({ id: 'own', thumbnailUrl: '/media/artwork/own-thumb.svg', posterUrl: '/media/artwork/own-poster.svg' }),
      card({ id: 'elsewhere', thumbnailUrl: 'https://images.example.com/elsewhere.jpg' }),
    ]
    const data = { bucket: page, startedAt: null, previousCursor: null }
    const imageOf = async (name: string) => (await screen.findByRole('link', { name })).querySelector('img')!
    const shown = renderRow({ data })
    const own = await imageOf('Title own')
    expect(own).toHaveAttribute('src', '/media/artwork/own-thumb.svg')
    expect(own).toHaveAttribute('srcset', '/media/artwork/own-thumb.w320.webp 320w, /media/artwork/own-thumb.w640.webp 640w')
    expect(own).toHaveAttribute('sizes', '(min-width: 1024px) 23vw, (min-width: 768px) 31vw, 46vw')
    const elsewhere = await imageOf('Title elsewhere')
    expect(elsewhere).toHaveAttribute('src', 'https://images.example.com/elsewhere.jpg')
    expect(elsewhere).not.toHaveAttribute('srcset')
    shown.unmount()
    // a featured row's cards are wider, a poster row's narrower
    const featured = renderRow({ data, block: { ...block, rowTypeData: { title: 'Top picks', rowType: 'featured' } } })
    expect(await imageOf('Title own')).toHaveAttribute('srcset', expect.stringMatching(/\.w480\.webp 480w, .*\.w960\.webp 960w$/))
    featured.unmount()
    renderRow({ data, block: { ...block, rowTypeData: { title: 'Top picks', rowType: 'basic', displayPosters: true } } })
    const poster = await imageOf('Title own')
    expect(poster).toHaveAttribute('srcset', '/media/artwork/own-poster.w240.webp 240w, /media/artwork/own-poster.w480.webp 480w')
    expect(poster).toHaveAttribute('sizes', '(min-width: 1024px) 16vw, (min-width: 768px) 23vw, 32vw')
  })

  it('leaves an empty row out of a live page', async () => {
    const { container } = renderRow({ data: { bucket: bucketPage([]), startedAt: null, previousCursor: null } })
    await waitFor(() => expect(container.querySelector('[data-block="bucket"]')).toBeNull())
  })
})

describe('Card scale', () => {
  it('is 1.2 for a card with an action in a carousel and 1.4 elsewhere', () => {
    expect(cardScale('carousel', true)).toBe('1.2')
    expect(cardScale('carousel', false)).toBe('1.4')
    expect(cardScale('grid', true)).toBe('1.4')
  })

  it('marks carousel cards and grid cards with their scale and state', async () => {
    const Stub = createRemixStub([
      {
        path: '/',
        Component: () => (
          <ul>
            <Card item={card({ id: 'a', title: 'In carousel' })} context="carousel" isGuest={false} labels={labels} idPrefix="row-a" />
            <Card
              item={card({ id: 'b', title: 'In grid' })}
              context="grid"
              isGuest={false}
              state="active"
              labels={labels}
              idPrefix="grid-b"
            />
          </ul>
        ),
      },
    ])
    render(<Stub />)
    expect(await screen.findByRole('link', { name: 'In carousel' })).toHaveAttribute('data-scale', '1.2')
    expect(screen.getByRole('link', { name: 'In grid' })).toHaveAttribute('data-scale', '1.4')
    expect(screen.getByRole('link', { name: 'In grid' }).closest('li')).toHaveAttribute('data-state', 'active')
    expect(screen.getByRole('link', { name: 'In carousel' }).closest('li')).toHaveAttribute('data-state', 'default')
  })
})

describe('BucketSkeleton', () => {
  it('is a busy placeholder with the row title', () => {
    render(<BucketSkeleton block={{ ...block, rowTypeData: { rowType: 'basic', title: 'Coming up', rowCount: 2 } }} />)
    const region = screen.getByRole('region', { name: 'Coming up' })
    expect(region).toHaveAttribute('aria-busy', 'true')
    expect(within(region).queryAllByRole('link')).toHaveLength(0)
  })
})

describe('loadBucket', () => {
  const platform = { getContent: vi.fn(), getPlugin: vi.fn(), getBucket: vi.fn(async () => bucketPage(ids(1, 10))) }

  it('loads the first page of 10', async () => {
    const data = await loadBucket(block, {
      platform,
      searchParams: new URLSearchParams(),
      preview: false,
      ownOrigin: 'https://watch.example.test',
    })
    expect(platform.getBucket).toHaveBeenCalledWith('top-picks', { rpp: 10, lastSeen: null })
    expect(data).toMatchObject({ startedAt: null, previousCursor: null })
    expect(data.bucket.contentList).toHaveLength(10)
  })

  it('loads the page a no-JS visitor paged to, and remembers where the previous one started', async () => {
    const searchParams = new URLSearchParams('row.picks=c20&prev.picks=c10&row.other=z')
    const data = await loadBucket(block, { platform, searchParams, preview: false, ownOrigin: 'https://watch.example.test' })
    expect(platform.getBucket).toHaveBeenLastCalledWith('top-picks', { rpp: 10, lastSeen: 'c20' })
    expect(data).toMatchObject({ startedAt: 'c20', previousCursor: 'c10' })
  })
})
