import { useNavigation } from '@remix-run/react'
import { LocaleLink, LocaleForm } from '#app/i18n/links.tsx'
import { useAuthText, type AuthKey } from '#app/auth/strings.ts'
import { Button } from '#app/components/ui/Button.tsx'
import { AuthPanel, FormMessage } from './AuthPanel.tsx'
import * as styles from './auth-page.css.ts'

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
  const { text } = useAuthText()
  const navigation = useNavigation()
  return (
    <AuthPanel title={text(props.title)} backHref={props.backHref}>
      {props.done ? (
        <>
          <FormMessage tone="success" message={props.doneMessage} />
          <LocaleLink className={styles.link} to={props.doneHref}>
            {text(props.doneLabel)}
          </LocaleLink>
        </>
      ) : (
        <LocaleForm method="post" className={styles.form}>
          <FormMessage message={props.error} />
          <p className={styles.intro}>{text(props.body)}</p>
          <Button type="submit" variant="primary" isDisabled={navigation.state === 'submitting'}>
            {text(props.submit)}
          </Button>
        </LocaleForm>
      )}
    </AuthPanel>
  )
}
