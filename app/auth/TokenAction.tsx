import { useNavigation } from '@remix-run/react'
import { LocaleLink, LocaleForm } from '#app/i18n/links.tsx'
import { type AuthKey } from '#app/auth/strings.ts'
import { Button } from '#app/components/ui/Button.tsx'
import { AuthPanel, FormMessage } from './AuthPanel.tsx'
import * as styles from './auth-page.css.ts'
import { useT } from '#app/i18n/t.ts'
import { authStrings } from '#app/auth/strings.ts'

/**
 * A page that uses a one-time link: a button that posts it (so a mail scanner opening the link
 * does not use it up), then a success message with a link on, or the error.
 */
export function TokenAction(props: {
  title: AuthKey
  body: AuthKey
  submit: AuthKey
  done: boolean
  doneMessage: string
  doneHref: string
  doneLabel: AuthKey
  backHref: string
  error?: string | null
}) {
  const { t } = useT(authStrings)
  const navigation = useNavigation()
  return (
    <AuthPanel title={t(`auth:${props.title}`)} backHref={props.backHref}>
      {props.done ? (
        <>
          <FormMessage tone="success" message={props.doneMessage} />
          <LocaleLink className={styles.link} to={props.doneHref}>
            {t(`auth:${props.doneLabel}`)}
          </LocaleLink>
        </>
      ) : (
        <LocaleForm method="post" className={styles.form}>
          <FormMessage message={props.error} />
          <p className={styles.intro}>{t(`auth:${props.body}`)}</p>
          <Button type="submit" variant="primary" isDisabled={navigation.state === 'submitting'}>
            {t(`auth:${props.submit}`)}
          </Button>
        </LocaleForm>
      )}
    </AuthPanel>
  )
}
