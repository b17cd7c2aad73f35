import type { ReactNode } from 'react'
import { insideAsMarkup } from '#app/utils/inside-as-markup.server.ts'
import type { RowCard } from '#app/platform/types.ts'
import type { CardLabels, CardProps } from './Card.tsx'

/**
 * The server's memory of the cards' links it has built.
 *
 * A guest's home shows some 130 cards, and every guest of a language gets the same ones: the
 * embedded platform hands every request the same frozen card objects while the catalogue is
 * unchanged (a signed-in viewer's cards too: one shared variant per card and favourite flag). A
 * card's link (`cardLink` in Card.tsx) is a pure function of its props, so the element tree built
 * for a frozen card with the same props is the same on every request. It is kept beside the card
 * object (a WeakMap: it goes when the catalogue's cache lets the card go) and handed to React
 * again.
 *
 * What is kept is the link's `<a>` with everything inside it already written as markup, by React's
 * own renderer (`insideAsMarkup`): React then writes that text as it is instead of walking the
 * card's image, badges and facts again. The cards are most of a home page's elements (about 580 of
 * its 1,140), and walking them again was about a fifth of a guest home's server time. The markup is the
 * one React writes for those elements in the page, byte for byte, so the browser, which builds its
 * cards as elements (it has no memory), hydrates it as its own (card-links.server.test.tsx checks
 * both).
 *
 * A card that is not frozen (a remote platform's parsed answer) is built every time: nothing
 * guarantees it has not changed.
 */
interface Built {
  props: CardProps
  link: ReactNode
}

/** A card appears in a few rows at most; more versions than this and the oldest goes. */
const MAX_VERSIONS = 4

const built = new WeakMap<RowCard, Built[]>()

const sameLabels = (a: CardLabels, b: CardLabels) =>
  a === b ||
  (a.live === b.live &&
    a.subscriptionRequired === b.subscriptionRequired &&
    a.signInToWatch === b.signInToWatch &&
    a.geoblocked === b.geoblocked)

/** The props a card's link reads besides the card and its labels, compared as they are. */
const LINK_PROPS = [
  'context',
  'rowType',
  'displayPosters',
  'playlistImageType',
  'metadataDisplayMode',
  'hideMetadata',
  'eager',
  'isGuest',
  'localizePath',
  'idPrefix',
] as const satisfies ReadonlyArray<keyof CardProps>

/**
 * Every prop of a card is compared, or is outside the link (`state` and `extra`): a prop added to
 * `CardProps` does not compile until it is listed above, so no link is reused for other props.
 */
type Uncompared = Exclude<keyof CardProps, (typeof LINK_PROPS)[number] | 'item' | 'labels' | 'state' | 'extra'>
export const everyPropCompared: [Uncompared] extends [never] ? true : never = true

/** Whether two cards' props give the same link. */
function sameLink(a: CardProps, b: CardProps): boolean {
  for (const name of LINK_PROPS) if (a[name] !== b[name]) return false
  return sameLabels(a.labels, b.labels)
}

export function rememberCardLink(props: CardProps, build: (props: CardProps) => ReactNode): ReactNode {
  const { item } = props
  if (!Object.isFrozen(item)) return build(props)
  let versions = built.get(item)
  if (versions === undefined) built.set(item, (versions = []))
  for (const version of versions) if (sameLink(version.props, props)) return version.link
  const link = insideAsMarkup(build(props))
  // kept without what the link does not use (the control beside it holds the page's callbacks)
  versions.push({ props: { ...props, extra: undefined, state: undefined }, link })
  if (versions.length > MAX_VERSIONS) versions.shift()
  return link
}
