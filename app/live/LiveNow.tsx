/**
 * The entry points of the live-now features for signed-in viewers, each a lazily loaded chunk so
 * guests (and the first page load) never download them: the sidebar list and the toasts.
 */
import { lazy, Suspense } from 'react'
import { useHydrated } from '#app/utils/useHydrated.ts'

const LazyList = lazy(() => import('./LiveNowList.tsx').then((m) => ({ default: m.LiveNowList })))
const LazyToaster = lazy(() => import('./LiveToaster.tsx').then((m) => ({ default: m.LiveToaster })))

/** The app sidebar's live-now list (rendered only while the sidebar is open). */
export function LiveNowSidebarList({ viewerKey }: { viewerKey: string }) {
  return (
    <Suspense fallback={null}>
      <LazyList viewerKey={viewerKey} />
    </Suspense>
  )
}

/** Toasts for events going live, pushed by the server while the page is open. */
export function LiveNowToasts() {
  const hydrated = useHydrated()
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  )
}
