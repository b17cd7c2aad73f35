import type { ReactNode } from 'react'
import type { RowCard } from '#app/platform/types.ts'
import type { RowTypeData } from '#schemas/index.ts'
import { contentPath, type LocalizePath } from '#blocks/shared/links.ts'
import { artworkSrcSet } from '#schemas/artwork.ts'
import { visuallyHidden } from '#app/styles/utils.css.ts'
import * as s from './card.css.ts'

/**
 * How wide a card's image is drawn, so the browser picks the smaller of two widths of the artwork
 * (schemas/artwork.ts) when it fills the card: a carousel shows 2.2 cards on a phone, 3.3 on a
 * tablet and 4.4–5.5 on a desktop (bucket.css.ts), a featured row about half as many, a poster
 * row's cards are about half as wide. Two widths per shape cover a phone's 1.75–3 device pixels
 * per CSS pixel and a desktop's 1–2 without much text per card: a page has some 150 cards.
 */
const imageSizes = {
  landscape: '(min-width: 1024px) 23vw, (min-width: 768px) 31vw, 46vw',
  featured: '(min-width: 1024px) 29vw, (min-width: 768px) 46vw, 84vw',
  poster: '(min-width: 1024px) 16vw, (min-width: 768px) 23vw, 32vw',
}
const artworkWidths = { landscape: [320, 640], featured: [480, 960], poster: [240, 480] } as const

/** Card list states, exposed as `data-state` for styling. */
export type CardState = 'default' | 'active' | 'before-active' | 'after-active' | 'hidden' | 'inactive'

export type CardContext = 'carousel' | 'grid'

/** Hover/focus scale: 1.2 for a card with an action in a carousel, 1.4 otherwise. */
export function cardScale(context: CardContext, hasAction: boolean): '1.2' | '1.4' {
  return context === 'carousel' && hasAction ? '1.2' : '1.4'
}

export interface CardProps {
  item: RowCard
  context: CardContext
  rowType?: RowTypeData['rowType']
  displayPosters?: boolean
  playlistImageType?: RowTypeData['playlistImageType']
  metadataDisplayMode?: RowTypeData['metadataDisplayMode']
  hideMetadata?: boolean
  /** Above the fold: load the image at once. */
  eager?: boolean
  isGuest: boolean
  state?: CardState
  localizePath?: LocalizePath
  /** Translated card labels, resolved once per row (see useCardLabels). */
  labels: CardLabels
  /** Unique per card on the page (row id + item id): ties badges to the link's description. */
  idPrefix: string
  /** A control beside the card's link (a playlist card's preview toggle). */
  extra?: ReactNode
}

export interface CardLabels {
  live: string
  subscriptionRequired: string
  signInToWatch: string
  geoblocked: string
}

/** Precomputed class names: a home page renders well over a hundred cards. */
const cardClass = { '1.2': s.card({ scale: '1.2' }), '1.4': s.card({ scale: '1.4' }) } as const
const mediaClass = { poster: s.mediaBox({ aspect: 'poster' }), landscape: s.mediaBox({ aspect: 'landscape' }) } as const
const titleClass = { large: s.title({ size: 'large' }), small: s.title({ size: 'small' }), regular: s.title({ size: 'regular' }) } as const

/**
 * The card's artwork, or none for a title the platform has no artwork for (the box stays, empty).
 * A row's cards carry only this field (`artworkField`, which the server trims them with, makes the
 * same choice: a test renders both ways).
 */
function imageFor(item: RowCard, posters: boolean, playlistImageType: CardProps['playlistImageType']): string | null | undefined {
  if (item.type === 'VOD_PLAYLIST' && playlistImageType) {
    return playlistImageType === 'poster' ? item.posterUrl : (item.titleImageUrl ?? item.thumbnailUrl)
  }
  return posters ? item.posterUrl : item.thumbnailUrl
}

/** Seconds as "1h 32m" / "45m". */
export function formatDuration(seconds: number | null): string | null {
  if (!seconds || seconds <= 0) return null
  const minutes = Math.round(seconds / 60)
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return h > 0 ? (m > 0 ? `${h}h ${m}m` : `${h}h`) : `${m}m`
}

