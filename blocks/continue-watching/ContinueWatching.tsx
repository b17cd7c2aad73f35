import { lazy, Suspense } from 'react'
import type { BlockProps } from '../types.ts'

/** The row's code and strings: a signed-in viewer's only, so a guest's page never downloads them. */
const ContinueWatchingRow = lazy(() => import('./ContinueWatchingRow.tsx').then((m) => ({ default: m.ContinueWatchingRow })))

/**
 * The titles the signed-in viewer started and has not finished. Guests, and viewers with nothing
 * to continue, see no row at all.
 */
export function ContinueWatching(props: BlockProps<'continueWatching'>) {
  if (props.env.viewer.isGuest || props.data.items.length === 0) return null
  return (
    <Suspense fallback={null}>
      <ContinueWatchingRow {...props} />
    </Suspense>
  )
}
