/**
 * ACCOUNT_DETAILS: name, contact email, date of birth (three fields), phone number (country code
 * and number) and Brazilian tax number. Inputs are cleaned as they are typed (digits only where
 * only digits belong) or when they lose focus; bad input gets field messages and keeps the rest.
 */
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { birthDateParts, formatCpf, sanitise } from '#schemas/account-input.ts'
import { LocaleForm } from '#app/i18n/links.tsx'
import { useLazyModule } from '#app/utils/useLazyModule.ts'
import { useT } from '#app/i18n/t.ts'
import { Button } from '#app/components/ui/Button.tsx'
import { TextField } from '#app/components/ui/TextField.tsx'
import type { ActionAnswer, detailsLoader } from './profile-area.server.ts'
import { AccountLayout } from './AccountLayout.tsx'
import { FormNotice, SelectField, useAccountForm, useFieldMessages } from './form-parts.tsx'
import { accountStrings } from './profile-strings.ts'
import * as styles from './account.css.ts'

/**
 * The phone number reader (its library's country metadata is most of the account forms' weight),
 * fetched when the form is first used; until it is there the number goes to the server unchecked,
 * and the action names a wrong one.
 */
const loadPhoneReader = () => import('#schemas/account-details.ts')

export function DetailsView() {
  const { details, regions, defaultRegion, saved } = useLoaderData<typeof detailsLoader>()
  const answer = useActionData<ActionAnswer>()
  const phoneReader = useLazyModule(loadPhoneReader)
  // the form's check reads the phone reader when it runs: it may have arrived since the last render
  const form = useAccountForm('saveDetails', answer, (forms, values) =>
    forms.errorsIn(forms.detailsForm(phoneReader.current()?.phoneNumberInfo ?? null), values),
  )
  // the form's first use fetches both its checks and the phone reader
  const warm = () => {
    form.warm()
    phoneReader.warm()
  }
  const busy = useNavigation().state === 'submitting'
  // a refused form shows what was sent; otherwise what is saved
  const birth = birthDateParts(details.birthDate)
  const start = form.values ?? {
    name: details.name,
    contactEmail: details.contactEmail.email,
    birthYear: birth.year,
    birthMonth: birth.month,
    birthDay: birth.day,
    phoneRegion: defaultRegion,
    phoneNumber: details.phoneNumber?.number ?? '',
    taxNumber: details.taxNumber ? formatCpf(details.taxNumber) : '',
  }
  return (
    <AccountLayout area="details">
      {/* remounted with each answer, so the fields start from what the server sent back */}
      <DetailsFields
        key={JSON.stringify(form.values ?? null)}
        start={start}
        regions={regions}
        errors={form.errors}
        problem={form.problem}
        saved={saved && !answer}
        onSubmit={form.onSubmit}
        onUse={{ onFocus: warm, onPointerEnter: warm }}
        busy={busy}
      />
    </AccountLayout>
  )
}

function DetailsFields(props: {
  start: Record<string, string>
  regions: Array<{ code: string; name: string; callingCode: string }>
  errors: Record<string, string[]>
  problem?: ActionAnswer['problem']
  saved: boolean
  busy: boolean
  onSubmit: (e: React.FormEvent<HTMLFormElement>) => void
  /** the handlers that notice the form's first use (a field's focus, the pointer over it) */
  onUse: { onFocus: () => void; onPointerEnter: () => void }
}) {
  const { t } = useT(accountStrings)
  const messages = useFieldMessages()
  const { start, errors } = props
  const [v, setV] = useState(start)
  const set =
    (name: string, clean: (s: string) => string = (s) => s) =>
    (value: string) =>
      setV((old) => ({ ...old, [name]: clean(value) }))
  const blur = (name: string, clean: (s: string) => string) => () => setV((old) => ({ ...old, [name]: clean(old[name] ?? '') }))
  const birthErrors = messages(errors.birthDate)
  return (
    <LocaleForm method="post" noValidate className={styles.form} onSubmit={props.onSubmit} {...props.onUse}>
      <FormNotice problem={props.problem} saved={props.saved} />
      <input type="hidden" name="intent" value="saveDetails" />
      <TextField
        label={t('account:details.name')}
        name="name"
        autoComplete="name"
        value={v.name}
        onChange={set('name')}
        onBlur={blur('name', (s) => sanitise.text(s, 80))}
        errors={messages(errors.name)}
      />
      <TextField
        label={t('account:details.contactEmail')}
        name="contactEmail"
        type="email"
        autoComplete="email"
        value={v.contactEmail}
        onChange={set('contactEmail', (s) => s.replace(/\s/g, ''))}
        errors={messages(errors.contactEmail)}
      />
      <fieldset className={styles.fieldset} aria-describedby={birthErrors ? 'birth-date-error' : undefined}>
        <legend className={styles.legend}>{t('account:details.birthDate')}</legend>
        <div className={styles.row}>
          <TextField
            className={styles.small}
            label={t('account:details.day')}
            name="birthDay"
            inputMode="numeric"
            autoComplete="bday-day"
            maxLength={2}
            value={v.birthDay}
            onChange={set('birthDay', sanitise.day)}
            isInvalid={Boolean(birthErrors)}
            aria-describedby={birthErrors ? 'birth-date-error' : undefined}
          />
          <TextField
            className={styles.small}
            label={t('account:details.month')}
            name="birthMonth"
            inputMode="numeric"
            autoComplete="bday-month"
            maxLength={2}
            value={v.birthMonth}
            onChange={set('birthMonth', sanitise.month)}
            isInvalid={Boolean(birthErrors)}
            aria-describedby={birthErrors ? 'birth-date-error' : undefined}
          />
          <TextField
            className={styles.small}
            label={t('account:details.year')}
            name="birthYear"
            inputMode="numeric"
            autoComplete="bday-year"
            maxLength={4}
            value={v.birthYear}
            onChange={set('birthYear', sanitise.year)}
            isInvalid={Boolean(birthErrors)}
            aria-describedby={birthErrors ? 'birth-date-error' : undefined}
          />
        </div>
        {birthErrors ? (
          <p id="birth-date-error" className={styles.error}>
            {birthErrors.join(' ')}
          </p>
        ) : null}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('account:details.phone')}</legend>
        <div className={styles.row}>
          <SelectField
            id="phone-region"
            name="phoneRegion"
            label={t('account:details.phoneRegion')}
            value={v.phoneRegion}
            onChange={set('phoneRegion')}
          >
            {props.regions.map((r) => (
              <option key={r.code} value={r.code}>
                {r.name} ({r.callingCode})
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('account:details.phoneNumber')}
            name="phoneNumber"
            type="tel"
            autoComplete="tel-national"
            value={v.phoneNumber}
            onChange={set('phoneNumber', sanitise.phone)}
            errors={messages(errors.phoneNumber)}
          />
        </div>
      </fieldset>
      <TextField
        label={t('account:details.taxNumber')}
        description={t('account:details.taxNumberHint')}
        name="taxNumber"
        inputMode="numeric"
        autoComplete="off"
        value={v.taxNumber}
        onChange={set('taxNumber', formatCpf)}
        errors={messages(errors.taxNumber)}
      />
      <Button type="submit" variant="primary" isDisabled={props.busy}>
        {t('account:details.save')}
      </Button>
    </LocaleForm>
  )
}
