import { LocaleLink } from '#app/i18n/links.tsx'
import type { ReactNode } from 'react'
import { HONEYPOT_FIELD } from '#app/auth/honeypot.ts'
import { authStrings } from '#app/auth/strings.ts'
import { commonStrings } from '#app/i18n/resources.ts'
import { hasKey, useT } from '#app/i18n/t.ts'
import type { Values } from '#app/i18n/namespace.ts'
import type { SignInMessage } from '#app/auth/errors.ts'
import * as styles from './auth-page.css.ts'

/**
 * The frame of every identity page: a heading (its id labels the section) and, on every route but
 * plain login, a back arrow.
 */
export function AuthPanel({
  title,
  backHref,
  wide,
  children,
}: {
  title: string
  backHref?: string | null
  wide?: boolean
  children: ReactNode
}) {
  const { t } = useT(authStrings)
  return (
    <section className={styles.page} aria-labelledby="auth-title">
      <div className={[styles.panel, wide ? styles.widePanel : ''].filter(Boolean).join(' ')}>
        <div className={styles.header}>
          {backHref ? (
            <LocaleLink to={backHref} className={styles.back} aria-label={t('auth:auth.back')}>
              <span aria-hidden="true">←</span>
            </LocaleLink>
          ) : null}
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
        </div>
        {children}
      </div>
    </section>
  )
}

/** The honeypot input: off-screen, out of the tab order, hidden from assistive technology. */
export function Honeypot() {
  const { t } = useT(authStrings)
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        {t('auth:auth.honeypot')}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

/** A form-level message: an error (role=alert), or a notice or success (role=status). */
export function FormMessage({
  message,
  tone = 'error',
}: {
  message?: SignInMessage | string | null
  tone?: 'error' | 'notice' | 'success'
}) {
  const text = useAuthMessage()
  if (!message) return null
  const content = typeof message === 'string' ? text(message) : (message.text ?? text(message.key, message.values))
  if (tone === 'error')
    return (
      <p role="alert" className={styles.formError}>
        {content}
      </p>
    )
  return (
    <p role="status" className={tone === 'success' ? styles.success : styles.notice}>
      {content}
    </p>
  )
}

/**
 * An identity message key, translated: the auth namespace's, a shared one (login.failed), or one
 * the CMS labels define. Message keys travel from the server as data, so they are checked here.
 */
export function useAuthMessage() {
  const { t, label } = useT(authStrings, commonStrings)
  return (key: string, values?: Values) =>
    hasKey(authStrings, key) ? t(`auth:${key}`, values) : hasKey(commonStrings, key) ? t(`common:${key}`, values) : label(key)
}

/** Field error keys, translated. */
export function useFieldText() {
  const text = useAuthMessage()
  return (keys?: string[]) => (keys?.length ? keys.map((k) => text(k)) : undefined)
}
