/**
 * The search overlay's entry points in the page's first download: the host that loads the overlay
 * (SearchOverlay.aria.tsx, its own chunk) once the URL hash is #search, and the nav's opener. The
 * overlay is open exactly while the hash is present; without JavaScript the opener is a plain link
 * to the /search page.
 */
import { useLocation, useNavigate } from '@remix-run/react'
import { lazy, Suspense, useEffect, useState, type MouseEvent, type ReactNode } from 'react'
import { rememberOpener, SEARCH_HASH, type SearchOverlayState } from './opener.ts'

const loadOverlay = () => import('./SearchOverlay.aria.tsx')
const SearchOverlay = lazy(() => loadOverlay().then((m) => ({ default: m.SearchOverlay })))

/** Fetch the overlay's chunk ahead of the click (pointer over or focus on the opener). */
export function preloadSearchOverlay() {
  void loadOverlay().catch(() => {})
}

export function SearchOverlayHost({ locale, disabled = false }: { locale: 'en' | 'es' | 'pt'; disabled?: boolean }) {
  const { hash } = useLocation()
  const isOpen = hash === SEARCH_HASH && !disabled
  // Once loaded the overlay stays mounted (closed), so its state survives closing and route changes.
  const [loaded, setLoaded] = useState(isOpen)
  useEffect(() => {
    if (!isOpen) return
    if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
      rememberOpener(document.activeElement, { onlyIfNone: true })
    setLoaded(true)
  }, [isOpen])
  if (!loaded && !isOpen) return null
  return (
    <Suspense fallback={null}>
      <SearchOverlay isOpen={isOpen} locale={locale} />
    </Suspense>
  )
}

/**
 * The nav's search control: a link to the /search page (localized), which, with JavaScript, adds
 * #search to the current URL instead, opening the overlay.
 */
export function SearchOpener({
  href,
  label,
  className,
  children,
}: {
  href: string
  label: string
  className?: string
  children: ReactNode
}) {
  const location = useLocation()
  const navigate = useNavigate()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    rememberOpener(event.currentTarget)
    if (location.hash === SEARCH_HASH) return
    const state: SearchOverlayState = { searchOverlay: true }
    navigate({ pathname: location.pathname, search: location.search, hash: SEARCH_HASH }, { state, preventScrollReset: true })
  }
  return (
    <a
      href={href}
      aria-label={label}
      className={className}
      onClick={onClick}
      onPointerEnter={preloadSearchOverlay}
      onFocus={preloadSearchOverlay}
    >
      {children}
    </a>
  )
}
