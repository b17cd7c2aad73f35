import { Input } from 'react-aria-components/Input'
import { Label } from 'react-aria-components/Label'
import { SearchField } from 'react-aria-components/SearchField'
import { SEARCH_TEXT_MAX, type SearchFieldSlotProps } from './NavSearch.tsx'
import * as styles from './siteNav.css.ts'

/** The search box inside the hamburger dialog; loaded with it, after hydration (HamburgerMenu.aria.tsx). */
export function AriaSearchField({ label, placeholder, autoFocus }: SearchFieldSlotProps) {
  return (
    <SearchField name="q" className={styles.searchField} autoFocus={autoFocus}>
      <Label>{label}</Label>
      <Input className={styles.searchInput} placeholder={placeholder} maxLength={SEARCH_TEXT_MAX} />
    </SearchField>
  )
}
