import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation, useRouteError } from '@remix-run/react'
import { LocaleForm } from '#app/i18n/links.tsx'
import { authClient, noStore } from '#app/auth/auth.server.ts'
import { signedInRedirect } from '#app/auth/after-sign-in.server.ts'
import { checkForm, magicLinkSchema } from '#app/auth/checks.server.ts'
import { type FieldErrors } from '#app/auth/form-errors.ts'
import { honeypotTripped } from '#app/auth/honeypot.ts'
import { authLinks } from '#app/auth/pages.server.ts'
import { PlatformError } from '#app/platform/client.server.ts'
import { Button } from '#app/components/ui/Button.tsx'
import { AuthPanel, FormMessage } from '#app/auth/AuthPanel.tsx'
import { EmailRequestForm } from '#app/auth/EmailRequestForm.tsx'
import { GeneralErrorBoundary } from '#app/components/GeneralErrorBoundary.tsx'
import { localePath, localeOfRequest } from '#app/i18n/locale-path.ts'
import { cachePolicy } from '#app/utils/http.ts'
import { logger } from '#app/utils/logger.server.ts'
import * as styles from '#app/auth/auth-page.css.ts'
import { useT } from '#app/i18n/t.ts'
import { authStrings } from '#app/auth/strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'

export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, authStrings, 'auth:auth.magicLinkHeading') }]

/**
 * MAGIC_LINK: without a token, the email form (pattern check, then magicLinkSent); with the link's
 * token, a button that signs in. Signing in takes a POST so a mail scanner that opens the link
 * does not use it up.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request)
  const url = new URL(request.url)
  const token = url.searchParams.get('token')
  return { links: authLinks(url, locale), token: token && token.length <= 200 ? token : null, sent: url.searchParams.get('sent') === '1' }
}

type MagicActionData = { errors: FieldErrors; email?: string; message?: string }

export async function action({ request, context }: ActionFunctionArgs) {
  const locale = localeOfRequest(request)
  const form = await request.formData()
  const url = new URL(request.url)
  if (form.get('intent') === 'login') {
    const token = String(form.get('token') ?? '')
    try {
      const tokens = await authClient(context, locale).magicLogin(token)
      return await signedInRedirect(
        request,
        context,
        locale,
        tokens,
        { from: url.searchParams.get('from'), entryPage: url.searchParams.get('entryPage') },
        localePath(locale, '/home'),
      )
    } catch (error) {
      if (!(error instanceof PlatformError) || error.status >= 500)
        logger.error({ event: 'magic_link.login_failed', message: (error as Error)?.message })
      return data<MagicActionData>(
        { errors: {}, message: 'failedToMagicLogin' },
        { status: error instanceof PlatformError ? error.status : 503, headers: noStore },
      )
    }
  }
  const email = String(form.get('email') ?? '').slice(0, 254)
  const checked = checkForm(magicLinkSchema, form)
  if (!checked.ok) return data<MagicActionData>({ errors: checked.errors, email }, { status: 400, headers: noStore })
  url.searchParams.set('sent', '1')
  url.searchParams.delete('token')
  if (honeypotTripped(form)) return redirect(url.pathname + url.search, { headers: noStore })
  try {
    await authClient(context, locale).requestMagicLink(checked.value.email)
    return redirect(url.pathname + url.search, { headers: noStore })
  } catch (error) {
    if (error instanceof PlatformError && error.status === 400)
      return data<MagicActionData>({ errors: { email: ['invalidEmail'] }, email }, { status: 400, headers: noStore })
    logger.warn({ event: 'magic_link.send_failed', message: (error as Error)?.message })
    return data<MagicActionData>(
      { errors: {}, email, message: 'failedToSend' },
      { status: error instanceof PlatformError ? error.status : 503, headers: noStore },
    )
  }
}

export default function MagicLink() {
  const { links, token, sent } = useLoaderData<typeof loader>()
  const actionData = useActionData<MagicActionData>()
  const navigation = useNavigation()
  const { t } = useT(authStrings)
  const busy = navigation.state === 'submitting'
  return (
    <AuthPanel title={t('auth:auth.magicLinkHeading')} backHref={links.back}>
      {token ? (
        <LocaleForm method="post" className={styles.form}>
          <FormMessage message={actionData?.message} />
          <p className={styles.intro}>{t('auth:magicLink.ready')}</p>
          <input type="hidden" name="intent" value="login" />
          <input type="hidden" name="token" value={token} />
          <Button type="submit" variant="primary" isDisabled={busy}>
            {t('auth:magicLink.continue')}
          </Button>
        </LocaleForm>
      ) : sent ? (
        <FormMessage tone="success" message="magicLinkSent" />
      ) : (
        <EmailRequestForm
          check="magicLinkSchema"
          intro={t('auth:magicLink.intro')}
          submit={t('auth:magicLink.submit')}
          answer={actionData}
        />
      )}
    </AuthPanel>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
