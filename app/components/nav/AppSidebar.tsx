import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react'
import { useHydrated } from '#app/utils/useHydrated.ts'
import type { Viewer } from './AccountActions.tsx'
import type { Locale } from './links.ts'

// react-aria's dialog family stays out of the page's first download: fetched once hydrated.
const AriaAppSidebar = lazy(() => import('./AppSidebar.aria.tsx').then((m) => ({ default: m.AriaAppSidebar })))

export interface AppSidebarProps {
  viewer: Viewer
  locale: Locale
  /** Current path: a change closes the sidebar for signed-in users (it stays open for guests). */
  pathname: string
  search?: string
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  /** The live-now list for signed-in users; an empty-state message shows without it. */
  children?: ReactNode
}

/**
 * The app sidebar: slides in from the side (600 ms). Guests see the sign-in options; signed-in
 * users see "Live now" and the list passed as children. A modal dialog (AppSidebar.aria.tsx, loaded
 * once hydrated; nothing renders before): focus stays inside, Escape, a click outside or the close
 * button close it.
 */
export function AppSidebar(props: AppSidebarProps) {
  const { viewer, pathname, isOpen, onOpenChange } = props
  const hydrated = useHydrated()
  const previousPath = useRef(pathname)

  useEffect(() => {
    if (previousPath.current === pathname) return
    previousPath.current = pathname
    if (isOpen && !viewer.isGuest) onOpenChange(false)
  }, [pathname, isOpen, viewer.isGuest, onOpenChange])

  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      <AriaAppSidebar {...props} />
    </Suspense>
  )
}
