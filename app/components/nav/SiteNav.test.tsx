import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import type { MenuDocument } from '#schemas/generated/types.ts'
import { menu, settings } from './test/fixtures.ts'
import { loadNavChunks, renderNav } from './test/renderNav.tsx'
import { setViewportWidth } from './test/viewport.ts'

beforeAll(loadNavChunks, 60_000)

const bar = (name = 'Main') => screen.getByRole('navigation', { name })
const linkIn = (scope: HTMLElement, name: string) => within(scope).getByRole('link', { name })

describe('SiteNav layouts', () => {
  it.each<MenuDocument['layout']>(['TOP', 'TOP_LEFT', 'HAMBURGER', 'SIDEBAR'])(
    '%s renders the Main landmark, the logo and the primary items',
    (layout) => {
      renderNav({ menu: menu(layout) })
      const nav = bar()
      expect(nav.closest('header')).toHaveAttribute('data-layout', layout)
      expect(linkIn(nav, 'Marquee')).toHaveAttribute('href', '/home')
      for (const [name, href] of [
        ['Home', '/home'],
        ['Browse', '/browse'],
        ['Live now', '/livenow'],
        ['Sport', '/section/sport'],
        ['TV guide', '/epg'],
      ]) {
        expect(within(nav).getAllByRole('link', { name: name! })[0]).toHaveAttribute('href', href)
      }
      expect(within(nav).getByRole('button', { name: 'Menu' })).toBeInTheDocument()
    },
  )

  it('links the skip link to the main content', () => {
    renderNav()
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main')
  })

  it('marks the current page', () => {
    renderNav({ path: '/section/sport' })
    const primary = within(bar()).getAllByRole('list')[0]!
    expect(linkIn(primary, 'Sport')).toHaveAttribute('aria-current', 'page')
    expect(linkIn(primary, 'Home')).not.toHaveAttribute('aria-current')
  })

  it('localizes item links for Spanish', () => {
    renderNav({ locale: 'es', path: '/es/inicio' })
    const primary = within(bar('Principal')).getAllByRole('list')[0]!
    expect(linkIn(primary, 'Sport')).toHaveAttribute('href', '/es/seccion/sport')
    expect(linkIn(primary, 'Home')).toHaveAttribute('aria-current', 'page')
    expect(linkIn(bar('Principal'), 'Marquee')).toHaveAttribute('href', '/es/inicio')
  })

  it('still shows the logo and sign-in without a menu', () => {
    renderNav({ menu: null })
    expect(linkIn(bar(), 'Marquee')).toBeInTheDocument()
    expect(linkIn(bar(), 'Sign in')).toBeInTheDocument()
  })
})

