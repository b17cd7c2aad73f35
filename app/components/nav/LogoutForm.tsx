import { LocaleForm } from '#app/i18n/links.tsx'
import { useTranslation } from 'react-i18next'
import { logoutAction, type Locale } from './links.ts'

/** Log out: a POST form, so it works without JavaScript (and never as a prefetchable GET link). */
export function LogoutForm({ locale, className, buttonClassName }: { locale: Locale; className?: string; buttonClassName?: string }) {
  const { t } = useTranslation()
  return (
    <LocaleForm method="post" action={logoutAction(locale)} className={className}>
      <button type="submit" className={buttonClassName}>
        {t('nav.logout', 'Log out')}
      </button>
    </LocaleForm>
  )
}
