import type { ComponentType } from 'react'
import { FavouriteToggle } from './FavouriteToggle.tsx'
import * as s from './favourites.css.ts'

/**
 * The favourites toggle on a card (bucket rows, the history list): an icon button over the
 * artwork whose accessible name names the title and says what pressing does ("Add … to
 * favourites" / "Remove … from favourites"); the heart is filled while the title is a favourite.
 * Signed-in viewers only: guests' cards carry nothing personal and are the same for every guest.
 */
export function CardFavouriteToggle(props: CardFavouriteToggleProps) {
  const Remembered = cardToggles.Remembered
  return Remembered ? <Remembered {...props} /> : cardToggle(props)
}

export interface CardFavouriteToggleProps {
  contentId: string
  title: string
  favourite: boolean
  redirectTo: string
}

/**
 * Where the server keeps the card toggles it has written (`card-toggles.server.tsx`, installed by
 * the server's entry); the browser has none and renders each toggle with its hooks.
 */
export const cardToggles: { Remembered?: ComponentType<CardFavouriteToggleProps> } = {}

/** The toggle on a card, as the browser renders it. */
export function cardToggle({ contentId, title, favourite, redirectTo }: CardFavouriteToggleProps) {
  return (
    <FavouriteToggle
      contentId={contentId}
      title={title}
      favourite={favourite}
      isGuest={false}
      redirectTo={redirectTo}
      variant="icon"
      nameWithTitle
      className={s.cardToggle}
    >
      {() => (
        <svg className={s.heart} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            strokeLinejoin="round"
            d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.5 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.5 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z"
          />
        </svg>
      )}
    </FavouriteToggle>
  )
}
