import { localizeCurrentPath, type Locale } from './links.ts'
import * as styles from './siteNav.css.ts'
import { visuallyHidden } from '#app/styles/utils.css.ts'
import { useT } from '#app/i18n/t.ts'
import { commonStrings } from '#app/i18n/resources.ts'

/** Each language's name in that language. */
const languageNames: Record<Locale, string> = { en: 'English', es: 'Español', pt: 'Português' }

export interface LanguageSelectorProps {
  locales: readonly Locale[]
  locale: Locale
  pathname: string
  search?: string
  className?: string
}

/** Links to the same page in each language (plain links: they work without JavaScript). */
export function LanguageSelector({ locales, locale, pathname, search = '', className }: LanguageSelectorProps) {
  const { t } = useT(commonStrings)
  if (locales.length < 2) return null
  return (
    <ul role="list" aria-label={t('common:nav.language')} className={[styles.languages, className].filter(Boolean).join(' ')}>
      {locales.map((target) => (
        <li key={target}>
          <a
            href={localizeCurrentPath(pathname, target) + search}
            hrefLang={target}
            lang={target}
            aria-current={target === locale ? 'true' : undefined}
            className={styles.languageLink}
          >
            <span aria-hidden="true">{target}</span>
            <span className={visuallyHidden}>{languageNames[target]}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
