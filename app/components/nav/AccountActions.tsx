import { upgradeChunk, useDisclosureUpgrade } from './disclosure-upgrade.ts'
import { accountHref, profilesHref, type Locale } from './links.ts'
import { GuestActions } from './GuestActions.tsx'
import { AccountTrigger } from './AccountTrigger.tsx'
import { LogoutForm } from './LogoutForm.tsx'
import * as styles from './siteNav.css.ts'
import { useT } from '#app/i18n/t.ts'
import { commonStrings } from '#app/i18n/resources.ts'

// react-aria's menu family stays out of the page's first download: fetched once hydrated.
const ariaAccountMenu = upgradeChunk(() => import('./AccountMenu.aria.tsx').then((m) => m.AriaAccountMenu))

export interface Viewer {
  isGuest: boolean
  name?: string
}

export { GuestActions }

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

/**
 * The account menu: a native <details> disclosure before hydration, while the menu's chunk loads
 * and while a visitor has it open; a react-aria menu after (AccountMenu.aria.tsx;
 * disclosure-upgrade.ts).
 */
function AccountMenu(props: AccountActionsProps) {
  const { viewer, locale } = props
  const { t } = useT(commonStrings)
  const { Upgraded, details } = useDisclosureUpgrade(ariaAccountMenu)
  const profile = t('common:nav.profile')
  const name = viewer.name || profile
  const native = (
    <details className={styles.disclosure} {...details}>
      <summary className={styles.summary} aria-label={viewer.name ? `${profile}: ${viewer.name}` : profile}>
        <AccountTrigger name={name} />
      </summary>
      <div className={styles.dropdown}>
        <p className={styles.menuHeader}>{name}</p>
        <a href={accountHref(locale)} className={styles.menuRow}>
          {profile}
        </a>
        <a href={profilesHref(locale)} className={styles.menuRow}>
          {t('common:nav.switchProfile')}
        </a>
        <LogoutForm locale={locale} className={styles.inlineForm} buttonClassName={styles.menuRow} />
      </div>
    </details>
  )
  return Upgraded ? <Upgraded {...props} /> : native
}
