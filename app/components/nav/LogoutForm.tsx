import { LocaleForm } from '#app/i18n/links.tsx'
import { logoutAction, type Locale } from './links.ts'
import { useT } from '#app/i18n/t.ts'
import { commonStrings } from '#app/i18n/resources.ts'

/** Log out: a POST form, so it works without JavaScript (and never as a prefetchable GET link). */
export function LogoutForm({ locale, className, buttonClassName }: { locale: Locale; className?: string; buttonClassName?: string }) {
  const { t } = useT(commonStrings)
  return (
    <LocaleForm method="post" action={logoutAction(locale)} className={className}>
      <button type="submit" className={buttonClassName}>
        {t('common:nav.logout')}
      </button>
    </LocaleForm>
  )
}
