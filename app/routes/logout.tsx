import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useSearchParams } from '@remix-run/react'
import { z } from 'zod'
import { useTranslation } from 'react-i18next'
import { destroySession } from '#app/session.server.ts'
import { createPlatformClient } from '#app/platform/client.server.ts'
import { getLocale } from '#app/i18n/i18n.server.ts'
import { localizedPath } from '#app/utils/paths.ts'
import { cachePolicy, safeRedirectPath } from '#app/utils/http.ts'
import { logger } from '#app/utils/logger.server.ts'
import { Button } from '#app/components/ui/Button.tsx'
import * as styles from '#app/components/auth/auth-page.css.ts'

export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const meta: MetaFunction = () => [{ title: 'Log out · Marquee' }]

const logoutSchema = z.object({ from: z.string().max(2048).optional() })

export async function loader(_: LoaderFunctionArgs) {
  return null
}

/** Ends the platform session (failures are only logged), forgets the cookie, goes to `from` (same-origin) or home. */
export async function action({ request, context }: ActionFunctionArgs) {
  const locale = await getLocale(request)
  const form = logoutSchema.safeParse(Object.fromEntries(await request.formData()))
  const from = (form.success ? form.data.from : undefined) || new URL(request.url).searchParams.get('from')
  const { refreshToken, cookie } = await destroySession(request)
  if (refreshToken) {
    await createPlatformClient(context.platform)
      .logout(refreshToken)
      .catch((error: unknown) => logger.warn({ event: 'logout.platform_failed', message: (error as Error)?.message }))
  }
  return redirect(safeRedirectPath(from, localizedPath('/home', locale)), { headers: { 'Set-Cookie': cookie } })
}

export default function Logout() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  return (
    <section className={styles.page} aria-labelledby="logout-title">
      <div className={styles.panel}>
        <h1 id="logout-title" className={styles.title}>
          {t('logout.title')}
        </h1>
        <p>{t('logout.confirm')}</p>
        <Form method="post">
          <input type="hidden" name="from" value={params.get('from') ?? ''} />
          <Button type="submit" variant="primary">
            {t('nav.logout')}
          </Button>
        </Form>
      </div>
    </section>
  )
}
