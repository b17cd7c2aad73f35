import { render, waitFor } from '@testing-library/react'
import { useLocation, createMemoryRouter, RouterProvider } from 'react-router-dom'
import { vi } from 'vitest'
import { createI18n, TranslationsProvider } from '#app/i18n/i18n.ts'
import type { Locale } from '../links.ts'
import { SiteNav, type SiteNavProps } from '../SiteNav.tsx'
import { menu, settings } from './fixtures.ts'

export type NavOptions = Partial<Omit<SiteNavProps, 'pathname' | 'search' | 'hash'>> & { path?: string }

/** The nav as the root layout renders it: location from the router, an i18n instance with no labels. */
function NavFromLocation(props: Omit<SiteNavProps, 'pathname' | 'search' | 'hash'>) {
  const location = useLocation()
  return (
    <>
      <SiteNav {...props} pathname={location.pathname} search={location.search} hash={location.hash} />
      <main id="main">page</main>
    </>
  )
}

export function navRouter({ path = '/home', ...props }: NavOptions = {}) {
  const logout = vi.fn(() => null)
  const element = (
    <NavFromLocation
      menu={props.menu === undefined ? menu() : props.menu}
      settings={props.settings ?? settings}
      viewer={props.viewer ?? { isGuest: true }}
      locale={props.locale ?? ('en' as Locale)}
      liveNow={props.liveNow}
    />
  )
  const routes = [
    { path: '/logout', element, action: logout },
    { path: '*', element },
  ]
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    future: {
      v7_relativeSplatPath: true,
      v7_fetcherPersist: true,
      v7_normalizeFormMethod: true,
      v7_partialHydration: true,
      v7_skipActionErrorRevalidation: true,
    },
  })
  return { router, routes, logout }
}

export function withI18n(node: React.ReactNode, locale: Locale = 'en') {
  return <TranslationsProvider i18n={createI18n(locale, {})}>{node}</TranslationsProvider>
}

export function renderNav(options: NavOptions = {}) {
  const { router, logout } = navRouter(options)
  const result = render(withI18n(<RouterProvider router={router} future={{ v7_startTransition: true }} />, options.locale))
  return { ...result, router, logout }
}

/**
 * The hydrated menus and dialogs are React.lazy chunks, and React.lazy suspends once per component
 * (the native <details> show meanwhile). Render a nav that mounts all of them once, so the tests
 * after it get the react-aria widgets on their first render, as a page does once its chunks loaded.
 */
export async function loadNavChunks() {
  const { unmount, container } = renderNav({ viewer: { isGuest: false, name: 'Ana' } })
  // The first import of the chunks is transformed on demand: allow for a busy machine.
  await waitFor(
    () => {
      if (container.querySelector('details')) throw new Error('nav chunks still loading')
    },
    { timeout: 30_000 },
  )
  unmount()
  container.remove()
}
