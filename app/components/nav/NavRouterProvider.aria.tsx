import { useHref, useNavigate } from '@remix-run/react'
import type { ReactNode } from 'react'
// RouterProvider has no subpath export in react-aria-components; its barrel re-exports it from this
// react-aria module. Importing the barrel, even from these lazy menu chunks, put every component
// it reaches into a chunk shared with the player (decision 031): the slider's number formatting,
// whose module asks the browser for German number data as it loads, ran on every page after
// hydration.
import { RouterProvider } from 'react-aria/private/utils/openLink'

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
