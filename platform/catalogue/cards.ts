/**
 * A content item as a caller sees it: its card, with the caller's access level and whether it is
 * live now. Shared by the catalogue's services and by playback.
 */
import type { ContentRow } from './store.ts'

export interface Paging {
  page: number
  lastSeen: string | null
  moreDataAvailable: boolean
  totalResults: number
}

export type AccessLevel = 'GRANTED' | 'GRANTED_ON_SIGN_IN' | 'DENIED'

export interface ContentCard {
  id: string
  type: string
  title: string
  description: string
  duration: number | null
  genres: string[]
  year: number | null
  rating: string | null
  thumbnailUrl: string | null
  posterUrl: string | null
  titleImageUrl: string | null
  startDate: string | null
  endDate: string | null
  displayLiveBadge: boolean
  accessLevel: AccessLevel
  /** Whether a signed-in caller keeps it as a favourite (content and video answers; absent for guests). */
  favourite?: boolean
}

export function accessLevel(item: Pick<ContentRow, 'requiresSignIn' | 'licences'>, isGuest: boolean, held: readonly string[]): AccessLevel {
  if (item.requiresSignIn && isGuest) return 'GRANTED_ON_SIGN_IN'
  if (item.licences.length > 0 && !item.licences.some((l) => held.includes(l))) return 'DENIED'
  return 'GRANTED'
}

export function isLiveNow(item: Pick<ContentRow, 'type' | 'startDate' | 'endDate'>, now: Date): boolean {
  if (item.type !== 'LIVE' || !item.startDate) return false
  const t = now.getTime()
  return item.startDate.getTime() <= t && (!item.endDate || t < item.endDate.getTime())
}

/**
 * Seconds from `at` until the live badge of one of these cards next turns on or off: how long an
 * answer made of them stays true. Infinity when none of them is a live event still to start or end.
 */
export function secondsUntilLiveChange(cards: readonly Pick<ContentCard, 'type' | 'startDate' | 'endDate'>[], at: Date): number {
  const t = at.getTime()
  let next = Infinity
  for (const card of cards) {
    if (card.type !== 'LIVE') continue
    for (const edge of [card.startDate, card.endDate]) {
      const when = edge === null ? NaN : Date.parse(edge)
      if (when > t && when < next) next = when
    }
  }
  return (next - t) / 1000
}

/** The card of a content item as the caller sees it at `at`. */
export function toCard(item: Omit<ContentRow, 'search'>, isGuest: boolean, held: readonly string[], at: Date): ContentCard {
  return {
    id: item.id,
    type: item.type,
    title: item.title,
    description: item.description,
    duration: item.durationSeconds ?? null,
    genres: item.genres,
    year: item.year ?? null,
    rating: item.rating ?? null,
    thumbnailUrl: item.thumbnailUrl ?? null,
    posterUrl: item.posterUrl ?? null,
    titleImageUrl: item.titleImageUrl ?? null,
    startDate: item.startDate?.toISOString() ?? null,
    endDate: item.endDate?.toISOString() ?? null,
    displayLiveBadge: isLiveNow(item, at),
    accessLevel: accessLevel(item, isGuest, held),
  }
}

/**
 * Cards of cached rows, per row object: a card depends only on its row, the caller's access level
 * and whether it is live, so callers who see a row alike get the same card object. The cache hands
 * out the same row objects until the catalogue changes, and the embedded platform's callers
 * (platform/in-process.ts) then find the card already checked and frozen instead of a new copy.
 */
const cardsOfRows = new WeakMap<object, Map<string, ContentCard>>()

/**
 * A shared card with a signed-in caller's favourite flag: the same object for every caller who
 * sees that card and flag, so those answers too are checked and frozen once (in-process.ts).
 */
const favouriteVariants = new WeakMap<ContentCard, { false?: ContentCard; true?: ContentCard }>()

export function favouriteCard(card: ContentCard, favourite: boolean): ContentCard & { favourite: boolean } {
  let variants = favouriteVariants.get(card)
  if (!variants) favouriteVariants.set(card, (variants = {}))
  const key = favourite ? 'true' : 'false'
  return (variants[key] ??= Object.assign({}, card, { favourite })) as ContentCard & { favourite: boolean }
}

/** `toCard` for a row the cache keeps (a bucket's rows, a content item): the same object for the same card. */
export function sharedCard(item: Omit<ContentRow, 'search'>, isGuest: boolean, held: readonly string[], at: Date): ContentCard {
  const variant = `${accessLevel(item, isGuest, held)}${isLiveNow(item, at) ? ' live' : ''}`
  let cards = cardsOfRows.get(item)
  if (!cards) cardsOfRows.set(item, (cards = new Map()))
  let card = cards.get(variant)
  if (!card) cards.set(variant, (card = toCard(item, isGuest, held, at)))
  return card
}
