import { ProfileIcon } from './icons.tsx'
import * as styles from './siteNav.css.ts'

/**
 * The account button's content: the profile icon and, on wide screens, the name. Shared by the
 * native menu (AccountActions.tsx) and the react-aria one (AccountMenu.aria.tsx, its own chunk).
 */
export function AccountTrigger({ name }: { name: string }) {
  return (
    <>
      <ProfileIcon />
      <span className={styles.wideLabel}>{name}</span>
    </>
  )
}
