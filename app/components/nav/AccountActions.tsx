import { lazy, Suspense } from 'react'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import { useHydrated } from '#app/utils/useHydrated.ts'
import { ProfileIcon } from './icons.tsx'
import { accountHref, signInHref, signUpHref, type Locale } from './links.ts'
import { LogoutForm } from './LogoutForm.tsx'
import * as styles from './siteNav.css.ts'
import { useT } from '#app/i18n/t.ts'
import { commonStrings } from '#app/i18n/resources.ts'

// react-aria's menu family stays out of the page's first download: fetched once hydrated.
const AriaAccountMenu = lazy(() => import('./AccountMenu.aria.tsx').then((m) => ({ default: m.AriaAccountMenu })))

export interface Viewer {
  isGuest: boolean
  name?: string
}

export interface AccountActionsProps {
  viewer: Viewer
  locale: Locale
  pathname: string
  search?: string
  isOpen: boolean
  onOpenChange: (open: boolean) => void
}

/** Guests: Sign in and Sign up (one profile icon below 768 px). Signed in: the account menu. */
export function AccountActions(props: AccountActionsProps) {
  return props.viewer.isGuest ? <GuestActions {...props} /> : <AccountMenu {...props} />
}

/** Sign-in links for guests, shared by the bar and the app sidebar. */
export function GuestActions({ locale, pathname, search = '', compact = true }: Pick<AccountActionsProps, 'locale' | 'pathname' | 'search'> & { compact?: boolean }) {
  const { t } = useT(commonStrings)
  return (
    <>
      <ButtonLink href={signInHref(locale, pathname, search)} variant="primary" size="small" className={compact ? styles.signIn : undefined}>
        {compact && <ProfileIcon />}
        <span className={compact ? styles.wideLabel : undefined}>{t('common:nav.signIn')}</span>
      </ButtonLink>
      <ButtonLink href={signUpHref(locale)} variant="secondary" size="small" className={compact ? styles.desktopUp : undefined}>
        {t('common:nav.signUp')}
      </ButtonLink>
    </>
  )
}

/**
 * The account menu: a native <details> disclosure before hydration and while the menu's chunk
 * loads; a react-aria menu after (AccountMenu.aria.tsx).
 */
function AccountMenu(props: AccountActionsProps) {
  const { viewer, locale } = props
  const { t } = useT(commonStrings)
  const hydrated = useHydrated()
  const profile = t('common:nav.profile')
  const name = viewer.name || profile
  const native = (
    <details className={styles.disclosure}>
      <summary className={styles.summary} aria-label={viewer.name ? `${profile}: ${viewer.name}` : profile}>
        <AccountTrigger name={name} />
      </summary>
      <div className={styles.dropdown}>
        <p className={styles.menuHeader}>{name}</p>
        <a href={accountHref(locale)} className={styles.menuRow}>
          {profile}
        </a>
        <LogoutForm locale={locale} className={styles.inlineForm} buttonClassName={styles.menuRow} />
      </div>
    </details>
  )
  if (!hydrated) return native
  return (
    <Suspense fallback={native}>
      <AriaAccountMenu {...props} />
    </Suspense>
  )
}

/** The account button's content: the profile icon and, on wide screens, the name. */
export function AccountTrigger({ name }: { name: string }) {
  return (
    <>
      <ProfileIcon />
      <span className={styles.wideLabel}>{name}</span>
    </>
  )
}
