import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation, useRouteError, useSearchParams } from '@remix-run/react'
import { LocaleLink, LocaleForm } from '#app/i18n/links.tsx'
import { useState } from 'react'
import { platformFor } from '#app/session.server.ts'
import { loginAction, type LoginActionData } from '#app/auth/login.server.ts'
import type { LoginFieldErrors } from '#app/auth/login-schema.ts'
import { useLazyModule } from '#app/utils/useLazyModule.ts'
import { authLinks, realmSignup } from '#app/auth/pages.server.ts'
import { TextField } from '#app/components/ui/TextField.tsx'
import { Button } from '#app/components/ui/Button.tsx'
import { AuthPanel, FormMessage, Honeypot, useFieldText } from '#app/auth/AuthPanel.tsx'
import { GeneralErrorBoundary } from '#app/components/GeneralErrorBoundary.tsx'
import { localePath, localeOfRequest } from '#app/i18n/locale-path.ts'
import { cachePolicy, safeRedirectPath } from '#app/utils/http.ts'
import { federatedLogin } from '#app/auth/federated/providers.server.ts'
import { ProviderButtons } from '#app/auth/federated/ProviderButtons.tsx'
import * as styles from '#app/auth/auth-page.css.ts'
import { useT } from '#app/i18n/t.ts'
import { authStrings } from '#app/auth/strings.ts'
import { commonStrings } from '#app/i18n/resources.ts'
import { pageTitle } from '#app/i18n/page-title.ts'

export const headers = () => ({ 'Cache-Control': cachePolicy.none })

/**
 * Sign in (LOGIN), and the gift login (GIFT_LOGIN, param giftId) and gift redemption login
 * (GIFT_REDEMPTION_LOGIN, param redeemCode) on the same page with their own heading and back target.
 * A signed-in visitor landing here goes home, unless redirectTo says where (same-origin only).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request)
  const { viewer, client } = await platformFor(request, context, locale)
  const url = new URL(request.url)
  if (!viewer.isGuest) {
    throw redirect(safeRedirectPath(url.searchParams.get('redirectTo'), localePath(locale, '/home')))
  }
  // External providers (app/auth/federated): their buttons, or straight to the only one.
  const federated = await federatedLogin(request, context, locale, viewer.isGuest)
  if (federated.redirectTo) throw redirect(federated.redirectTo)
  const variant = params.redeemCode ? 'giftRedeem' : /\/(gift|regalo|presente)\//.test(url.pathname) ? 'gift' : 'login'
  const links = authLinks(url, locale, { giftId: variant === 'gift' ? (params.giftId ?? '') : undefined, redeemCode: params.redeemCode })
  const { selfRegistration } = await realmSignup(client)
  return {
    variant,
    // Plain login has no back arrow; the gift logins go back to their gift pages.
    backHref: variant === 'login' ? null : links.back,
    links,
    showSignup: selfRegistration,
    isGrantedOnSignIn: url.searchParams.get('isGrantedOnSignIn') === 'true',
    federated,
  } as const
}

export async function action({ request, context }: ActionFunctionArgs) {
  const locale = localeOfRequest(request)
  return loginAction(request, context, localePath(locale, '/home'), locale)
}

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, commonStrings, 'common:nav.signIn') }]

const HEADINGS = { login: 'auth.signIn', gift: 'auth.giftLogin', giftRedeem: 'auth.giftRedeemLogin' } as const

export default function Login() {
  const { variant, backHref, links, showSignup, isGrantedOnSignIn, federated } = useLoaderData<typeof loader>()
  const { t } = useT(authStrings)
  return (
    <AuthPanel title={t(`auth:${HEADINGS[variant]}`)} backHref={backHref}>
      {isGrantedOnSignIn ? <FormMessage tone="notice" message="auth.grantedOnSignIn" /> : null}
      <LoginForm />
      <ProviderButtons buttons={federated.buttons} />
      <ul className={styles.links}>
        <li>
          <LocaleLink className={styles.link} to={links.requestPassword}>
            {t('auth:auth.forgotPasswordLink')}
          </LocaleLink>
        </li>
        <li>
          <LocaleLink className={styles.link} to={links.magicLink}>
            {t('auth:auth.magicLinkLink')}
          </LocaleLink>
        </li>
        {showSignup ? (
          <li>
            {t('auth:auth.noAccount')}{' '}
            <LocaleLink className={styles.link} to={links.signup}>
              {t('auth:auth.signUpLink')}
            </LocaleLink>
          </li>
        ) : null}
      </ul>
    </AuthPanel>
  )
}

/** The form's instant check (zod): fetched when the form is first used, not with the page. */
const loadChecks = () => import('#app/auth/login-schema.ts')

/**
 * The email and password form: checked in the browser first (once its check has arrived: a submit
 * before that posts, and the action answers the same messages), by the action for the truth.
 */
function LoginForm() {
  const { t } = useT(commonStrings)
  const actionData = useActionData<LoginActionData>()
  const navigation = useNavigation()
  const [searchParams] = useSearchParams()
  const [clientErrors, setClientErrors] = useState<LoginFieldErrors | null>(null)
  const [showPassword, setShowPassword] = useState(false)
  const errors = clientErrors ?? actionData?.errors ?? {}
  const submitting = navigation.state === 'submitting'
  const tr = useFieldText()
  const checks = useLazyModule(loadChecks)
  return (
    <LocaleForm
      method="post"
      noValidate
      className={styles.form}
      {...checks.warmOnUse}
      onSubmit={(event) => {
        const check = checks.current()
        if (!check) return setClientErrors(null)
        const result = check.loginFieldErrors(new FormData(event.currentTarget))
        if (!result.ok) {
          event.preventDefault()
          setClientErrors(result.errors)
        } else setClientErrors(null)
      }}
    >
      {errors.form?.length ? (
        <p role="alert" className={styles.formError}>
          {tr(errors.form)?.join(' ')}
        </p>
      ) : !clientErrors ? (
        <FormMessage message={actionData?.message} />
      ) : null}
      <input type="hidden" name="from" value={searchParams.get('from') ?? ''} />
      {['entryPage', 'redirectTo', 'licences'].map((name) =>
        searchParams.get(name) ? <input key={name} type="hidden" name={name} value={searchParams.get(name) ?? ''} /> : null,
      )}
      <Honeypot />
      <TextField
        label={t('common:login.email')}
        name="id"
        type="email"
        autoComplete="username"
        defaultValue={actionData?.id}
        errors={tr(errors.id)}
      />
      <TextField
        label={t('common:login.password')}
        name="secret"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        errors={tr(errors.secret)}
        after={
          // An eye icon keeps the field wide on phones; its name says what it does.
          <Button
            type="button"
            variant="ghost"
            size="small"
            onPress={() => setShowPassword((v) => !v)}
            aria-pressed={showPassword}
            aria-label={showPassword ? t('common:login.hidePassword') : t('common:login.showPassword')}
          >
            <EyeIcon crossed={showPassword} />
          </Button>
        }
      />
      <Button type="submit" variant="primary" isDisabled={submitting}>
        {t('common:login.submit')}
      </Button>
    </LocaleForm>
  )
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <line x1="4" y1="4" x2="20" y2="20" /> : null}
    </svg>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
