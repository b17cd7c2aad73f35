import { useHref, useNavigate } from '@remix-run/react'
import type { ReactNode } from 'react'
// RouterProvider has no subpath export; the barrel is fine here because only the lazy menu chunks
// import this module (a static barrel import would pull every react-aria component into the page).
import { RouterProvider } from 'react-aria-components'

/**
 * Client-side routing for the menus' href items (MenuItem), so they work whether or not the root
 * layout provides react-aria's RouterProvider; the same settings as app/root.tsx.
 */
export function NavRouterProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  return (
    <RouterProvider navigate={(to, options) => navigate(to, options)} useHref={useHref}>
      {children}
    </RouterProvider>
  )
}
