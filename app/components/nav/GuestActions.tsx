import { ButtonLink } from '#app/components/ui/Button.tsx'
import { useT } from '#app/i18n/t.ts'
import { commonStrings } from '#app/i18n/resources.ts'
import { ProfileIcon } from './icons.tsx'
import { signInHref, signUpHref, type Locale } from './links.ts'
import * as styles from './siteNav.css.ts'

/** Sign-in links for guests, shared by the bar and the app sidebar. */
export function GuestActions({
  locale,
  pathname,
  search = '',
  compact = true,
}: {
  locale: Locale
  pathname: string
  search?: string
  compact?: boolean
}) {
  const { t } = useT(commonStrings)
  return (
    <>
      <ButtonLink
        href={signInHref(locale, pathname, search)}
        variant="primary"
        size="small"
        className={compact ? styles.signIn : undefined}
      >
        {compact && <ProfileIcon />}
        <span className={compact ? styles.wideLabel : undefined}>{t('common:nav.signIn')}</span>
      </ButtonLink>
      <ButtonLink href={signUpHref(locale)} variant="secondary" size="small" className={compact ? styles.desktopUp : undefined}>
        {t('common:nav.signUp')}
      </ButtonLink>
    </>
  )
}
