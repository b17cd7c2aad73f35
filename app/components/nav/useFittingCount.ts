import { useLayoutEffect, useState, type RefObject } from 'react'

/**
 * How many of the bar's items fit in `available` pixels, each `widths[i]` wide at its natural
 * size, `gap` apart, keeping room for the More button (`moreWidth`) when it is there anyway
 * (`moreShown`: the menu has other items) or some are left out.
 */
export function fittingCount({
  available,
  widths,
  gap,
  moreWidth,
  moreShown,
}: {
  available: number
  widths: number[]
  gap: number
  moreWidth: number
  moreShown: boolean
}) {
  let used = 0
  for (let count = 0; count < widths.length; count++) {
    used += widths[count]! + (count > 0 ? gap : 0)
    const needsMore = moreShown || count + 1 < widths.length
    if (used + (needsMore ? gap + moreWidth : 0) > available) return count
  }
  return widths.length
}

let canvas: HTMLCanvasElement | null = null
function textWidth(text: string, font: string): number {
  const context = (canvas ??= document.createElement('canvas')).getContext('2d')
  if (!context) return 0
  context.font = font
  return context.measureText(text).width
}

const px = (value: string) => parseFloat(value) || 0

/** A layout effect in the browser (measured before paint), nothing on the server. */
const useBrowserLayoutEffect = typeof document === 'undefined' ? () => {} : useLayoutEffect

/**
 * The breakpoints decide how many items the bar shows (BAR_CAPACITY), for an English-length menu;
 * longer labels (Spanish and Portuguese ones, or an operator's long item) would then shrink to an
 * ellipsis ("I…", "Ex…"). Once hydrated this measures the labels' natural widths (their text in
 * the links' font, plus the links' padding) against the room the bar has, on every resize, and
 * answers at most `upTo` items: the rest go to the More menu. Before hydration (and without
 * JavaScript) `upTo` stands, as on the server. `itemsKey` changes when the items, their
 * language or the current page (whose item is bolder) do.
 */
export function useFittingCount(container: RefObject<HTMLElement | null>, itemsKey: string, moreLabel: string, upTo: number): number {
  const [fit, setFit] = useState(Number.POSITIVE_INFINITY)
  useBrowserLayoutEffect(() => {
    const element = container.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const measure = () => {
      const list = element.querySelector<HTMLElement>(':scope > ul')
      // every item's link, the ones the breakpoints or this hide too (their text is there all the same)
      const links = list ? [...list.querySelectorAll<HTMLElement>(':scope > li > a')] : []
      if (!list || links.length === 0 || element.clientWidth === 0) return setFit(Number.POSITIVE_INFINITY)
      // each link in its own font: the current page's item is bolder
      const widths = links.map((link) => {
        const style = getComputedStyle(link)
        return Math.ceil(textWidth(link.textContent ?? '', style.font)) + px(style.paddingLeft) + px(style.paddingRight)
      })
      const first = getComputedStyle(links[0]!)
      const padding = px(first.paddingLeft) + px(first.paddingRight)
      const gap = px(getComputedStyle(list).columnGap)
      const more = element.querySelector<HTMLElement>('details > summary, button[aria-haspopup]')
      const moreWidth = more?.offsetWidth || Math.ceil(textWidth(moreLabel, first.font)) + padding + 24 + 4
      setFit(fittingCount({ available: element.clientWidth, widths, gap, moreWidth, moreShown: Boolean(more) }))
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [container, itemsKey, moreLabel])
  return Math.min(fit, upTo)
}
