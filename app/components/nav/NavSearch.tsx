import { LocaleForm } from '#app/i18n/links.tsx'
import { useId, type ComponentType } from 'react'
import { searchAction, type Locale } from './links.ts'
import * as styles from './siteNav.css.ts'
import { useT } from '#app/i18n/t.ts'
import { commonStrings } from '#app/i18n/resources.ts'

/**
 * The most a search box takes: the search page refuses a longer text as a bad link
 * (app/catalogue/params.server.ts), so every box stops there, as the search page's own does.
 */
export const SEARCH_TEXT_MAX = 200

export interface SearchFieldSlotProps {
  label: string
  placeholder: string
  autoFocus?: boolean
}

/**
 * The box itself before hydration (and while the hamburger's dialog chunk loads): a plain labelled
 * search input, so the server HTML needs no react-aria. The dialog passes react-aria's SearchField
 * (NavSearch.aria.tsx: Escape clears the text before it closes the dialog).
 */
export function NativeSearchField({ label, placeholder }: SearchFieldSlotProps) {
  const id = useId()
  return (
    <div className={styles.searchField}>
      <label htmlFor={id}>{label}</label>
      <input type="search" name="q" id={id} className={styles.searchInput} placeholder={placeholder} maxLength={SEARCH_TEXT_MAX} />
    </div>
  )
}

/** The hamburger's search box: a GET form to /search (localized) with `q`, so it works without JavaScript. */
export function NavSearch({
  locale,
  autoFocus,
  Field = NativeSearchField,
}: {
  locale: Locale
  autoFocus?: boolean
  Field?: ComponentType<SearchFieldSlotProps>
}) {
  const { t } = useT(commonStrings)
  const label = t('common:nav.search')
  return (
    <LocaleForm method="get" action={searchAction(locale)} role="search" aria-label={label} className={styles.searchForm}>
      <Field label={label} placeholder={t('common:nav.searchPlaceholder')} autoFocus={autoFocus} />
      <button type="submit" className={styles.summary}>
        {label}
      </button>
    </LocaleForm>
  )
}
