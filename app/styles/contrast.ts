/**
 * WCAG 2 contrast arithmetic for the theme's colours (#rrggbb), so a realm's own accent and
 * surfaces still give readable text: text on the accent, and the accent used as text.
 */

/** WCAG's AA minimum for normal-size text. */
export const AA_TEXT = 4.5

type Rgb = [number, number, number]

function parse(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

function format([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`
}

/** Relative luminance (WCAG 2.x). */
export function luminance(hex: string): number {
  const [r, g, b] = parse(hex).map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as Rgb
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** White or near-black, whichever reads better on `background`. */
export function textOn(background: string, light = '#ffffff', dark = '#111111'): string {
  return contrastRatio(light, background) >= contrastRatio(dark, background) ? light : dark
}

function mix(a: string, b: string, t: number): string {
  const [x, y] = [parse(a), parse(b)]
  return format([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * t) as Rgb)
}

/**
 * `color` as the colour of text on every one of `surfaces`: itself when it already reaches
 * `ratio` on all of them, otherwise the closest tint (towards white) or shade (towards black)
 * that does, so the hue stays recognisable.
 */
export function readableOn(color: string, surfaces: readonly string[], ratio = AA_TEXT): string {
  const readable = (c: string) => surfaces.every((s) => contrastRatio(c, s) >= ratio)
  if (readable(color)) return color
  for (let step = 1; step <= 20; step++) {
    const t = step / 20
    for (const towards of ['#ffffff', '#000000']) {
      const candidate = mix(color, towards, t)
      if (readable(candidate)) return candidate
    }
  }
  return textOn(surfaces[0] ?? '#000000')
}
