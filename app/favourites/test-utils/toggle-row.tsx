import { TranslationsProvider, type Translations } from '#app/i18n/i18n.ts'
import { CardFavouriteToggle, type CardFavouriteToggleProps } from '../CardFavouriteToggle.tsx'

/** A row of card toggles with a page's strings, as a page shows them (the toggle memory's tests). */
export function toggleRow(i18n: Translations, toggles: CardFavouriteToggleProps[]) {
  return (
    <TranslationsProvider i18n={i18n}>
      <ul>
        {toggles.map((toggle) => (
          <li key={toggle.contentId}>
            <CardFavouriteToggle {...toggle} />
          </li>
        ))}
      </ul>
    </TranslationsProvider>
  )
}
