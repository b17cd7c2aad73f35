import { useLocation } from '@remix-run/react'
import { useEffect } from 'react'
import { rankingsMemory } from '#app/catalogue/rankings.ts'

/**
 * Forgets the fighters list's tab when the viewer leaves the fighter, fighters, vod, live and
 * multi-view routes. Mounted once, in the root layout, because
 * it must see every navigation, not only those of the fighters pages.
 */
export function useRankingsReset() {
  const { pathname } = useLocation()
  useEffect(() => {
    rankingsMemory.onRouteChange(pathname)
  }, [pathname])
}