describe('More menu', () => {
  it('holds the overflow, featured first, without Log out for guests', async () => {
    const user = userEvent.setup()
    renderNav()
    await user.click(within(bar()).getByRole('button', { name: 'More' }))
    const more = await screen.findByRole('menu', { name: 'More' })
    expect(
      within(more)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Stats', 'My club', 'News', 'Shop'])
    expect(within(more).getByRole('separator')).toBeInTheDocument()
    expect(within(more).getByRole('menuitem', { name: 'My club' })).toHaveAttribute('href', '/myuefa')
    const shop = within(more).getByRole('menuitem', { name: 'Shop' })
    expect(shop).toHaveAttribute('target', '_blank')
    expect(shop).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('adds Log out for signed-in users, which posts to /logout', async () => {
    const user = userEvent.setup()
    const { logout } = renderNav({ viewer: { isGuest: false, name: 'Ana' } })
    await user.click(within(bar()).getByRole('button', { name: 'More' }))
    const more = await screen.findByRole('menu', { name: 'More' })
    const items = within(more).getAllByRole('menuitem')
    expect(items.at(-1)).toHaveTextContent('Log out')
    await user.click(items.at(-1)!)
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1))
    expect(screen.queryByRole('menu', { name: 'More' })).not.toBeInTheDocument()
  })

  it('opens with Enter and closes with Escape, focus back on the button', async () => {
    const user = userEvent.setup()
    renderNav()
    const button = within(bar()).getByRole('button', { name: 'More' })
    act(() => button.focus())
    await user.keyboard('{Enter}')
    const more = await screen.findByRole('menu', { name: 'More' })
    // Focus moves into the menu's popover (happy-dom stops short of the first item, a browser doesn't).
    await waitFor(() => expect(more.closest('[data-trigger="MenuTrigger"]')).toContainElement(document.activeElement as HTMLElement))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu', { name: 'More' })).not.toBeInTheDocument())
    expect(button).toHaveFocus()
  })

  it('marks the current page inside the menu too', async () => {
    const user = userEvent.setup()
    renderNav({ path: '/myuefa' })
    await user.click(within(bar()).getByRole('button', { name: 'More' }))
    const more = await screen.findByRole('menu', { name: 'More' })
    expect(within(more).getByRole('menuitem', { name: 'My club' })).toHaveAttribute('aria-current', 'page')
  })

  it.each([
    [1024, ['Sport', 'TV guide']],
    [1280, ['TV guide']],
  ])('at %i px lists the primary items the bar has no room for first', async (width, spilled) => {
    setViewportWidth(width)
    const user = userEvent.setup()
    renderNav()
    await user.click(within(bar()).getByRole('button', { name: 'More' }))
    const more = await screen.findByRole('menu', { name: 'More' })
    expect(
      within(more)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual([...spilled, 'Stats', 'My club', 'News', 'Shop'])
    expect(within(more).getAllByRole('separator')).toHaveLength(2)
  })

  it('appears at 1024 px for the bar items alone, even when the menu has no overflow', async () => {
    setViewportWidth(1024)
    const user = userEvent.setup()
    renderNav({ menu: menu('TOP', { primaryCount: 20 }) })
    await user.click(within(bar()).getByRole('button', { name: 'More' }))
    const more = await screen.findByRole('menu', { name: 'More' })
    expect(
      within(more)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Sport', 'TV guide', 'News', 'Stats', 'Shop', 'My club'])
    expect(within(more).queryByRole('separator')).not.toBeInTheDocument()
  })

  it('keeps every primary item in the SIDEBAR rail', async () => {
    setViewportWidth(1024)
    const user = userEvent.setup()
    renderNav({ menu: menu('SIDEBAR') })
    await user.click(within(bar()).getByRole('button', { name: 'More' }))
    const more = await screen.findByRole('menu', { name: 'More' })
    expect(
      within(more)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Stats', 'My club', 'News', 'Shop'])
  })

  it('is not shown when every item fits in the bar', () => {
    renderNav({ menu: menu('TOP', { primaryCount: 20 }) })
    expect(within(bar()).queryByRole('button', { name: 'More' })).not.toBeInTheDocument()
  })

  it('closes on a route change', async () => {
    const user = userEvent.setup()
    const { router } = renderNav()
    await user.click(within(bar()).getByRole('button', { name: 'More' }))
    await screen.findByRole('menu', { name: 'More' })
    await act(() => router.navigate('/browse'))
    await waitFor(() => expect(screen.queryByRole('menu', { name: 'More' })).not.toBeInTheDocument())
  })
})

describe('Hamburger', () => {
  it('offers all items, a search box and no Log out for guests', async () => {
    const user = userEvent.setup()
    renderNav({ menu: menu('HAMBURGER') })
    await user.click(within(bar()).getByRole('button', { name: 'Menu' }))
    const dialog = await screen.findByRole('dialog', { name: 'Menu' })
    for (const name of ['Home', 'Sport', 'Stats', 'My club', 'News']) expect(linkIn(dialog, name)).toBeInTheDocument()
    const search = within(dialog).getByRole('search', { name: 'Search' })
    expect(search).toHaveAttribute('action', '/search')
    expect(search).toHaveAttribute('method', 'get')
    expect(within(search).getByRole('searchbox', { name: 'Search' })).toHaveAttribute('name', 'q')
    expect(within(dialog).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument()
    expect(linkIn(dialog, 'Sign in')).toBeInTheDocument()
  })

  it('carries the language links for guests (phones hide them in the bar)', async () => {
    const user = userEvent.setup()
    renderNav({ locale: 'es', path: '/es/seccion/sport' })
    await user.click(within(bar('Principal')).getByRole('button', { name: 'Menú' }))
    const dialog = await screen.findByRole('dialog', { name: 'Menú' })
    const languages = within(dialog).getByRole('list', { name: 'Idioma' })
    expect(linkIn(languages, 'English')).toHaveAttribute('href', '/section/sport')
    expect(linkIn(languages, 'Español')).toHaveAttribute('aria-current', 'true')
  })

  it('has Log out for signed-in users and closes with Escape', async () => {
    const user = userEvent.setup()
    renderNav({ menu: menu('HAMBURGER'), viewer: { isGuest: false, name: 'Ana' }, locale: 'es', path: '/es/inicio' })
    const menuButton = within(bar('Principal')).getByRole('button', { name: 'Menú' })
    await user.click(menuButton)
    const dialog = await screen.findByRole('dialog', { name: 'Menú' })
    const logout = within(dialog).getByRole('button', { name: 'Cerrar sesión' })
    expect(logout.closest('form')).toHaveAttribute('action', '/es/cerrar-sesion')
    expect(logout.closest('form')).toHaveAttribute('method', 'post')
    expect(within(dialog).getByRole('search')).toHaveAttribute('action', '/es/buscar')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menú' })).not.toBeInTheDocument())
    expect(menuButton).toHaveFocus()
  })

  it('closes on a route change unless the search hash is present in the HAMBURGER layout', async () => {
    const user = userEvent.setup()
    const { router } = renderNav({ menu: menu('HAMBURGER') })
    await user.click(within(bar()).getByRole('button', { name: 'Menu' }))
    await screen.findByRole('dialog', { name: 'Menu' })
    await act(() => router.navigate('/browse#search'))
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument()
    await act(() => router.navigate('/epg'))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument())
  })

  it('closes on a route change with the search hash in other layouts', async () => {
    const user = userEvent.setup()
    const { router } = renderNav({ menu: menu('TOP') })
    await user.click(within(bar()).getByRole('button', { name: 'Menu' }))
    await screen.findByRole('dialog', { name: 'Menu' })
    await act(() => router.navigate('/browse#search'))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument())
  })
})

describe('Guests and signed-in users', () => {
  it('gives guests sign-in (back to this page) and sign-up links', () => {
    renderNav({ path: '/section/sport?tab=2' })
    expect(linkIn(bar(), 'Sign in')).toHaveAttribute('href', '/login?from=%2Fsection%2Fsport%3Ftab%3D2')
    expect(linkIn(bar(), 'Sign up')).toHaveAttribute('href', '/signup')
    expect(within(bar()).queryByRole('button', { name: /Profile/ })).not.toBeInTheDocument()
  })

  it('gives guests language links to the same page in each language', () => {
    renderNav({ locale: 'es', path: '/es/seccion/sport' })
    const languages = within(bar('Principal')).getByRole('list', { name: 'Idioma' })
    const english = linkIn(languages, 'English')
    expect(english).toHaveAttribute('href', '/section/sport')
    expect(english).toHaveAttribute('hreflang', 'en')
    expect(english).toHaveAttribute('lang', 'en')
    expect(linkIn(languages, 'Português')).toHaveAttribute('href', '/pt/seccao/sport')
    expect(linkIn(languages, 'Español')).toHaveAttribute('aria-current', 'true')
  })

  it('hides the language links when the realm turns the selector off, and for signed-in users', () => {
    renderNav({ settings: { ...settings, features: {} } })
    expect(within(bar()).queryByRole('list', { name: 'Language' })).not.toBeInTheDocument()
  })

  it('gives signed-in users an account menu with their name and Log out instead of sign-in', async () => {
    const user = userEvent.setup()
    const { logout } = renderNav({ viewer: { isGuest: false, name: 'Ana' } })
    expect(within(bar()).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument()
    expect(within(bar()).queryByRole('list', { name: 'Language' })).not.toBeInTheDocument()
    await user.click(within(bar()).getByRole('button', { name: 'Profile: Ana' }))
    const account = await screen.findByRole('menu', { name: /Profile/ })
    expect(account).toHaveTextContent('Ana')
    // the way to choose who is watching
    expect(within(account).getByRole('menuitem', { name: 'Switch profile' })).toHaveAttribute('href', '/profiles')
    await user.click(within(account).getByRole('menuitem', { name: 'Log out' }))
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1))
  })
})
