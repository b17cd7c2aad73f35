/**
 * The platform's own artwork and its raster variants, shared by the media route that makes them
 * (platform/media/routes.ts) and the images that offer them (`srcset`).
 *
 * The platform stores artwork as SVG under `/media/artwork/{name}.svg` and answers
 * `/media/artwork/{name}.w{width}.webp` with it rasterized to one of ARTWORK_WIDTHS pixels wide.
 * Other image addresses (a remote platform's, an editor's absolute URL) have no variants.
 */

/** The widths a variant is made at. */
export const ARTWORK_WIDTHS = [160, 240, 320, 480, 640, 960, 1280] as const
export type ArtworkWidth = (typeof ARTWORK_WIDTHS)[number]

const OWN_ARTWORK = /^\/media\/artwork\/([a-z0-9-]+)\.svg$/

/** Answers already built, per list of widths (a card shape's list is one constant array). */
const srcSets = new WeakMap<readonly ArtworkWidth[], Map<string, string | undefined>>()

/**
 * `srcset` for an image of the platform's artwork: its WebP variants at `widths`; undefined for
 * any other address, which is then shown as it is.
 *
 * Every card of every page asks, with the same few hundred addresses from request to request, so
 * a bounded number of answers is remembered for each list of widths.
 */
export function artworkSrcSet(src: string, widths: readonly ArtworkWidth[]): string | undefined {
  let known = srcSets.get(widths)
  if (known === undefined) srcSets.set(widths, (known = new Map()))
  if (known.has(src)) return known.get(src)
  const name = OWN_ARTWORK.exec(src)?.[1]
  const srcSet = name && widths.map((width) => `/media/artwork/${name}.w${width}.webp ${width}w`).join(', ')
  if (known.size >= 5000) known.clear()
  known.set(src, srcSet)
  return srcSet
}
