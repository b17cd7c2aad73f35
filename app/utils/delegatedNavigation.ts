import { useNavigate } from '@remix-run/react'
import { useCallback, type MouseEvent } from 'react'

/**
 * Client-side navigation for many plain links at once. Rows render their cards as plain
 * `<a href>` (cheap to render on the server, and working without JavaScript); one click handler
 * on the list turns a plain left-click on a same-origin link into a router navigation.
 */
export function useDelegatedNavigation() {
  const navigate = useNavigate()
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = (event.target as HTMLElement).closest?.('a[href]') as HTMLAnchorElement | null
      if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return
      const url = new URL(anchor.href, window.location.href)
      if (url.origin !== window.location.origin) return
      event.preventDefault()
      navigate(url.pathname + url.search + url.hash)
    },
    [navigate],
  )
}
