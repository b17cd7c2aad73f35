// Measuring the top bar's items against the room they have: useFittingCount.ts loads this once
// the page has hydrated, so none of it is part of a page's first download.

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

/**
 * Measures now and on every resize of `element` (the bar's primary area: its list of items and
 * the More button), answering how many items fit whole; returns a function that stops watching.
 */
export function watchFit(element: HTMLElement, moreLabel: string, setFit: (count: number) => void): () => void {
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
}
