import type { ReactNode } from 'react'
import { TranslationsProvider, useTranslations, type Translations } from '#app/i18n/i18n.ts'
import { writtenAsMarkup } from '#app/utils/inside-as-markup.server.ts'
import { cardToggle, type CardFavouriteToggleProps } from './CardFavouriteToggle.tsx'

/**
 * The server's memory of the card toggles it has written.
 *
 * A signed-in home shows some seventy favourites toggles, one per video card, and before
 * hydration each is the same form for every viewer who sees that title in that state: its
 * markup depends only on the title, its flag, the page it returns to, and the page's strings
 * (which carry its language). Rendering the toggle's components (its hooks, its button's press
 * handling, its translations) again for every card of every request was about a tenth of a
 * signed-in home's server time. The toggle is written once (`writtenAsMarkup`, with the page's
 * strings, the one context it reads) and kept per strings (a WeakMap: new labels from the CMS make
 * new strings) and per the rest; React then writes its form and that markup as they are.
 */

/** Most toggles kept per set of strings; past it they are all written afresh. */
const MOST = 5_000

const kept = new WeakMap<Translations, Map<string, ReactNode>>()

/** A card's toggle as the server renders it: as the browser's first render, from the server's memory. */
export function RememberedCardToggle(props: CardFavouriteToggleProps) {
  const i18n = useTranslations()
  let forStrings = kept.get(i18n)
  if (!forStrings) kept.set(i18n, (forStrings = new Map()))
  const key = `${props.favourite}\u0000${props.contentId}\u0000${props.redirectTo}\u0000${props.title}`
  let toggle = forStrings.get(key)
  if (toggle === undefined) {
    if (forStrings.size >= MOST) forStrings.clear()
    toggle = writtenAsMarkup(<TranslationsProvider i18n={i18n}>{cardToggle(props)}</TranslationsProvider>)
    forStrings.set(key, toggle)
  }
  return toggle
}
