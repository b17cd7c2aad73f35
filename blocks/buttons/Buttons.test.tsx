import { createRemixStub } from '@remix-run/testing'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ButtonsBlock } from '#schemas/index.ts'
import type { BlockData, BlockEnv } from '../types.ts'
import { card, env, settings } from '../test-utils/fixtures.ts'
import { Buttons, SHARE_CONFIRMATION_MS } from './Buttons.tsx'
import { loadButtons } from './buttons.server.ts'
import { afterSignInTarget } from '#app/auth/redirect.ts'

const hydration = vi.hoisted(() => ({ hydrated: true }))
vi.mock('#app/utils/useHydrated.ts', () => ({ useHydrated: () => hydration.hydrated }))

const block: ButtonsBlock = {
  type: 'buttons',
  id: 'actions',
  contentId: 'v1',
  buttons: [
    { action: 'play' },
    { action: 'share' },
    { action: 'favourites' },
    { action: 'watchlist' },
    { action: 'trailer', trailerAccessLevel: 'DENIED' },
    { action: 'download' },
    { action: 'signIn' },
  ],
}
const content = card({ id: 'v1', title: 'The Rematch', accessLevel: 'GRANTED' })

function renderButtons(opts: { block?: ButtonsBlock; data?: BlockData<'buttons'>; env?: BlockEnv; at?: string } = {}) {
  const Stub = createRemixStub([
    {
      path: '/video/:id/:title',
      Component: () => <Buttons block={opts.block ?? block} data={opts.data ?? { content }} env={opts.env ?? env()} />,
    },
    {
      path: '/es/video/:id/:title',
      Component: () => <Buttons block={opts.block ?? block} data={opts.data ?? { content }} env={opts.env ?? env()} />,
    },
    // what the add-to-watchlist panel loads (app/watchlists has its own tests of the panel)
    { path: '/watchlists', loader: () => ({ lists: [], loadFailed: false }) },
  ])
  return render(<Stub initialEntries={[opts.at ?? '/video/v1/the-rematch']} />)
}

function stubNavigator({ share, writeText }: { share: Navigator['share'] | undefined; writeText: (text: string) => Promise<void> }) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true })
  vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard)
}

afterEach(() => {
  hydration.hydrated = true
  vi.useRealTimers()
})

