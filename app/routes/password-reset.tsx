import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigate, useNavigation, useRouteError } from '@remix-run/react'
import { LocaleLink, LocaleForm } from '#app/i18n/links.tsx'
import { useEffect, useState } from 'react'
import { pathWords } from '#app/route-table.js'
import { authClient, messageOf, noStore } from '#app/auth/auth.server.ts'
import { checkForm, newPasswordSchema, resetRequestSchema } from '#app/auth/checks.server.ts'
import { blockInvalidSubmit, checkOnceLoaded, type FieldErrors } from '#app/auth/form-errors.ts'
import { useLazyModule } from '#app/utils/useLazyModule.ts'
import type { SignInMessage } from '#app/auth/errors.ts'
import { honeypotTripped } from '#app/auth/honeypot.ts'
import { authLinks } from '#app/auth/pages.server.ts'
import { PlatformError } from '#app/platform/client.server.ts'
import { TextField } from '#app/components/ui/TextField.tsx'
import { Button } from '#app/components/ui/Button.tsx'
import { AuthPanel, FormMessage, useFieldText } from '#app/auth/AuthPanel.tsx'
import { EmailRequestForm } from '#app/auth/EmailRequestForm.tsx'
import { GeneralErrorBoundary } from '#app/components/GeneralErrorBoundary.tsx'
import { localePath, localeOfRequest } from '#app/i18n/locale-path.ts'
import { cachePolicy } from '#app/utils/http.ts'
import { logger } from '#app/utils/logger.server.ts'
import * as styles from '#app/auth/auth-page.css.ts'
import { useT } from '#app/i18n/t.ts'
import { authStrings } from '#app/auth/strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'

/** After a confirmed reset, sign-in follows in 3 seconds. */
export const RESET_REDIRECT_MS = 3000

export const headers = () => ({ 'Cache-Control': cachePolicy.none })

const REQUEST_WORDS = new Set([
  'request-password',
  'requestnewpwd',
  ...Object.values(pathWords['request-password']),
  ...Object.values(pathWords.requestnewpwd),
])

/**
 * LOGIN_REQUEST_PASSWORD, LOGIN_RESET_PASSWORD, REQUEST_PASSWORD and RESET_PASSWORD: with a token
 * in the query the new-password form, without one the request form. The provider is chosen by
 * providerName (default: the ID provider).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request)
  const url = new URL(request.url)
  const token = url.searchParams.get('token')
  const isRequestRoute = REQUEST_WORDS.has(url.pathname.split('/').filter(Boolean).pop() ?? '')
  const links = authLinks(url, locale)
  return {
    heading: isRequestRoute ? 'auth.forgotPasswordTitle' : 'auth.forgottenPassword',
    links,
    loginHref: localePath(locale, '/login'),
    token: token && token.length <= 200 ? token : null,
    providerName: (url.searchParams.get('providerName') || 'id').slice(0, 40),
    sent: url.searchParams.get('sent') === '1',
    done: url.searchParams.get('done') === '1',
  } as const
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(matches, authStrings, 'auth:auth.password') },
  // Without JavaScript too: the browser goes to sign-in 3 seconds after a confirmed reset.
  ...(data?.done ? [{ httpEquiv: 'refresh', content: `${RESET_REDIRECT_MS / 1000};url=${data.loginHref}` }] : []),
]

type ResetActionData = { errors: FieldErrors; email?: string; message?: SignInMessage }

export async function action({ request, context }: ActionFunctionArgs) {
  const locale = localeOfRequest(request)
  const form = await request.formData()
  const url = new URL(request.url)
  const client = authClient(context, locale)
  const fail = (status: number, body: ResetActionData) => data<ResetActionData>(body, { status, headers: noStore })

  if (form.get('intent') === 'reset') {
    const checked = checkForm(newPasswordSchema, form)
    if (!checked.ok) return fail(400, { errors: checked.errors })
    try {
      await client.resetPassword(String(form.get('token') ?? ''), checked.value.password)
      url.searchParams.delete('token')
      url.searchParams.set('done', '1')
      return redirect(url.pathname + url.search, { headers: noStore })
    } catch (error) {
      // Confirm failure: the first server message (as our own key), else generic.
      if (error instanceof PlatformError && error.status === 400) return fail(400, { errors: { password: ['auth.passwordTooShort'] } })
      if (error instanceof PlatformError && error.status < 500) return fail(error.status, { errors: {}, message: messageOf(error) })
      logger.error({ event: 'password_reset.confirm_failed', message: (error as Error)?.message })
      return fail(503, { errors: {}, message: { key: 'sorrySomethingWentWrong' } })
    }
  }

  const email = String(form.get('email') ?? '').slice(0, 254)
  const checked = checkForm(resetRequestSchema, form)
  if (!checked.ok) return fail(400, { errors: checked.errors, email })
  url.searchParams.set('sent', '1')
  // The same answer whether or not the address has an account (and for a bot in the honeypot).
  if (honeypotTripped(form)) return redirect(url.pathname + url.search, { headers: noStore })
  try {
    await client.requestPasswordReset(checked.value.email, (url.searchParams.get('providerName') || 'id').slice(0, 40))
    return redirect(url.pathname + url.search, { headers: noStore })
  } catch (error) {
    // Request failure: the message for the error's code, else generic.
    if (error instanceof PlatformError && error.status === 400) return fail(400, { errors: { email: ['pleaseProvideValidEmail'] }, email })
    if (!(error instanceof PlatformError) || error.status >= 500)
      logger.error({ event: 'password_reset.request_failed', message: (error as Error)?.message })
    return fail(error instanceof PlatformError ? error.status : 503, { errors: {}, email, message: messageOf(error) })
  }
}

/** The form's instant check (zod): fetched when the form is first used, not with the page. */
const loadChecks = () => import('#app/auth/forms.ts')

