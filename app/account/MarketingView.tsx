/**
 * ACCOUNT_MARKETING: the realm's optional yes/no terms (newsletters, offers) with the account's
 * answers. Toggling an answer makes the form no longer pristine (Save turns on once the page is
 * interactive; before that it is always on); after saving, the answers shown are the platform's.
 */
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { useHydrated } from '#app/utils/useHydrated.ts'
import { LocaleForm } from '#app/i18n/links.tsx'
import { useT } from '#app/i18n/t.ts'
import { useAuthMessage } from '#app/auth/AuthPanel.tsx'
import { Button } from '#app/components/ui/Button.tsx'
import { Checkbox } from '#app/components/ui/Checkbox.tsx'
import type { ActionAnswer, marketingLoader } from './profile-area.server.ts'
import { AccountLayout } from './AccountLayout.tsx'
import { FormNotice } from './form-parts.tsx'
import { accountStrings } from './profile-strings.ts'
import * as styles from './account.css.ts'

export function MarketingView() {
  const { preferences, saved } = useLoaderData<typeof marketingLoader>()
  const answer = useActionData<ActionAnswer>()
  const { t } = useT(accountStrings)
  // a term's text is one of the sign-up's strings (as the sign-up page shows it) or a CMS label
  const termText = useAuthMessage()
  const hydrated = useHydrated()
  const busy = useNavigation().state === 'submitting'
  const [answers, setAnswers] = useState<Record<string, boolean> | null>(null)
  const pristine = answers === null
  // the platform's answers replace the form's once saved (new loader data: a new key)
  const current = (field: string, fallback: boolean) => answers?.[field] ?? fallback
  return (
    <AccountLayout area="marketing">
      <FormNotice problem={answer?.problem} saved={saved && !answer} />
      {preferences.length ? (
        <LocaleForm method="post" className={styles.form} key={JSON.stringify(preferences)} onSubmit={() => setAnswers(null)}>
          <p className={styles.muted}>{t('account:marketing.intro')}</p>
          <input type="hidden" name="intent" value="saveMarketing" />
          {preferences.map((p) => (
            <Checkbox
              key={p.fieldName}
              name={`answer.${p.fieldName}`}
              value="on"
              isSelected={current(p.fieldName, p.answer)}
              onChange={(on) => setAnswers((old) => ({ ...(old ?? {}), [p.fieldName]: on }))}
            >
              {termText(p.text)}
            </Checkbox>
          ))}
          <Button type="submit" variant="primary" isDisabled={busy || (hydrated && pristine)}>
            {t('account:marketing.save')}
          </Button>
        </LocaleForm>
      ) : (
        <p className={styles.muted}>{t('account:marketing.empty')}</p>
      )}
    </AccountLayout>
  )
}
