/**
 * ACCOUNT_ADDRESSES: the saved addresses, and a form that asks for the fields the chosen country's
 * addresses use (a state in the US, none in Britain …), its postal code checked against the
 * country's format. Choosing a country redraws the form at once with JavaScript; without it, the
 * "Use this country" button reloads the page for that country.
 */
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { sanitise } from '#schemas/account-input.ts'
import { LocaleForm } from '#app/i18n/links.tsx'
import { useT } from '#app/i18n/t.ts'
import { Button } from '#app/components/ui/Button.tsx'
import { TextField } from '#app/components/ui/TextField.tsx'
import type { ActionAnswer, addressesLoader } from './profile-area.server.ts'
import { AccountLayout } from './AccountLayout.tsx'
import { FormNotice, SelectField, useAccountForm, useFieldMessages } from './form-parts.tsx'
import { accountStrings } from './profile-strings.ts'
import * as styles from './account.css.ts'

export function AddressesView() {
  const { addresses, countries, country: initial, saved } = useLoaderData<typeof addressesLoader>()
  const answer = useActionData<ActionAnswer>()
  const { t } = useT(accountStrings)
  const messages = useFieldMessages()
  const busy = useNavigation().state === 'submitting'
  const [country, setCountry] = useState(answer?.intent === 'addAddress' ? (answer.values.country ?? initial) : initial)
  const rule = countries.find((c) => c.iso3166alpha2 === country)
  const form = useAccountForm('addAddress', answer, (forms, values) => forms.errorsIn(forms.AddressForm(rule), values))
  const removeProblem = answer?.intent === 'removeAddress' ? answer.problem : undefined
  const countryName = (code: string) => countries.find((c) => c.iso3166alpha2 === code)?.name ?? code
  const fieldLabel = {
    fullName: t('account:address.fullName'),
    line1: t('account:address.line1'),
    line2: t('account:address.line2'),
    city: t('account:address.city'),
    administrativeLevel1: t('account:address.administrativeLevel1'),
    postalCode: t('account:address.postalCode'),
  }
  const asked = rule?.addressRequiredFields ?? []
  // line 2 is never required: offered after the first street line
  const fields = asked.flatMap((f) => (f.fieldName === 'line1' ? [f.fieldName, 'line2' as const] : [f.fieldName]))
  return (
    <AccountLayout area="addresses">
      <FormNotice problem={removeProblem} saved={saved && !answer} />
      {addresses.length ? (
        <ul className={styles.list}>
          {addresses.map((a) => (
            <li key={a.id} className={styles.card}>
              <address className={styles.address}>
                {[
                  a.fullName,
                  a.line1,
                  a.line2,
                  [a.postalCode, a.city].filter(Boolean).join(' '),
                  a.administrativeLevel1,
                  countryName(a.country),
                ]
                  .filter(Boolean)
                  .join('\n')}
              </address>
              <LocaleForm method="post">
                <input type="hidden" name="intent" value="removeAddress" />
                <input type="hidden" name="id" value={a.id} />
                <Button
                  type="submit"
                  variant="secondary"
                  aria-label={t('account:addresses.removeLabel', { name: a.fullName ?? countryName(a.country) })}
                  isDisabled={busy}
                >
                  {t('account:addresses.remove')}
                </Button>
              </LocaleForm>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('account:addresses.empty')}</p>
      )}
      <h3 className={styles.sectionTitle}>{t('account:addresses.add')}</h3>
      <LocaleForm method="get" className={styles.row}>
        <SelectField
          id="address-country"
          name="country"
          label={t('account:addresses.country')}
          value={country}
          onChange={setCountry}
          errors={messages(form.errors.country)}
        >
          {countries.map((c) => (
            <option key={c.iso3166alpha2} value={c.iso3166alpha2}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <noscript>
          <button type="submit" className={styles.navLink}>
            {t('account:addresses.useCountry')}
          </button>
        </noscript>
      </LocaleForm>
      <LocaleForm
        method="post"
        noValidate
        className={styles.form}
        onSubmit={form.onSubmit}
        {...form.warmOnUse}
        key={`${country}:${JSON.stringify(form.values ?? null)}`}
      >
        <FormNotice problem={form.problem} />
        <input type="hidden" name="intent" value="addAddress" />
        <input type="hidden" name="country" value={country} />
        {fields.map((name) => (
          <AddressField
            key={name}
            name={name}
            label={fieldLabel[name]}
            start={form.values?.[name] ?? ''}
            errors={messages(form.errors[name])}
          />
        ))}
        <Button type="submit" variant="primary" isDisabled={busy}>
          {t('account:addresses.save')}
        </Button>
      </LocaleForm>
    </AccountLayout>
  )
}

const autocomplete: Record<string, string> = {
  fullName: 'name',
  line1: 'address-line1',
  line2: 'address-line2',
  city: 'address-level2',
  administrativeLevel1: 'address-level1',
  postalCode: 'postal-code',
}

/** One address field, cleaned when it loses focus (runs of spaces; postal codes upper-cased). */
function AddressField({ name, label, start, errors }: { name: string; label: string; start: string; errors?: string[] }) {
  const [value, setValue] = useState(start)
  const clean = (v: string) => (name === 'postalCode' ? sanitise.postalCode(v).trim() : sanitise.text(v))
  return (
    <TextField
      label={label}
      name={name}
      value={value}
      autoComplete={autocomplete[name]}
      onChange={(v) => setValue(name === 'postalCode' ? sanitise.postalCode(v) : v.slice(0, 120))}
      onBlur={() => setValue(clean)}
      errors={errors}
    />
  )
}