describe('Buttons', () => {
  it('shows a signed-in viewer play, share, favourites and watchlist, and hides download, the denied trailer and sign-in', async () => {
    renderButtons()
    const play = await screen.findByRole('link', { name: 'Play' })
    expect(play).toHaveAttribute('href', '/video/v1/the-rematch')
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add to watchlist' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Watch trailer' })).not.toBeInTheDocument()
    expect(screen.queryByText('Download')).not.toBeInTheDocument()
    expect(screen.queryByText('Sign in')).not.toBeInTheDocument()
  })

  it('posts favourites as a real form with an intent', async () => {
    renderButtons()
    const favourite = (await screen.findByRole('button', { name: 'Add to favourites' })).closest('form')!
    expect(favourite).toHaveAttribute('method', 'post')
    // the FAVOURITES route's action, which exists (app/route-table.js) and comes back to the title
    expect(favourite).toHaveAttribute('action', '/favourites')
    expect(within(favourite).getByDisplayValue('add')).toHaveAttribute('name', 'intent')
    expect(within(favourite).getByDisplayValue('v1')).toHaveAttribute('name', 'contentId')
    expect(within(favourite).getByDisplayValue('/video/v1/the-rematch')).toHaveAttribute('name', 'redirectTo')
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute('type', 'submit')
  })

  it('opens the add-to-watchlist panel from the watchlist button, which posts nowhere itself', async () => {
    renderButtons()
    const watchlist = await screen.findByRole('button', { name: 'Add to watchlist' })
    expect(watchlist.closest('form')).toBeNull()
    fireEvent.click(watchlist)
    // the panel is a chunk of its own, fetched on the first press: the first load may take a while
    const dialog = await screen.findByRole('dialog', { name: 'Add “The Rematch” to a watchlist' }, { timeout: 5_000 })
    expect(await within(dialog).findByText('You have no watchlists of your own yet.')).toBeInTheDocument()
  })

  it('without JavaScript, links the watchlist button to the WATCHLISTS picker for this title, coming back here', async () => {
    hydration.hydrated = false
    renderButtons()
    const link = await screen.findByRole('link', { name: 'Add to watchlist' })
    const href = new URL(link.getAttribute('href')!, 'http://same.origin')
    expect(href.pathname).toBe('/watchlists')
    expect(Object.fromEntries(href.searchParams)).toEqual({ add: 'v1', contentType: content.type, from: '/video/v1/the-rematch' })
  })

  it('offers removal when the title already is a favourite', async () => {
    renderButtons({ data: { content: { ...content, favourite: true } } })
    const remove = await screen.findByRole('button', { name: 'Remove from favourites' })
    expect(within(remove.closest('form')!).getByDisplayValue('remove')).toHaveAttribute('name', 'intent')
    expect(screen.queryByRole('button', { name: 'Add to favourites' })).not.toBeInTheDocument()
  })

  it('sends a guest who presses the favourites toggle to sign in, and back to the title', async () => {
    renderButtons({ env: env({ viewer: { isGuest: true } }), block: { ...block, buttons: [{ action: 'favourites' }] } })
    const toggle = await screen.findByRole('link', { name: 'Add to favourites' })
    expect(toggle).toHaveAttribute('href', '/login?from=%2Fvideo%2Fv1%2Fthe-rematch')
  })

  it('gives guests sign-in instead of favourites and watchlist', async () => {
    renderButtons({ env: env({ viewer: { isGuest: true } }) })
    const signIn = await screen.findByRole('link', { name: 'Sign in' })
    // `from` is what sign-in follows back to the page it was left from; `redirectTo` only
    // travels through sign-up and purchase entry pages, so a guest would land on home instead.
    expect(signIn).toHaveAttribute('href', '/login?from=%2Fvideo%2Fv1%2Fthe-rematch')
    const query = new URL(signIn.getAttribute('href')!, 'http://same.origin').searchParams
    expect(afterSignInTarget({ from: query.get('from'), redirectTo: query.get('redirectTo') }, '/home')).toBe('/video/v1/the-rematch')
    // no form a guest could post: the favourites toggle is a link to sign in
    expect(screen.queryByRole('button', { name: 'Add to favourites' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add to watchlist' })).not.toBeInTheDocument()
  })

  it('keeps a Spanish page’s buttons and forms in Spanish', async () => {
    renderButtons({ env: env({ viewer: { isGuest: true } }), at: '/es/video/v1/the-rematch' })
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/es/iniciar-sesion?from=%2Fes%2Fvideo%2Fv1%2Fthe-rematch',
    )
    expect(screen.getByRole('link', { name: 'Play' })).toHaveAttribute('href', '/es/video/v1/the-rematch')
  })

  it('drops share and watchlist when the realm turns them off', async () => {
    renderButtons({ env: env({ settings: { ...settings, features: { sharing: false, watchlists: false } } }) })
    await screen.findByRole('link', { name: 'Play' })
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add to watchlist' })).not.toBeInTheDocument()
  })

  it('shows a granted trailer and uses CMS labels', async () => {
    renderButtons({
      block: {
        ...block,
        buttons: [{ action: 'trailer', trailerAccessLevel: 'GRANTED_ON_SIGN_IN', label: 'Trailer', link: '/video/t9/trailer' }],
      },
    })
    expect(await screen.findByRole('link', { name: 'Trailer' })).toHaveAttribute('href', '/video/t9/trailer')
  })

  it('copies the link and confirms for 2 seconds', async () => {
    const writeText = vi.fn(async () => {})
    stubNavigator({ share: undefined, writeText })
    try {
      renderButtons({ block: { ...block, buttons: [{ action: 'share' }] } })
      const share = await screen.findByRole('button', { name: 'Share' })
      vi.useFakeTimers()
      await act(async () => {
        fireEvent.click(share)
      })
      expect(writeText).toHaveBeenCalledWith(new URL('/video/v1/the-rematch', window.location.href).href)
      expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument()
      expect(screen.getByRole('status')).toHaveTextContent('Copied')
      act(() => vi.advanceTimersByTime(SHARE_CONFIRMATION_MS - 1))
      expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument()
      act(() => vi.advanceTimersByTime(1))
      expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument()
      expect(screen.getByRole('status')).toBeEmptyDOMElement()
    } finally {
      Reflect.deleteProperty(navigator, 'share')
    }
  })

  it('uses the Web Share API when the browser has it', async () => {
    const shareApi = vi.fn(async () => {})
    stubNavigator({ share: shareApi, writeText: vi.fn() })
    try {
      renderButtons({ block: { ...block, buttons: [{ action: 'share' }] } })
      const share = await screen.findByRole('button', { name: 'Share' })
      await act(async () => {
        fireEvent.click(share)
      })
      expect(shareApi).toHaveBeenCalledWith({ title: 'The Rematch', url: expect.stringContaining('/video/v1/the-rematch') })
      expect(screen.getByRole('status')).toHaveTextContent('Shared')
    } finally {
      Reflect.deleteProperty(navigator, 'share')
    }
  })

  it('falls back to copying when native share fails, and confirms for 2 seconds', async () => {
    const writeText = vi.fn(async () => {})
    stubNavigator({ share: vi.fn(async () => Promise.reject(new DOMException('Not allowed', 'NotAllowedError'))), writeText })
    try {
      renderButtons({ block: { ...block, buttons: [{ action: 'share' }] } })
      const share = await screen.findByRole('button', { name: 'Share' })
      vi.useFakeTimers()
      await act(async () => {
        fireEvent.click(share)
      })
      expect(writeText).toHaveBeenCalledTimes(1)
      expect(screen.getByRole('status')).toHaveTextContent('Copied')
      act(() => vi.advanceTimersByTime(SHARE_CONFIRMATION_MS))
      expect(screen.getByRole('status')).toBeEmptyDOMElement()
    } finally {
      Reflect.deleteProperty(navigator, 'share')
    }
  })

  it('says socialShareFailed when neither sharing nor copying works, then resets after 2 seconds', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    stubNavigator({ share: undefined, writeText: vi.fn(async () => Promise.reject(new Error('denied'))) })
    try {
      renderButtons({ block: { ...block, buttons: [{ action: 'share' }] } })
      const share = await screen.findByRole('button', { name: 'Share' })
      vi.useFakeTimers()
      await act(async () => {
        fireEvent.click(share)
      })
      expect(screen.getByRole('status')).toHaveTextContent('Sharing did not work')
      expect(warn).toHaveBeenCalled()
      // the control keeps its name, so it can be tried again
      expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument()
      act(() => vi.advanceTimersByTime(SHARE_CONFIRMATION_MS - 1))
      expect(screen.getByRole('status')).toHaveTextContent('Sharing did not work')
      act(() => vi.advanceTimersByTime(1))
      expect(screen.getByRole('status')).toBeEmptyDOMElement()
    } finally {
      warn.mockRestore()
      Reflect.deleteProperty(navigator, 'share')
    }
  })

  it('is a plain link to the content before JavaScript runs', async () => {
    hydration.hydrated = false
    renderButtons({ block: { ...block, buttons: [{ action: 'share' }] } })
    expect(await screen.findByRole('link', { name: 'Share' })).toHaveAttribute('href', '/video/v1/the-rematch')
  })

  it('renders nothing when every button is hidden', async () => {
    const { container } = renderButtons({ block: { ...block, buttons: [{ action: 'download' }] } })
    await act(async () => {})
    expect(container.querySelector('[data-block="buttons"]')).toBeNull()
  })
})

describe('loadButtons', () => {
  it('fetches the content the buttons act on, if any', async () => {
    const getContent = vi.fn(async () => content)
    const platform = { getContent, getBucket: vi.fn(), getPlugin: vi.fn() }
    const ctx = { platform, searchParams: new URLSearchParams(), preview: false, ownOrigin: 'https://watch.example.test' }
    expect(await loadButtons(block, ctx)).toEqual({ content })
    expect(getContent).toHaveBeenCalledWith('v1')
    expect(await loadButtons({ ...block, contentId: undefined }, ctx)).toEqual({ content: null })
    expect(getContent).toHaveBeenCalledTimes(1)
  })
})