export default function PasswordReset() {
  const { heading, links, loginHref, token, sent, done } = useLoaderData<typeof loader>()
  const actionData = useActionData<ResetActionData>()
  const navigation = useNavigation()
  const navigate = useNavigate()
  const { t } = useT(authStrings)
  const tr = useFieldText()
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null)
  const checks = useLazyModule(loadChecks)
  const errors = clientErrors ?? actionData?.errors ?? {}
  const busy = navigation.state === 'submitting'

  useEffect(() => {
    if (!done) return
    const timer = setTimeout(() => navigate(loginHref), RESET_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [done, loginHref, navigate])

  let body
  if (done) {
    body = (
      <>
        <FormMessage tone="success" message="passwordSuccessfullyReset" />
        <p className={styles.intro}>{t('auth:reset.redirecting')}</p>
        <LocaleLink className={styles.link} to={loginHref}>
          {t('auth:reset.goToLogin')}
        </LocaleLink>
      </>
    )
  } else if (token) {
    body = (
      <LocaleForm
        method="post"
        noValidate
        className={styles.form}
        {...checks.warmOnUse}
        onSubmit={blockInvalidSubmit(
          checkOnceLoaded(checks, (m) => m.newPasswordSchema),
          setClientErrors,
        )}
      >
        {!clientErrors ? <FormMessage message={actionData?.message} /> : null}
        <input type="hidden" name="intent" value="reset" />
        <input type="hidden" name="token" value={token} />
        <TextField
          label={t('auth:reset.newPassword')}
          name="password"
          type="password"
          autoComplete="new-password"
          description={t('auth:signup.passwordHint')}
          errors={tr(errors.password)}
        />
        <TextField
          label={t('auth:reset.confirmPassword')}
          name="confirm"
          type="password"
          autoComplete="new-password"
          errors={tr(errors.confirm)}
        />
        <Button type="submit" variant="primary" isDisabled={busy}>
          {t('auth:reset.save')}
        </Button>
      </LocaleForm>
    )
  } else if (sent) {
    body = <FormMessage tone="success" message="resetPasswordEmailSent" />
  } else {
    body = <EmailRequestForm check="resetRequestSchema" intro={t('auth:reset.intro')} submit={t('auth:reset.submit')} answer={actionData} />
  }
  return (
    <AuthPanel title={t(`auth:${heading}`)} backHref={links.back}>
      {body}
    </AuthPanel>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
