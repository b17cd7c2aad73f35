import { useState, type ReactNode } from 'react'
import { useNavigation } from '@remix-run/react'
import { LocaleForm } from '#app/i18n/links.tsx'
import { TextField } from '#app/components/ui/TextField.tsx'
import { Button } from '#app/components/ui/Button.tsx'
import { blockInvalidSubmit, checkOnceLoaded, type FieldErrors } from '#app/auth/form-errors.ts'
import { useLazyModule } from '#app/utils/useLazyModule.ts'
import type { SignInMessage } from '#app/auth/errors.ts'
import { FormMessage, Honeypot, useFieldText } from '#app/auth/AuthPanel.tsx'
import { useT } from '#app/i18n/t.ts'
import { authStrings } from '#app/auth/strings.ts'
import * as styles from '#app/auth/auth-page.css.ts'

/** The form's instant checks (zod): fetched when the form is first used, not with the page. */
const loadChecks = () => import('#app/auth/forms.ts')

/**
 * The form that asks for an email address to send a link to (a sign-in link, a password reset):
 * the check before it is sent (its errors replace the server's message; the check is fetched when
 * the form is first used, and until it has arrived the form posts), the honeypot, and the server's
 * answer (field errors, the address typed, a message) when JavaScript is off.
 */
export function EmailRequestForm({
  check,
  intro,
  submit,
  answer,
}: {
  /** Which of the identity checks (forms.ts) the address goes through: the action's own. */
  check: 'magicLinkSchema' | 'resetRequestSchema'
  intro: ReactNode
  submit: ReactNode
  answer?: { errors?: FieldErrors; email?: string; message?: SignInMessage | string }
}) {
  const { t } = useT(authStrings)
  const tr = useFieldText()
  const navigation = useNavigation()
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null)
  const errors = clientErrors ?? answer?.errors ?? {}
  const checks = useLazyModule(loadChecks)
  return (
    <LocaleForm
      method="post"
      noValidate
      className={styles.form}
      {...checks.warmOnUse}
      onSubmit={blockInvalidSubmit(
        checkOnceLoaded(checks, (m) => m[check]),
        setClientErrors,
      )}
    >
      {!clientErrors ? <FormMessage message={answer?.message} /> : null}
      <p className={styles.intro}>{intro}</p>
      <Honeypot />
      <TextField
        label={t('auth:auth.email')}
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={answer?.email}
        errors={tr(errors.email)}
      />
      <Button type="submit" variant="primary" isDisabled={navigation.state === 'submitting'}>
        {submit}
      </Button>
    </LocaleForm>
  )
}
