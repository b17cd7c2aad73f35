import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation, useRouteError } from '@remix-run/react'
import { LocaleLink, LocaleForm } from '#app/i18n/links.tsx'
import { useState } from 'react'
import { platformFor } from '#app/session.server.ts'
import { authClient, messageOf, noStore } from '#app/auth/auth.server.ts'
import { binaryDefault, type ConsentAnswers } from '#schemas/consent.ts'
import { checkForm, signupSchema } from '#app/auth/checks.server.ts'
import type { FieldErrors } from '#app/auth/form-errors.ts'
import { useLazyModule } from '#app/utils/useLazyModule.ts'
import { honeypotTripped } from '#app/auth/honeypot.ts'
import { authLinks, realmSignup } from '#app/auth/pages.server.ts'
import { afterSignInTarget, entryPageKind } from '#app/auth/redirect.ts'
import type { SignInMessage } from '#app/auth/errors.ts'
import { PlatformError } from '#app/platform/client.server.ts'
import { TextField } from '#app/components/ui/TextField.tsx'
import { Button } from '#app/components/ui/Button.tsx'
import { Checkbox } from '#app/components/ui/Checkbox.tsx'
import { AuthPanel, FormMessage, Honeypot, useAuthMessage, useFieldText } from '#app/auth/AuthPanel.tsx'
import { GeneralErrorBoundary } from '#app/components/GeneralErrorBoundary.tsx'
import { localePath, localeOfRequest } from '#app/i18n/locale-path.ts'
import { cachePolicy, invariantResponse, safeRedirectPath } from '#app/utils/http.ts'
import { logger } from '#app/utils/logger.server.ts'
import * as styles from '#app/auth/auth-page.css.ts'
import { useT } from '#app/i18n/t.ts'
import { authStrings } from '#app/auth/strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'

export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, authStrings, 'auth:signup.title') }]

/** Sign-up (SIGNUP, and the gift redemption register route): offered only when the realm allows self-registration. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request)
  const { viewer, client } = await platformFor(request, context, locale)
  const url = new URL(request.url)
  if (!viewer.isGuest) throw redirect(safeRedirectPath(url.searchParams.get('redirectTo'), localePath(locale, '/home')))
  const realm = await realmSignup(client)
  invariantResponse(realm.selfRegistration, 'Sign-up is not open', { status: 404 })
  return {
    consentTerms: realm.consentTerms,
    links: authLinks(url, locale, { redeemCode: params.redeemCode }),
    sent: url.searchParams.get('sent') === '1',
  }
}

type SignupActionData = { errors: FieldErrors; values: { name: string; email: string; consents: ConsentAnswers }; message?: SignInMessage }

export async function action({ request, context }: ActionFunctionArgs) {
  const locale = localeOfRequest(request)
  const form = await request.formData()
  const { consentTerms } = await realmSignup(authClient(context, locale))
  const consents: ConsentAnswers = Object.fromEntries(
    consentTerms.filter((t) => t.fieldType === 'BINARY_CHOICE').map((t) => [t.fieldName, form.get(`consent.${t.fieldName}`) === 'true']),
  )
  // Input comes back on error; the password never does.
  const values = { name: String(form.get('name') ?? '').slice(0, 80), email: String(form.get('email') ?? '').slice(0, 254), consents }
  const url = new URL(request.url)
  const sentUrl = () => {
    url.searchParams.set('sent', '1')
    return url.pathname + url.search
  }
  const fail = (status: number, errors: FieldErrors, message?: SignInMessage) =>
    data<SignupActionData>({ errors, values, message }, { status, headers: noStore })

  const checked = checkForm(signupSchema, form)
  const missing = consentTerms
    .filter((t) => t.fieldType === 'BINARY_CHOICE' && t.required && !consents[t.fieldName])
    .map((t) => t.fieldName)
  if (!checked.ok || missing.length) {
    const errors: FieldErrors = checked.ok ? {} : checked.errors
    for (const name of missing) errors[`consent.${name}`] = ['auth.consentRequired']
    return fail(400, errors)
  }
  // A bot filled the honeypot: answer as if it worked, do nothing.
  if (honeypotTripped(form)) return redirect(sentUrl(), { headers: noStore })
  try {
    // where sign-in would have gone (the checkout that sent the guest here): the mail's link leads back there
    const returnTo = afterSignInTarget(
      {
        entryPage: url.searchParams.get('entryPage'),
        from: url.searchParams.get('from'),
        redirectTo: url.searchParams.get('redirectTo'),
        licences: url.searchParams.get('licences'),
      },
      '',
      { locale },
    )
    await authClient(context, locale).signup({
      name: checked.value.name,
      email: checked.value.email,
      password: checked.value.password,
      consentAnswers: consents,
      ...(returnTo && entryPageKind(returnTo) !== 'signup' ? { returnTo } : {}),
    })
    return redirect(sentUrl(), { headers: noStore })
  } catch (error) {
    if (error instanceof PlatformError && error.status === 400 && error.fields) {
      const errors: FieldErrors = {}
      if (error.fields.email) errors.email = ['pleaseProvideValidEmail']
      if (error.fields.name) errors.name = ['pleaseProvideYourName']
      if (error.fields.password) errors.password = ['auth.passwordTooShort']
      return fail(400, errors)
    }
    if (error instanceof PlatformError && error.code === 'CONSENT_REQUIRED') {
      const names = ((error.body as { missing?: string[] })?.missing ?? []) as string[]
      return fail(422, Object.fromEntries(names.map((n) => [`consent.${n}`, ['auth.consentRequired']])), { key: 'auth.consentRequired' })
    }
    if (error instanceof PlatformError && error.status < 500) return fail(error.status, {}, messageOf(error))
    logger.error({ event: 'signup.failed', message: (error as Error)?.message })
    return fail(503, {}, { key: 'sorrySomethingWentWrong' })
  }
}

/** The form's instant check (zod): fetched when the form is first used, not with the page. */
const loadChecks = () => import('#app/auth/forms.ts')

