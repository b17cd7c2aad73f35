/**
 * Without JavaScript: the server HTML alone must let people reach every item, search and log out.
 * After hydration the same markup becomes react-aria widgets, with no hydration mismatch.
 */
import { allowConsole } from '#tests/setup/console.ts'
import { act, screen, waitFor, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server'
import { describe, expect, it } from 'vitest'
import { menu } from './test/fixtures.ts'
import { navRouter, withI18n, type NavOptions } from './test/renderNav.tsx'

/** Render as the server does (static router), then put the HTML in the page. */
async function serverRender(options: NavOptions) {
  const { router, routes } = navRouter(options)
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(`http://localhost${options.path ?? '/home'}`))
  if (context instanceof Response) throw new Error('unexpected redirect')
  const html = withoutServerLayoutEffectWarning(() =>
    renderToString(
      withI18n(
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
        options.locale,
      ),
    ),
  )
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  // What the browser hydrates with: the same routes in a client router.
  const app = withI18n(<RouterProvider router={router} future={{ v7_startTransition: true }} />, options.locale)
  return { container, app }
}

/**
 * react-aria picks useLayoutEffect when `document` exists, which it does here (happy-dom) but not on
 * the real server, so React warns during this in-DOM server render only. Every other message
 * still fails the test (tests/setup/console.ts).
 */
function withoutServerLayoutEffectWarning<T>(render: () => T): T {
  allowConsole('error', /useLayoutEffect does nothing on the server/)
  return render()
}

const summaryOf = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('summary')].find((s) => (s.getAttribute('aria-label') ?? s.textContent) === name)

describe('before hydration (JavaScript off)', () => {
  it('puts the More menu in a native disclosure with plain links and a log-out form', async () => {
    const { container } = await serverRender({ viewer: { isGuest: false, name: 'Ana' } })
    const details = summaryOf(container, 'More')!.closest('details')!
    const links = within(details).getAllByRole('link', { hidden: true })
    // The bar items it may have to hide come first (CSS shows them only at the widths that hide them).
    expect(links.map((a) => a.textContent)).toEqual(['Sport', 'TV guide', 'Stats', 'My club', 'News', 'Shop'])
    const logout = within(details).getByRole('button', { name: 'Log out', hidden: true }).closest('form')!
    expect(logout).toHaveAttribute('method', 'post')
    expect(logout).toHaveAttribute('action', '/logout')
    container.remove()
  })

  it("puts the guests' language links in the native hamburger panel too, for phones", async () => {
    const { container } = await serverRender({})
    const details = summaryOf(container, 'Menu')!.closest('details')!
    const languages = within(details).getByRole('list', { name: 'Language', hidden: true })
    expect(
      within(languages)
        .getAllByRole('link', { hidden: true })
        .map((a) => a.getAttribute('hreflang')),
    ).toEqual(['en', 'es', 'pt'])
    container.remove()
  })

  it('puts the hamburger panel in a native disclosure with items, a GET search form and links', async () => {
    const { container } = await serverRender({ menu: menu('HAMBURGER'), locale: 'pt', path: '/pt/inicio' })
    const details = summaryOf(container, 'Menu')!.closest('details')!
    const search = details.querySelector('form[role="search"]')!
    expect(search).toHaveAttribute('action', '/pt/pesquisar')
    expect(search).toHaveAttribute('method', 'get')
    expect(search.querySelector('input[name="q"]')).toBeInTheDocument()
    expect(within(details).getByRole('link', { name: 'Sport', hidden: true })).toHaveAttribute('href', '/pt/seccao/sport')
    expect(within(details).queryByRole('button', { name: 'Log out', hidden: true })).not.toBeInTheDocument()
    container.remove()
  })

  it('renders the account menu as a disclosure for signed-in users', async () => {
    const { container } = await serverRender({ viewer: { isGuest: false, name: 'Ana' } })
    const details = summaryOf(container, 'Profile: Ana')!.closest('details')!
    expect(details).toHaveTextContent('Ana')
    expect(details.querySelector('form[action="/logout"]')).toBeInTheDocument()
    container.remove()
  })

  it('hydrates into react-aria widgets without a mismatch', async () => {
    const { container, app } = await serverRender({ viewer: { isGuest: false, name: 'Ana' } })
    expect(container.querySelector('details')).toBeInTheDocument()
    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => {
      root = hydrateRoot(container, app)
    })
    // The react-aria versions are lazy chunks: the native disclosures stay until they load. Their
    // first import is transformed on demand: allow for a busy machine (as loadNavChunks does).
    await waitFor(() => expect(container.querySelector('details')).not.toBeInTheDocument(), { timeout: 30_000 })
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('button', { name: 'More' })).toHaveAttribute('aria-haspopup')
    expect(within(nav).getByRole('button', { name: 'Live now' })).toBeInTheDocument()
    act(() => root!.unmount())
    container.remove()
  }, 60_000)
})
