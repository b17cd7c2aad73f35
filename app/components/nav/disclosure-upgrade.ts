import { useLocation } from '@remix-run/react'
import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
  type SyntheticEvent,
} from 'react'
import { useHydrated } from '#app/utils/useHydrated.ts'
import { whenNoPressHeld } from '#app/utils/press-held.ts'

// A copy of before-hydration.ts's: importing that module would give the bar's chunk one more file.
const useBrowserLayoutEffect = typeof document === 'undefined' ? () => {} : useLayoutEffect

/**
 * The bar's menus are native <details> disclosures in the server's markup (they work without
 * JavaScript) and become react-aria menus and dialogs once the page has hydrated and their chunk
 * has arrived. The change puts new elements in the disclosure's place, so it must not happen under
 * a visitor using it: a menu opened while the page loaded would close by itself, and a press on
 * its Log out or on one of its links would land on nothing.
 *
 * So the native disclosure stays while it is open (however it was opened: before hydration, or
 * while the chunk loaded) and is replaced once it is closed and no press is held (press-held.ts). The chunk is asked for once the page
 * has hydrated; a component first mounted after it has arrived is react-aria's from the start. If
 * the disclosure's summary had focus when it was replaced, its successor (the react-aria trigger,
 * which takes the summary's place) gets it.
 *
 * Returns the loaded component, or null while the native disclosure is to be shown, and what to
 * spread on the <details>.
 */
export function useDisclosureUpgrade<P>(chunk: UpgradeChunk<P>): { Upgraded: ComponentType<P> | null; details: DisclosureProps } {
  const hydrated = useHydrated()
  const [loaded, setLoaded] = useState<ComponentType<P> | null>(() => chunk.component)
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDetailsElement>(null)

  useEffect(() => {
    if (hydrated && !loaded)
      chunk.load().then(
        (component) => whenNoPressHeld(() => startTransition(() => setLoaded(() => component))),
        () => undefined, // the native disclosure keeps working; the next mount asks again
      )
  }, [hydrated, loaded, chunk])

  // Opened before the page hydrated: the <details> is open but React's state does not know it.
  useBrowserLayoutEffect(() => {
    if (ref.current?.open) setOpen(true)
  }, [])

  // A link in the open disclosure followed within the app: the next page is not shown under it
  // (react-aria's menus close themselves; the native one stays open until told).
  const { key } = useLocation()
  const openedAt = useRef(key)
  useEffect(() => {
    if (openedAt.current === key) return
    openedAt.current = key
    if (ref.current) ref.current.open = false
  }, [key])

  const upgrading = hydrated && loaded !== null && !open
  // Whether focus was in the disclosure, and where it stood, decided while rendering the change
  // (the <details> is still in the document then).
  const decided = useRef(false)
  // The place is kept as a position among the parent's children, not as the node before: a
  // neighbour replaced in the same commit (a button becoming react-aria's) would leave that node
  // out of the document, and the focus with nowhere to go.
  const refocus = useRef<{ parent: Node; index: number } | null>(null)
  if (upgrading && !decided.current) {
    decided.current = true
    const details = ref.current
    if (details?.parentNode && typeof document !== 'undefined' && details.contains(document.activeElement)) {
      refocus.current = { parent: details.parentNode, index: Array.prototype.indexOf.call(details.parentNode.childNodes, details) }
    }
  }
  useBrowserLayoutEffect(() => {
    const place = refocus.current
    if (!upgrading || !place) return
    refocus.current = null
    const successor = place.parent.childNodes[place.index]
    if (successor instanceof HTMLElement && successor.matches('button, a[href], [tabindex]')) successor.focus()
  }, [upgrading])

  return {
    Upgraded: upgrading ? loaded : null,
    details: { ref, onToggle: (event) => setOpen(event.currentTarget.open) },
  }
}

/** What the native <details> gets: its element, and its openings and closings. */
export interface DisclosureProps {
  ref: RefObject<HTMLDetailsElement>
  onToggle: (event: SyntheticEvent<HTMLDetailsElement>) => void
}

export interface UpgradeChunk<P> {
  /** The component once loaded (shared by every mount), or null. */
  component: ComponentType<P> | null
  load: () => Promise<ComponentType<P>>
}

/** A chunk loaded once for every mount of a menu. */
export function upgradeChunk<P>(load: () => Promise<ComponentType<P>>): UpgradeChunk<P> {
  let pending: Promise<ComponentType<P>> | null = null
  const chunk: UpgradeChunk<P> = {
    component: null,
    load: () =>
      (pending ??= load().then(
        (component) => (chunk.component = component),
        (error: unknown) => {
          pending = null
          throw error
        },
      )),
  }
  return chunk
}
