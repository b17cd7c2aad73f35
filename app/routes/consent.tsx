import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation, useRouteError } from '@remix-run/react'
import { LocaleForm } from '#app/i18n/links.tsx'
import { useState } from 'react'
import { consentAction, consentLoader } from '#app/auth/consent.server.ts'
import { consentField, type ConsentActionData } from '#app/auth/consent-form.ts'
import { agreesToTerms, type ConsentAnswers } from '#schemas/consent.ts'
import { Button } from '#app/components/ui/Button.tsx'
import { Checkbox } from '#app/components/ui/Checkbox.tsx'
import { AuthPanel, useAuthMessage } from '#app/auth/AuthPanel.tsx'
import { GeneralErrorBoundary } from '#app/components/GeneralErrorBoundary.tsx'
import type { RouteHandle } from '#app/root.tsx'
import { useHydrated } from '#app/utils/useHydrated.ts'
import { localePath, localeOfRequest } from '#app/i18n/locale-path.ts'
import { cachePolicy } from '#app/utils/http.ts'
import * as styles from '#app/auth/auth-page.css.ts'
import { useT } from '#app/i18n/t.ts'
import { authStrings } from '#app/auth/strings.ts'
import { consentStepStrings } from '#app/auth/consent-strings.ts'
import { pageTitle } from '#app/i18n/page-title.ts'

export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, consentStepStrings, 'consentStep:consentStep.title') }]
/** No navigation bar: the step is a door to the rest of the product, not a page within it. */
export const handle: RouteHandle = { chrome: false }

/** CONSENT: the realm's terms with the viewer's answers; saving continues to `from`. Signed-in only. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return consentLoader(request, context, localeOfRequest(request))
}

export async function action({ request, context }: ActionFunctionArgs) {
  return consentAction(request, context, localeOfRequest(request))
}

export default function Consent() {
  const { terms, answers: stored, required } = useLoaderData<typeof loader>()
  const actionData = useActionData<ConsentActionData>()
  const navigation = useNavigation()
  const hydrated = useHydrated()
  const { t, locale } = useT(consentStepStrings, authStrings)
  const termText = useAuthMessage()
  const [answers, setAnswers] = useState<ConsentAnswers>(() => actionData?.answers ?? stored)
  const saving =
    navigation.state !== 'idle' &&
    navigation.formMethod?.toUpperCase() === 'POST' &&
    navigation.formAction?.startsWith(localePath(locale, '/consent')) === true
  const agreed = agreesToTerms(terms, answers)
  const errors = actionData?.errors ?? {}
  // Without JavaScript the button stays enabled and the server answers with a message instead.
  const disabled = hydrated && (!agreed || saving)

  return (
    <AuthPanel title={t('consentStep:consentStep.title')}>
      <p className={styles.intro}>{required ? t('consentStep:consentStep.intro') : t('consentStep:consentStep.review')}</p>
      {actionData?.message ? (
        <p role="alert" className={styles.formError}>
          {t(`consentStep:${actionData.message}`)}
        </p>
      ) : null}
      <LocaleForm method="post" className={styles.form} noValidate>
        <input type="hidden" name="intent" value="save" />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('consentStep:consentStep.legend')}</legend>
          {terms.map((term) => {
            if (term.fieldType === 'INFORMATION_TEXT')
              return (
                <p key={term.fieldName} className={styles.consentText}>
                  {termText(term.text ?? term.label ?? '')}
                </p>
              )
            const name = consentField(term.fieldName)
            const fieldErrors = errors[name]
            return (
              <div key={term.fieldName}>
                <Checkbox
                  name={name}
                  value="true"
                  isSelected={answers[term.fieldName] === true}
                  onChange={(checked) => setAnswers((a) => ({ ...a, [term.fieldName]: checked }))}
                  isInvalid={Boolean(fieldErrors)}
                  aria-describedby={fieldErrors ? `${term.fieldName}-error` : undefined}
                >
                  {termText(term.label ?? term.fieldName)}
                  {term.required ? ` ${t('consentStep:consentStep.required')}` : ''}
                </Checkbox>
                {fieldErrors ? (
                  <p id={`${term.fieldName}-error`} className={styles.fieldError}>
                    {fieldErrors.map((k) => t(`consentStep:${k}`)).join(' ')}
                  </p>
                ) : null}
              </div>
            )
          })}
        </fieldset>
        {hydrated && !agreed ? (
          <p id="consent-hint" className={styles.consentText}>
            {t('consentStep:consentStep.hint')}
          </p>
        ) : null}
        <Button type="submit" variant="primary" isDisabled={disabled} aria-describedby={hydrated && !agreed ? 'consent-hint' : undefined}>
          {saving ? t('consentStep:consentStep.saving') : t('consentStep:consentStep.submit')}
        </Button>
      </LocaleForm>
      <LocaleForm method="post" action={localePath(locale, '/logout')} className={styles.form} aria-labelledby="consent-way-out">
        <p id="consent-way-out" className={styles.consentText}>
          {t('consentStep:consentStep.wayOut')}
        </p>
        <Button type="submit" variant="ghost">
          {t('consentStep:consentStep.logout')}
        </Button>
      </LocaleForm>
    </AuthPanel>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
