/**
 * The add-to-watchlist control on a title. With JavaScript: a button opening a panel (a dialog in
 * a popover) that loads the viewer's lists (loading), offers the lists they own (a shared list
 * takes no titles), a create mode with a name field, and a confirmation that closes the panel
 * after 2 s. Before hydration or without JavaScript: a link to the WATCHLISTS picker, whose forms
 * do the same with POST-redirect-GET. Both post the WATCHLISTS forms.
 *
 * The panel (react-aria's overlays, the lists' views and the forms' zod schemas) is its own chunk
 * (AddToWatchlistPanel.aria.tsx): asked for when the pointer or focus reaches the button, rendered
 * on the first press. The button stays the same element throughout, so focus returns to it when
 * the panel closes.
 */
import { useLocation } from '@remix-run/react'
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react'
import { Button, ButtonLink } from '#app/components/ui/Button.tsx'
import type { ButtonVariants } from '#app/components/ui/button.css.ts'
import { useHydrated } from '#app/utils/useHydrated.ts'
import { addToWatchlistPath } from './paths.ts'

export { WATCHLIST_CONFIRMATION_MS } from './confirmation.ts'

const loadPanel = () => import('./AddToWatchlistPanel.aria.tsx')
// a warm-up only: a failed fetch is retried (and reported) by the press that renders the panel
const preloadPanel = () => void loadPanel().catch(() => undefined)
const AddToWatchlistPanel = lazy(() => loadPanel().then((m) => ({ default: m.AddToWatchlistPanel })))

export function AddToWatchlist({
  content,
  label,
  variant,
  children,
}: {
  content: { id: string; type: string; title: string }
  label: string
  variant: NonNullable<ButtonVariants['variant']>
  children: ReactNode
}) {
  const hydrated = useHydrated()
  const location = useLocation()
  const [open, setOpen] = useState(false)
  // false until the first press: the panel's chunk is not rendered (nor fetched) before it is wanted
  const [wanted, setWanted] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const picker = addToWatchlistPath(content, location.pathname + location.search)
  const ariaLabel = variant === 'icon' ? label : undefined
  if (!hydrated) {
    return (
      <ButtonLink href={picker} variant={variant} aria-label={ariaLabel}>
        {children}
      </ButtonLink>
    )
  }
  return (
    <>
      <Button
        ref={trigger}
        variant={variant}
        aria-label={ariaLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        onHoverStart={preloadPanel}
        onFocus={preloadPanel}
        onPress={() => {
          setWanted(true)
          setOpen(!open)
        }}
      >
        {children}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <AddToWatchlistPanel content={content} picker={picker} triggerRef={trigger} isOpen={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
