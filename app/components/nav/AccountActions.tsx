import { useSubmit } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Button, Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover } from 'react-aria-components'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import { useHydrated } from '#blocks/shared/useHydrated.ts'
import { ProfileIcon } from './icons.tsx'
import { accountHref, logoutAction, signInHref, signUpHref, type Locale } from './links.ts'
import { LogoutForm } from './LogoutForm.tsx'
import * as styles from './siteNav.css.ts'

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
  const { t } = useTranslation()
  return (
    <>
      <ButtonLink href={signInHref(locale, pathname, search)} variant="primary" size="small" className={compact ? styles.signIn : undefined}>
        {compact && <ProfileIcon />}
        <span className={compact ? styles.wideLabel : undefined}>{t('nav.signIn', 'Sign in')}</span>
      </ButtonLink>
      <ButtonLink href={signUpHref(locale)} variant="secondary" size="small" className={compact ? styles.tabletUp : undefined}>
        {t('nav.signUp', 'Sign up')}
      </ButtonLink>
    </>
  )
}

function AccountMenu({ viewer, locale, isOpen, onOpenChange }: AccountActionsProps) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const submit = useSubmit()
  const profile = t('nav.profile', 'Profile')
  const name = viewer.name || profile
  const trigger = (
    <>
      <ProfileIcon />
      <span className={styles.wideLabel}>{name}</span>
    </>
  )

  if (!hydrated) {
    return (
      <details className={styles.disclosure}>
        <summary className={styles.summary} aria-label={viewer.name ? `${profile}: ${viewer.name}` : profile}>
          {trigger}
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
  }

  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button className={styles.summary} aria-label={viewer.name ? `${profile}: ${viewer.name}` : profile}>
        {trigger}
      </Button>
      <Popover placement="bottom end" offset={8} className={styles.popover}>
        <Menu aria-label={profile} className={styles.menu}>
          <MenuSection>
            <Header className={styles.menuHeader}>{name}</Header>
            <MenuItem id="account" href={accountHref(locale)} className={styles.menuRow}>
              {profile}
            </MenuItem>
            <MenuItem id="logout" className={styles.menuRow} onAction={() => submit(null, { method: 'post', action: logoutAction(locale) })}>
              {t('nav.logout', 'Log out')}
            </MenuItem>
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}
