/**
 * react-aria's Button, kept out of the page's first download. Its press, hover and focus code
 * (about 14 kB gz) is fetched once the page has hydrated (the first button mounted asks for it);
 * until then, and in the server render, the same control is a native <button> with the same
 * classes and attributes: it is focusable, works with Enter and Space, submits its form, and its
 * `onPress` runs on click. Once the chunk is there a button renders as react-aria's (its
 * data-hovered, data-pressed and data-focus-visible states, its press events) when it is near the
 * screen, and a button that had focus when it changed keeps it. Buttons further down the page (a
 * home's rows each have two) change as they are scrolled near: changing every button at once was
 * a long task on a phone right after hydration (decision 031).
 *
 * Buttons first rendered after that (in a dialog, a menu, a page reached client-side) are
 * react-aria's from their first render, unless they are `deferUntilNear`.
 */
import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ForwardedRef,
  type MouseEvent,
} from 'react'
import { flushSync } from 'react-dom'
import type { Button, ButtonProps, ButtonRenderProps } from 'react-aria-components/Button'
import type { PressEvent } from 'react-aria'
import { whenNoPressHeld } from '#app/utils/press-held.ts'

export type { ButtonProps } from 'react-aria-components/Button'

type AriaButton = typeof Button

let loaded: AriaButton | null = null
const listeners = new Set<() => void>()

let loading: Promise<void> | null = null

/**
 * Starts the chunk's fetch once (a failed fetch is asked again by the next button mounted); the
 * promise settles when every PressButton can be react-aria's.
 */
export function loadAriaButton(): Promise<void> {
  loading ??= import('./PressButton.aria.tsx').then(
    (m) =>
      // The swap puts a new element in each native button's place: not under a held press.
      new Promise<void>((resolve) =>
        whenNoPressHeld(() => {
          loaded = m.Button
          for (const listener of listeners) listener()
          resolve()
        }),
      ),
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * react-aria's Button once its chunk is there, else null. The server render and hydration always
 * see null, so the browser's first render matches the server's markup.
 */
function useAriaButton(): AriaButton | null {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  )
}

/** How far outside the screen a button starts changing, so it has changed before it is seen. */
const NEAR_MARGIN = '50% 0px'

let nearObserver: IntersectionObserver | null = null
const whenNear = new Map<Element, () => void>()

/**
 * Calls `then` once `element` is near the screen (one observer for every button, so the buttons
 * that come near together change in one render), at once where the browser has no
 * IntersectionObserver; the returned function stops watching.
 */
function watchNear(element: Element, then: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    then()
    return () => {}
  }
  nearObserver ??= new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        const then = whenNear.get(target)
        if (!isIntersecting || !then) continue
        stop(target)
        then()
      }
    },
    { rootMargin: NEAR_MARGIN },
  )
  whenNear.set(element, then)
  nearObserver.observe(element)
  return () => stop(element)
}

function stop(element: Element) {
  whenNear.delete(element)
  nearObserver?.unobserve(element)
}

// Layout effects only run in the browser; the server render never swaps.
const useBrowserLayoutEffect = typeof document === 'undefined' ? () => {} : useLayoutEffect

export interface PressButtonProps extends ButtonProps {
  /**
   * Wait to be near the screen before becoming react-aria's even when first rendered
   * after its chunk arrived: for buttons a page puts in place of its server markup right after
   * hydration, all down the page (a row's arrows), rather than in a dialog or menu just opened.
   */
  deferUntilNear?: boolean
}

