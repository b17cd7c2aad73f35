import { localeOfRequest } from '#app/i18n/locale-path.ts'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useSearchParams } from '@remix-run/react'
import { LocaleForm } from '#app/i18n/links.tsx'
import { finishProviderLogout, logout } from '#app/auth/federated/logout.server.ts'
import { logoutSchema } from '#app/auth/checks.server.ts'
import { cachePolicy } from '#app/utils/http.ts'
import { Button } from '#app/components/ui/Button.tsx'
import * as styles from '#app/auth/auth-page.css.ts'
import { useT } from '#app/i18n/t.ts'
import { commonStrings } from '#app/i18n/resources.ts'
import { pageTitle } from '#app/i18n/page-title.ts'

export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, commonStrings, 'common:logout.title') }]

/** GET /logout?state=… is where an OpenID provider sends the browser back after its logout. */
export async function loader({ request }: LoaderFunctionArgs) {
  return (await finishProviderLogout(request, localeOfRequest(request))) ?? null
}

/**
 * Ends the platform session (failures only logged), forgets the cookie, ends the session at the
 * OpenID provider the viewer signed in with (through the browser), then `from` (same-origin) or home.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const locale = localeOfRequest(request)
  const form = logoutSchema.safeParse(Object.fromEntries(await request.formData()))
  const from = (form.success ? form.data.from : undefined) || new URL(request.url).searchParams.get('from')
  return logout(request, context, locale, from)
}

export default function Logout() {
  const { t } = useT(commonStrings)
  const [params] = useSearchParams()
  return (
    <section className={styles.page} aria-labelledby="logout-title">
      <div className={styles.panel}>
        <h1 id="logout-title" className={styles.title}>
          {t('common:logout.title')}
        </h1>
        <p>{t('common:logout.confirm')}</p>
        <LocaleForm method="post">
          <input type="hidden" name="from" value={params.get('from') ?? ''} />
          <Button type="submit" variant="primary">
            {t('common:nav.logout')}
          </Button>
        </LocaleForm>
      </div>
    </section>
  )
}
