import { useSubmit } from '@remix-run/react'
import { Button } from 'react-aria-components/Button'
import { Header } from 'react-aria-components/Header'
import { Menu, MenuItem, MenuSection, MenuTrigger } from 'react-aria-components/Menu'
import { Popover } from 'react-aria-components/Popover'
import type { AccountActionsProps } from './AccountActions.tsx'
import { AccountTrigger, accountHref, logoutAction, profilesHref } from './parts.ts'
import * as styles from './siteNav.css.ts'
import { NavRouterProvider } from './NavRouterProvider.aria.tsx'
import { useT } from '#app/i18n/t.ts'
import { commonStrings } from '#app/i18n/resources.ts'

/** The hydrated account menu (see AccountActions.tsx); a separate chunk, rendered only after hydration. */
export function AriaAccountMenu({ viewer, locale, isOpen, onOpenChange }: AccountActionsProps) {
  const { t } = useT(commonStrings)
  const submit = useSubmit()
  const profile = t('common:nav.profile')
  const name = viewer.name || profile
  return (
    <NavRouterProvider>
      <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
        <Button className={styles.summary} aria-label={viewer.name ? `${profile}: ${viewer.name}` : profile}>
          <AccountTrigger name={name} />
        </Button>
        <Popover placement="bottom end" offset={8} className={styles.popover}>
          <Menu aria-label={profile} className={styles.menu}>
            <MenuSection>
              <Header className={styles.menuHeader}>{name}</Header>
              <MenuItem id="account" href={accountHref(locale)} className={styles.menuRow}>
                {profile}
              </MenuItem>
              <MenuItem id="profiles" href={profilesHref(locale)} className={styles.menuRow}>
                {t('common:nav.switchProfile')}
              </MenuItem>
              <MenuItem
                id="logout"
                className={styles.menuRow}
                onAction={() => submit(null, { method: 'post', action: logoutAction(locale) })}
              >
                {t('common:nav.logout')}
              </MenuItem>
            </MenuSection>
          </Menu>
        </Popover>
      </MenuTrigger>
    </NavRouterProvider>
  )
}
