import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation, useRouteError, useSearchParams } from '@remix-run/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { platformFor } from '#app/session.server.ts'
import { getLocale } from '#app/i18n/i18n.server.ts'
import { loginAction, type LoginActionData } from '#app/auth/login.server.ts'
import { loginFieldErrors, type LoginFieldErrors } from '#app/auth/login-schema.ts'
import { TextField } from '#app/components/ui/TextField.tsx'
import { Button } from '#app/components/ui/Button.tsx'
import { GeneralErrorBoundary } from '#app/components/GeneralErrorBoundary.tsx'
import { localizedPath } from '#app/utils/paths.ts'
import { cachePolicy, safeRedirectPath } from '#app/utils/http.ts'
import { federatedLogin } from '#app/auth/federated/providers.server.ts'
import { ProviderButtons } from '#app/auth/federated/ProviderButtons.tsx'

export const headers = () => ({ 'Cache-Control': cachePolicy.none })
import * as styles from '#app/components/auth/auth-page.css.ts'

/** A signed-in visitor landing on login goes home, unless redirectTo says where (same-origin only). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = await getLocale(request)
  const { viewer } = await platformFor(request, context, locale)
  if (!viewer.isGuest) {
    const url = new URL(request.url)
    throw redirect(safeRedirectPath(url.searchParams.get('redirectTo'), localizedPath('/home', locale)))
  }
  // External providers (app/auth/federated): their buttons, or straight to the only one.
  const federated = await federatedLogin(request, context, locale, viewer.isGuest)
  if (federated.redirectTo) throw redirect(federated.redirectTo)
  return { federated }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const locale = await getLocale(request)
  return loginAction(request, context, localizedPath('/home', locale))
}

export const meta: MetaFunction = () => [{ title: 'Sign in · Marquee' }]

export default function Login() {
  const { t } = useTranslation()
  const actionData = useActionData<LoginActionData>()
  const { federated } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const [searchParams] = useSearchParams()
  const [clientErrors, setClientErrors] = useState<LoginFieldErrors | null>(null)
  const [showPassword, setShowPassword] = useState(false)
  const errors = clientErrors ?? actionData?.errors ?? {}
  const submitting = navigation.state === 'submitting'
  const tr = (keys?: string[]) => keys?.map((k) => t(k))
  return (
    <section className={styles.page} aria-labelledby="login-title">
      <div className={styles.panel}>
        <h1 id="login-title" className={styles.title}>
          {t('login.title')}
        </h1>
        <Form
          method="post"
          noValidate
          className={styles.form}
          onSubmit={(event) => {
            const result = loginFieldErrors(new FormData(event.currentTarget))
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
          ) : null}
          <input type="hidden" name="from" value={searchParams.get('from') ?? ''} />
          <TextField label={t('login.email')} name="id" type="email" autoComplete="username" defaultValue={actionData?.id} errors={tr(errors.id)} />
          <TextField
            label={t('login.password')}
            name="secret"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            errors={tr(errors.secret)}
            after={
              <Button type="button" variant="ghost" size="small" onPress={() => setShowPassword((v) => !v)} aria-pressed={showPassword}>
                {showPassword ? t('login.hidePassword') : t('login.showPassword')}
              </Button>
            }
          />
          <Button type="submit" variant="primary" isDisabled={submitting}>
            {t('login.submit')}
          </Button>
        </Form>
        <ProviderButtons buttons={federated.buttons} />
      </div>
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
