import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Input, Label, SearchField } from 'react-aria-components'
import { searchAction, type Locale } from './links.ts'
import * as styles from './siteNav.css.ts'

/** The hamburger's search box: a GET form to /search (localized) with `q`, so it works without JavaScript. */
export function NavSearch({ locale, autoFocus }: { locale: Locale; autoFocus?: boolean }) {
  const { t } = useTranslation()
  const label = t('nav.search', 'Search')
  return (
    <Form method="get" action={searchAction(locale)} role="search" aria-label={label} className={styles.searchForm}>
      <SearchField name="q" className={styles.searchField} autoFocus={autoFocus}>
        <Label>{label}</Label>
        <Input className={styles.searchInput} placeholder={t('nav.searchPlaceholder', 'Titles, events, teams')} />
      </SearchField>
      <button type="submit" className={styles.summary}>
        {label}
      </button>
    </Form>
  )
}
