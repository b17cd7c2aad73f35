import { localeOfRequest } from '#app/i18n/locale-path.ts'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation, useRouteError } from '@remix-run/react'
import { LocaleForm } from '#app/i18n/links.tsx'
import { useState } from 'react'
import { subRouteAction, subRouteLoader, type SubRouteAction, type SubRoutePage } from '#app/auth/federated/social.server.ts'
import { partnerSignInSchema } from '#app/auth/federated/social.ts'
import { type FederatedKey } from '#app/auth/federated/strings.ts'
import { ProviderStart } from '#app/auth/federated/ProviderButtons.tsx'
import { SignInProblem } from '#app/auth/federated/FederatedProblem.tsx'
import { checkForm } from '#app/auth/forms.ts'
import { blockInvalidSubmit, type FieldErrors } from '#app/auth/form-errors.ts'
import { AuthPanel, Honeypot, useAuthMessage } from '#app/auth/AuthPanel.tsx'
import { TextField } from '#app/components/ui/TextField.tsx'
import { Button } from '#app/components/ui/Button.tsx'
import { GeneralErrorBoundary } from '#app/components/GeneralErrorBoundary.tsx'
import * as styles from '#app/auth/auth-page.css.ts'
import { cachePolicy } from '#app/utils/http.ts'
import { useT } from '#app/i18n/t.ts'
import { federatedStrings } from '#app/auth/federated/strings.ts'
import { commonStrings } from '#app/i18n/resources.ts'
import { pageTitle } from '#app/i18n/page-title.ts'

export const headers = () => ({ 'Cache-Control': cachePolicy.none })
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, commonStrings, 'common:nav.signIn') }]

/**
 * LOGIN_REDIRECT /login/{authProvider}/{clientName?} (and under gift login and gift redemption
 * login): a provider's own sign-in step. Apple, Google and Facebook start here and come back here;
 * credentials partners (PBR, SPTV) have their form here. Rules: app/auth/federated/social.server.ts.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return subRouteLoader(request, context, localeOfRequest(request), params)
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return subRouteAction(request, context, localeOfRequest(request), params)
}

export default function LoginProvider() {
  const page = useLoaderData<SubRoutePage>()
  const done = useActionData<SubRouteAction>()
  const problem = done?.view === 'problem' ? done.problem : page.view === 'problem' ? page.problem : null
  if (problem) return <SignInProblem problem={problem} />
  if (page.view === 'partner')
    return <PartnerForm provider={page.provider.label} backHref={page.backHref} answer={done?.view === 'partner' ? done : undefined} />
  if (page.view === 'social') return <SocialStart page={page} />
  return null
}

/** Apple, Google, Facebook: one button that starts the flow (the login page's own button posts here too). */
function SocialStart({ page }: { page: Extract<SubRoutePage, { view: 'social' }> }) {
  const { t } = useT(federatedStrings)
  return (
    <AuthPanel title={t('federated:federated.subRoute.title', { provider: page.provider.label })} backHref={page.backHref}>
      <p className={styles.intro}>{t('federated:federated.subRoute.intro', { provider: page.provider.label })}</p>
      <ProviderStart
        button={{ ...page.provider, href: page.startHref, method: 'post' }}
        label={t('federated:federated.continueWith', { provider: page.provider.label })}
      />
    </AuthPanel>
  )
}

const checkPartner = (form: FormData) => checkForm(partnerSignInSchema, { id: form.get('id') ?? '', secret: form.get('secret') ?? '' })

/** A credentials partner's form: checked in the browser first, by the action for the truth; the id is kept, never the password. */
function PartnerForm({
  provider,
  backHref,
  answer,
}: {
  provider: string
  backHref: string
  answer?: Extract<SubRouteAction, { view: 'partner' }>
}) {
  const { t } = useT(federatedStrings)
  const authMessage = useAuthMessage()
  const navigation = useNavigation()
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null)
  const errors = clientErrors ?? answer?.errors ?? {}
  // Each answer of the action empties the password field (with JavaScript the page is not reloaded; without, the server never echoes it).
  const [answered, setAnswered] = useState<{ answer: typeof answer; round: number }>({ answer, round: 0 })
  if (answered.answer !== answer) setAnswered({ answer, round: answered.round + 1 })
  const tr = (keys?: string[]) => keys?.map((k) => (k.startsWith('federated.') ? t(`federated:${k as FederatedKey}`) : authMessage(k)))
  return (
    <AuthPanel title={t('federated:federated.subRoute.title', { provider })} backHref={backHref}>
      <p className={styles.intro}>{t('federated:federated.partner.intro', { provider })}</p>
      <LocaleForm method="post" noValidate className={styles.form} onSubmit={blockInvalidSubmit(checkPartner, setClientErrors)}>
        {answer?.message && !clientErrors ? (
          <p role="alert" className={styles.formError}>
            {t(`federated:${answer.message.key}`, { provider: answer.message.provider })}
          </p>
        ) : null}
        <input type="hidden" name="intent" value="signin" />
        <Honeypot />
        <TextField
          label={t('federated:federated.partner.id')}
          name="id"
          autoComplete="username"
          defaultValue={answer?.id}
          errors={tr(errors.id)}
        />
        <TextField
          key={`secret-${answered.round}`}
          label={t('federated:federated.partner.secret')}
          name="secret"
          type="password"
          autoComplete="current-password"
          errors={tr(errors.secret)}
        />
        <Button type="submit" variant="primary" isDisabled={navigation.state === 'submitting'}>
          {t('federated:federated.partner.submit', { provider })}
        </Button>
      </LocaleForm>
    </AuthPanel>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