/**
 * Where the server keeps the links of cards it has built (`card-links.server.ts`, installed by the
 * server's entry); the browser has none and builds each card's link as it renders.
 */
export const cardLinks: { remember?: (props: CardProps, build: (props: CardProps) => ReactNode) => ReactNode } = {}

export function Card(props: CardProps) {
  return (
    <li className={s.item} data-state={props.state ?? 'default'}>
      {cardLinks.remember ? cardLinks.remember(props, cardLink) : cardLink(props)}
      {props.extra}
    </li>
  )
}

/**
 * The card's link: everything in the card but its state and the control beside it. A plain
 * function of its props, without hooks, so the server may hand React the link it built before.
 */
export function cardLink({
  item,
  context,
  rowType = 'basic',
  displayPosters = false,
  playlistImageType,
  metadataDisplayMode = 'regular',
  hideMetadata = false,
  eager = false,
  isGuest,
  localizePath,
  labels,
  idPrefix,
}: CardProps) {
  const liveId = `${idPrefix}-live`
  const accessId = `${idPrefix}-access`
  const metaId = `${idPrefix}-meta`
  const descriptionId = `${idPrefix}-description`
  const posters = displayPosters
  const scale = cardScale(context, true)
  const facts = [item.year ? String(item.year) : null, formatDuration(item.duration), item.rating].filter((f): f is string => Boolean(f))
  const accessLabel =
    item.accessLevel === 'DENIED'
      ? labels.subscriptionRequired
      : item.accessLevel === 'GRANTED_ON_SIGN_IN' && isGuest
        ? labels.signInToWatch
        : item.accessLevel === 'GEOBLOCKED'
          ? labels.geoblocked
          : null
  const size = rowType === 'featured' ? 'large' : rowType === 'inline' ? 'small' : 'regular'
  const showDescription = !hideMetadata && rowType === 'featured' && Boolean(item.description)
  // The link's name is the title alone, as shown (label in name, for speech input); badges,
  // facts and the description are its description, so they are hidden from the name.
  const describedBy = [
    item.displayLiveBadge ? liveId : null,
    accessLabel ? accessId : null,
    hideMetadata || facts.length === 0 ? null : metaId,
    showDescription ? descriptionId : null,
  ]
    .filter(Boolean)
    .join(' ')

  const image = imageFor(item, posters, playlistImageType)
  const shape = posters ? 'poster' : rowType === 'featured' ? 'featured' : 'landscape'
  return (
    <a href={contentPath(item, localizePath)} className={cardClass[scale]} data-scale={scale} aria-describedby={describedBy || undefined}>
      <div className={mediaClass[posters ? 'poster' : 'landscape']}>
        {image ? (
          <img
            className={s.image}
            src={image}
            srcSet={artworkSrcSet(image, artworkWidths[shape])}
            sizes={imageSizes[shape]}
            alt=""
            width={posters ? 240 : 320}
            height={posters ? 360 : 180}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
        {item.displayLiveBadge ? (
          <span id={liveId} className={s.liveBadge} aria-hidden="true">
            {labels.live}
          </span>
        ) : null}
        {accessLabel ? (
          <span id={accessId} className={s.access} data-access={item.accessLevel} aria-hidden="true">
            {item.accessLevel === 'DENIED' ? <LockIcon /> : null}
            {accessLabel}
          </span>
        ) : null}
      </div>
      {hideMetadata ? (
        <span className={visuallyHidden}>{item.title}</span>
      ) : (
        <div className={s.meta}>
          <p className={titleClass[size]}>{item.title}</p>
          {metadataDisplayMode === 'stacked' ? (
            <p id={metaId} className={s.stacked} aria-hidden="true">
              {facts.map((fact) => (
                <span key={fact}>{fact}</span>
              ))}
            </p>
          ) : facts.length > 0 ? (
            <p id={metaId} className={s.metaLine} aria-hidden="true">
              {facts.join(' · ')}
            </p>
          ) : null}
          {showDescription ? (
            <p id={descriptionId} className={s.description} aria-hidden="true">
              {item.description}
            </p>
          ) : null}
        </div>
      )}
    </a>
  )
}

function LockIcon() {
  return (
    <svg className={s.lock} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-icon="lock">
      <path
        fill="currentColor"
        d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"
      />
    </svg>
  )
}