export default function Signup() {
  const { consentTerms, links, sent } = useLoaderData<typeof loader>()
  const actionData = useActionData<SignupActionData>()
  const navigation = useNavigation()
  const { t } = useT(authStrings)
  const text = useAuthMessage()
  const tr = useFieldText()
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null)
  const errors = clientErrors ?? actionData?.errors ?? {}
  const checks = useLazyModule(loadChecks)

  if (sent) {
    return (
      <AuthPanel title={t('auth:signup.sentTitle')} backHref={links.login}>
        <FormMessage tone="success" message="signup.sentBody" />
        <LocaleLink className={styles.link} to={links.login}>
          {t('auth:auth.signIn')}
        </LocaleLink>
      </AuthPanel>
    )
  }
  return (
    <AuthPanel title={t('auth:signup.title')} backHref={links.back}>
      <LocaleForm
        method="post"
        noValidate
        className={styles.form}
        {...checks.warmOnUse}
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget)
          const check = checks.current()
          // not arrived yet: the form posts, and the action answers the same field messages
          if (!check) return setClientErrors(null)
          const result = check.checkForm(check.signupSchema, form)
          const errs: FieldErrors = result.ok ? {} : { ...result.errors }
          for (const t of consentTerms)
            if (t.fieldType === 'BINARY_CHOICE' && t.required && form.get(`consent.${t.fieldName}`) !== 'true')
              errs[`consent.${t.fieldName}`] = ['auth.consentRequired']
          if (Object.keys(errs).length) {
            event.preventDefault()
            setClientErrors(errs)
          } else setClientErrors(null)
        }}
      >
        {!clientErrors ? <FormMessage message={actionData?.message} /> : null}
        <Honeypot />
        <TextField
          label={t('auth:auth.name')}
          name="name"
          autoComplete="name"
          defaultValue={actionData?.values.name}
          errors={tr(errors.name)}
        />
        <TextField
          label={t('auth:auth.email')}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={actionData?.values.email}
          errors={tr(errors.email)}
        />
        <TextField
          label={t('auth:auth.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          description={t('auth:signup.passwordHint')}
          errors={tr(errors.password)}
        />
        {consentTerms.length ? (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('auth:signup.consents')}</legend>
            {consentTerms.map((term) => {
              if (term.fieldType === 'INFORMATION_TEXT')
                return (
                  <p key={term.fieldName} className={styles.consentText}>
                    {text(term.text ?? term.label ?? '')}
                  </p>
                )
              const name = `consent.${term.fieldName}`
              const fieldErrors = tr(errors[name])
              const checked = actionData?.values.consents[term.fieldName] ?? binaryDefault(term)
              return (
                <div key={term.fieldName}>
                  <Checkbox
                    name={name}
                    value="true"
                    defaultSelected={checked}
                    isInvalid={Boolean(fieldErrors)}
                    aria-describedby={fieldErrors ? `${term.fieldName}-error` : undefined}
                  >
                    {text(term.label ?? term.fieldName)}
                    {term.required ? ` ${t('auth:signup.required')}` : ''}
                  </Checkbox>
                  {fieldErrors ? (
                    <p id={`${term.fieldName}-error`} className={styles.fieldError}>
                      {fieldErrors.join(' ')}
                    </p>
                  ) : null}
                </div>
              )
            })}
          </fieldset>
        ) : null}
        <Button type="submit" variant="primary" isDisabled={navigation.state === 'submitting'}>
          {t('auth:signup.submit')}
        </Button>
      </LocaleForm>
      <p className={styles.intro}>
        {t('auth:auth.haveAccount')}{' '}
        <LocaleLink className={styles.link} to={links.login}>
          {t('auth:auth.signIn')}
        </LocaleLink>
      </p>
    </AuthPanel>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
