/**
 * The ACCOUNT page's frame: its heading and the navigation between its areas (each area has its
 * own address, so it can be linked to and works without JavaScript). Links stay in the page's
 * language; the area shown is marked with aria-current. On narrow screens the areas scroll
 * sideways above the content; from the medium breakpoint they stand in a column beside it.
 */
import { useEffect, useRef, type ReactNode } from 'react'
import { LocaleLink } from '#app/i18n/links.tsx'
import { useT } from '#app/i18n/t.ts'
import { accountStrings } from './profile-strings.ts'
import * as styles from './account.css.ts'

export type AccountArea = 'licences' | 'payments' | 'cards' | 'addresses' | 'details' | 'marketing'

/** Each area's English path (the link helper translates it). */
export const ACCOUNT_AREA_PATHS: Record<AccountArea, string> = {
  licences: '/account/licences',
  payments: '/account/payments',
  cards: '/account/cards',
  addresses: '/account/addresses',
  details: '/account/details',
  marketing: '/account/marketing',
}

const AREAS: AccountArea[] = ['licences', 'payments', 'cards', 'addresses', 'details', 'marketing']

/** `title` names what the area shows when it says more than the area's name (a licence's card, say). */
export function AccountLayout({ area, title, children }: { area: AccountArea; title?: string; children: ReactNode }) {
  const { t } = useT(accountStrings)
  const list = useRef<HTMLUListElement>(null)
  // on a phone the areas scroll sideways: the one shown is brought into the strip's view, or a
  // later area (Cards, Addresses …) would open with its own tab cut off at the screen's edge
  useEffect(() => {
    const strip = list.current
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!strip || !current || strip.scrollWidth <= strip.clientWidth) return
    const left = current.getBoundingClientRect().left - strip.getBoundingClientRect().left + strip.scrollLeft
    if (left < strip.scrollLeft || left + current.offsetWidth > strip.scrollLeft + strip.clientWidth)
      strip.scrollLeft = Math.max(0, left - (strip.clientWidth - current.offsetWidth) / 2)
  }, [area])
  const names: Record<AccountArea, string> = {
    licences: t('account:account.area.licences'),
    payments: t('account:account.area.payments'),
    cards: t('account:account.area.cards'),
    addresses: t('account:account.area.addresses'),
    details: t('account:account.area.details'),
    marketing: t('account:account.area.marketing'),
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('account:account.title')}</h1>
      <div className={styles.body}>
        <nav aria-label={t('account:account.nav')} className={styles.nav}>
          <ul className={styles.navList} ref={list}>
            {AREAS.map((a) => (
              <li key={a}>
                <LocaleLink to={ACCOUNT_AREA_PATHS[a]} className={styles.navLink} aria-current={a === area ? 'page' : undefined}>
                  {names[a]}
                </LocaleLink>
              </li>
            ))}
            <li>
              <LocaleLink to="/preferences" className={styles.navLink}>
                {t('account:account.preferencesLink')}
              </LocaleLink>
            </li>
          </ul>
        </nav>
        <section className={styles.content} aria-labelledby="account-area-title">
          <h2 id="account-area-title" className={styles.sectionTitle}>
            {title ?? names[area]}
          </h2>
          {children}
        </section>
      </div>
    </div>
  )
}