export const PressButton = forwardRef<HTMLButtonElement, PressButtonProps>(function PressButton({ deferUntilNear = false, ...props }, ref) {
  const ariaButton = useAriaButton()
  // A button first rendered once the chunk is there is react-aria's at once (unless told to
  // wait); one the page hydrated waits until it is near the screen. (Hydration always sees null.)
  const [wanted, setWanted] = useState(() => ariaButton !== null && !deferUntilNear)
  const AriaButton = wanted ? ariaButton : null
  const own = useRef<HTMLButtonElement>(null)
  // the element changes when react-aria's button takes the native one's place
  // eslint-disable-next-line react-hooks/exhaustive-deps -- re-run on that swap
  useImperativeHandle(ref, () => own.current!, [AriaButton])
  // Asked for once hydrated: the first mounted button starts the fetch, the others share it.
  useEffect(() => {
    if (!loaded) loadAriaButton().catch(() => undefined)
  }, [])
  useEffect(() => {
    const element = own.current
    if (!ariaButton || wanted || !element) return
    // The change puts a new element in the native one's place: not under a held press. A button
    // that has focus changes at once; one tabbed to off screen is scrolled near, so changes then.
    // Either way it keeps the focus.
    const change = () => setWanted(true)
    if (document.activeElement === element) return whenNoPressHeld(change)
    // Committed at once (flushSync): a render scheduled for later would leave a moment in which a
    // press could go down on the native button and come up on its successor.
    return watchNear(element, () => whenNoPressHeld(() => flushSync(change)))
  }, [ariaButton, wanted])
  // Whether the native button had focus when react-aria's took its place (decided while rendering
  // the swap, when the native one is still in the document).
  const refocus = useRef(false)
  const swapped = useRef(false)
  if (AriaButton && !swapped.current) {
    swapped.current = true
    refocus.current = typeof document !== 'undefined' && own.current !== null && document.activeElement === own.current
  }
  useBrowserLayoutEffect(() => {
    if (AriaButton && refocus.current) {
      refocus.current = false
      own.current?.focus()
    }
  }, [AriaButton])
  if (AriaButton) return <AriaButton {...props} ref={own} />
  return <NativeButton {...props} buttonRef={own} />
})

const idleState = (isDisabled: boolean): ButtonRenderProps => ({
  isHovered: false,
  isPressed: false,
  isFocused: false,
  isFocusVisible: false,
  isDisabled,
  isPending: false,
})

/** The same button without react-aria: only what a button needs before the chunk arrives. */
function NativeButton({
  buttonRef,
  children,
  className,
  style,
  isDisabled = false,
  isPending,
  excludeFromTabOrder,
  type = 'button',
  onPress,
  onPressStart,
  onPressEnd,
  onPressChange,
  onPressUp,
  onHoverStart,
  onHoverEnd,
  onHoverChange,
  onFocusChange,
  preventFocusOnPress,
  slot,
  ...rest
}: ButtonProps & { buttonRef: ForwardedRef<HTMLButtonElement> }) {
  void [isPending, onPressStart, onPressEnd, onPressChange, onPressUp, onHoverEnd, onHoverChange, onFocusChange, preventFocusOnPress, slot]
  const state = idleState(isDisabled)
  const onClick = onPress
    ? (event: MouseEvent<HTMLButtonElement>) => {
        onPress({
          type: 'press',
          // a click without a pointer position came from the keyboard (Enter or Space)
          pointerType: event.detail === 0 ? 'keyboard' : 'mouse',
          target: event.currentTarget,
          shiftKey: event.shiftKey,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          altKey: event.altKey,
          x: event.nativeEvent.offsetX,
          y: event.nativeEvent.offsetY,
          continuePropagation() {},
        } as PressEvent)
      }
    : undefined
  return (
    <button
      {...(rest as Record<string, unknown>)}
      ref={buttonRef}
      type={type}
      disabled={isDisabled || undefined}
      data-disabled={isDisabled || undefined}
      tabIndex={excludeFromTabOrder ? -1 : undefined}
      className={typeof className === 'function' ? className({ ...state, defaultClassName: undefined }) : className}
      style={typeof style === 'function' ? style({ ...state, defaultStyle: {} }) : style}
      onClick={onClick}
      onPointerEnter={
        onHoverStart
          ? (event) => onHoverStart({ type: 'hoverstart', pointerType: event.pointerType as 'mouse', target: event.currentTarget })
          : undefined
      }
    >
      {typeof children === 'function' ? children({ ...state, defaultChildren: undefined }) : children}
    </button>
  )
}
